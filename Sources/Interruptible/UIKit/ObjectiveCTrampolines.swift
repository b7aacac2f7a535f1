#if canImport(UIKit)
  import UIKit
  #if canImport(ObjectiveC)
    import ObjectiveC
  #endif

  /// A closure that a gesture recognizer calls through UIKit's target-action mechanism.
  ///
  /// UIKit's gesture recognizers take a target and a selector. Selectors need the Objective-C
  /// runtime, which only Apple platforms have; this file is the one place in the shell that names
  /// them, so every other shell file compiles (and runs under the test stand-in) without it.
  /// A recognizer does not retain its targets: the object that adds the action keeps it.
  ///
  /// ```swift
  /// private let panAction = GestureAction()
  /// panAction.body = { [weak self] recognizer in self?.handlePan(recognizer) }
  /// panAction.attach(to: pan)
  /// ```
  ///
  /// It also notes when the finger last moved (each began or changed action), so a pan released after
  /// the finger rested is decided on zero speed (``releaseVelocity(of:in:)``, the core's ``FingerRest``).
  @MainActor
  final class GestureAction: NSObject {
    /// What runs each time the recognizer sends its action.
    var body: (UIGestureRecognizer) -> Void = { _ in }
    /// When the finger last moved, as this action saw it.
    private var rest = FingerRest()

    /// The speed to decide `pan`'s release on, in `view`'s coordinates: its velocity while the finger
    /// was moving, zero when it rested before the lift (UIKit sends no moves for a finger at rest).
    func releaseVelocity(of pan: UIPanGestureRecognizer, in view: UIView?) -> CGPoint {
      rest.isAtRest(at: CACurrentMediaTime()) ? .zero : pan.velocity(in: view)
    }

    private func deliver(_ sender: UIGestureRecognizer) {
      if sender.state == .began || sender.state == .changed { rest.moved(at: CACurrentMediaTime()) }
      body(sender)
    }

    /// Makes `recognizer` call ``body`` with itself on every state change it reports.
    func attach(to recognizer: UIGestureRecognizer) {
      #if canImport(ObjectiveC)
        recognizer.addTarget(self, action: #selector(fire(_:)))
      #else
        recognizer.addTarget(self) { [weak self] sender in self?.deliver(sender) }
      #endif
    }

    /// Stops `recognizer` calling this action.
    func detach(from recognizer: UIGestureRecognizer) {
      #if canImport(ObjectiveC)
        recognizer.removeTarget(self, action: #selector(fire(_:)))
      #else
        recognizer.removeTarget(self)
      #endif
    }

    #if canImport(ObjectiveC)
      @objc private func fire(_ sender: UIGestureRecognizer) { deliver(sender) }
    #endif
  }

  /// A closure that a control calls through UIKit's target-action mechanism with the event (UIKit's
  /// closure-based `UIAction` carries no touches). A control does not retain its targets: the
  /// object that adds the action keeps it.
  @MainActor
  final class ControlAction: NSObject {
    /// What runs each time the control sends the action, with the event that caused it.
    var body: (UIControl, UIEvent?) -> Void = { _, _ in }

    /// Makes `control` call ``body`` for `events`.
    func attach(to control: UIControl, for events: UIControl.Event) {
      #if canImport(ObjectiveC)
        control.addTarget(self, action: #selector(fire(_:event:)), for: events)
      #else
        control.addTarget(self, for: events) { [weak self] sender, event in self?.body(sender, event) }
      #endif
    }

    /// Removes every control action from `control` (all targets of this kind, for all events).
    static func detachAll(from control: UIControl) {
      #if canImport(ObjectiveC)
        control.removeTarget(nil, action: #selector(fire(_:event:)), for: .allEvents)
      #else
        control.removeTargets { $0 is ControlAction }
      #endif
    }

    #if canImport(ObjectiveC)
      @objc private func fire(_ sender: UIControl, event: UIEvent?) { body(sender, event) }
    #endif
  }

  // MARK: - Optional delegate requirements
  //
  // UIKit's delegate protocols declare optional requirements, which only the Objective-C runtime
  // has; the stand-in declares them with default implementations. These are the shell's only calls
  // to optional requirements.

  extension InterruptibleNavigationDelegate {
    /// Forwards `willShow` to the app's delegate when it implements it.
    func forwardWillShow(_ navigation: UINavigationController, _ shown: UIViewController, animated: Bool) {
      #if canImport(ObjectiveC)
        forwardingDelegate?.navigationController?(navigation, willShow: shown, animated: animated)
      #else
        forwardingDelegate?.navigationController(navigation, willShow: shown, animated: animated)
      #endif
    }

    /// Forwards `didShow` to the app's delegate when it implements it.
    func forwardDidShow(_ navigation: UINavigationController, _ shown: UIViewController, animated: Bool) {
      #if canImport(ObjectiveC)
        forwardingDelegate?.navigationController?(navigation, didShow: shown, animated: animated)
      #else
        forwardingDelegate?.navigationController(navigation, didShow: shown, animated: animated)
      #endif
    }
  }

  #if canImport(ObjectiveC)
    extension InterruptibleNavigationDelegate {
      /// Answers for a delegate method this object does not implement (the orientation methods and
      /// any other) only when the app's delegate implements it, and forwards the call there: the
      /// navigation controller's own defaults apply otherwise.
      public override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || forwardedResponds(to: selector)
      }

      /// The app's delegate, for the methods it implements and this object does not. UIKit may have
      /// noted the answer of ``responds(to:)`` when the delegate was assigned: if the app's delegate
      /// has gone since, the orientation methods get UIKit's own answers (the top view controller's)
      /// instead of an unrecognised selector.
      public override func forwardingTarget(for selector: Selector!) -> Any? {
        guard !super.responds(to: selector) else { return super.forwardingTarget(for: selector) }
        if forwardedResponds(to: selector) { return onMainThread { self.forwardingDelegate } ?? nil }
        return NavigationDefaults.shared.responds(to: selector)
          ? NavigationDefaults.shared : super.forwardingTarget(for: selector)
      }

      /// Whether the app's delegate implements `selector` (UIKit asks on the main thread).
      private nonisolated func forwardedResponds(to selector: Selector) -> Bool {
        onMainThread { self.forwardingDelegate?.responds(to: selector) == true } ?? false
      }
    }

    /// What a navigation controller does without a delegate method, for an orientation question
    /// forwarded to an app delegate that has gone.
    @MainActor
    final class NavigationDefaults: NSObject, UINavigationControllerDelegate {
      nonisolated static let shared = NavigationDefaults()

      nonisolated override init() { super.init() }

      func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
      {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .all
      }

      func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
      ) -> UIInterfaceOrientation {
        navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
      }
    }
  #endif

  // MARK: - UIKit's back-swipes

  extension UINavigationController {
    /// iOS 26's back-swipe from anywhere in the content (`interactiveContentPopGestureRecognizer`,
    /// iOS 26.0+), found without naming it (the iOS SDKs before 26 lack the property, and this
    /// package names no selector): the pan on the navigation controller's view that UIKit gave the
    /// edge swipe's own delegate. Nil before iOS 26 and when UIKit has none.
    var contentPopGestureRecognizer: UIGestureRecognizer? {
      guard #available(iOS 26, *), let edge = interactivePopGestureRecognizer,
        let systemDelegate = edge.delegate
      else { return nil }
      return view.gestureRecognizers?.first {
        $0 !== edge && $0 is UIPanGestureRecognizer && $0.delegate === systemDelegate
      }
    }

    /// Which of UIKit's back-swipes `recognizer` is, if it is one.
    func systemBackSwipe(_ recognizer: UIGestureRecognizer) -> BackSwipeArbiter.SystemSwipe? {
      if recognizer === interactivePopGestureRecognizer { return .edge }
      return recognizer === contentPopGestureRecognizer ? .content : nil
    }

    /// Whether one of UIKit's back-swipes is under way (UIKit drives the pop it starts).
    var isSystemBackSwipeActive: Bool {
      [interactivePopGestureRecognizer, contentPopGestureRecognizer].contains {
        $0?.state == .began || $0?.state == .changed
      }
    }
  }

  extension UITableView {
    /// Whether the table's delegate offers leading swipe actions for the row at `indexPath`.
    func offersLeadingSwipeActions(at indexPath: IndexPath) -> Bool {
      #if canImport(ObjectiveC)
        delegate?.tableView?(self, leadingSwipeActionsConfigurationForRowAt: indexPath) != nil
      #else
        (delegate as? UITableViewDelegate)?.tableView(
          self, leadingSwipeActionsConfigurationForRowAt: indexPath)
          != nil
      #endif
    }
  }

  extension UIPresentationController {
    /// Tells the adaptive delegate a user dismissal was attempted, when it implements the method.
    func reportAttemptedDismissal() {
      #if canImport(ObjectiveC)
        delegate?.presentationControllerDidAttemptToDismiss?(self)
      #else
        delegate?.presentationControllerDidAttemptToDismiss(self)
      #endif
    }
  }

  /// Runs `body` on the next turn of the main run loop (after UIKit has finished the work of the
  /// current one, such as a transition's end): `DispatchQueue.main` on iOS, the stand-in's run loop
  /// on Linux.
  @MainActor
  func onNextTurn(_ body: @escaping @MainActor () -> Void) {
    #if canImport(ObjectiveC)
      DispatchQueue.main.async { body() }
    #else
      StandInRuntime.shared.later { body() }
    #endif
  }
#endif
