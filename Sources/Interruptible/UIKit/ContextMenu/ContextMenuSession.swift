#if canImport(UIKit)
  @preconcurrency import UIKit

  /// One press of an ``InterruptibleContextMenuInteraction``, from touch-down to the end of its
  /// leaving animations: forwards to ``ContextMenuLift`` and applies its events to the source and to
  /// the overlay. A session that is leaving keeps itself alive until its animations end, so a press
  /// on another cell can start its own session meanwhile.
  @MainActor
  final class ContextMenuSession {
    let configuration: InterruptibleContextMenuInteraction.Configuration
    private(set) weak var source: UIView?
    var lift: ContextMenuLift
    private(set) var overlay: ContextMenuOverlayView?
    private var liftAnimator: UIViewPropertyAnimator?
    private var overlayAnimator: UIViewPropertyAnimator?
    private let performer = UIControl()
    /// The menu's rows.
    let rowViews: [MenuRowView]
    /// Keeps the session alive while it leaves.
    private var keepAlive: ContextMenuSession?
    /// Runs once, when the session ends.
    var onEnd: (() -> Void)?
    /// Runs after the core's answers to each input were applied (the state may be unchanged).
    var onChange: (() -> Void)?
    /// The keyboard's frame (screen coordinates) when the press began, nil when unknown.
    var keyboardFrame: CGRect?
    /// The actions VoiceOver offers from the source, when it performed one of them without a menu.
    var accessibilityActions: [UIAction] = []
    /// Where the pointer's secondary click opened the menu (window coordinates); nil for a press.
    private(set) var pointer: CGPoint?
    /// The source's scale when the preview took over from it (1 until the commit).
    private var handoverScale = 1.0
    /// Whether the preview went back to where it started (a growing menu turned back): the source
    /// then takes over at its lifted scale and settles to rest.
    private var previewReturnedToLift = false
    /// The responder on the source's chain that had the keys when the overlay took them (a sheet,
    /// a card's wrapper): given back when the session ends.
    private weak var keysBefore: UIResponder?

    init(
      configuration: InterruptibleContextMenuInteraction.Configuration, source: UIView,
      settings: ContextMenuLift.Settings
    ) {
      self.configuration = configuration
      self.source = source
      rowViews = MenuRowContent.rows(of: configuration.menu) { InterruptibleMenuElements.elements(of: $0) }
        .map(
          MenuRowView.init)
      lift = ContextMenuLift(rows: ContextMenuOverlayView.rowIndex(rowViews), settings: settings)
    }

    /// Whether the session still lifts or shows its menu (not leaving, not over).
    var isActive: Bool { lift.phase == .lifting || lift.phase == .open }

    /// Where the session is, in the terms of an `isPresented` binding.
    var menuState: ContextMenuBinding.Menu {
      switch lift.phase {
      case .idle, .finished: return .closed
      case .lifting: return .lifting
      case .open: return .open
      case .leaving: return .leaving
      }
    }

    var now: Double { CACurrentMediaTime() }
    var reducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    // MARK: - Input

    func touchDown(at point: CGPoint) {
      apply(lift.touchDown(at: point, time: now))
      let delay = lift.settings.commitDuration
      onMain(after: delay) { [weak self] in
        guard let self else { return }
        self.apply(self.lift.advance(to: self.now))
      }
    }

    func touchMoved(to point: CGPoint) {
      apply(lift.touchMoved(to: point, time: now, menuFrame: menuFrame, placedHeight: placedMenuHeight))
    }
    func touchEnded(at point: CGPoint) {
      apply(lift.touchEnded(at: point, time: now, menuFrame: menuFrame, placedHeight: placedMenuHeight))
    }
    func touchCancelled() { apply(lift.touchCancelled(time: now)) }
    func openWithoutLift() { apply(lift.openWithoutLift(time: now)) }
    /// A pointer's secondary click at `point` (window coordinates): the menu opens there at once,
    /// with no lift and no preview.
    func openAtPointer(_ point: CGPoint) {
      pointer = point
      openWithoutLift()
    }
    func pointerMoved(to point: CGPoint) { apply(lift.pointerMoved(to: point, menuFrame: menuFrame)) }
    func pointerExited() { apply(lift.pointerExited()) }
    func dismiss() { apply(lift.dismiss(time: now)) }
    func tapOutside() { apply(lift.tapOutside(time: now)) }
    func tapPreview() { apply(lift.tapPreview()) }
    func tapMenu(at point: CGPoint) {
      let offset = Double(overlay?.menuView.contentOffset.y ?? 0)
      apply(
        lift.tapMenu(at: point, menuFrame: menuFrame, placedHeight: placedMenuHeight, scrollOffset: offset))
    }
    /// A hardware key while the overlay is up: true when it ends at the overlay (the core's
    /// `ContextMenuLift.respond(to:)`).
    func respond(to key: HardwareKey) -> Bool {
      let answer = lift.respond(to: key)
      apply(answer.events)
      return answer.isHandled
    }

    /// Where the menu shows now (its presentation frame while it grows), in window coordinates.
    private var menuFrame: CGRect {
      guard let menu = overlay?.menuView else { return .zero }
      return menu.layer.presentation()?.frame ?? menu.frame
    }

    /// The menu's height as the core placed it (its bounds: the growth only scales it), nil before
    /// the overlay; the rows the user sees are this layout drawn in ``menuFrame``.
    private var placedMenuHeight: Double? { overlay.map { Double($0.menuView.bounds.height) } }

    // MARK: - Applying the core's answers

    func apply(_ events: [ContextMenuLift.Event]) {
      for event in events {
        switch event {
        case .beginLift: beginLift()
        case .cancelLift(let back, _): turnBack(back)
        case .commit: commit()
        case .highlightChanged(let row): overlay?.highlight(row)
        case .fire(let row): fire(row)
        case .openSubmenu(let row): chooseSubmenuRow(row)
        case .dismiss: leave()
        case .commitPreview: commitPreview()
        case .completed: end()
        }
      }
      if !events.isEmpty { onChange?() }
    }

    private func beginLift() {
      keepAlive = self
      guard let source, !reducesMotion else { return }
      (source as? ContextMenuLiftStandIn)?.liftWillBegin()
      let scale = CGFloat(lift.liftScale(progress: 1, reducesMotion: false))
      let animator = UIViewPropertyAnimator(duration: lift.settings.commitDuration, curve: .easeInOut) {
        source.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
      animator.startAnimation()
      liftAnimator = animator
    }

    /// The lift turns back from where it is, continuing its motion (``ContextMenuLift/Return``).
    private func turnBack(_ back: ContextMenuLift.Return) {
      guard let animator = liftAnimator, animator.state == .active else { return finishLeaving() }
      animator.pauseAnimation()
      animator.isReversed = true
      animator.addCompletion { [weak self] _ in self?.finishLeaving() }
      let velocity = CGVector(dx: back.initialVelocity, dy: back.initialVelocity)
      animator.continueAnimation(
        withTimingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: velocity),
        durationFactor: 0.6)
    }

    /// The lift committed: the haptic, the overlay with the preview settling at its lifted frame
    /// and the menu growing beside it.
    private func commit() {
      keepAlive = self
      // The preview starts where the lifted source shows now (its scale on screen), so it does not jump.
      let liftedScale = source.map { Double(($0.layer.presentation() ?? $0.layer).affineTransform().a) } ?? 1
      liftAnimator?.stopAnimation(true)
      liftAnimator = nil
      guard let source, let window = source.window else { return }
      source.transform = .identity
      let overlay = ContextMenuOverlayView(
        session: self, configuration: configuration, source: source, window: window, pointer: pointer)
      self.overlay = overlay
      UIAccessibility.post(notification: .screenChanged, argument: overlay.rows.first)
      takeKeys(from: source, to: overlay)
      // A click has no finger to stop and no lift to feel; the source stays where it is, unlifted.
      if pointer == nil {
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        ContextMenuSession.cancelScrolling(around: source)
        source.alpha = 0
      }
      handoverScale = liftedScale
      overlay.showStart(reducesMotion: reducesMotion, previewScale: liftedScale)
      let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.82) { [reducesMotion] in
        overlay.showEnd(reducesMotion: reducesMotion)
      }
      animator.startAnimation()
      overlayAnimator = animator
    }

    /// The menu and the preview leave from where they are: a growing menu turns back.
    private func leave() {
      overlay?.isUserInteractionEnabled = false
      overlay?.stopLevelChange()
      if let animator = overlayAnimator, animator.state == .active, !animator.isReversed {
        animator.addCompletion { [weak self] _ in self?.finishLeaving() }
        animator.isReversed = true
        previewReturnedToLift = true
        return
      }
      guard let overlay else { return finishLeaving() }
      overlayAnimator?.stopAnimation(true)
      let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 1) { [reducesMotion] in
        overlay.showStart(reducesMotion: reducesMotion)
      }
      animator.addCompletion { [weak self] _ in self?.finishLeaving() }
      animator.startAnimation()
      overlayAnimator = animator
    }

    private func fire(_ row: Int) {
      guard let action = action(at: row) else { return }
      performer.sendAction(action)
    }

    /// The preview's commit action, routed by the core's ``ContextMenuCommitRoute``: the app's own,
    /// or the destination pushed (in a stack the package's navigation delegate animates) or
    /// presented with the zoom from the lifted preview, the session ending once when that
    /// transition ends (arrived or turned back).
    private func commitPreview() {
      overlay?.isUserInteractionEnabled = false
      let target = CommitTarget(configuration: configuration, source: source)
      switch target.route {
      case .runAction:
        configuration.commitAction?()
        leave()
      case .leave: leave()
      case .push:
        guard let destination = target.destination, let navigation = target.navigation,
          let delegate = target.navigationDelegate
        else { return leave() }
        overlay?.hideAllButPreview()
        delegate.push(destination, with: .zoom(from: zoomSource), in: navigation) { [weak self] in
          self?.finishLeaving()
        }
      case .present:
        guard let destination = target.destination, let presenter = target.presenter else { return leave() }
        overlay?.hideAllButPreview()
        presenter.present(destination, transition: .zoom(from: zoomSource)) { [weak self] in
          self?.finishLeaving()
        }
      }
    }

    /// The zoom's source: the lifted preview while the menu's overlay shows, the source once it has
    /// gone (the way back lands on the cell).
    private var zoomSource: @MainActor () -> UIView? {
      { [weak overlay = self.overlay, weak source = self.source] in
        overlay?.superview != nil ? overlay?.previewView : source
      }
    }

    private func finishLeaving() { apply(lift.finishLeaving()) }

    /// Keys go to the menu unless a field on the source's screen is being edited (the core's
    /// `KeyFocus.claim`); the responder that had them on the source's chain is remembered.
    private func takeKeys(from source: UIView, to overlay: ContextMenuOverlayView) {
      let claim = KeyFocus.claim(
        isEditingBehind: source.nearestViewController?.isEditingInView == true,
        isEditingInside: overlay.containsFirstResponder)
      guard claim == .take else { return }
      keysBefore = source.firstResponderOnChain
      overlay.becomeFirstResponder()
    }

    /// The overlay lets the keys go, back to the responder that had them when it still has a window,
    /// unless something else took them meanwhile (a destination the commit presented).
    private func giveKeysBack() {
      guard let overlay, overlay.isFirstResponder else { return }
      overlay.resignFirstResponder()
      if let before = keysBefore, before.isInWindow { before.becomeFirstResponder() }
      keysBefore = nil
    }

    private func end() {
      if overlay != nil { UIAccessibility.post(notification: .screenChanged, argument: source) }
      giveKeysBack()
      overlay?.removeFromSuperview()
      overlay = nil
      source?.alpha = 1
      settleSource()
      (source as? ContextMenuLiftStandIn)?.liftDidEnd()
      onEnd?()
      onEnd = nil
      keepAlive = nil
    }

    /// The source comes back to rest: at once, or, when the preview went back to the lifted frame,
    /// from its lifted scale with a short critically damped spring (no jump at the handover).
    private func settleSource() {
      guard let source, previewReturnedToLift, handoverScale != 1, !reducesMotion else {
        source?.transform = .identity
        return
      }
      let scale = CGFloat(handoverScale)
      source.transform = CGAffineTransform(scaleX: scale, y: scale)
      UIViewPropertyAnimator(duration: 0.2, dampingRatio: 1) { source.transform = .identity }.startAnimation()
    }
  }
#endif
