#if canImport(UIKit)
  import UIKit

  extension DetentSheetViewController {
    /// Listens to the keyboard's frame changes (block observer on the posting thread: UIKit posts
    /// them on the main thread).
    func observeKeyboard() {
      let endKey = UIResponder.keyboardFrameEndUserInfoKey
      let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
      keyboardObservation = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { [weak self] note in
        let end = (note.userInfo?[endKey] as? NSValue)?.cgRectValue
        let duration = (note.userInfo?[durationKey] as? NSNumber)?
          .doubleValue
        _ = onMainThread { self?.keyboardWillChange(to: end, duration: duration ?? 0.25) }
      }
    }

    /// The keyboard moves to `end` (screen coordinates, taken as the full-screen window's): the core's
    /// ``SheetKeyboard`` gives the room it takes; the sheet re-resolves its detents above it and moves
    /// there over the keyboard's duration (a settle in flight continues toward the new height).
    private func keyboardWillChange(to end: CGRect?, duration: TimeInterval) {
      guard keyboardPolicy != .ignore || keyboard.lift > 0, isViewLoaded else { return }
      let frame = end.map { view.convert($0, from: nil) } ?? .zero
      keyboard = SheetKeyboard(
        policy: keyboardPolicy, overlap: SheetKeyboard.overlap(keyboardFrame: frame, container: view.bounds))
      guard model.phase != .hidden else { return }
      let now = CACurrentMediaTime()
      stopAnimator()
      model.containerDidResize(containerHeight(view.bounds.height), contentHeight: contentHeight, at: now)
      if let detent = keyboard.expandedDetent, let index = model.layout.index(of: detent),
        index != model.detentIndex
      {
        model.move(toDetent: index, at: now)
      }
      if model.settleEndTime != nil { return runSettle() }
      let follow = UIViewPropertyAnimator(duration: max(duration, 0), curve: .easeInOut) {
        self.apply(height: self.model.height(at: now))
      }
      follow.startAnimation()
    }
  }
#endif
