#if canImport(UIKit)
  @preconcurrency import UIKit

  /// A pull-down menu that presents a `UIMenu` and can be interrupted end to end: a tap outside while
  /// it opens retracts it from where it is; a finger that touched its button can slide into it while
  /// it is still growing, and lifting on a row fires that row. Every decision is the core's
  /// (``MenuPlacement``, ``MenuInteraction``); this controller builds the rows and applies them.
  ///
  /// ```swift
  /// let menu = UIMenu(children: [
  ///   UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in copy() },
  ///   UIMenu(options: .displayInline, children: [
  ///     UIAction(title: "Delete", attributes: .destructive) { _ in delete() }]),
  /// ])
  /// present(menu, from: moreButton)          // from any view
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
    private var rows: [MenuRowView] = []
    private var interaction = MenuInteraction(rows: MenuRowIndex(heights: []))
    private let scroll = UIScrollView()
    private let stack = UIStackView()
    private let haptics = UISelectionFeedbackGenerator()
    private let performer = UIControl()
    /// The size the layout was computed for (the menu's laid-out frame, used to map touches while it grows).
    private(set) var restingSize = CGSize.zero

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
      let touches = UILongPressGestureRecognizer(target: self, action: #selector(handleTouch(_:)))
      touches.minimumPressDuration = 0
      view.addGestureRecognizer(touches)
      reloadRows()
    }

    /// VoiceOver focus moves into the menu when it opens.
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      UIAccessibility.post(notification: .screenChanged, argument: rows.first { $0.content.isSelectable })
      becomeFirstResponder()
    }

    /// The menu takes hardware-keyboard focus.
    public override var canBecomeFirstResponder: Bool { true }

    /// Arrows, return and escape.
    public override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(keyUp)),
        UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(keyDown)),
        UIKeyCommand(input: "\r", modifierFlags: [], action: #selector(keyReturn)),
        UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(keyEscape)),
      ]
    }

    /// Rebuilds the rows (a deferred element loaded, or the first layout).
    func reloadRows() {
      for row in stack.arrangedSubviews { row.removeFromSuperview() }
      rows = MenuRowContent.rows(of: menu) { InterruptibleMenuElements.elements(of: $0) }.map(
        MenuRowView.init)
      for row in rows { stack.addArrangedSubview(row) }
      let width = MenuPlacement.defaultWidth
      let heights = rows.map {
        Double(
          $0.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
          ).height)
      }
      interaction = MenuInteraction(
        rows: MenuRowIndex(
          heights: heights, selectable: rows.map(\.content.isSelectable),
          opensSubmenu: rows.map(\.content.opensSubmenu)))
      preferredContentSize = CGSize(width: width, height: heights.reduce(0, +))
      for case .loading(let deferred) in rows.map(\.content) {
        InterruptibleMenuElements.load(deferred) { [weak self] in self?.reloadRows() }
      }
    }

    /// The rows' heights, for the placement.
    var rowHeights: [Double] { (0..<interaction.rows.count).map { interaction.rows.frameOfRow($0).height } }

    // MARK: - Touches, from the menu itself or from the button that opened it

    /// A finger at `point` (window coordinates) moved; `ended` when it lifted.
    func track(_ point: CGPoint, ended: Bool) {
      // What moves during the transition is the presentation's wrapper around this view; its
      // presentation layer's frame, in the (unmoving) container, is where the menu is shown now.
      guard let window = view.window else { return }
      let mover: UIView = view.superview ?? view
      let shown = mover.layer.presentation()?.frame ?? mover.frame
      let inContainer = mover.superview.map { window.convert(point, to: $0) } ?? point
      let resting = Double(mover.bounds.height)
      let offset = Double(scroll.contentOffset.y)
      apply(
        ended
          ? interaction.touchEnded(
            at: inContainer, shownFrame: shown, restingHeight: resting, scrollOffset: offset)
          : interaction.touchMoved(
            to: inContainer, shownFrame: shown, restingHeight: resting, scrollOffset: offset))
    }

    private func apply(_ events: [MenuInteraction.Event]) {
      for event in events {
        switch event {
        case .highlightChanged(let row):
          for (index, view) in rows.enumerated() { view.isHighlighted = index == row }
          if row != nil { haptics.selectionChanged() }
        case .fire(let row), .openSubmenu(let row): fire(rows[row].content)
        case .dismiss: interruptibleDismiss()
        }
      }
    }

    private func fire(_ content: MenuRowContent) {
      switch content {
      case .action(let action):
        performer.sendAction(action)
        // A row of a submenu closes the menus under it too.
        (presentingViewController as? InterruptibleMenuViewController)?.interruptibleDismiss()
      case .submenu(let submenu):
        // The parent menu presents its submenu (a presented controller may present), beside itself.
        guard let row = rows.first(where: { $0.content === content }) else { return }
        presentSubmenu(
          submenu, parent: view.convert(view.bounds, to: nil), row: row.convert(row.bounds, to: nil),
          in: view.window, direction: layoutDirection)
      case .separator, .loading: break
      }
    }

    @objc private func handleTouch(_ recognizer: UILongPressGestureRecognizer) {
      let point = recognizer.location(in: nil)
      switch recognizer.state {
      case .began, .changed: track(point, ended: false)
      case .ended: track(point, ended: true)
      default: break
      }
    }

    @objc private func keyUp() { apply(interaction.press(.up)) }
    @objc private func keyDown() { apply(interaction.press(.down)) }
    @objc private func keyReturn() { apply(interaction.press(.return)) }
    @objc private func keyEscape() { apply(interaction.press(.escape)) }
  }
#endif
