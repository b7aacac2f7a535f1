#if canImport(UIKit)
  @preconcurrency import UIKit

  /// A pull-down menu that presents a `UIMenu` and can be interrupted end to end: a tap outside while
  /// it opens retracts it from where it is; a finger that touched its button can slide into it while
  /// it is still growing, and lifting on a row fires that row. Every decision is the core's
  /// (`MenuPlacement`, `MenuInteraction`); this controller builds the rows and applies them.
  ///
  /// ```swift
  /// let menu = UIMenu(children: [
  ///   UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in copy() },
  ///   UIMenu(options: .displayInline, children: [
  ///     UIAction(title: "Delete", attributes: .destructive) { _ in delete() }]),
  /// ])
  /// presentMenu(menu, from: moreButton)      // from any view
  /// moreButton.showsInterruptibleMenu(menu)  // or on touch-down, with drag-to-select
  /// ```
  ///
  /// Actions run through `UIControl.sendAction(_:)`, once, as the dismissal starts.
  @MainActor
  public final class InterruptibleMenuViewController: UIViewController {
    /// The menu shown.
    public let menu: UIMenu
    /// The reading direction rows and placement follow (the source view's by default).
    public var layoutDirection: MenuLayoutDirection = .leftToRight
    private(set) var rows: [MenuRowView] = []
    private var interaction = MenuInteraction(rows: MenuRowIndex(heights: []))
    private let scroll = UIScrollView()
    private let stack = UIStackView()
    private let haptics = UISelectionFeedbackGenerator()
    let performer = UIControl()
    private let touches = UILongPressGestureRecognizer()
    private let touchAction = GestureAction()
    private let hover = UIHoverGestureRecognizer()
    private let hoverAction = GestureAction()
    private var touchScrolled = false
    /// The size the layout was computed for (the menu's laid-out frame, used to map touches while it grows).
    private(set) var restingSize = CGSize.zero
    private var rowsNeedMeasuring = false

    /// A controller for `menu`.
    public init(menu: UIMenu) {
      self.menu = menu
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: use ``init(menu:)``.
    public required init?(coder: NSCoder) { nil }

    /// The material background, the shadow, the rows and the gestures.
    public override func viewDidLoad() {
      super.viewDidLoad()
      let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      material.frame = view.bounds
      material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      material.layer.cornerRadius = 13
      material.layer.cornerCurve = .continuous
      material.clipsToBounds = true
      view.addSubview(material)
      view.layer.shadowColor = UIColor.black.cgColor
      view.layer.shadowOpacity = 0.18
      view.layer.shadowRadius = 24
      view.layer.shadowOffset = CGSize(width: 0, height: 8)
      scroll.frame = material.contentView.bounds
      scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      material.contentView.addSubview(scroll)
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
      ])
      view.semanticContentAttribute = layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
      view.addSubview(performer)
      touchAction.body = { [weak self] recognizer in self?.handleTouch(recognizer) }
      touchAction.attach(to: touches)
      touches.minimumPressDuration = 0
      touches.delegate = self
      view.addGestureRecognizer(touches)
      hoverAction.body = { [weak self] recognizer in self?.handleHover(recognizer) }
      hoverAction.attach(to: hover)
      view.addGestureRecognizer(hover)
      reloadRows()
    }

    /// VoiceOver focus moves into the menu when it opens.
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      UIAccessibility.post(notification: .screenChanged, argument: rows.first { $0.content.isSelectable })
      // Keys go to the menu unless a text field is being edited: the keyboard stays up then.
      let claim = KeyFocus.claim(
        isEditingBehind: presentingViewController?.isEditingInView == true, isEditingInside: isEditingInView)
      if claim == .take { becomeFirstResponder() }
    }

    /// A rotation or a window resize closes the menu, as UIKit closes its menus (a submenu leaves
    /// with the menu that opened it).
    public override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      guard !(presentingViewController is InterruptibleMenuViewController) else { return }
      interruptibleDismiss()
    }

    /// The menu takes hardware-keyboard focus.
    public override var canBecomeFirstResponder: Bool { true }

    /// Arrows, return and escape from a hardware keyboard. The menu handles whole presses: it also
    /// takes their changes, ends and cancellations (UIKit's rule for an override that does not call
    /// super), and passes on presses of other keys.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      guard let keys = Self.menuKeys(presses) else { return super.pressesBegan(presses, with: event) }
      for key in keys { apply(interaction.press(key)) }
    }

    /// The menu's own keys end here.
    public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      if Self.menuKeys(presses) == nil { super.pressesEnded(presses, with: event) }
    }

    /// The menu's own keys change here.
    public override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      if Self.menuKeys(presses) == nil { super.pressesChanged(presses, with: event) }
    }

    /// The menu's own keys are cancelled here.
    public override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      if Self.menuKeys(presses) == nil { super.pressesCancelled(presses, with: event) }
    }

    /// The menu keys of `presses`, or nil unless every press is one.
    private static func menuKeys(_ presses: Set<UIPress>) -> [MenuInteraction.Key]? {
      let keys = presses.compactMap { press -> MenuInteraction.Key? in
        switch press.key?.keyCode {
        case .keyboardUpArrow?: return .up
        case .keyboardDownArrow?: return .down
        case .keyboardReturnOrEnter?, .keypadEnter?: return .return
        case .keyboardEscape?: return .escape
        default: return nil
        }
      }
      return !keys.isEmpty && keys.count == presses.count ? keys : nil
    }

    /// Rebuilds the rows (a deferred element loaded, or the first layout).
    func reloadRows() {
      for row in stack.arrangedSubviews { row.removeFromSuperview() }
      rows = MenuRowContent.rows(of: menu) { InterruptibleMenuElements.elements(of: $0) }.map(
        MenuRowView.init)
      for row in rows { stack.addArrangedSubview(row) }
      let heights = measuredRowHeights()
      interaction = MenuInteraction(
        rows: MenuRowIndex(
          heights: heights, selectable: rows.map(\.content.isSelectable),
          opensSubmenu: rows.map(\.content.opensSubmenu)))
      interaction.rowsKeepingMenuOpen = Set(rows.indices.filter { rows[$0].content.keepsMenuOpen })
      applyContentHeight(heights.reduce(0, +))
      for case .loading(let deferred) in rows.map(\.content) {
        InterruptibleMenuElements.load(deferred) { [weak self] in self?.reloadRows() }
      }
    }

    /// Each row's height at the menu's width, as Auto Layout sizes it in the current text size.
    private func measuredRowHeights() -> [Double] {
      rows.map {
        Double(
          $0.systemLayoutSizeFitting(
            CGSize(width: MenuPlacement.defaultWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
          ).height)
      }
    }

    /// The same sizes Auto Layout derives from the stack's constraints, stated so the scroll view
    /// scrolls a long menu from its first layout, and the menu's preferred size.
    private func applyContentHeight(_ total: Double) {
      let width = MenuPlacement.defaultWidth
      stack.frame = CGRect(x: 0, y: 0, width: width, height: total)
      scroll.contentSize = CGSize(width: width, height: total)
      preferredContentSize = CGSize(width: width, height: total)
    }

    /// The text size changed: the rows are measured again in the next layout pass, once their
    /// labels have taken the new fonts (UIKit hands traits to a controller before its views).
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      let category = traitCollection.preferredContentSizeCategory
      guard previousTraitCollection?.preferredContentSizeCategory != category else { return }
      rowsNeedMeasuring = true
      view.setNeedsLayout()
    }

    /// Measures the rows again after a text-size change: a finger keeps choosing the row it is on,
    /// and the menu asks for its new height. The highlight stays.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard rowsNeedMeasuring else { return }
      rowsNeedMeasuring = false
      let heights = measuredRowHeights()
      guard interaction.rowsRemeasured(heights: heights) else { return }
      applyContentHeight(heights.reduce(0, +))
    }

    /// The rows' heights, for the placement.
    var rowHeights: [Double] { (0..<interaction.rows.count).map { interaction.rows.frameOfRow($0).height } }

    // MARK: - Touches, from the menu itself or from the button that opened it

    /// A finger at `point` (window coordinates) moved; `ended` when it lifted.
    func track(_ point: CGPoint, ended: Bool) {
      guard let (inContainer, shown, resting, offset) = placed(point) else { return }
      apply(
        ended
          ? interaction.touchEnded(
            at: inContainer, shownFrame: shown, restingHeight: resting, scrollOffset: offset)
          : interaction.touchMoved(
            to: inContainer, shownFrame: shown, restingHeight: resting, scrollOffset: offset))
    }

    /// `point` (window coordinates) in the container, with where the menu shows now, its laid-out
    /// height and its rows' scroll offset; nil out of a window.
    private func placed(_ point: CGPoint) -> (CGPoint, CGRect, Double, Double)? {
      // What moves during the transition is the presentation's wrapper around this view; its
      // presentation layer's frame, in the (unmoving) container, is where the menu is shown now.
      guard let window = view.window else { return nil }
      let mover: UIView = view.superview ?? view
      let shown = mover.layer.presentation()?.frame ?? mover.frame
      let inContainer = mover.superview.map { window.convert(point, to: $0) } ?? point
      return (inContainer, shown, Double(mover.bounds.height), Double(scroll.contentOffset.y))
    }

    /// The iPad pointer over the menu: the row under it highlights (no haptic: a hover is not a
    /// selection); leaving the menu clears it. A click is a touch and chooses through `track`.
    private func handleHover(_ recognizer: UIGestureRecognizer) {
      switch recognizer.state {
      case .began, .changed:
        guard let (inContainer, shown, resting, offset) = placed(recognizer.location(in: nil)) else { return }
        apply(
          interaction.pointerMoved(
            to: inContainer, shownFrame: shown, restingHeight: resting, scrollOffset: offset),
          haptics: false)
      case .ended, .cancelled: apply(interaction.pointerExited())
      default: break
      }
    }

    private func apply(_ events: [MenuInteraction.Event], haptics playsHaptics: Bool = true) {
      for event in events {
        switch event {
        case .highlightChanged(let row):
          for (index, view) in rows.enumerated() { view.isHighlighted = index == row }
          if row != nil, playsHaptics { haptics.selectionChanged() }
        case .fire(let row), .openSubmenu(let row): fire(rows[row].content)
        case .dismiss: interruptibleDismiss()
        }
      }
    }

    private func handleTouch(_ recognizer: UIGestureRecognizer) {
      let point = recognizer.location(in: nil)
      // A finger that scrolls the rows chooses nothing, to the end of its touch.
      if recognizer.state == .began { touchScrolled = false }
      if scroll.isDragging { touchScrolled = true }
      if touchScrolled { return apply(interaction.touchCancelled()) }
      switch recognizer.state {
      case .began, .changed: track(point, ended: false)
      case .ended: track(point, ended: true)
      case .cancelled, .failed: cancelTracking()
      default: break
      }
    }

    /// The finger that was choosing was cancelled: the highlight goes, nothing fires.
    func cancelTracking() { apply(interaction.touchCancelled()) }
  }

  extension InterruptibleMenuViewController: UIGestureRecognizerDelegate {
    /// The menu's touch tracking runs beside its scroll view's pan, so a long menu still scrolls.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      other === scroll.panGestureRecognizer
    }
  }
#endif
