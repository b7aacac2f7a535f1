#if canImport(UIKit)
  import UIKit

  extension DetentSheetViewController {
    /// Listens to the keyboard's frame changes.
    func observeKeyboard() {
      keyboardFollower.start { [weak self] end, duration, curve in
        self?.keyboardWillChange(to: end, duration: duration, curve: curve)
      }
    }

    /// How far the focused field's bottom is above the sheet's bottom (so above the container's
    /// bottom with the sheet not lifted); nil with nothing focused in the sheet.
    var focusedFieldBottom: Double? {
      guard let field = Self.firstResponder(in: sheetView) else { return nil }
      return Double(sheetFrame.maxY - field.convert(field.bounds, to: view).maxY)
    }

    /// The view being edited inside `root`, if any.
    static func firstResponder(in root: UIView) -> UIView? {
      if root.isFirstResponder { return root }
      for subview in root.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }

    /// A drag starting down ends editing first when ``resignsFirstResponderOnDownwardDrag`` asks so.
    func resignIfDraggedDown() {
      let editing = Self.firstResponder(in: sheetView) != nil
      guard
        SheetKeyboard.resignsFirstResponder(
          onDrag: resignsFirstResponderOnDownwardDrag, isEditing: editing,
          movingDown: pan.translation(in: view).y > 0)
      else { return }
      sheetView.endEditing(true)
    }

    /// The keyboard moves to `end` (screen coordinates, taken as the full-screen window's): the core's
    /// ``SheetKeyboard`` gives the room it takes; the sheet re-resolves its detents above it and moves
    /// there over the keyboard's duration (a settle in flight continues toward the new height).
    private func keyboardWillChange(to end: CGRect?, duration: TimeInterval, curve: Int) {
      guard keyboardPolicy != .ignore || keyboardFollower.keyboard.lift > 0, isViewLoaded else { return }
      // Keyboard frames are in screen coordinates (Split View and Stage Manager windows are not).
      keyboardFollower.update(
        policy: keyboardPolicy, overlap: KeyboardFollower.overlap(of: end, container: view.bounds, in: view),
        focusedFieldBottom: focusedFieldBottom)
      guard model.phase != .hidden else { return }
      let now = CACurrentMediaTime()
      if model.phase == .dragging { return keyboardMovedUnderFinger(at: now, duration: duration) }
      keyboardFollower.riseEnded()
      stopAnimator()
      model.containerDidResize(containerHeight(view.bounds.height), contentHeight: contentHeight, at: now)
      if let detent = keyboardFollower.keyboard.expandedDetent, let index = model.layout.index(of: detent),
        index != model.detentIndex
      {
        model.move(toDetent: index, at: now)
      }
      if model.settleEndTime != nil { return runSettle() }
      // The keyboard's own curve (7, outside UIView.AnimationCurve's named cases) where UIKit gives it.
      let curve = UIView.AnimationCurve(rawValue: curve) ?? .easeInOut
      let follow = UIViewPropertyAnimator(
        duration: max(duration, 0), timingParameters: UICubicTimingParameters(animationCurve: curve))
      follow.addAnimations { self.apply(height: self.model.height(at: now)) }
      animator = follow  // a grab stops it where it is shown, as it stops a settle
      follow.startAnimation()
    }

    /// The keyboard moved while a finger holds the sheet (a drag that ended editing hides it): the
    /// detents are resolved above it again, the sheet's top stays under the finger; its bottom goes
    /// down to a leaving keyboard's top at once, and waits behind a rising keyboard until it has
    /// arrived (``SheetKeyboardRise``); the drag goes on from there
    /// (``DetentSheet/rebaseDrag(toShownHeight:)``).
    private func keyboardMovedUnderFinger(at now: TimeInterval, duration: TimeInterval) {
      let top = Double(sheetFrame.minY)
      let oldBottom = Double(sheetFrame.maxY)
      model.containerDidResize(containerHeight(view.bounds.height), contentHeight: contentHeight, at: now)
      let lift = keyboardFollower.keyboard.lift
      model.rebaseDrag(toShownHeight: Double(view.bounds.height) - lift - top)
      keyboardFollower.riseBegan(
        SheetKeyboardRise(
          heldBottom: oldBottom, newBottom: Double(view.bounds.height) - lift, at: now, duration: duration))
      apply(height: model.height(at: now))
    }
  }
#endif
