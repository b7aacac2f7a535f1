import Testing

@testable import Interruptible

@Suite("Pending transition requests: intent that survives UIKit's timing (issue 21)")
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
