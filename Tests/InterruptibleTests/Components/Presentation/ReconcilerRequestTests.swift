import Interruptible
import Testing

/// The request rules of ``PresentationReconciler``: content updates, outstanding requests, refusals
/// and the environment's dismiss action.
@Suite struct ReconcilerRequestTests {
  @Test("content updates reach the hosted view for the item on screen, not for one waiting")
  func contentUpdatesFollowShownItem() {
    let harness = ReconcilerBindingTests.presented(1)
    #expect(harness.reconciler.updatesContent(for: 1))
    harness.set(2)
    harness.frame()
    harness.frame(0.1)
    #expect(harness.coordinator.phase == .dismissing)
    #expect(!harness.reconciler.updatesContent(for: 2))  // 2 waits; 1 keeps its last content
    #expect(harness.reconciler.updatesContent(for: 1))
    #expect(!harness.reconciler.updatesContent(for: nil))
    harness.settle()
    #expect(harness.reconciler.updatesContent(for: 2))
    #expect(!harness.reconciler.updatesContent(for: 1))
  }

  @Test("no second request while a present has not begun: false then true sends nothing more")
  func nothingWhilePresentOutstanding() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.flush()
    harness.set(nil)
    harness.flush()
    harness.set(1)
    harness.flush()
    #expect(harness.requests == [.present(1)])
    #expect(harness.reconciler.outstanding == .present)
    harness.frame()
    #expect(harness.reconciler.outstanding == nil)
    #expect(harness.violations.isEmpty)
  }

  @Test("false written while a present is outstanding reverses it on the frame UIKit begins it")
  func falseDuringOutstandingPresent() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.flush()
    harness.set(nil)
    harness.frame()
    #expect(harness.requests == [.present(1), .cancelPresentation])
    harness.settle()
    #expect(harness.dismissed == [1])
    #expect(harness.violations.isEmpty)
  }

  @Test("no second dismiss while one is outstanding, and a tap during it adds nothing")
  func nothingWhileDismissOutstanding() {
    let harness = ReconcilerBindingTests.presented()
    harness.set(nil)
    harness.flush()
    harness.set(1)
    harness.flush()
    harness.set(nil)
    harness.flush()
    harness.tapOutside()
    #expect(harness.requests == [.present(1), .dismiss])
    harness.settle()
    #expect(harness.dismissed == [1])
    #expect(harness.violations.isEmpty)
  }

  @Test("a refused present writes false back and runs no onDismiss")
  func declinedPresent() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(4)
    #expect(reconciler.flush().request == .present(4))
    let update = reconciler.requestDeclined()
    #expect(update.writesBinding && update.bindingValue == nil)
    #expect(update.dismissedContent == nil)
    #expect(reconciler.content == nil && reconciler.binding == nil)
    #expect(!reconciler.needsFlush)
  }

  @Test("a refused dismiss writes the shown item back (the content stays)")
  func declinedDismiss() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(4)
    _ = reconciler.flush()
    _ = reconciler.observe(.presented, isGrabbed: false)
    reconciler.write(nil)
    #expect(reconciler.flush().request == .dismiss)
    let update = reconciler.requestDeclined()
    #expect(update.writesBinding && update.bindingValue == 4)
    #expect(!reconciler.needsFlush)
    #expect(reconciler.requestDeclined().isEmpty)  // nothing outstanding: ignored
  }

  @Test("the dismiss action inside arriving content writes false and reverses at once")
  func dismissActionReverses() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.frame()
    harness.frame(0.1)
    harness.dismissAction()
    #expect(harness.binding == nil)
    #expect(harness.writeBacks == [nil])
    #expect(harness.requests == [.present(1), .cancelPresentation])
    harness.settle()
    #expect(harness.dismissed == [1])
  }

  @Test(
    "the user dismissing the old item while the binding names a new one writes nothing; the new one follows")
  func userDismissalOfOldItem() {
    let harness = ReconcilerBindingTests.presented(1)
    harness.set(2)
    harness.tapOutside()  // same frame, before the flush
    harness.frame()
    harness.settle()
    #expect(harness.writeBacks.isEmpty)
    #expect(harness.binding == 2)
    #expect(harness.dismissed == [1])
    #expect(harness.reconciler.content == 2)
    #expect(harness.coordinator.phase == .presented)
  }

  @Test("isPresented form: write(isPresented:) presents `true` and writes nil (false) back on a tap")
  func booleanForm() {
    var reconciler = PresentationReconciler<Bool>()
    reconciler.write(isPresented: true)
    #expect(reconciler.flush().request == .present(true))
    _ = reconciler.observe(.presented, isGrabbed: false)
    let tap = reconciler.observe(.dismissing, isGrabbed: false)
    #expect(tap.writesBinding && tap.bindingValue == nil)
    reconciler.write(isPresented: false)
    #expect(reconciler.flush().isEmpty)
    #expect(reconciler.observe(.idle, isGrabbed: false).dismissedContent == true)
  }

  @Test("isGrabbed is ignored at rest, and an idle report while a present is outstanding changes nothing")
  func badObservations() {
    var reconciler = PresentationReconciler<Int>()
    #expect(reconciler.observe(.idle, isGrabbed: true).isEmpty)
    #expect(!reconciler.isGrabbed)
    reconciler.write(1)
    _ = reconciler.flush()
    #expect(reconciler.observe(.idle, isGrabbed: false).isEmpty)
    #expect(reconciler.outstanding == .present)
    #expect(reconciler.content == 1)
  }
}
