#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The shell of one ``InterruptibleNavigationStack``: forwards the path, the transition in flight
  /// and each transition's end to the core's ``NavigationPathReconciler`` and applies its answers
  /// (push a hosted screen, pop, turn the transition around, write the path back). Nothing is
  /// decided here.
  @MainActor
  final class NavigationStackModel<Value: Hashable, Root: View, Destination: View> {
    typealias Screen = UIHostingController<NavigationScreen<Destination>>

    var setPath: ([Value]) -> Void = { _ in }
    var makeDestination: (Value) -> Destination
    var transition: @MainActor (Value) -> (any InterruptibleTransition)? = { _ in nil }
    weak var container: NavigationContainerView?

    let navigation: UINavigationController
    let delegate = InterruptibleNavigationDelegate()
    private let rootScreen: UIHostingController<NavigationScreen<Root>>
    private var reconciler = NavigationPathReconciler<Value>()
    /// The value of each hosted screen above the root.
    private var values: [ObjectIdentifier: Value] = [:]
    private var environment = HostedEnvironment(EnvironmentValues())
    private var isDecisionScheduled = false
    /// Decides again while the stack has not reached the path (a finger lifting, UIKit's own slide
    /// ending, a pop UIKit declined).
    private let retry = HeldChangeTimer()

    init(root: Root, destination: @escaping (Value) -> Destination) {
      makeDestination = destination
      rootScreen = UIHostingController(rootView: NavigationScreen(content: root, environment: environment))
      navigation = UINavigationController(rootViewController: rootScreen)
      navigation.delegate = delegate
      delegate.stackObserver = { [weak self] event in self?.stackChanged(event) }
    }

    // MARK: - From SwiftUI

    /// A render pass: records the path (decided on the next main-queue turn, never inside the update)
    /// and hands fresh content to every screen.
    func update(path: [Value], root: Root, environment: HostedEnvironment) {
      self.environment = environment
      rootScreen.rootView = NavigationScreen(content: root, environment: environment)
      for controller in navigation.viewControllers {
        guard let screen = controller as? Screen, let value = values[ObjectIdentifier(screen)] else {
          continue
        }
        screen.rootView = NavigationScreen(content: makeDestination(value), environment: environment)
      }
      reconciler.write(path)
      scheduleDecision()
    }

    /// The container joined or left a window: the navigation controller joins the hosting controller.
    func containerDidMove() {
      guard let container, container.window != nil, navigation.parent == nil,
        let parent = container.enclosingViewController
      else { return }
      parent.addChild(navigation)
      navigation.view.frame = container.bounds
      navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(navigation.view)
      navigation.didMove(toParent: parent)
      scheduleDecision()
    }

    /// The stack left the hierarchy: its navigation controller leaves its parent; nothing is written.
    func containerRemoved() {
      navigation.willMove(toParent: nil)
      navigation.view.removeFromSuperview()
      navigation.removeFromParent()
    }

    // MARK: - From UIKit

    private func stackChanged(_ event: NavigationStackEvent) {
      switch event {
      case .phaseChanged:
        // Steers the transition in flight now; a step after one ended waits for UIKit to finish.
        if delegate.driver != nil { decide() } else { scheduleDecision() }
      case .cancelled:
        ended(stack: reconciler.displayed)
      case .didShow:
        ended(stack: displayedValues)
      }
    }

    private func ended(stack: [Value]) {
      if let written = reconciler.ended(stack: stack) { setPath(written) }
      let shown = Set(navigation.viewControllers.map(ObjectIdentifier.init))
      values = values.filter { shown.contains($0.key) }
      scheduleDecision()
    }

    /// The values of the screens UIKit holds above the root.
    private var displayedValues: [Value] {
      navigation.viewControllers.dropFirst().compactMap { values[ObjectIdentifier($0)] }
    }

    // MARK: - Applying the core's answers

    private func scheduleDecision() {
      guard !isDecisionScheduled else { return }
      isDecisionScheduled = true
      Task { @MainActor [weak self] in
        self?.isDecisionScheduled = false
        self?.decide()
      }
    }

    private func decide() {
      let step = reconciler.next(inFlight: inFlight, isGrabbed: isGrabbed)
      switch step {
      case .push(let value)?: push(value)
      case .pop?: if navigation.popViewController(animated: isVisible) == nil { reconciler.declined() }
      case .turnAround?: turnAround()
      case nil: break
      }
      if !reconciler.isSettled { retry.schedule { [weak self] in self?.decide() } }
    }

    private func push(_ value: Value) {
      let screen = Screen(
        rootView: NavigationScreen(content: makeDestination(value), environment: environment))
      values[ObjectIdentifier(screen)] = value
      delegate.setTransition(transition(value), for: screen)
      navigation.pushViewController(screen, animated: isVisible)
    }

    private func turnAround() {
      guard let driver = delegate.driver else { return }
      if driver.coordinator.phase == .dismissing {
        driver.representLeavingContent()
      } else {
        driver.dismiss()
      }
    }

    /// Pushes and pops animate once the stack is on screen; before, the path is shown at once.
    private var isVisible: Bool { container?.window != nil && navigation.parent != nil }

    /// The transition in flight, as the core sees it.
    private var inFlight: NavigationPathReconciler<Value>.PathTransition {
      switch delegate.inFlight {
      case .pushing: return .pushArriving
      case .pushTurnedBack: return .pushReturning
      case .popping: return .popLeaving
      case .popTurnedBack: return .popReturning
      case .none: return navigation.isSystemBackSwipeActive ? .system : .none
      }
    }

    private var isGrabbed: Bool { delegate.driver?.coordinator.currentSession?.isInteractive ?? false }
  }
#endif
