import Interruptible
import Testing

/// The presenting view's side of ``PresentationReconciler``, as SwiftUI's own `.sheet` and
/// `.fullScreenCover` behave: a binding that starts `true` waits for a window, a presentation asked
/// for while another one on the screen arrives or leaves waits for it, and a presenting view removed
/// while its content is up dismisses the content with `onDismiss` once and no binding write.
@Suite struct ReconcilerHostTests {
  @Test("PS02 a binding true before the view is in a window presents once it is, with no write-back")
  func bindingStartingTrueWaitsForWindow() {
    let harness = ReconcilerHarness()
    harness.reconciler.hostChanged(.notInWindow)
    harness.set(1)
    harness.frame()
    harness.frame()
    #expect(harness.requests.isEmpty)
    #expect(harness.reconciler.waitsFor == .window)
    harness.reconciler.hostChanged(.available)
    harness.settle()
    #expect(harness.requests == [.present(1)])
    #expect(harness.coordinator.phase == .presented)
    #expect(harness.writeBacks.isEmpty)
    #expect(harness.binding == 1)
    #expect(harness.violations.isEmpty)
  }

  @Test("a present refused because the view is not in a window waits instead of writing false back")
  func presentRefusedOffWindowWaits() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(1)
    #expect(reconciler.flush().request == .present(1))
    let refused = reconciler.requestDeclined(.notInWindow)
    #expect(refused.isEmpty)  // the binding keeps saying true
    #expect(reconciler.binding == 1)
    #expect(reconciler.content == nil)
    #expect(reconciler.flush().isEmpty)
    #expect(reconciler.waitsFor == .window)
    reconciler.hostChanged(.available)
    #expect(reconciler.flush().request == .present(1))
  }

  @Test("PS04 closing a menu and opening a card in one action: the card waits for the menu to leave")
  func secondPresentationWaitsForTheLeavingOne() {
    var menu = PresentationReconciler<Bool>()
    menu.write(isPresented: true)
    _ = menu.flush()
    _ = menu.observe(.presenting, isGrabbed: false)
    _ = menu.observe(.presented, isGrabbed: false)
    var card = PresentationReconciler<Bool>()
    // The row's action: showsMenu = false; showsCard = true (one turn).
    menu.write(isPresented: false)
    card.write(isPresented: true)
    #expect(menu.flush().request == .dismiss)
    _ = menu.observe(.dismissing, isGrabbed: false)
    // The screen: the hosting controller, then the menu being dismissed on top.
    let leaving = PresenterChain(
      isInWindow: true,
      links: [.init(isArriving: false, isLeaving: false), .init(isArriving: false, isLeaving: true)])
    #expect(leaving.availability == .screenBusy)
    card.hostChanged(leaving.availability)
    #expect(card.flush().isEmpty)
    #expect(card.waitsFor == .otherPresentation)
    #expect(card.binding == true)  // not written back
    let done = menu.observe(.idle, isGrabbed: false)
    #expect(done.dismissedContent == true)
    let free = PresenterChain(isInWindow: true, links: [.init(isArriving: false, isLeaving: false)])
    card.hostChanged(free.availability)
    #expect(card.flush().request == .present(true))
  }

  @Test("a present refused because the screen is busy waits; no write-back, no onDismiss")
  func presentRefusedWhileBusyWaits() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(1)
    _ = reconciler.flush()
    #expect(reconciler.requestDeclined(.screenBusy).isEmpty)
    #expect(reconciler.observe(.idle, isGrabbed: false).isEmpty)  // nothing was shown: no onDismiss
    #expect(reconciler.flush().isEmpty)
    #expect(reconciler.waitsFor == .otherPresentation)
    #expect(reconciler.binding == 1)
    reconciler.hostChanged(.available)
    #expect(reconciler.flush().request == .present(1))
  }

  @Test("a refusal the shell cannot explain still writes false back (never retried forever)")
  func unexplainedRefusalWritesBack() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(1)
    _ = reconciler.flush()
    let update = reconciler.requestDeclined(.available)
    #expect(update.writesBinding)
    #expect(update.bindingValue == nil)
    #expect(reconciler.flush().isEmpty)
  }

  @Test("PS05 the presenting view removed while its content is shown: dismissed, onDismiss once, no write")
  func removedHostDismisses() {
    let harness = ReconcilerBindingTests.presented(1)
    harness.reconciler.hostRemoved()
    #expect(!harness.reconciler.isFinished)
    harness.settle()
    #expect(harness.requests == [.present(1), .dismiss])
    #expect(harness.dismissed == [1])
    #expect(harness.completedDismissals == 1)
    #expect(harness.writeBacks.isEmpty)
    #expect(harness.reconciler.isFinished)
    harness.set(2)  // a stale binding of the removed view
    harness.settle()
    #expect(harness.requests == [.present(1), .dismiss])
    #expect(harness.violations.isEmpty)
  }

  @Test("PS05 the presenting view removed while its content arrives: reversed, onDismiss once")
  func removedHostReversesArrival() {
    let harness = ReconcilerHarness()
    harness.set(1)
    harness.frame()
    harness.frame(0.05)
    #expect(harness.coordinator.phase == .presenting)
    harness.reconciler.hostRemoved()
    harness.settle()
    #expect(harness.requests == [.present(1), .cancelPresentation])
    #expect(harness.dismissed == [1])
    #expect(harness.writeBacks.isEmpty)
    #expect(harness.reconciler.isFinished)
  }

  @Test("the presenting view removed during a pan that is released back: no write, dismissed after")
  func removedHostDuringGrab() {
    let harness = ReconcilerBindingTests.presented(1)
    harness.panBegan()
    harness.panChanged(40)
    harness.reconciler.hostRemoved()
    harness.flush()
    #expect(harness.reconciler.waitsFor == .release)  // the dismissal waits for the finger
    harness.panEnded(velocity: -500)  // back up: the content stays...
    harness.settle()  // ...until the flush after the release dismisses it
    #expect(harness.writeBacks.isEmpty)
    #expect(harness.dismissed == [1])
    #expect(harness.reconciler.isFinished)
    #expect(harness.violations.isEmpty)
  }

  @Test("a write made during a grab waits for the release")
  func writeDuringGrabWaitsForRelease() {
    let harness = ReconcilerBindingTests.presented(1)
    harness.panBegan()
    harness.panChanged(30)
    harness.set(nil)
    harness.flush()
    #expect(harness.reconciler.waitsFor == .release)
    harness.settle()
    #expect(harness.dismissed == [1])
  }
}

