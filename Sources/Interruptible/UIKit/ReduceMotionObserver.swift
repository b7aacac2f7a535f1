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
  public final class ReduceMotionObserver: NSObject {
    /// The observer every driver consults.
    public static let shared = ReduceMotionObserver()
    /// The current settings.
    public private(set) var preference: MotionPreference
    /// Called after the settings change.
    public var onChange: ((MotionPreference) -> Void)?

    /// Reads the settings and starts listening for changes.
    public override init() {
      preference = Self.currentPreference()
      super.init()
      let center = NotificationCenter.default
      let selector = #selector(settingsDidChange)
      center.addObserver(
        self, selector: selector, name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: selector, name: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
        object: nil)
    }

    /// An observer that always reports `preference` and does not follow the system settings: the
    /// source a test or a preview hands a driver's ``InterruptibleTransitionDriver/motionPreferences``.
    ///
    /// ```swift
    /// driver.motionPreferences = ReduceMotionObserver(
    ///   preference: MotionPreference(isReduceMotionEnabled: true, prefersCrossFadeTransitions: true))
    /// ```
    public init(preference: MotionPreference) {
      self.preference = preference
      super.init()
    }

    /// `transition`, or a cross-fade with its configuration when the settings ask for one.
    public func transition(replacing transition: any InterruptibleTransition) -> any InterruptibleTransition {
      switch preference.transitionStyle {
      case .motion: return transition
      case .crossFade: return CrossFadeTransition(configuration: transition.configuration)
      }
    }

    @objc private func settingsDidChange() {
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
