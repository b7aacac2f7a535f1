import Interruptible
import Testing

/// ``SheetBindingReconciler``: the SwiftUI detent sheet's bindings against a fake of SwiftUI's
/// update passes and of the platform's sheet (``SheetBindingHarness``). Every test also checks that
/// no binding write, motion report or `onDismiss` happened inside an update pass.
@Suite struct SheetBindingReconcilerTests {
  /// A harness whose sheet is presented and resting at its first detent.
  static func shown(selection: SheetDetent.Identifier? = nil) -> SheetBindingHarness {
    let harness = SheetBindingHarness(selection: selection)
    harness.turn { harness.isPresented = true }
    harness.appear()
    harness.arrive()
    return harness
  }

  @Test("PS02 a binding that starts true presents once the view is in a window, never before")
  func bindingStartingTruePresentsInWindow() {
    let harness = SheetBindingHarness()
    harness.isInWindow = false
    harness.turn { harness.isPresented = true }
    harness.turn()
    #expect(harness.presents.isEmpty)
    #expect(harness.reconciler.waitsFor == .window)
    harness.isInWindow = true  // the anchor's didMoveToWindow: the shell flushes
    harness.flush()
    #expect(harness.presents.count == 1)
    #expect(harness.reconciler.stage == .appearing)
    #expect(harness.writes.isEmpty)
    #expect(harness.madeInUpdate.isEmpty)
  }

  @Test("a present the platform refuses is not kept: later toggles present and dismiss")
  func refusedPresentIsNotKept() {
    let harness = SheetBindingHarness()
    harness.isScreenBusy = true
    harness.acceptsPresent = false
    harness.turn { harness.isPresented = true }
    #expect(harness.reconciler.stage == .absent)
    #expect(harness.reconciler.waitsFor == .otherPresentation)
    harness.isScreenBusy = false
    harness.acceptsPresent = true
    harness.flush()
    #expect(harness.presents.count == 1)
    #expect(harness.reconciler.stage == .appearing)
    harness.appear()
    harness.turn { harness.isPresented = false }
    #expect(harness.dismisses == 1)
    #expect(harness.writes.isEmpty)  // isPresented was never written back
  }

  @Test("PS04 a sheet asked for while another presentation leaves waits for it, binding untouched")
  func waitsForLeavingPresentation() {
    let harness = SheetBindingHarness()
    harness.isScreenBusy = true
    harness.turn { harness.isPresented = true }
    harness.turn()
    #expect(harness.presents.isEmpty)
    #expect(harness.isPresented)
    harness.isScreenBusy = false
    harness.flush()
    #expect(harness.presents.count == 1)
    #expect(harness.writes.isEmpty)
  }

  @Test("a refusal with no reason gives up once and writes false back")
  func unexplainedRefusalWritesFalse() {
    let harness = SheetBindingHarness()
    harness.acceptsPresent = false
    harness.turn { harness.isPresented = true }
    #expect(harness.writes.isEmpty)  // written on the next flush, not inside the refusal
    harness.flush()
    #expect(harness.writes == ["isPresented=false"])
    harness.turn()
    #expect(harness.presents.count == 1)
  }

  @Test("UP07 a selection set by the code moves the sheet in the flush after the update, not during it")
  func selectionMovesAfterUpdate() {
    let harness = Self.shown(selection: "medium")
    harness.selection = "large"
    harness.update()
    #expect(harness.moves.isEmpty)  // nothing inside the update pass
    harness.flush()
    #expect(harness.moves == ["large"])
    harness.arrive()
    harness.turn()
    #expect(harness.writes.isEmpty)  // at rest where the binding says: nothing to write
    #expect(harness.madeInUpdate.isEmpty)
  }

  @Test("UP04 the detent the user drags to is written back to the selection on a flush")
  func userRestWritesSelection() {
    let harness = Self.shown(selection: "medium")
    harness.grab()
    harness.release(to: .detent("large"))
    harness.update()  // an unrelated update before the sheet rests does not pull it back
    harness.flush()
    #expect(harness.moves.isEmpty)
    harness.arrive()
    #expect(harness.writes.isEmpty)
    harness.flush()
    #expect(harness.writes == ["selection=large"])
    harness.turn()
    #expect(harness.moves.isEmpty)
    #expect(harness.madeInUpdate.isEmpty)
  }

  @Test("new detents re-target the sheet in the flush; the same detents do nothing")
  func detentsChange() {
    let harness = Self.shown()
    harness.turn()
    #expect(harness.detentChanges.isEmpty)
    harness.turn { harness.detents = [.large] }
    #expect(harness.detentChanges == [[.large]])
    harness.turn()
    #expect(harness.detentChanges.count == 1)
  }

  @Test("false while a finger holds the sheet dismisses after the release, and a later false still works")
  func falseDuringDragWaitsForRelease() {
    let harness = Self.shown()
    harness.grab()
    harness.turn { harness.isPresented = false }
    #expect(harness.dismisses == 0)
    #expect(harness.reconciler.waitsFor == .release)
    harness.release(to: .detent("medium"))  // released back up
    harness.flush()
    #expect(harness.dismisses == 1)
    harness.arrive()
    harness.flush()
    #expect(harness.onDismissCount == 1)
    harness.turn { harness.isPresented = true }
    harness.appear()
    harness.turn { harness.isPresented = false }
    #expect(harness.dismisses == 2)
    #expect(harness.writes.isEmpty)
  }

