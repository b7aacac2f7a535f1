#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Provides the context menus of an ``InterruptibleContextMenuInteraction``, in the spirit of
  /// `UIContextMenuInteractionDelegate`.
  @MainActor
  public protocol InterruptibleContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (in the interaction's view), or nil for no menu there.
    ///
    /// Also asked for the centre of the view's bounds to offer the menu's actions to VoiceOver: on
    /// the turn after the interaction is added, when VoiceOver focuses the view, after each menu
    /// ends and when VoiceOver performs one of the actions.
    func contextMenuInteraction(
      _ interaction: InterruptibleContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> InterruptibleContextMenuInteraction.Configuration?

    /// The context menu ended (its leaving animations are over, or the preview's commit took over).
    func contextMenuInteractionDidEnd(_ interaction: InterruptibleContextMenuInteraction)
  }

  extension InterruptibleContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteractionDidEnd(_ interaction: InterruptibleContextMenuInteraction) {}
  }

  /// A context menu that can be interrupted end to end: press and hold the view and its source lifts,
  /// then a preview and a menu appear beside it (and an optional accessory above it). Moving the
  /// finger before the menu commits turns the lift back and lets a scroll view beneath scroll; a tap
  /// outside while it lifts or grows turns it back from where it is; a drag after the commit selects
  /// a row; a tap on the preview opens the destination with the package's zoom.
  ///
  /// ```swift
  /// let interaction = InterruptibleContextMenuInteraction(delegate: self)
  /// tableView.addInteraction(interaction)
  /// ```
  ///
  /// Every decision is the core's (the lift, the commit, the rows, the placement); this class
  /// forwards touches to it and applies its answers.
  @MainActor
  public final class InterruptibleContextMenuInteraction: NSObject, UIInteraction {
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The delegate that provides the menus.
    public private(set) weak var delegate: (any InterruptibleContextMenuInteractionDelegate)?
    /// How long the finger holds still before the menu commits (UIKit's long press: 0.5 s).
    public var minimumPressDuration: TimeInterval = ContextMenuLift.Settings.defaultCommitDuration
    /// How far the finger may move before the commit without cancelling (UIKit's long press: 10 pt).
    public var allowableMovement: CGFloat = CGFloat(ContextMenuLift.Settings.defaultSlop)
    private let press = UILongPressGestureRecognizer()
    private let pressAction = GestureAction()
    /// A pointer's secondary click (the pointer's clicks only: a finger's tap is not one).
    private let secondaryClick = UITapGestureRecognizer()
    private let secondaryClickAction = GestureAction()
    /// Whether the press under way is a secondary click, which the press ignores to its end.
    private var pressIsSecondaryClick = false
    /// The session of the latest press; earlier ones may still be leaving on their own.
    private(set) var session: ContextMenuSession?
    /// Called with the state of the latest session after each of its changes (the SwiftUI
    /// modifier's `isPresented` binding follows it).
    var onMenuChange: ((ContextMenuBinding.Menu) -> Void)?
    /// The keyboard's latest frame (screen coordinates), for the placement to stay above it.
    private var keyboardFrame: CGRect?
    private var keyboardObservation: (any NSObjectProtocol)?
    /// The custom actions the interaction put on its view for VoiceOver (the menu's actions).
    var accessibilityActions: [UIAccessibilityCustomAction] = []
    /// Refreshes those actions when VoiceOver focuses the view.
    var accessibilityFocusObservation: (any NSObjectProtocol)?

    /// An interaction asking `delegate` for its menus.
    public init(delegate: any InterruptibleContextMenuInteractionDelegate) {
      self.delegate = delegate
      super.init()
      press.minimumPressDuration = 0
      press.cancelsTouchesInView = false
      press.delegate = self
      pressAction.body = { [weak self] recognizer in self?.handlePress(recognizer) }
      pressAction.attach(to: press)
      secondaryClick.buttonMaskRequired = .secondary
      secondaryClick.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
      // The click leaves the views' touches alone, and begins only where the delegate has a menu.
      secondaryClick.cancelsTouchesInView = false
      secondaryClick.delegate = self
      secondaryClickAction.body = { [weak self] recognizer in
        guard recognizer.state == .ended, let view = recognizer.view else { return }
        self?.openAtPointer(recognizer.location(in: view), inWindow: recognizer.location(in: nil))
      }
      secondaryClickAction.attach(to: secondaryClick)
    }

    /// Not used: the interaction follows `didMove(to:)`.
    public func willMove(to view: UIView?) {}

    /// Attaches the press to `view` (or detaches it, and closes an open menu, for nil).
    public func didMove(to view: UIView?) {
      self.view?.removeGestureRecognizer(press)
      self.view?.removeGestureRecognizer(secondaryClick)
      if let observation = keyboardObservation { NotificationCenter.default.removeObserver(observation) }
      keyboardObservation = nil
      if view == nil { dismiss() }
      removeAccessibilityActions()
      self.view = view
      view?.addGestureRecognizer(press)
      view?.addGestureRecognizer(secondaryClick)
      if view != nil { observeKeyboard() }
      addAccessibilityActions()
    }

    /// Follows the keyboard's frame (block observer on the posting thread: UIKit posts on the main
    /// thread).
    private func observeKeyboard() {
      let endKey = UIResponder.keyboardFrameEndUserInfoKey
      keyboardObservation = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { [weak self] note in
        let end = (note.userInfo?[endKey] as? NSValue)?.cgRectValue
        _ = onMainThread { self?.keyboardFrame = end }
      }
    }

    /// Closes the menu from where it is (a lift turns back, a growing menu retracts).
    public func dismiss() { session?.dismiss() }

    /// Opens the menu for `location` (in the view) without a lift, beside its preview: for a
    /// keyboard shortcut or an accessibility action. (A pointer's secondary click on the view opens
    /// the menu on its own, at the pointer.)
    public func presentMenu(at location: CGPoint) {
      guard session?.isActive != true, let session = makeSession(at: location) else { return }
      session.openWithoutLift()
    }

    /// A pointer's secondary click at `location` (in the view; `point` in the window): the menu
    /// opens at once at the pointer, without a lift or a preview, as UIKit's pointer menus do.
    private func openAtPointer(_ location: CGPoint, inWindow point: CGPoint) {
      guard session?.isActive != true, let session = makeSession(at: location) else { return }
      session.openAtPointer(point)
    }

    private func makeSession(at location: CGPoint) -> ContextMenuSession? {
      guard view != nil,
        let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
      else { return nil }
      return makeSession(configuration)
    }

    /// A session showing `configuration`, the latest one; the delegate hears of its end once.
    func makeSession(_ configuration: Configuration) -> ContextMenuSession? {
      guard let view else { return nil }
      let settings = ContextMenuLift.Settings(
        commitDuration: Double(minimumPressDuration), slop: Double(allowableMovement))
      let session = ContextMenuSession(
        configuration: configuration, source: configuration.sourceView ?? view, settings: settings)
      session.keyboardFrame = keyboardFrame
      session.onEnd = { [weak self] in
        guard let self else { return }
        self.delegate?.contextMenuInteractionDidEnd(self)
        self.refreshAccessibilityActions()  // the app may offer other actions now
      }
      session.onChange = { [weak self, weak session] in
        guard let self, let session, self.session === session else { return }
        self.onMenuChange?(session.menuState)
      }
      self.session = session
      return session
    }

    private func handlePress(_ recognizer: UIGestureRecognizer) {
      let point = recognizer.location(in: nil)
      // Whether UIKit lets the press hear a secondary click is not documented: it ignores one.
      if recognizer.state == .began { pressIsSecondaryClick = recognizer.buttonMask.contains(.secondary) }
      guard !pressIsSecondaryClick else { return }
      switch recognizer.state {
      case .began:
        guard session?.isActive != true, let view,
          let session = makeSession(at: recognizer.location(in: view))
        else { return }
        session.touchDown(at: point)
      case .changed: session?.touchMoved(to: point)
      case .ended: session?.touchEnded(at: point)
      case .cancelled, .failed: session?.touchCancelled()
      default: break
      }
    }
  }

  extension InterruptibleContextMenuInteraction {
    /// What a context menu shows: its menu, its preview, an accessory above the preview and what a
    /// tap on the preview does. Returned by
    /// ``InterruptibleContextMenuInteractionDelegate/contextMenuInteraction(_:configurationForMenuAtLocation:)``.
    @MainActor
    public final class Configuration {
      /// The menu shown beside the preview. Its actions run once, as the menu leaves.
      public let menu: UIMenu
      /// The view that lifts; nil lifts the interaction's view.
      public var sourceView: UIView?
      /// A view controller shown as the preview at its `preferredContentSize`; nil shows a snapshot
      /// of the source view.
      public var previewProvider: (@MainActor () -> UIViewController?)?
      /// A view shown above the preview (a reaction bar) at its `bounds` size; it receives touches.
      public var accessoryProvider: (@MainActor () -> UIView?)?
      /// The view controller a tap on the preview opens with the package's zoom from the lifted
      /// preview: pushed when the interaction's view is in a navigation controller whose delegate is
      /// an ``InterruptibleNavigationDelegate`` (a back-swipe or a back tap turns the push around
      /// mid-flight), presented otherwise. Ignored when ``commitAction`` is set; nothing opens when
      /// it returns nil, a view controller already on screen, or the screen holding the view
      /// already presents one.
      public var destinationProvider: (@MainActor () -> UIViewController?)?
      /// What a tap on the preview does instead of the default zoom (push the destination yourself,
      /// for example). The menu has started to leave when it runs.
      public var commitAction: (@MainActor () -> Void)?
      /// Whether the destination may be pushed (false: always presented, as the SwiftUI modifier's
      /// destinations are, which a path-driven stack must not receive).
      var pushesInNavigationStack = true

      /// A configuration showing `menu`.
      public init(menu: UIMenu) { self.menu = menu }
    }
  }

  extension InterruptibleContextMenuInteraction: UIGestureRecognizerDelegate {
    /// The press watches beside every other recognizer: a scroll view's pan still scrolls, and the
    /// lift turns back when it does. The secondary click keeps UIKit's default.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { gestureRecognizer !== secondaryClick }

    /// A secondary click begins only where the delegate offers a menu; the press always begins.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === secondaryClick else { return true }
      guard let view, session?.isActive != true else { return false }
      let location = gestureRecognizer.location(in: view)
      return delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location) != nil
    }
  }
#endif
