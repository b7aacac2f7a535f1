/// The finger's speed at a release, decided from the times its moves arrived: a finger that sent no
/// move for longer than ``restInterval`` before it lifted was at rest, and its speed at the release is
/// zero, whatever the platform's recognizer still reports from before the rest (UIKit sends no moves
/// for a finger at rest, and what `velocity(in:)` says at the lift after one is not documented).
///
/// ```swift
/// var rest = FingerRest()
/// rest.moved(at: 10.0)                                           // began or changed
/// rest.releaseVelocity(800, releasedAt: 10.3) == 0               // held still 0.3 s, then lifted
/// rest.releaseVelocity(800, releasedAt: 10.008) == 800           // lifted mid-flick
/// ```
package struct FingerRest: Equatable, Sendable {
  /// How long a finger sends no move before it counts as at rest: 0.1 s, six frames at 60 Hz.
  package static let restInterval = 0.1
  /// When the last move (or the touch-down the gesture began with) arrived; nil before any.
  package private(set) var lastMove: Double?

  package init() {}

  /// A move (or the gesture's beginning) arrived at `time`. Non-finite times are ignored.
  package mutating func moved(at time: Double) {
    guard time.isFinite else { return }
    lastMove = time
  }

  /// Whether the finger was at rest at `time`: no move for longer than ``restInterval`` (or none
  /// recorded, or a non-finite `time`).
  package func isAtRest(at time: Double) -> Bool {
    guard let lastMove, time.isFinite else { return true }
    return time - lastMove > Self.restInterval
  }

  /// The speed to decide a release at `time` on: `reported` while the finger was moving, zero after
  /// a rest. Without any move recorded, or for a non-finite `reported`, zero.
  package func releaseVelocity(_ reported: Double, releasedAt time: Double) -> Double {
    reported.isFinite && !isAtRest(at: time) ? reported : 0
  }
}
