import Interruptible

/// A cubic timing curve measured by the benchmarks, by name and control points.
public struct CurveCase: Sendable {
  /// A short name for the table.
  public let name: String
  /// Control points `(x1, y1, x2, y2)`.
  public let points: (Double, Double, Double, Double)
  /// Whether the library has this curve as a named constant.
  public let isNamed: Bool

  /// The library's curve for these control points.
  public var curve: CubicBezierCurve {
    CubicBezierCurve(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
  }

  /// The three curves of the issue: a named one, Core Animation's default and an overshooting one.
  public static let all: [CurveCase] = [
    CurveCase(name: "easeInOut", points: (0.42, 0, 0.58, 1), isNamed: true),
    CurveCase(name: "(0.25,0.1,0.25,1)", points: (0.25, 0.1, 0.25, 1), isNamed: true),
    CurveCase(name: "(0.2,0.9,0.3,1.4)", points: (0.2, 0.9, 0.3, 1.4), isNamed: false),
  ]

  /// The case called `name`, or nil.
  public static func named(_ name: String) -> CurveCase? { all.first { $0.name == name } }
}

/// Evaluation inputs spread over (0, 1): `count` points, the same for every solver.
public enum SampleInputs {
  /// The number of distinct inputs cycled through.
  public static let period = 997

  /// Input number `index` (cycled), strictly inside (0, 1).
  @inline(__always)
  public static func x(_ index: Int) -> Double {
    (Double(index % period) + 0.5) / Double(period)
  }

  /// Time `index` of a spring run sampled at 120 Hz over `duration` seconds (cycled).
  @inline(__always)
  public static func time(_ index: Int, duration: Double) -> Double {
    Double(index % period) / Double(period) * duration
  }
}

/// Opaque calls so the measured loop cannot hoist or fold the work.
public enum Evaluate {
  /// The library's progress at `x`.
  @inline(never)
  public static func ours(_ curve: CubicBezierCurve, _ x: Double) -> Double {
    curve.progress(at: x)
  }

  /// Nothing but the call: the loop baseline.
  @inline(never)
  public static func baseline(_ curve: CubicBezierCurve, _ x: Double) -> Double { x }

  /// The library's spring progress and velocity at `time`, summed so both are used.
  @inline(never)
  public static func spring(_ motion: SpringMotion, _ time: Double) -> Double {
    let sample = motion.sample(at: time)
    return sample.progress + sample.velocity
  }

  /// Nothing but the call: the spring loop baseline.
  @inline(never)
  public static func springBaseline(_ motion: SpringMotion, _ time: Double) -> Double { time }
}
