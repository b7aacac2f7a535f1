#if ADVANCE_PEER
  import AdvancePeer

  /// Advance (github.com/timdonnelly/Advance, BSD), built from sources that `Benchmarks/run`
  /// extracts at run time: the side-by-side peer.
  package enum Peer {
    /// Whether the peer was built into this run.
    package static let isAvailable = true

    /// The epsilon Advance is measured at.
    package static let epsilon = 1e-7

    /// Advance's bezier for a curve case.
    package static func bezier(_ curve: CurveCase) -> UnitBezier {
      UnitBezier(
        firstX: curve.points.0, firstY: curve.points.1, secondX: curve.points.2,
        secondY: curve.points.3)
    }

    /// Advance's `UnitBezier.solve` at ε 1e-7.
    @inline(never)
    package static func solve(_ bezier: UnitBezier, _ x: Double) -> Double {
      bezier.solve(x: x, epsilon: epsilon)
    }

    /// Nothing but the call: the loop baseline for `solve`.
    @inline(never)
    package static func solveBaseline(_ bezier: UnitBezier, _ x: Double) -> Double { x }

    /// One RK4 step of Advance's spring (value and velocity), from `value` moving at `velocity`.
    @inline(never)
    package static func springStep(_ spring: SpringCase, value: Double, velocity: Double) -> (
      value: Double, velocity: Double
    ) {
      AdvanceAccess.springStep(
        value: value, velocity: velocity, target: 1, tension: spring.stiffness,
        damping: spring.damping, time: AdvanceAccess.frameDuration)
    }

    /// Advance's simulation step, in seconds.
    package static var frameDuration: Double { AdvanceAccess.frameDuration }
  }
#else
  /// Stands in for Advance when `Benchmarks/run` was not given its sources: no peer figures.
  package enum Peer {
    /// Whether the peer was built into this run.
    package static let isAvailable = false
  }
#endif

#if ADVANCE_PEER
  extension Peer {
    /// Nothing but the call: the loop baseline for `springStep`.
    @inline(never)
    package static func springStepBaseline(_ spring: SpringCase, value: Double, velocity: Double)
      -> (value: Double, velocity: Double)
    {
      (value + 0.001, velocity)
    }
  }
#endif
