import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``TransitionCoordinator``: sessions of one slot, retired and completed.
@Suite("TransitionCoordinator: many sessions in one slot")
struct TransitionCoordinatorTests {}

extension TransitionCoordinatorTests {
  @Test(
    "TransitionCoordinator: 2 000 present(asNewContent:) in one frame: every session completes once, the last presents"
  )
  func manyRetiredSessionsEndOnce() {
    let clock = ManualClock()
    let coordinator = TransitionCoordinator(clock: clock)
    var completions: [Int: [Bool]] = [:]
    coordinator.onEvent = { event in
      if case .completeTransition(let id, let didComplete) = event {
        completions[id, default: []].append(didComplete)
      }
    }
    for _ in 0..<2_000 { coordinator.present(asNewContent: true) }
    #expect(coordinator.sessions.count == 2_000)
    clock.advance(by: 10)
    #expect(coordinator.sessions.isEmpty)
    #expect(completions.count == 2_000)
    #expect(completions.values.allSatisfy { $0.count == 1 })
    #expect(completions[2_000] == [true])  // the newest content arrives
    #expect(completions[1] == [false])  // the first was turned around before it arrived
    #expect(coordinator.phase == .presented)
  }
}
