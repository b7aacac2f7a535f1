/// The kind of transition a session runs.
package enum TransitionKind: String, Sendable, Hashable, CaseIterable {
  /// A modal presentation: content moves in.
  case present
  /// A modal dismissal: content moves out.
  case dismiss
  /// A navigation push.
  case push
  /// A navigation pop.
  case pop
  /// A switch between children of a custom container.
  case containerSwitch

  /// Whether the content arrives (its presented position is the animator's end).
  @inlinable
  package var isAppearing: Bool {
    switch self {
    case .dismiss, .pop: return false
    default: return true
    }
  }
}

/// How an in-flight transition turns around.
public enum ReversalStyle: Sendable, Hashable {
  /// Carry the current velocity into a spring toward the other end: no instant flip (default).
  case spring
  /// UIKit's plain `isReversed` toggle: the curve is retraced and velocity flips sign at once (FR08).
  case flip
}

/// A duration and timing for one kind of run.
///
/// ```swift
/// let timing = TransitionTiming(duration: 0.35, parameters: .easeInOut)
/// ```
public struct TransitionTiming: Sendable, Hashable {
  /// The animator's duration in seconds (ignored by implicit-duration springs).
  public var duration: Double
  /// The animator's timing.
  public var parameters: TimingParameters

  /// Creates a timing. Bad durations are replaced by the animator (ST19).
  public init(duration: Double, parameters: TimingParameters) {
    self.duration = duration
    self.parameters = parameters
  }

  /// 0.45 s on a spring with damping ratio 0.8.
  public static let standard = TransitionTiming(
    duration: 0.45, parameters: .spring(SpringTimingParameters(dampingRatio: 0.8)))
}

/// Everything configurable about one presentation slot's transitions.
///
/// ```swift
/// var configuration = TransitionConfiguration()
/// configuration.distance = 240
/// configuration.dismiss = TransitionTiming(duration: 0.35, parameters: .easeInOut)
/// ```
public struct TransitionConfiguration: Sendable, Hashable {
  /// Points the content travels over the whole transition. NaN, infinite, negative, zero and tiny
  /// values (below `ReleaseDecision/minimumDistance`) become 300; values above 1e12 are clamped
  /// to it.
  public var distance: Double {
    didSet {
      let usable = Self.usableDistance(distance)
      if usable != distance { distance = usable }
    }
  }

  /// A distance in points as every session uses it: 300 for NaN, infinite, zero, negative and tiny
  /// values; at most 1e12.
  static func usableDistance(_ distance: Double) -> Double {
    distance.isFinite && distance >= ReleaseDecision.minimumDistance ? min(distance, 1e12) : 300
  }
  /// The timing of presentations (and pushes).
  public var present: TransitionTiming
  /// The timing of dismissals (and pops).
  public var dismiss: TransitionTiming
  /// A release finishes when its projected fraction reaches this (VP03); clamped to `[0, 1]`.
  public var finishThreshold: Double
  /// The deceleration used to project a release (VP01, VP02).
  public var decelerationRate: DecelerationRate
  /// The spring that completes a release or a reversal; its velocity is set per hand-off.
  public var completionSpring: SpringTimingParameters
  /// How an in-flight transition turns around.
  public var reversal: ReversalStyle
  /// Whether taps, pans and VoiceOver may interrupt transitions. Code calls (`dismiss()`, `present()`,
  /// the interactor's calls) always work, whatever this says.
  public var isInteractionEnabled: Bool

  /// Creates a configuration; every argument has a default.
  public init(
    distance: Double = 300, present: TransitionTiming = .standard, dismiss: TransitionTiming? = nil,
    finishThreshold: Double = 0.5, decelerationRate: DecelerationRate = .normal,
    completionSpring: SpringTimingParameters = SpringTimingParameters(dampingRatio: 1),
    reversal: ReversalStyle = .spring, isInteractionEnabled: Bool = true
  ) {
    self.distance = Self.usableDistance(distance)
    self.present = present
    self.dismiss = dismiss ?? present
    self.finishThreshold = finishThreshold
    self.decelerationRate = decelerationRate
    self.completionSpring = completionSpring
    self.reversal = reversal
    self.isInteractionEnabled = isInteractionEnabled
  }

  /// The timing for a session of `kind`.
  package func timing(for kind: TransitionKind) -> TransitionTiming {
    kind.isAppearing ? present : dismiss
  }
}
