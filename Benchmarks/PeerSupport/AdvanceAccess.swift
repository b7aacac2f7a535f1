// Copied by `Benchmarks/run` into the git-ignored peer target next to Advance's own sources, so
// the benchmarks can reach Advance's internal RK4 step. This file is ours; Advance's sources are
// never committed.

/// Entry points into Advance for the benchmarks.
public enum AdvanceAccess {
  /// Advance's fixed simulation step (120 Hz), in seconds.
  public static var frameDuration: Double { simulationFrameDuration }

  /// One RK4 step of Advance's `SpringFunction` (mass 1) from `value`/`velocity` toward `target`.
  @inline(never)
  public static func springStep(
    value: Double, velocity: Double, target: Double, tension: Double, damping: Double, time: Double
  ) -> (value: Double, velocity: Double) {
    let function = SpringFunction<Double>(target: target, tension: tension, damping: damping)
    return function.integrate(value: value, velocity: velocity, time: time)
  }

  /// Advance's `UnitBezier.solve(x:epsilon:)`.
  @inline(never)
  public static func solve(_ bezier: UnitBezier, x: Double, epsilon: Double) -> Double {
    bezier.solve(x: x, epsilon: epsilon)
  }
}
