/// The user's motion settings, passed in by the shell (AX01): no global reads here.
///
/// The shell builds one from `UIAccessibility.isReduceMotionEnabled` and
/// `UIAccessibility.prefersCrossFadeTransitions` and builds a new one when
/// `reduceMotionStatusDidChangeNotification` or `prefersCrossFadeTransitionsStatusDidChange` arrives.
/// A transition keeps the style it started with; the new preference applies to the next one.
///
/// ```swift
/// let preference = MotionPreference(isReduceMotionEnabled: true, prefersCrossFadeTransitions: false)
/// preference.transitionStyle                            // .crossFade
/// preference.transitionStyle.appearance(atPresentedProgress: 0.3)   // opacity 0.3, displacement 0
/// ```
package struct MotionPreference: Sendable, Hashable {
  /// `UIAccessibility.isReduceMotionEnabled`.
  package var isReduceMotionEnabled: Bool
  /// `UIAccessibility.prefersCrossFadeTransitions` (Reduce Motion with Prefer Cross-Fade Transitions).
  package var prefersCrossFadeTransitions: Bool

  /// The settings of a device with nothing turned on.
  package static let standard = MotionPreference()

  /// A preference from the two system settings.
  package init(isReduceMotionEnabled: Bool = false, prefersCrossFadeTransitions: Bool = false) {
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
  }

  /// `.crossFade` when either setting is on, `.motion` otherwise (AX02).
  ///
  /// Only the look changes: the transition keeps its duration, timing and animator, so pause,
  /// reverse, scrub, finish and cancel behave exactly as with motion.
  package var transitionStyle: TransitionStyle {
    isReduceMotionEnabled || prefersCrossFadeTransitions ? .crossFade : .motion
  }
}

/// How a transition's progress is shown (AX02).
package enum TransitionStyle: Sendable, Hashable, CaseIterable {
  /// The content slides (and may overshoot with a bouncy spring).
  case motion
  /// The content stays in place and fades; overshoot is not shown.
  case crossFade

  /// The look of the content at `presentedProgress` (0 = dismissed, 1 = presented, springs may
  /// overshoot). NaN progress counts as 0, ±infinity as 0 or 1.
  package func appearance(atPresentedProgress progress: Double) -> TransitionAppearance {
    let progress = progress.isNaN ? 0 : min(max(progress, -1e9), 1e9)
    switch self {
    case .motion:
      return TransitionAppearance(displacement: 1 - progress, opacity: 1)
    case .crossFade:
      return TransitionAppearance(displacement: 0, opacity: min(max(progress, 0), 1))
    }
  }
}

/// The look of transitioning content.
package struct TransitionAppearance: Sendable, Hashable {
  /// How far the content is moved from its presented place, as a fraction of the transition's
  /// distance in the dismiss direction (0 = presented place; negative while overshooting).
  package var displacement: Double
  /// The content's opacity in `[0, 1]`.
  package var opacity: Double

  /// An appearance.
  package init(displacement: Double, opacity: Double) {
    self.displacement = displacement
    self.opacity = opacity
  }
}