  @Test("false while held and a release that dismisses anyway: one dismissal, onDismiss once")
  func falseDuringDragReleasedDown() {
    let harness = Self.shown()
    harness.grab()
    harness.turn { harness.isPresented = false }
    harness.release(to: .dismissal)
    harness.flush()
    #expect(harness.dismisses == 0)  // the release already dismisses
    harness.arrive()
    harness.flush()
    harness.flush()
    #expect(harness.onDismissCount == 1)
    #expect(harness.writes.isEmpty)
  }

  @Test("false before the sheet has appeared dismisses it once it has")
  func falseBeforeAppearance() {
    let harness = SheetBindingHarness()
    harness.turn { harness.isPresented = true }
    harness.turn { harness.isPresented = false }
    harness.reconciler.sheetMoved(nil, isHeld: false)  // a report before the first frame
    harness.flush()
    #expect(harness.dismisses == 0)
    #expect(harness.reconciler.waitsFor == .appearance)
    harness.appear()
    harness.flush()
    #expect(harness.dismisses == 1)
  }

  @Test("UP01 true, false, true before one flush presents once; false, true while shown does nothing")
  func coalescing() {
    let harness = SheetBindingHarness()
    harness.isPresented = true
    harness.update()
    harness.isPresented = false
    harness.update()
    harness.isPresented = true
    harness.update()
    harness.flush()
    #expect(harness.presents.count == 1)
    harness.appear()
    harness.isPresented = false
    harness.update()
    harness.isPresented = true
    harness.update()
    harness.flush()
    #expect(harness.dismisses == 0)
    #expect(harness.moves.isEmpty)
  }

  @Test("PS06 a user release that dismisses writes false back on the next flush; onDismiss once")
  func userDismissalWritesFalse() {
    let harness = Self.shown()
    harness.grab()
    harness.release(to: .dismissal)
    #expect(harness.writes.isEmpty)  // not from inside the sheet's callback
    harness.flush()
    #expect(harness.writes == ["isPresented=false"])
    harness.turn()
    harness.arrive()
    harness.turn()
    harness.turn()
    #expect(harness.onDismissCount == 1)
    #expect(harness.dismisses == 0)
    #expect(harness.madeInUpdate.isEmpty)
  }

  @Test("a grab that brings a leaving sheet back to a detent writes true back")
  func grabBringsBack() {
    let harness = Self.shown()
    harness.turn { harness.isPresented = false }
    harness.grab()
    harness.release(to: .detent("large"))
    harness.flush()
    #expect(harness.writes == ["isPresented=true"])
    harness.turn()
    #expect(harness.dismisses == 1)
    #expect(harness.onDismissCount == 0)
  }

  @Test("true while the sheet leaves turns it around to the detent it left from")
  func trueWhileLeavingTurnsAround() {
    let harness = Self.shown()
    harness.grab()
    harness.release(to: .detent("large"))
    harness.arrive()
    harness.turn { harness.isPresented = false }
    #expect(harness.dismisses == 1)
    harness.turn { harness.isPresented = true }
    #expect(harness.moves == ["large"])
    #expect(harness.reconciler.stage == .shown)
    #expect(harness.onDismissCount == 0)
  }

  @Test("an update before the write-back is flushed shows the old value: the sheet keeps leaving")
  func staleUpdateBeforeWriteBack() {
    let harness = Self.shown()
    harness.grab()
    harness.release(to: .dismissal)
    harness.update()  // SwiftUI re-renders with the binding still true
    harness.flush()
    #expect(harness.writes == ["isPresented=false"])
    #expect(harness.moves.isEmpty)  // not taken as "true again"
    #expect(harness.reconciler.stage == .leaving)
  }

  @Test("true again after the sheet has left presents it again, after onDismiss")
  func presentsAgainAfterLeaving() {
    let harness = Self.shown()
    harness.grab()
    harness.release(to: .dismissal)
    harness.flush()
    harness.arrive()
    harness.isPresented = true
    harness.update()
    let actions = harness.reconciler.flush()
    #expect(actions == [.runOnDismiss, .present(detents: [.medium, .large], selection: nil)])
  }

  @Test("the content's dismiss action writes false back and dismisses, on the flush")
  func contentDismiss() {
    let harness = Self.shown()
    harness.reconciler.dismissFromContent()
    #expect(harness.dismisses == 0)
    harness.flush()
    #expect(harness.writes == ["isPresented=false"])
    #expect(harness.dismisses == 1)
  }

  @Test("PS05 the presenting view removed with its sheet up: dismissed, onDismiss once, nothing written")
  func hostRemoved() {
    let harness = Self.shown(selection: "medium")
    harness.grab()
    harness.release(to: .detent("large"))
    harness.arrive()  // a selection write is pending...
    harness.reconciler.hostRemoved()  // ...and dropped: its view is gone
    harness.flush()
    #expect(harness.dismisses == 1)
    harness.arrive()
    #expect(!harness.reconciler.isFinished)
    harness.flush()
    #expect(harness.onDismissCount == 1)
    #expect(harness.writes.isEmpty)
    #expect(harness.reconciler.isFinished)
    harness.turn { harness.isPresented = true }
    #expect(harness.presents.count == 1)
  }

  @Test("the presenting view removed while a finger holds the sheet: dismissed after the release")
  func hostRemovedWhileHeld() {
    let harness = Self.shown()
    harness.grab()
    harness.reconciler.hostRemoved()
    harness.flush()
    #expect(harness.dismisses == 0)
    harness.release(to: .detent("medium"))
    harness.flush()
    #expect(harness.dismisses == 1)
  }
}
