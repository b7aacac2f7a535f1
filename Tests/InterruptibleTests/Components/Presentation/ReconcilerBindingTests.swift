import Interruptible
import Testing

/// The binding rules of ``PresentationReconciler`` (Docs/SwiftUI.md, "Binding rules"), one test per
/// rule, against a real coordinator and a fake of UIKit's request handling (``ReconcilerHarness``).
@Suite struct ReconcilerBindingTests {
  /// A harness with `item` presented and at rest.
  static func presented(_ item: Int = 1) -> ReconcilerHarness {
    let harness = ReconcilerHarness()
    harness.set(item)
    harness.settle()
    return harness
  }

  @Test("true while idle: nothing is sent before the frame's flush, then exactly one present")
  func presentOnFlush() {
    let harness = ReconcilerHarness()
    harness.set(1)
    #expect(harness.requests.isEmpty)
    harness.flush()
    #expect(harness.requests == [.present(1)])
    #expect(harness.coordinator.phase == .idle)  // UIKit begins on the next frame
    harness.frame()
    #expect(harness.coordinator.phase == .presenting)
    harness.settle()
    #expect(harness.coordinator.phase == .presented)
    #expect(harness.requests == [.present(1)])
    #expect(harness.violations.isEmpty)
  }

  @Test("true then false within one frame coalesce: no request, no onDismiss")
  func writesCoalesceToNothing() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.set(nil)
    harness.frame()
    harness.settle()
    #expect(harness.requests.isEmpty)
    #expect(harness.dismissed.isEmpty)
  }

  @Test("true, false, true within one frame: one present")
  func writesCoalesceToLast() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.set(nil)
    harness.set(1)
    harness.frame()
    harness.settle()
    #expect(harness.requests == [.present(1)])
    #expect(harness.coordinator.isPresented)
  }

  @Test(
    "false while presenting reverses: one cancelPresentation, ends idle, onDismiss once, no dismiss request")
  func falseWhilePresentingReverses() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.frame()
    harness.frame(0.1)
    #expect(harness.coordinator.phase == .presenting)
    harness.set(nil)
    harness.frame()
    #expect(harness.requests == [.present(1), .cancelPresentation])
    #expect(harness.coordinator.phase == .dismissing)
    harness.settle()
    #expect(harness.coordinator.phase == .idle)
    #expect(harness.dismissed == [1])
    #expect(harness.writeBacks.isEmpty)
  }

  @Test("true while dismissing turns the dismissal around: cancelDismissal, ends presented, no onDismiss")
  func trueWhileDismissingTurnsAround() {
    let harness = Self.presented()
    harness.set(nil)
    harness.frame()
    harness.frame()
    harness.frame(0.1)
    #expect(harness.coordinator.phase == .dismissing)
    harness.set(1)
    harness.frame()
    harness.settle()
    #expect(harness.requests == [.present(1), .dismiss, .cancelDismissal])
    #expect(harness.coordinator.phase == .presented)
    #expect(harness.dismissed.isEmpty)
  }

  @Test(
    "false while presented: one dismiss request; onDismiss once at completion, after the binding is false")
  func falseWhilePresentedDismisses() {
    let harness = Self.presented()
    harness.set(nil)
    harness.frame()
    harness.frame(0.2)
    #expect(harness.dismissed.isEmpty)  // not completed yet
    harness.settle()
    #expect(harness.requests == [.present(1), .dismiss])
    #expect(harness.dismissed == [1])
    #expect(harness.binding == nil)
  }

  @Test("tap outside presented content writes false back when the dismissal is decided, not at completion")
  func tapWritesBackAtDecision() {
    let harness = Self.presented()
    harness.tapOutside()
    harness.frame()  // UIKit begins the dismissal
    #expect(harness.writeBacks == [nil])
    #expect(harness.binding == nil)
    #expect(harness.coordinator.phase == .dismissing)
    #expect(harness.dismissed.isEmpty)
    harness.settle()
    #expect(harness.dismissed == [1])
    #expect(harness.writeBacks == [nil])
  }

  @Test("tap outside a presentation in flight reverses it and writes false back at once")
  func tapWhilePresentingWritesBack() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.frame()
    harness.frame(0.1)
    harness.tapOutside()
    #expect(harness.binding == nil)
    #expect(harness.coordinator.phase == .dismissing)
    harness.settle()
    #expect(harness.dismissed == [1])
    #expect(harness.requests == [.present(1)])  // the tap turned it around, not the reconciler
  }

  @Test("a grab decides nothing: the binding stays true while the finger holds the dismissal")
  func grabWritesNothing() {
    let harness = Self.presented()
    harness.panBegan()
    harness.panChanged(120)
    harness.frame()
    #expect(harness.coordinator.phase == .dismissing)
    #expect(harness.reconciler.isGrabbed)
    #expect(harness.writeBacks.isEmpty)
    #expect(harness.binding == 1)
  }

  @Test("a pan released toward dismissal writes false back at the release")
  func panReleaseWritesBack() {
    let harness = Self.presented()
    harness.panBegan()
    harness.panChanged(200)
    harness.frame()
    harness.panEnded(velocity: 800)
    #expect(harness.writeBacks == [nil])
    harness.settle()
    #expect(harness.dismissed == [1])
    #expect(harness.writeBacks == [nil])
  }

  @Test("a pan released back up writes nothing: binding true, no onDismiss")
  func panCancelWritesNothing() {
    let harness = Self.presented()
    harness.panBegan()
    harness.panChanged(30)
    harness.panEnded(velocity: -300)
    harness.settle()
    #expect(harness.writeBacks.isEmpty)
    #expect(harness.binding == 1)
    #expect(harness.coordinator.phase == .presented)
    #expect(harness.dismissed.isEmpty)
  }

  @Test("a grab that turns a tap's dismissal around writes true back at its release")
  func grabTurnsTapDismissalAround() {
    let harness = Self.presented()
    harness.tapOutside()
    harness.frame()
    harness.frame(0.05)
    #expect(harness.binding == nil)
    harness.panBegan()
    harness.panChanged(-250)
    #expect(harness.writeBacks == [nil])  // still undecided while held
    harness.panEnded(velocity: -1_000)
    #expect(harness.writeBacks == [nil, 1])
    harness.settle()
    #expect(harness.coordinator.phase == .presented)
    #expect(harness.binding == 1)
    #expect(harness.dismissed.isEmpty)
  }

  @Test("a grab that brings back content code dismissed writes true back, and code is not asked again")
  func grabTurnsCodeDismissalAround() {
    let harness = Self.presented()
    harness.set(nil)
    harness.frame()
    harness.frame()
    harness.frame(0.05)
    harness.panBegan()
    harness.panChanged(-250)
    harness.panEnded(velocity: -1_000)
    harness.settle()
    #expect(harness.binding == 1)
    #expect(harness.writeBacks == [1])
    #expect(harness.requests == [.present(1), .dismiss])
    #expect(harness.coordinator.phase == .presented)
  }

  @Test("a write during a grab waits for the release, then wins: one cancelPresentation after it")
  func writeDuringGrabAppliedAtRelease() {
    let harness = Self.presented()
    harness.panBegan()
    harness.panChanged(40)
    harness.set(nil)
    harness.frame()
    #expect(harness.requests == [.present(1)])  // nothing sent while held
    harness.panEnded(velocity: -200)  // the finger lets the content go back up...
    harness.frame()
    #expect(harness.requests == [.present(1), .cancelPresentation])  // ...and the write wins
    harness.settle()
    #expect(harness.coordinator.phase == .idle)
    #expect(harness.dismissed == [1])
    #expect(harness.violations.isEmpty)
  }

  @Test("onDismiss exactly once per completed dismissal over three present-reverse cycles")
  func onDismissOncePerCycle() {
    let harness = ReconcilerHarness()
    for _ in 0..<3 {
      harness.set(1)
      harness.frame()
      harness.frame(0.1)
      harness.set(nil)
      harness.frame()
      harness.settle()
    }
    #expect(harness.dismissed == [1, 1, 1])
    #expect(harness.completedDismissals == 3)
  }

  @Test("a dismissal turned around completes no dismissal: onDismiss never runs")
  func turnedAroundDismissalHasNoOnDismiss() {
    let harness = Self.presented()
    harness.tapOutside()
    harness.frame()
    harness.frame(0.05)
    harness.set(1)
    harness.frame()
    harness.settle()
    #expect(harness.dismissed.isEmpty)
    #expect(harness.completedDismissals == 0)
    #expect(harness.requests == [.present(1), .cancelDismissal])
  }

  @Test("a new item while one is presented: the old is dismissed, the new presented after it left")
  func itemChangeWhilePresented() {
    let harness = Self.presented(1)
    harness.set(2)
    harness.frame()
    #expect(harness.requests == [.present(1), .dismiss])
    harness.settle()
    #expect(harness.requests == [.present(1), .dismiss, .present(2)])
    #expect(harness.dismissed == [1])
    #expect(harness.reconciler.content == 2)
    #expect(harness.coordinator.phase == .presented)
    #expect(harness.violations.isEmpty)
  }

  @Test("a new item while the old is still arriving: the old reverses, then the new is presented")
  func itemChangeWhilePresenting() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.frame()
    harness.frame(0.1)
    harness.set(2)
    harness.frame()
    #expect(harness.requests == [.present(1), .cancelPresentation])
    harness.settle()
    #expect(harness.requests == [.present(1), .cancelPresentation, .present(2)])
    #expect(harness.dismissed == [1])
  }

  @Test("changing back to the leaving item turns its dismissal around; the other is never presented")
  func itemChangeBack() {
    let harness = Self.presented(1)
    harness.set(2)
    harness.frame()
    harness.frame()
    harness.frame(0.05)
    harness.set(1)
    harness.frame()
    harness.settle()
    #expect(harness.requests == [.present(1), .dismiss, .cancelDismissal])
    #expect(harness.dismissed.isEmpty)
    #expect(harness.reconciler.content == 1)
  }

  @Test("only the latest item waits: 2 then 3 while 1 leaves presents 3 only")
  func latestItemWaits() {
    let harness = Self.presented(1)
    harness.set(2)
    harness.frame()
    harness.frame(0.1)
    harness.set(3)
    harness.frame()
    harness.settle()
    #expect(harness.requests == [.present(1), .dismiss, .present(3)])
    #expect(harness.dismissed == [1])
    #expect(harness.binding == 3)
  }
}
