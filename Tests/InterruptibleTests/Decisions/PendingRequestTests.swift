import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Pending transition requests: intent that survives UIKit's timing")
struct PendingRequestTests {
  @Test("UIKit asks inside the call (synchronous order): the interactive pop is consumed at once")
  func synchronousOrder() {
    var requests = PendingTransitionRequests()
    requests.record(.pop, interactive: true, at: 10)
    let consumed = requests.consume(.pop, at: 10)
    #expect(consumed == TransitionRequest(kind: .pop, isInteractive: true, time: 10))
    #expect(requests.pending == nil)
    #expect(requests.consume(.pop, at: 10) == nil)
  }

  @Test("UIKit asks in the next layout pass, 16 ms later (deferred order): still interactive")
  func deferredOrder() {
    var requests = PendingTransitionRequests()
    requests.record(.pop, interactive: true, at: 10)
    #expect(requests.isPending(.pop, at: 10.016))
    #expect(requests.consume(.pop, at: 10.016)?.isInteractive == true)
  }

  @Test("A request UIKit never acts on expires after 0.5 s: a later system pop is not interactive")
  func expiry() {
    var requests = PendingTransitionRequests()
    requests.record(.pop, interactive: true, at: 10)
    #expect(requests.isPending(.pop, at: 10.5))
    #expect(!requests.isPending(.pop, at: 10.5001))
    #expect(requests.consume(.pop, at: 10.6) == nil)
  }

  @Test("A refused UIKit call (popViewController returned nil) cancels the request")
  func refusedCancels() {
    var requests = PendingTransitionRequests()
    requests.record(.dismiss, interactive: true, at: 3)
    requests.cancel()
    #expect(requests.consume(.dismiss, at: 3) == nil)
  }

  @Test("A second request while one is pending replaces it and returns the replaced one")
  func secondRequestReplaces() {
    var requests = PendingTransitionRequests()
    #expect(requests.record(.dismiss, interactive: false, at: 1) == nil)
    let replaced = requests.record(.dismiss, interactive: true, at: 1.01)
    #expect(replaced == TransitionRequest(kind: .dismiss, isInteractive: false, time: 1))
    #expect(requests.consume(.dismiss, at: 1.02)?.isInteractive == true)
    // An expired request is not reported as replaced.
    requests.record(.pop, interactive: true, at: 2)
    #expect(requests.record(.pop, interactive: false, at: 3) == nil)
  }

  @Test("UIKit asking for another kind leaves the request pending (a push does not take a pop's intent)")
  func otherKindLeavesPending() {
    var requests = PendingTransitionRequests()
    requests.record(.pop, interactive: true, at: 5)
    #expect(requests.consume(.push, at: 5.01) == nil)
    #expect(requests.consume(.pop, at: 5.02)?.isInteractive == true)
  }

  @Test("Bad input: NaN time records nothing; NaN, 0 and -1 lifetimes become 0.5 s")
  func badInput() {
    var requests = PendingTransitionRequests()
    requests.record(.present, interactive: false, at: .nan)
    #expect(requests.pending == nil)
    requests.record(.present, interactive: false, at: 1)
    #expect(requests.consume(.present, at: .infinity) == nil)
    #expect(requests.pending != nil)
    for lifetime in [Double.nan, 0, -1, .infinity] {
      #expect(PendingTransitionRequests(lifetime: lifetime).lifetime == 0.5)
    }
  }

  @Test("Present guard: turn-around wins; content UIKit holds or was asked for is never presented again")
  func presentGuard() {
    func decide(_ turn: Bool, _ onScreen: Bool, _ presenting: Bool, _ dismissing: Bool, _ pending: Bool)
      -> PresentGuard.Decision
    {
      PresentGuard(
        canTurnAround: turn, isOnScreen: onScreen, isBeingPresented: presenting, isBeingDismissed: dismissing,
        hasPendingPresent: pending
      ).decision
    }
    #expect(decide(false, false, false, false, false) == .present)
    #expect(decide(true, true, false, true, false) == .turnAround)
    // Presented twice in one run-loop turn: the core is still idle, UIKit already holds it.
    #expect(decide(false, false, false, false, true) == .ignore)
    #expect(decide(false, true, true, false, false) == .ignore)
    #expect(decide(false, true, false, false, false) == .ignore)
    #expect(decide(false, false, false, true, false) == .ignore)
  }
}

@Suite("In-flight hit-testing and the pop pan's neighbours")
struct InFlightRoutingTests {
  @Test("A touch on a menu still growing maps onto its laid-out frame: (150, 60) -> (100, 40)")
  func contentPointMapsLinearly() {
    let mapped = TouchRouter.contentPoint(
      CGPoint(x: 150, y: 60), inFlightFrame: CGRect(x: 100, y: 40, width: 100, height: 40),
      restingFrame: CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(mapped == CGPoint(x: 100, y: 40))
  }

  @Test("Outside the in-flight frame, empty frames and NaN give no point")
  func contentPointRejects() {
    let flight = CGRect(x: 100, y: 40, width: 100, height: 40)
    let rest = CGRect(x: 0, y: 0, width: 200, height: 80)
    #expect(TouchRouter.contentPoint(CGPoint(x: 99, y: 60), inFlightFrame: flight, restingFrame: rest) == nil)
    #expect(TouchRouter.contentPoint(CGPoint(x: 150, y: 60), inFlightFrame: .zero, restingFrame: rest) == nil)
    #expect(
      TouchRouter.contentPoint(CGPoint(x: CGFloat.nan, y: 60), inFlightFrame: flight, restingFrame: rest)
        == nil)
    #expect(
      TouchRouter.contentPoint(
        CGPoint(x: 150, y: 60), inFlightFrame: flight,
        restingFrame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 80)) == nil)
  }

  private let arbiter = GestureArbiter(dismissDirection: .right, isInNavigationContext: true)
  private let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  private func pan(x: Double, inFlight: Bool = false) -> GestureArbiter.PanStart {
    GestureArbiter.PanStart(
      location: CGPoint(x: x, y: 300), movement: CGPoint(x: 400, y: 10), containerBounds: bounds,
      isTransitionInFlight: inFlight)
  }

  @Test("Pop pan: the system edge strip (x <= 20) is the back-swipe's; elsewhere a rightward pan pops")
  func popYieldsToSystemEdge() {
    #expect(arbiter.popBeginDecision(for: pan(x: 12)) == .none(.systemEdgeSwipe))
    #expect(arbiter.popBeginDecision(for: pan(x: 200)) == .dismiss)
  }

  @Test("Pop pan: a horizontal scroll view 120 pt from its leading edge keeps the pan; at 0 the pop wins")
  func popYieldsToHorizontalScroll() {
    #expect(
      arbiter.popBeginDecision(for: pan(x: 200), horizontalScroll: .init(distanceFromEdge: 120))
        == .scrollView)
    #expect(
      arbiter.popBeginDecision(for: pan(x: 200), horizontalScroll: .init(distanceFromEdge: 0)) == .dismiss)
  }

  @Test("Pop pan: a row with leading swipe actions keeps the pan; a transition in flight is grabbed anyway")
  func popYieldsToSwipeActions() {
    #expect(arbiter.popBeginDecision(for: pan(x: 200), offersSwipeActions: true) == .none(.swipeActions))
    #expect(
      arbiter.popBeginDecision(
        for: pan(x: 200, inFlight: true), horizontalScroll: .init(distanceFromEdge: 50),
        offersSwipeActions: true)
        == .dismiss)
  }
}
