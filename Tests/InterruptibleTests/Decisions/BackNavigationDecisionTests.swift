import Testing

@testable import InterruptibleCore

@Suite("Back-swipes and back requests of a navigation stack")
struct BackNavigationDecisionTests {
  @Test("The pop pan waits for the edge swipe; the content swipe waits for the pop pan")
  func failureRequirements() {
    #expect(BackSwipeArbiter.popPanWaits(for: .edge))
    #expect(!BackSwipeArbiter.popPanWaits(for: .content))
  }

  @Test("The edge strip is left to UIKit only when there is no edge swipe to wait for")
  func edgeStrip() {
    #expect(!BackSwipeArbiter.reservesEdgeStrip(waitsForEdgeSwipe: true))
    #expect(BackSwipeArbiter.reservesEdgeStrip(waitsForEdgeSwipe: false))
  }

  @Test("The pop pan begins while a transition is in flight at any depth, and at rest only above the root")
  func popPanMayBegin() {
    #expect(BackSwipeArbiter.popPanMayBegin(stackDepth: 1, isTransitionInFlight: true))
    #expect(BackSwipeArbiter.popPanMayBegin(stackDepth: 2, isTransitionInFlight: true))
    #expect(!BackSwipeArbiter.popPanMayBegin(stackDepth: 1, isTransitionInFlight: false))
    #expect(!BackSwipeArbiter.popPanMayBegin(stackDepth: 0, isTransitionInFlight: false))
    #expect(BackSwipeArbiter.popPanMayBegin(stackDepth: 2, isTransitionInFlight: false))
  }

  @Test("A pop under a system swipe is UIKit's; any other is the package's, interactive when the pan asked")
  func popAnimation() {
    #expect(BackSwipeArbiter.popAnimation(systemSwipeActive: true, panRequested: true) == .system)
    #expect(BackSwipeArbiter.popAnimation(systemSwipeActive: true, panRequested: false) == .system)
    #expect(
      BackSwipeArbiter.popAnimation(systemSwipeActive: false, panRequested: true)
        == .package(interactive: true))
    #expect(
      BackSwipeArbiter.popAnimation(systemSwipeActive: false, panRequested: false)
        == .package(interactive: false))
  }

  @Test("At rest back pops, and does nothing at the root")
  func atRest() {
    var queue = BackRequestQueue()
    let answers = [queue.back(inFlight: .none, depth: 3), queue.back(inFlight: .none, depth: 1)]
    #expect(answers == [.pop, .ignore])
    #expect(queue.queuedPops == 0)
  }

  @Test("Back turns an arriving push or a pop turned back around, without queueing")
  func turnsAround() {
    var queue = BackRequestQueue()
    let answers = [queue.back(inFlight: .pushing, depth: 3), queue.back(inFlight: .popTurnedBack, depth: 3)]
    #expect(answers == [.turnAround, .turnAround])
    #expect(queue.queuedPops == 0)
  }

  @Test("Three backs during a pop from four screens: two queued, each served once as a pop ends, then none")
  func queuesDuringPop() {
    var queue = BackRequestQueue()
    // Four screens, the top one leaving: three will remain; the root is as far as back goes.
    let answers = (0..<3).map { _ in queue.back(inFlight: .popping, depth: 3) }
    #expect(answers == [.queue, .queue, .ignore])
    #expect(queue.queuedPops == 2)
    let pops = [
      queue.transitionEnded(depth: 3), queue.transitionEnded(depth: 2), queue.transitionEnded(depth: 1),
    ]
    #expect(pops == [true, true, false])
    #expect(queue.queuedPops == 0)
  }

  @Test("A push turning back queues a pop of the screen under it; a queue the root cuts short is emptied")
  func queueDuringPushTurnedBack() {
    var queue = BackRequestQueue()
    let answer = queue.back(inFlight: .pushTurnedBack, depth: 2)
    #expect(answer == .queue && queue.queuedPops == 1)
    let popsAtRoot = queue.transitionEnded(depth: 1)
    #expect(!popsAtRoot && queue.queuedPops == 0)
    let again = queue.back(inFlight: .popping, depth: 2)
    queue.clear()
    let popsAfterClear = queue.transitionEnded(depth: 2)
    #expect(again == .queue && !popsAfterClear)
  }
}
