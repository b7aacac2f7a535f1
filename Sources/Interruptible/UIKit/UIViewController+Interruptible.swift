#if canImport(UIKit)
  import UIKit

  /// Ready-made transitions for the common cases, built from the same public pieces you can compose.
  ///
  /// ```swift
  /// present(menu, transition: .pullDownMenu(from: button))
  /// present(card, transition: .card)
  /// present(sheet, transition: .sheet(tracking: sheet.tableView))
  /// ```
  @MainActor
  public struct InterruptiblePresentation {
    /// What the content does.
    public var transition: any InterruptibleTransition
    /// The content's frame in the container; nil fills it.
    public var frame: ((CGRect) -> CGRect)?
    /// A scroll view inside the content that hands pans to the dismissal at its top edge.
    public weak var trackedScrollView: UIScrollView?
    /// Where outside touches go.
    public var touchRouter = TouchRouter()
    /// What the content does when the keyboard appears (``SheetKeyboardPolicy``; `.ignore` by
    /// default): follow it (the frame is laid out in the space above it), or rise only as far as
    /// keeps the focused field `margin` above it.
    public var keyboardPolicy: SheetKeyboardPolicy = .ignore
    /// The content's frame from the container's bounds and the content's `preferredContentSize`
    /// (used instead of ``frame`` when set).
    var sizedFrame: ((CGRect, CGSize) -> CGRect)?
    /// The point a menu grows from, from the container's bounds and the content's
    /// `preferredContentSize` (replaces the transition's fixed anchor when set).
    var sizedAnchor: ((CGRect, CGSize) -> CGPoint)?
    /// The dimming behind the content when presented (pull-down menus do not dim).
    var dimmingAlpha: CGFloat = 0.25
    /// Where (from the container's bounds) a dismissal pan may begin; nil: anywhere.
    var dismissDragRegion: ((CGRect) -> CGRect)?
    /// The view a pull-down menu follows while it opens or is open (``pullDownMenu(from:)``).
    var anchorLink: MenuAnchorLink?
    /// How a card adapts to the presenting controller's size classes (``card(adaptiveForm:)``).
    var cardAdaptation: AdaptiveForm?

    /// A presentation of `transition`.
    public init(
      transition: any InterruptibleTransition, frame: ((CGRect) -> CGRect)? = nil,
      trackedScrollView: UIScrollView? = nil
    ) {
      self.transition = transition
      self.frame = frame
      self.trackedScrollView = trackedScrollView
    }

    /// A menu that grows from `source`, placed by the core's `MenuPlacement`: sized to the
    /// content's `preferredContentSize` (250 pt wide and 300 pt tall when it states none), below the
    /// source when it fits and above it otherwise, aligned with the source's leading edge, inside the
    /// safe area with 8 pt margins, capped to the room there is. Touches outside cancel it mid-flight.
    /// While it opens or is open it follows `source` when that moves (a button in a scrolling list),
    /// as the core's `MenuAnchorFollower` decides: re-placed, flipped above or below at most once
    /// per crossing, and dismissed when the source leaves the safe area.
    public static func pullDownMenu(from source: UIView) -> InterruptiblePresentation {
      let link = MenuAnchorLink(
        source: source, safeArea: source.window?.safeAreaInsets ?? .zero,
        direction: source.menuLayoutDirection)
      var presentation = InterruptiblePresentation(transition: ScaleTransition(minimumScale: 0.2))
      presentation.sizedFrame = { bounds, size in link.placement(bounds: bounds, size: size).frame }
      presentation.sizedAnchor = { bounds, size in link.placement(bounds: bounds, size: size).anchor }
      presentation.dimmingAlpha = 0
      presentation.anchorLink = link
      return presentation
    }

    /// A menu that grows from `sourceRect` (window coordinates): as ``pullDownMenu(from:)``.
    public static func pullDownMenu(
      sourceRect: CGRect, safeArea: UIEdgeInsets, direction: MenuLayoutDirection = .leftToRight
    ) -> InterruptiblePresentation {
      func placement(_ bounds: CGRect, _ size: CGSize) -> MenuPlacement {
        MenuPlacement(
          container: bounds.size,
          safeArea: MenuInsets(
            top: Double(safeArea.top), left: Double(safeArea.left), bottom: Double(safeArea.bottom),
            right: Double(safeArea.right)),
          source: sourceRect, rowHeights: [size.height > 0 ? Double(size.height) : 300],
          layoutDirection: direction,
          preferredWidth: size.width > 0 ? Double(size.width) : MenuPlacement.defaultWidth)
      }
      var presentation = InterruptiblePresentation(transition: ScaleTransition(minimumScale: 0.2))
      presentation.sizedFrame = { bounds, size in placement(bounds, size).frame }
      presentation.sizedAnchor = { bounds, size in placement(bounds, size).anchor }
      presentation.dimmingAlpha = 0
      return presentation
    }

    /// A centred card that scales in; tap outside cancels or dismisses it. It takes the content's
    /// `preferredContentSize` when the content states one (and follows it when it changes), at most
    /// the container inset by 24 pt on each side and 20 % of its height at the top and bottom; that
    /// largest frame is its size when the content states none.
    public static var card: InterruptiblePresentation {
      var card = InterruptiblePresentation(
        transition: ScaleTransition(minimumScale: 0.6),
        frame: { bounds in bounds.insetBy(dx: 24, dy: bounds.height * 0.2) })
      card.sizedFrame = { bounds, size in
        let largest = bounds.insetBy(dx: 24, dy: bounds.height * 0.2)
        guard size.width > 0 || size.height > 0 else { return largest }
        let width = size.width > 0 ? min(size.width, largest.width) : largest.width
        let height = size.height > 0 ? min(size.height, largest.height) : largest.height
        return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
      }
      return card
    }

    /// A centred card that adapts to the presenting controller's size classes (its own window's, not
    /// the screen's): at UIKit's form-sheet size (540 × 620 pt, or the content's
    /// `preferredContentSize`) where both size classes are regular, as ``card`` elsewhere. A window
    /// that crosses a size-class boundary re-lays the card out, in flight too.
    ///
    /// ```swift
    /// present(settings, transition: .card(adaptiveForm: .automatic))
    /// ```
    public static func card(adaptiveForm: AdaptiveForm) -> InterruptiblePresentation {
      var card = InterruptiblePresentation.card
      card.cardAdaptation = adaptiveForm
      return card
    }

    /// A bottom sheet covering the lower 70 % of the screen, pan-to-dismiss.
    public static var sheet: InterruptiblePresentation { sheet(tracking: nil) }

    /// A bottom sheet whose `scrollView` hands pans to the dismissal at its top edge; `height` points
    /// tall (at most the container's height), or the lower 70 % of the container when nil.
    ///
    /// ```swift
    /// present(picker, transition: .sheet(height: 320))
    /// ```
    ///
    /// Bad input: a NaN, infinite, zero or negative height counts as nil (70 %).
    public static func sheet(height: CGFloat? = nil, tracking scrollView: UIScrollView? = nil)
      -> InterruptiblePresentation
    {
      let fixed = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      return InterruptiblePresentation(
        transition: SlideTransition(edge: .bottom),
        frame: { bounds in
          let shown = min(fixed ?? bounds.height * 0.7, bounds.height)
          return CGRect(x: 0, y: bounds.height - shown, width: bounds.width, height: shown)
        },
        trackedScrollView: scrollView)
    }
  }

  extension UIViewController {
    /// The driver of this view controller's interruptible presentation, if it has one: set by
    /// `present(_:transition:)`, and by a driver whenever UIKit asks it, as this view controller's
    /// transitioning delegate, for a transition. Held weakly: the presentation controller (or your
    /// own reference) keeps a driver alive for as long as its presentation lasts.
    public internal(set) var interruptibleDriver: InterruptibleTransitionDriver? {
      get { DriverRegistry.shared.driver(of: self) }
      set { DriverRegistry.shared.set(newValue, for: self) }
    }

    /// Presents `viewController` with an interruptible transition. Presenting the same view
    /// controller again while it is still leaving turns its dismissal around instead of queueing
    /// (`completion` then runs when it comes to rest); presenting content UIKit already holds (on
    /// screen, being presented, or asked for in this run-loop turn) does nothing, where UIKit would
    /// raise. `completion` runs exactly once for every call that presents or turns around.
    public func present(
      _ viewController: UIViewController, transition presentation: InterruptiblePresentation,
      completion: (() -> Void)? = nil
    ) {
      let existing = viewController.interruptibleDriver
      let guardDecision = PresentGuard(
        canTurnAround: existing?.coordinator.phase == .dismissing,
        isOnScreen: viewController.presentingViewController != nil,
        isBeingPresented: viewController.isBeingPresented, isBeingDismissed: viewController.isBeingDismissed,
        hasPendingPresent: existing?.hasPendingPresent ?? false
      ).decision
      switch guardDecision {
      case .turnAround: existing?.representLeavingContent(completion: completion)
      case .ignore: return
      case .present: presentNew(viewController, presentation, completion: completion)
      }
    }

    private func presentNew(
      _ viewController: UIViewController, _ presentation: InterruptiblePresentation, completion: (() -> Void)?
    ) {
      var transition = presentation.transition
      if let anchor = presentation.sizedAnchor, let scale = transition as? ScaleTransition {
        // The menu grows from where it is placed in the real container at its real size.
        transition = AnchoredScaleTransition(base: scale) { [weak viewController] bounds in
          anchor(bounds, viewController?.preferredContentSize ?? .zero)
        }
      }
      let driver = InterruptibleTransitionDriver(transition: transition)
      driver.dimmingAlpha = presentation.dimmingAlpha
      driver.dismissDragRegion = presentation.dismissDragRegion
      driver.touchRouter = presentation.touchRouter
      driver.presentedFrame = presentation.frame
      if let sized = presentation.sizedFrame {
        driver.presentedFrame = { [weak viewController] bounds in
          sized(bounds, viewController?.preferredContentSize ?? .zero)
        }
      }
      if let adaptation = presentation.cardAdaptation {
        driver.presentedFrame = { [weak viewController, weak self] bounds in
          let traits = self?.traitCollection
          let environment = PresentationEnvironment(
            width: Double(bounds.width), height: Double(bounds.height),
            horizontalSizeClass: traits?.horizontalSizeClass == .regular ? .regular : .compact,
            verticalSizeClass: traits?.verticalSizeClass == .regular ? .regular : .compact)
          return CardFormGeometry.frame(
            form: .card(in: environment, adaptation: adaptation), in: bounds,
            preferred: viewController?.preferredContentSize ?? .zero, adaptation: adaptation)
        }
      }
      driver.trackedScrollView = presentation.trackedScrollView
      driver.keyboardPolicy = presentation.keyboardPolicy
      driver.register(on: viewController)
      presentation.anchorLink?.attach(to: driver)
      driver.notePresentRequest()
      DriverRegistry.shared.hold(driver)
      viewController.modalPresentationStyle = .custom
      viewController.transitioningDelegate = driver
      // UIKit may set `presentingViewController` only when it starts the transition, after this
      // call returns: a nil here is no refusal. A refused menu's anchor link stops following when
      // its request has expired (MenuAnchorLink).
      present(viewController, animated: true, completion: completion)
    }

    /// Dismisses interruptibly: an arriving presentation reverses from where it is (and completes
    /// cancelled); presented content leaves with the transition's dismissal. Falls back to
    /// `dismiss(animated:)` for content not presented interruptibly.
    /// Content inside a container (a navigation controller, a child) finds the driver of the
    /// container that was presented. A detent sheet (or content inside one) leaves through the
    /// sheet's own motion, as ``DetentSheetViewController/dismissSheet()``.
    public func interruptibleDismiss() {
      // As UIKit's `dismiss`: this controller's own presentation, else what it presents, else the
      // presentation of the container it is in.
      if let driver = interruptibleDriver { return driver.dismiss() }
      if let sheet = self as? DetentSheetViewController { return sheet.dismissSheet() }
      if let presented = presentedViewController {
        if let driver = presented.interruptibleDriver { return driver.dismiss() }
        if let sheet = presented as? DetentSheetViewController { return sheet.dismissSheet() }
      }
      for ancestor in sequence(first: self, next: { $0.parent }).dropFirst() {
        if let driver = ancestor.interruptibleDriver { return driver.dismiss() }
        if let sheet = ancestor as? DetentSheetViewController { return sheet.dismissSheet() }
      }
      dismiss(animated: true)
    }
  }
#endif
