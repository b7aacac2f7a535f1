/// A change of motion, reported once, before the first frame of the new motion.
///
/// A motion that heads to a target reports ``willSettle(target:trajectory:)`` and then
/// ``trajectoryChanged(_:)`` with the same trajectory; a motion that follows a finger or rests
/// reports ``trajectoryChanged(_:)`` only. A finger moving the value it holds is not a change: the
/// trajectory already says the value follows the finger.
///
/// ```swift
/// coordinator.onMotionEvent = { session, event in
///   if case .willSettle(let target, let trajectory) = event {
///     print(session, target, trajectory.target, trajectory.endTime)
///   }
/// }
/// ```
package enum MotionEvent<Goal: Sendable & Hashable>: Sendable, Hashable {
  /// The motion now heads to `target` along `trajectory`: it comes to rest at `trajectory.target`
  /// at `trajectory.endTime` unless something interrupts it.
  case willSettle(target: Goal, trajectory: MotionTrajectory)
  /// The motion changed: from now on it follows `trajectory` (heading, following a finger, or at
  /// rest).
  case trajectoryChanged(MotionTrajectory)

  /// The event's trajectory.
  @inlinable
  package var trajectory: MotionTrajectory {
    switch self {
    case .willSettle(_, let trajectory), .trajectoryChanged(let trajectory): return trajectory
    }
  }
}

/// A proposed settle target handed to a target override: where the library would settle the motion
/// and how fast it moves when released.
///
/// ```swift
/// sheet.targetOverride = { proposal in
///   proposal.velocity < -2_000 ? .detent(2) : proposal.target   // a hard throw up goes to the top
/// }
/// ```
public struct SettleProposal<Goal: Sendable & Hashable>: Sendable, Hashable {
  /// Where the library would settle.
  public let target: Goal
  /// The release velocity in points per second, in the unit of the release (a sheet's: downward
  /// positive; a transition's: toward the session's end positive).
  public let velocity: Double

  /// A proposal of `target` for a release at `velocity`.
  public init(target: Goal, velocity: Double) {
    self.target = target
    self.velocity = velocity
  }
}

extension MotionTrajectory {
  /// Whether `other` describes the same motion for the purpose of reporting a change: two
  /// following trajectories are the same motion wherever the finger is; resting ones when they rest
  /// at the same value; heading ones when equal.
  @inline(__always)
  func isSameMotion(as other: MotionTrajectory) -> Bool {
    guard kind == other.kind else { return false }
    switch kind {
    case .following: return true
    case .resting: return target == other.target
    case .heading: return self == other
    }
  }
}
