#if canImport(UIKit)
  import UIKit

  /// A pan over scroll views inside a detent sheet: the views, the core's hand-off, and what the
  /// sheet has moved.
  @MainActor
  struct SheetChainPan {
    /// The scroll views under the finger, innermost first.
    let chain: SheetScrollChain
    /// Who moves at each step, decided by the core.
    var handOff: ScrollChainHandOff
    /// The pan's translation at the last step.
    var last = CGPoint.zero
    /// How far the sheet has been dragged (points, down positive), once it has moved.
    var sheetTranslation: Double?
    /// Whether the last step that moved anything moved the sheet.
    var sheetMovedLast = false
  }

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
      chainPan = SheetChainPan(
        chain: chain, handOff: ScrollChainHandOff(chain: chain.links, roomAbove: largest - shownHeight))
      changeChainPan()
      return true
    }

    /// One step of the pan: the sheet follows its share; every list of the chain is put where the core
    /// has scrolled it (the lists under a moving sheet stay put).
    func changeChainPan() {
      guard var state = chainPan else { return }
      let translation = pan.translation(in: view)
      let step = state.handOff.move(
        dx: Double(translation.x - state.last.x), by: Double(translation.y - state.last.y))
      state.last = translation
      if step.sheet != 0 {
        let now = CACurrentMediaTime()
        if state.sheetTranslation == nil {
          stopAnimator()
          model.dragBegan(at: now, shownHeight: shownHeight)
        }
        let dragged = (state.sheetTranslation ?? 0) + step.sheet
        state.sheetTranslation = dragged
        model.dragChanged(translation: dragged, at: now)
        apply(height: model.height(at: now))
      }
      if step.sheet != 0 || step.scroll != nil { state.sheetMovedLast = step.sheet != 0 }
      chainPan = state
      state.chain.place(at: state.handOff.chain)
    }

    /// The pan ended: a sheet that moved settles (with the finger's velocity if it had the pan last);
    /// while the sheet has the pan, the lists keep no momentum.
    func endChainPan() {
      guard let state = chainPan else { return }
      chainPan = nil
      guard state.sheetTranslation != nil else { return }
      let velocity = state.sheetMovedLast ? Double(pan.velocity(in: view).y) : 0
      if state.sheetMovedLast {
        for scroll in state.chain.scrollViews {
          scroll.setContentOffset(scroll.contentOffset, animated: false)
        }
      }
      model.dragEnded(velocity: velocity, at: CACurrentMediaTime())
      runSettle()
    }
  }
#endif
