import Interruptible
import UIKit

/// The slow-motion switch. While it is on, every transition the demo starts runs ten times slower:
/// its present and dismiss timings (and so the hand-off springs, which settle over the transition's
/// duration) are stretched by ``factor`` in the transition's configuration. The core's model of the
/// animator and the real `UIViewPropertyAnimator` get the same stretched timing, so positions and
/// velocities at every interruption stay exact. Fingers are not slowed: a flick hands its real
/// velocity to the (slow) completion spring.
@MainActor
final class SlowMotion {
  /// The one switch of the app.
  static let shared = SlowMotion()
  /// How many times longer transitions last while slow motion is on.
  static let factor = 10.0

  /// Whether transitions are stretched.
  private(set) var isEnabled = false
  private var observers: [Observer] = []

  /// An observer that lives as long as its owner: the list drops it once the owner is gone.
  private struct Observer {
    weak var owner: AnyObject?
    let body: (Bool) -> Void
  }

  private init() {}

  /// Turns slow motion on or off for the transitions started from now on.
  func setEnabled(_ enabled: Bool) {
    guard enabled != isEnabled else { return }
    isEnabled = enabled
    observers.removeAll { $0.owner == nil }
    for observer in observers { observer.body(enabled) }
  }

  /// Calls `observer` now and after every change, for as long as `owner` lives.
  func observe(_ owner: AnyObject, _ observer: @escaping (Bool) -> Void) {
    observers.removeAll { $0.owner == nil }
    observers.append(Observer(owner: owner, body: observer))
    observer(isEnabled)
  }

  /// How many times longer a transition started now lasts (1 when off).
  var currentFactor: Double { isEnabled ? Self.factor : 1 }

  /// `transition`, stretched while slow motion is on.
  func applied(to transition: any InterruptibleTransition) -> any InterruptibleTransition {
    isEnabled ? StretchedTransition(base: transition, factor: Self.factor) : transition
  }

  /// `presentation` with its transition stretched while slow motion is on.
  func applied(to presentation: InterruptiblePresentation) -> InterruptiblePresentation {
    var stretched = presentation
    stretched.transition = applied(to: presentation.transition)
    return stretched
  }

  /// `configuration`, stretched while slow motion is on.
  func applied(to configuration: TransitionConfiguration) -> TransitionConfiguration {
    isEnabled ? configuration.stretched(by: Self.factor) : configuration
  }

  /// A navigation bar button on `viewController` that shows the state and toggles it.
  func installBarItem(on viewController: UIViewController) {
    let item = UIBarButtonItem(
      image: nil,
      primaryAction: UIAction { _ in SlowMotion.shared.setEnabled(!SlowMotion.shared.isEnabled) })
    item.accessibilityLabel = "Slow motion"
    observe(item) { [weak item] enabled in
      item?.image = UIImage(systemName: enabled ? "tortoise.fill" : "tortoise")
      item?.accessibilityValue = enabled ? "on, ten times slower" : "off"
    }
    viewController.navigationItem.rightBarButtonItem = item
  }
}

/// Another transition with the same look and every timing `factor` times longer.
struct StretchedTransition: InterruptibleTransition {
  /// The transition whose look is kept.
  let base: any InterruptibleTransition
  /// How many times longer every timing lasts.
  let factor: Double

  var configuration: TransitionConfiguration { base.configuration.stretched(by: factor) }
  var dismissDirection: TransitionDirection { base.dismissDirection }

  func apply(progress: Double, to views: TransitionViews) {
    base.apply(progress: progress, to: views)
  }
}

extension TransitionConfiguration {
  /// The same configuration with the present, dismiss and completion timings `factor` times longer.
  func stretched(by factor: Double) -> TransitionConfiguration {
    var stretched = self
    stretched.present = present.stretched(by: factor)
    stretched.dismiss = dismiss.stretched(by: factor)
    stretched.completionSpring = completionSpring.stretched(by: factor)
    return stretched
  }
}

extension TransitionTiming {
  /// The same curve over a `factor` times longer duration.
  func stretched(by factor: Double) -> TransitionTiming {
    switch parameters {
    case .cubic: return TransitionTiming(duration: duration * factor, parameters: parameters)
    case .spring(let spring):
      return TransitionTiming(duration: duration * factor, parameters: .spring(spring.stretched(by: factor)))
    }
  }
}

extension SpringTimingParameters {
  /// A spring whose motion is `factor` times slower. A damping-ratio spring is fitted to the
  /// (stretched) duration already; a physical one keeps its mass with stiffness / factor² and
  /// damping / factor, which stretches its time axis and keeps its damping ratio.
  func stretched(by factor: Double) -> SpringTimingParameters {
    switch description {
    case .dampingRatio: return self
    case .physical(let spring):
      let slower = SpringParameters(
        mass: spring.mass, stiffness: spring.stiffness / (factor * factor), damping: spring.damping / factor)
      return SpringTimingParameters(slower, initialVelocity: initialVelocity)
    }
  }
}
