#if canImport(UIKit)
  import UIKit

  /// Follows the Reduce Motion and Prefer Cross-Fade Transitions settings and swaps motion for a
  /// cross-fade with the same timing and interruption semantics (AX01, AX02). The decision is the
  /// core's ``MotionPreference``; this only reads the settings and listens for changes.
  ///
  /// ```swift
  /// ReduceMotionObserver.shared.onChange = { preference in print(preference.transitionStyle) }
  /// ```
  @MainActor
  package final class ReduceMotionObserver: NSObject {
    /// The observer every driver consults.
    package static let shared = ReduceMotionObserver()
    /// The current settings.
    package private(set) var preference: MotionPreference
    /// Called after the settings change.
    package var onChange: ((MotionPreference) -> Void)?
    /// The notification observations (block-based: no selectors). They hold the observer weakly and
    /// do nothing once it has gone; the shared observer lives as long as the app.
    private var tokens: [any NSObjectProtocol] = []

    /// Reads the settings and starts listening for changes.
    package override init() {
      preference = Self.currentPreference()
      super.init()
      for name in [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
      ] {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
            onMainThread { self?.settingsDidChange() }
          })
      }
    }

    /// An observer that always reports `preference` and does not follow the system settings: the
    /// source a test or a preview hands a driver's ``InterruptibleTransitionDriver/motionPreferences``.
    ///
    /// ```swift
    /// driver.motionPreferences = ReduceMotionObserver(
    ///   preference: MotionPreference(isReduceMotionEnabled: true, prefersCrossFadeTransitions: true))
    /// ```
    package init(preference: MotionPreference) {
      self.preference = preference
      super.init()
    }

    /// `transition`, or a cross-fade with its configuration when the settings ask for one.
    package func transition(replacing transition: any InterruptibleTransition) -> any InterruptibleTransition
    {
      switch preference.transitionStyle {
      case .motion: return transition
      case .crossFade: return CrossFadeTransition(configuration: transition.configuration)
      }
    }

    private func settingsDidChange() {
      preference = Self.currentPreference()
      onChange?(preference)
    }

    private static func currentPreference() -> MotionPreference {
      MotionPreference(
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
        prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions)
    }
  }
#endif
