#if canImport(UIKit)
  import UIKit

  /// A sheet that rests at detents, presented over the current screen: grab it anywhere, fling it
  /// between detents, rubber-band at the ends; every move can be interrupted and keeps the finger's
  /// velocity. Every decision is the core's ``DetentSheet``; this controller applies its heights to
  /// a `UIViewPropertyAnimator` and a pan.
  ///
  /// ```swift
  /// let sheet = DetentSheetViewController(
  ///   content: placesList,
  ///   configuration: DetentSheetConfiguration(detents: [.fraction(0.25, id: "peek"), .medium, .large],
  ///                                           largestUndimmedDetent: "peek"))
  /// sheet.trackedScrollView = placesList.tableView   // scrolls only at the largest detent
  /// sheet.onDetentChange = { id in print("rests at", id.rawValue) }
  /// present(sheet, animated: false)                    // the sheet animates itself in
  /// sheet.selectedDetentIdentifier = .large            // moves; interruptible like every move
  /// ```
  ///
  /// The controller presents itself over full screen without a UIKit transition (UIKit's modal
  /// animation would block touches); it animates in on appearing and calls
  /// `dismiss(animated: false)` once a dismissal settle has ended.
  @MainActor
  public final class DetentSheetViewController: UIViewController {
    /// The content shown in the sheet.
    public let content: UIViewController
    /// A scroll view inside the content: it scrolls only when the sheet is at its largest detent.
    public weak var trackedScrollView: UIScrollView?
    /// Called once each time the sheet comes to rest at a new detent.
    public var onDetentChange: ((SheetDetent.Identifier) -> Void)?
    /// Called once when a dismissal has ended.
    public var onDismiss: (() -> Void)?
    /// The detent `present` goes to (an index into the sorted detents). Clamped: below 0 the
    /// smallest detent, past the end the largest.
    public var initialDetentIndex = 0
    /// The view behind the sheet: dims above the largest undimmed detent; a tap on it dismisses when
    /// the configuration allows.
    public let dimmingView = UIView()
    /// The sheet's own view: rounded top corners, holds the content.
    public let sheetView = UIView()

    var model: DetentSheet
    /// Set while this sheet leaves with the top-most one of a dismissal from the middle (the core's
    /// leaving level; `with` is that sheet's ``stackID``).
    var leaving: SheetStack.Leaving?
    /// This sheet's identifier as a level of a stack of sheets (unique for the process's life).
    let stackID: Int
    private static var stackIDs = 0
    /// How this sheet recedes while sheets are presented over it (UIKit's page-sheet look by
    /// default: 0.92 per sheet above, its top edge 10 pt higher).
    public var recedeStyle = DetentSheetConfiguration.RecedeStyle()
    /// The sheet's top corner radius.
    static let cornerRadius: CGFloat = 12
    /// Called once with the target and the trajectory each time the sheet heads somewhere new,
    /// before its first frame (times on `CACurrentMediaTime()`).
    public var onWillSettle: ((DetentSheet.Target, MotionTrajectory) -> Void)?
    /// Called once each time the sheet's motion changes (heading, following a finger, resting).
    public var onTrajectoryChange: ((MotionTrajectory) -> Void)?
    var alongside: [(Double) -> Void] = []
    /// Every report, for the SwiftUI sheet's motion object.
    var onReport: ((DetentSheet.Report) -> Void)?
    var animator: UIViewPropertyAnimator?
    let pan = UIPanGestureRecognizer()
    let panAction = GestureAction()
    /// Holds the tracked list at its top while the sheet owns the pan.
    let scrollPin = ScrollViewPin()
    let tap = UITapGestureRecognizer()
    /// Holds a moving sheet from the moment a finger touches it (before a pan can begin).
    let hold = UILongPressGestureRecognizer()
    private let holdAction = GestureAction()
    /// A dismissal asked while a finger held the sheet: it starts when the finger lets go.
    var dismissesAfterRelease = false
    /// A pan over scroll views inside the sheet, handed between them and the sheet by the core.
    let chainPan = ScrollChainPanSlot()
    let grabber = SheetGrabber()
    private let tapAction = GestureAction()
    let haptics = UIImpactFeedbackGenerator(style: .light)
    /// The hold of a moving sheet and the owner of the pan in progress.
    let grip = SheetGrip()
    private let appearance = ImmediateTransition()
    /// What the keyboard does to the sheet now, and the rise a finger-held sheet waits behind.
    let keyboardFollower = KeyboardFollower()
    /// The hardware-key presses the sheet took.
    let keyPresses = TakenKeyPresses()

    /// What the sheet does when the keyboard appears: stay (`.ignore`, the default), ride on it
    /// (`.follow`: the detents are resolved in the space above it, never above the top safe area), or
    /// ride on it and move to a detent (`.expand(to:)`). A floating or undocked iPad keyboard takes no
    /// room. The sheet moves with the keyboard's own duration.
    public var keyboardPolicy: SheetKeyboardPolicy = .ignore
    /// Whether a downward drag on the sheet first ends editing in it (the keyboard goes down with the
    /// sheet, as in Maps). Off by default.
    public var resignsFirstResponderOnDownwardDrag = false
    /// How the sheet adapts its form to its window: `.sheet` (the default) keeps a bottom sheet
    /// everywhere; `.automatic` floats it as a panel where both size classes are regular (Maps on
    /// iPad) and attaches it to the bottom edge in compact height; `.floatingPanel(edge:width:)`
    /// floats it in regular width. A window that crosses a size-class boundary changes the form at
    /// once, also mid-settle or mid-drag (see ``presentationForm``).
    public var adaptiveForm = AdaptiveForm.sheet {
      didSet { adaptToWindow() }
    }
    /// The form the sheet has now (decided by the core from the window's size classes).
    public internal(set) var presentationForm = AdaptiveForm.Form.sheet
    /// The traits of a size-class change under way (``willTransition(to:with:)``).
    var pendingTraits: UITraitCollection?

    /// A sheet showing `content` with `configuration`.
    public init(
      content: UIViewController, configuration: DetentSheetConfiguration = DetentSheetConfiguration()
    ) {
      self.content = content
      Self.stackIDs += 1
      stackID = Self.stackIDs
      model = DetentSheet(configuration: configuration, container: 1)
      model.isReportingMotion = true
      super.init(nibName: nil, bundle: nil)
      modalPresentationStyle = .overFullScreen
      // The sheet animates itself: UIKit's own cover animation must not run under it, even for
      // `present(sheet, animated: true)`.
      transitioningDelegate = appearance
    }

    /// A root view that lets touches outside the sheet reach the screen behind at undimmed detents.
    public override func loadView() {
      let root = SheetRootView()
      root.controller = self
      view = root
    }

    /// Not supported: use ``init(content:configuration:)``.
    public required init?(coder: NSCoder) { nil }

    /// The detent the sheet rests at or is heading to. Setting it moves the sheet there from wherever
    /// it is, keeping its velocity (a move in flight turns around smoothly).
    public var selectedDetentIdentifier: SheetDetent.Identifier? {
      get { model.detentIndex.map { model.layout.identifiers[$0] } }
      set {
        guard let newValue, let index = model.layout.index(of: newValue) else { return }
        model.move(toDetent: index, at: CACurrentMediaTime())
        runSettle()
      }
    }

    /// Moves to the detent `step` places larger (positive) or smaller (negative) than the one the sheet
    /// rests at or heads to, clamped to the detents (VoiceOver's adjustable grabber).
    func stepDetent(by step: Int) {
      let count = model.layout.identifiers.count
      guard count > 0, let current = model.detentIndex else { return }
      let target = min(max(current + step, 0), count - 1)
      guard target != current else { return }
      selectedDetentIdentifier = model.layout.identifiers[target]
      grabber.accessibilityValue = model.layout.identifiers[target].rawValue
    }

    /// Dismisses the sheet from wherever it is, keeping its velocity (also while it arrives or
    /// settles); while a finger holds it, from where the finger lets go; ignored before it has
    /// appeared. ``onDismiss`` runs once. `interruptibleDismiss()` on the sheet or on content inside
    /// it does the same.
    ///
    /// With detent sheets presented over this one, they leave with it in one motion, as UIKit
    /// animates only the top-most controller of a stack it dismisses: the top-most settles away and
    /// the others shrink with it; every `onDismiss` runs once, the top-most's first.
    public func dismissSheet() {
      guard model.phase != .dragging else {
        dismissesAfterRelease = true
        return
      }
      if dismissWithSheetsAbove() { return }
      model.dismiss(at: CACurrentMediaTime())
      runSettle()
    }

    /// Builds the dimming view, the sheet view and the content.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .clear
      dimmingView.backgroundColor = .black
      dimmingView.alpha = 0
      dimmingView.frame = view.bounds
      dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      tapAction.body = { [weak self] _ in self?.tapBehind() }
      tapAction.attach(to: tap)
      dimmingView.addGestureRecognizer(tap)
      view.addSubview(dimmingView)
      sheetView.backgroundColor = .systemBackground
      sheetView.layer.cornerRadius = Self.cornerRadius
      sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      sheetView.clipsToBounds = true
      sheetView.accessibilityViewIsModal = true
      view.addSubview(sheetView)
      addChild(content)
      content.view.frame = sheetView.bounds
      content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      sheetView.addSubview(content.view)
      content.didMove(toParent: self)
      grabber.sheet = self
      grabber.frame = CGRect(x: 0, y: 0, width: sheetView.bounds.width, height: 16)
      grabber.autoresizingMask = [.flexibleWidth]
      sheetView.addSubview(grabber)
      panAction.body = { [weak self] _ in self?.handlePan() }
      panAction.attach(to: pan)
      pan.delegate = self
      sheetView.addGestureRecognizer(pan)
      hold.minimumPressDuration = 0
      hold.cancelsTouchesInView = false
      hold.delegate = self
      holdAction.body = { [weak self] _ in self?.handleHold() }
      holdAction.attach(to: hold)
      sheetView.addGestureRecognizer(hold)
    }

    /// Resolves the detents in the view's height and animates in to the initial detent.
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      observeKeyboard()
      guard model.phase == .hidden else { return }
      takeKeyFocus()
      presentationForm = form(size: view.bounds.size, traits: traitCollection)
      applyFormChrome()
      model.containerDidResize(
        containerHeight(view.bounds.height), contentHeight: contentHeight, at: CACurrentMediaTime())
      apply(height: 0)
      model.present(toDetent: initialDetentIndex, at: CACurrentMediaTime())
      runSettle()
    }

    /// The sheet has left the screen: it stops listening to the keyboard.
    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      keyboardFollower.stop()
      releaseKeyFocus(to: presentingViewController)
    }

    /// The sheet takes the hardware keyboard while it is shown.
    public override var canBecomeFirstResponder: Bool { true }

    /// Escape closes the sheet as a tap outside does (the core decides for its phase); other keys
    /// go on to the next responder.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keyPresses.began(presses) { handleKey($0) }
      if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// Presses the sheet took change here; others go on.
    public override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keyPresses.passing(presses, ending: false)
      if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    /// Presses the sheet took end here; others go on.
    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keyPresses.passing(presses, ending: true)
      if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// Presses the sheet took are cancelled here; others go on.
    public override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let others = keyPresses.passing(presses, ending: true)
      if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }

    /// A rotation or resize keeps the current detent.
    public override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate { _ in
        // The settle in flight (or the rest) continues in the new size: a new animator runs it,
        // so a dismissal under way still ends and reports once. A new form carries the sheet over
        // by its place along the detents (the core's changeForm).
        self.stopAnimator()
        let traits = self.pendingTraits ?? self.traitCollection
        self.pendingTraits = nil
        if !self.changeForm(size: size, traits: traits) {
          self.model.containerDidResize(
            self.containerHeight(size.height), contentHeight: self.contentHeight, at: CACurrentMediaTime())
        }
        if self.model.settleEndTime != nil {
          self.runSettle()
        } else {
          self.apply(height: self.model.height(at: CACurrentMediaTime()))
        }
      }
    }

    /// A size-class change: the new traits decide the form when the size changes with it.
    public override func willTransition(
      to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      pendingTraits = newCollection
    }

    /// Size classes that changed without a size transition re-decide the form.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      adaptToWindow()
    }

    /// VoiceOver's escape dismisses when the configuration allows (and only reports an attempt when
    /// the sheet or its content is modal in presentation).
    public override func accessibilityPerformEscape() -> Bool {
      onMainThread { self.attemptUserDismissal() } ?? false
    }

    /// `.fitsContent` detents follow the content's `preferredContentSize`, at rest, mid-settle (no
    /// jump in velocity) or at the release of a drag.
    public override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      contentSizeDidChange()
    }
  }
#endif
