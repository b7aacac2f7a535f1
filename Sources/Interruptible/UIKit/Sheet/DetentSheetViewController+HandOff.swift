#if canImport(UIKit)
  import UIKit

  extension DetentSheetViewController {
    /// Takes a pan that starts over scroll views (other than the tracked one): the core's
    /// ``ScrollChainHandOff`` gives each step to one list or to the sheet. Returns false when there
    /// are none (the sheet's own rules apply).
    func beginChainPan() -> Bool {
      guard !isOverTrackedScrollView else { return false }
      let chain = SheetScrollChain(
        under: sheetView.hitTest(pan.location(in: sheetView), with: nil), in: sheetView)
      guard !chain.scrollViews.isEmpty else { return false }
      let largest = model.layout.heights.last ?? shownHeight
      chainPan.begin(ScrollChainPan(chain: chain, roomAbove: largest - shownHeight))
      changeChainPan()
      return true
    }

    /// One step of the pan: the sheet follows its share; the lists are where the core scrolled them
    /// (the lists under a moving sheet stay put).
    func changeChainPan() {
      guard let moved = chainPan.step(to: pan.translation(in: view)) else { return }
      let now = CACurrentMediaTime()
      if moved.isFirst {
        stopAnimator()
        model.dragBegan(at: now, shownHeight: shownHeight)
      }
      model.dragChanged(translation: moved.dragged, at: now)
      apply(height: model.height(at: now))
    }

    /// The pan ended: a sheet that moved settles (with the finger's velocity if it had the pan last);
    /// while the sheet has the pan, the lists keep no momentum.
    func endChainPan() {
      guard let state = chainPan.end() else { return }
      // The lists keep their momentum unless the dragged thing moved last.
      if state.draggedLast { state.chain.stop() } else { state.chain.release() }
      guard state.dragged != nil else { return }
      let velocity = state.draggedLast ? Double(panAction.releaseVelocity(of: pan, in: view).y) : 0
      model.dragEnded(velocity: velocity, at: CACurrentMediaTime())
      runSettle()
      sendSheetsAboveAway()
    }
  }
#endif