/// Where a presentation is presented from, and when it waits.
@Suite struct PresenterChainTests {
  @Test("the top-most presented controller at rest is the presenter")
  func topMostPresents() {
    let chain = PresenterChain(
      isInWindow: true,
      links: [.init(isArriving: false, isLeaving: false), .init(isArriving: false, isLeaving: false)])
    #expect(chain.availability == .available)
    #expect(chain.presenterIndex == 1)
  }

  @Test("any controller arriving or leaving makes the screen busy; no window or no controller waits")
  func busyAndOffWindow() {
    let arriving = PresenterChain(
      isInWindow: true,
      links: [.init(isArriving: true, isLeaving: false), .init(isArriving: false, isLeaving: false)])
    #expect(arriving.availability == .screenBusy)
    #expect(arriving.presenterIndex == nil)
    let offWindow = PresenterChain(isInWindow: false, links: [.init(isArriving: false, isLeaving: false)])
    #expect(offWindow.availability == .notInWindow)
    #expect(PresenterChain(isInWindow: true, links: []).availability == .notInWindow)
  }
}

/// The look of the SwiftUI presets, and a zoom's source id.
@Suite struct PresentationChromeTests {
  @Test("a pull-down menu dims nothing and follows its anchor, as the UIKit menu does")
  func menuUndimmedAndAnchored() {
    #expect(PresentationChrome.pullDownMenu.dimming == 0)
    #expect(PresentationChrome.pullDownMenu.followsAnchor)
    #expect(PresentationChrome.card.dimming == 0.25)
    #expect(!PresentationChrome.card.followsAnchor)
  }

  @Test("a bottom sheet rounds only its top corners; a card all four; custom content none")
  func sheetRoundsTopCorners() {
    #expect(PresentationChrome.sheet.roundedCorners == .top)
    #expect(PresentationChrome.sheet.cornerRadius == 12)
    #expect(PresentationChrome.card.roundedCorners == .all)
    #expect(PresentationChrome.plain.roundedCorners == .none)
    #expect(PresentationChrome.plain.cornerRadius == 0)
  }

  @Test("a zoom takes its style's source id, else the item's; a Boolean presentation has none")
  func zoomSourceID() {
    #expect(ZoomSourceLookup.id(sourceID: AnyHashable("hero"), itemID: AnyHashable(7)) == AnyHashable("hero"))
    #expect(ZoomSourceLookup.id(sourceID: nil, itemID: AnyHashable(7)) == AnyHashable(7))
    #expect(ZoomSourceLookup.id(sourceID: nil, itemID: nil) == nil)
  }
}
