#if canImport(UIKit)
  import UIKit

  /// Applying the core's answers: the sheet's frame and dimming at a height, the settle as a UIKit
  /// spring of the core's damping and duration, and its end.
  extension DetentSheetViewController {
    /// The sheet shows `height` points: its frame is that tall, so content pinned to its bottom or
    /// centred stays on screen at every detent; the sheets below recede with it.
    func apply(height: Double) {
      place(height: height)
      for update in alongside { update(height) }
      recedeStack(height: height)
      deliverReports()
    }

    /// The sheet view `height` points tall above the keyboard's lift, and the dimming for it. Set
    /// through bounds and centre, which a recede's transform leaves alone.
    func place(height: Double) {
      let bounds = view.bounds
      let shown = CGFloat(max(height, 0))
      let top = view.window?.safeAreaInsets.top ?? view.safeAreaInsets.top
      let lift = keyboardFollower.keyboard.lift(
        sheetHeight: Double(shown), container: Double(bounds.height), topInset: Double(top))
      let geometry = formGeometry(size: bounds.size)
      let bottom = CGFloat(geometry.bottom) - CGFloat(lift)
      // While the keyboard rises under a finger the bottom stays behind it (the core's rise).
      let shownBottom =
        keyboardFollower.rise.map { CGFloat($0.bottom(Double(bottom), at: CACurrentMediaTime())) } ?? bottom
      sheetFrame = CGRect(
        x: CGFloat(geometry.x), y: bottom - shown, width: CGFloat(geometry.width),
        height: shownBottom - bottom + shown)
      dimmingView.alpha = CGFloat(model.dimming(atHeight: height))
    }

    /// The sheet view's frame without its recede (bounds and centre; `frame` is undefined under a
    /// transform).
    var sheetFrame: CGRect {
      get {
        let size = sheetView.bounds.size
        let center = sheetView.center
        return CGRect(
          x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
      }
      set {
        sheetView.bounds = CGRect(origin: .zero, size: newValue.size)
        sheetView.center = CGPoint(x: newValue.midX, y: newValue.midY)
      }
    }

    /// The height detents resolve in: the view's height below the top safe area (a large sheet stops
    /// under the status bar, as UIKit's does).
    func containerHeight(_ height: CGFloat) -> Double {
      let top = view.window?.safeAreaInsets.top ?? view.safeAreaInsets.top
      let size = CGSize(width: view.bounds.width, height: height)
      // A floating panel also keeps its margins and the bottom safe area free.
      let margins = Double(height - top) - formGeometry(size: size).detentContainer
      return keyboardFollower.keyboard.detentContainer(Double(height - top) - max(margins, 0))
    }

    /// Whether a touch outside the sheet reaches the screen behind: at an undimmed detent, and while
    /// the sheet leaves (the sheet below can be grabbed while the top one goes); the core's
    /// `SheetStack.letsTouchesThrough` with the dimming shown.
    var passesTouchesBehind: Bool {
      SheetStack.letsTouchesThrough(stackLevel, dimming: Double(dimmingView.alpha))
    }

    /// Animates the core's current settle with a UIKit spring of the same damping, duration and
    /// normalised start velocity; its end brings the core to rest and reports its events.
    func runSettle() {
      keyboardFollower.riseEnded()  // the settle brings the bottom to the keyboard
      if dismissesAfterRelease, model.phase != .dragging {
        dismissesAfterRelease = false  // asked while held: the release leaves for the dismissal
        model.dismiss(at: CACurrentMediaTime())
      }
      deliverReports()
      stopAnimator()
      guard let end = model.settleEndTime else { return finishSettle() }
      let now = CACurrentMediaTime()
      let start = model.sample(at: now)
      let target = model.detentIndex.map { model.layout.heights[$0] } ?? 0
      let velocity = ReleaseDecision.normalizedVelocity(start.velocity, from: start.height, to: target)
      let timing = UISpringTimingParameters(
        dampingRatio: CGFloat(model.configuration.dampingRatio),
        initialVelocity: CGVector(dx: velocity, dy: velocity))
      let animator = UIViewPropertyAnimator(duration: max(end - now, 0.01), timingParameters: timing)
      animator.addAnimations { self.apply(height: target) }
      animator.addCompletion { [weak self] _ in
        guard let self, self.animator === animator else { return }
        self.animator = nil
        self.finishSettle()
      }
      self.animator = animator
      animator.startAnimation()
    }

    private func finishSettle() {
      let time = max(CACurrentMediaTime(), model.settleEndTime ?? 0)
      for event in model.update(at: time) {
        switch event {
        case .detentChanged(let index):
          grabber.accessibilityValue = model.layout.identifiers[index].rawValue
          haptics.impactOccurred()
          onDetentChange?(model.layout.identifiers[index])
        case .dismissed:
          dismissWithLeavingSheets()
        case .settled:
          break
        }
      }
    }

    /// Stops a settle where it is shown: the presentation layer's height (the platform's own) is
    /// what the sheet continues from.
    func stopAnimator() {
      guard let animator else { return }
      let layer = sheetView.layer.presentation()
      let bounds = layer?.bounds ?? sheetView.bounds
      let position = layer?.position ?? sheetView.center
      let transform = layer?.affineTransform() ?? sheetView.transform
      self.animator = nil
      animator.stopAnimation(true)
      sheetView.bounds = bounds
      sheetView.center = position
      sheetView.transform = transform
      for sheet in sheetsBelow {
        guard let shown = sheet.sheetView.layer.presentation() else { continue }
        sheet.sheetView.transform = shown.affineTransform()
        if sheet.leaving != nil {
          sheet.sheetView.bounds = shown.bounds
          sheet.sheetView.center = shown.position
        }
      }
    }

    /// The content's preferred height, for `.fitsContent` detents (nil when it states none).
    var contentHeight: Double? {
      let height = content.preferredContentSize.height
      return height > 0 ? Double(height) : nil
    }

    /// The height the sheet shows: its frame's (its bottom is lifted above the keyboard when it
    /// follows one, so the distance from its top to the view's bottom would count the keyboard too).
    var shownHeight: Double { Double(sheetView.bounds.height) }
  }
#endif
