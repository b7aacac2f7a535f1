import Foundation
import Testing

@testable import InterruptibleCore

/// The coordinator's live sessions: found by binary search, cleared in place, compacted. Checked
/// against a plain list that filters and searches in order (the slow, obvious model).
@Suite("Session roster: the coordinator's live sessions")
struct SessionRosterTests {
  private func session(_ id: Int, clock: ManualClock) -> TransitionSession {
    TransitionSession(id: id, kind: .present, timing: TransitionTiming(duration: 1, parameters: .linear)) {
      _, timing in AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
  }

  @Test("20 000 seeded appends, supersedes and removals (oldest, newest, any) agree with a plain list")
  func agreesWithAPlainList() {
    let seed: UInt64 = 0x2051_7E12
    print("Session roster: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    let clock = ManualClock()
    var roster = SessionRoster()
    var model: [(id: Int, session: TransitionSession, superseded: Bool)] = []
    var nextID = 1
    for _ in 0..<20_000 {
      switch random.below(6) {
      case 0, 1:
        let new = session(nextID, clock: clock)
        roster.append(new, TransitionInteractor(session: new))
        model.append((nextID, new, false))
        nextID += 1
      case 2:
        guard let pick = model.indices.randomElement(using: &random) else { continue }
        roster.supersede(model[pick].id)
        model[pick].superseded = true
      default:
        // Mostly the oldest (as ends come), sometimes the newest or any, sometimes an id not live.
        let choice = random.below(4)
        let index =
          choice == 0
          ? model.indices.first
          : choice == 1 ? model.indices.last : model.indices.randomElement(using: &random)
        let id = random.below(10) == 0 ? nextID + 5 : index.map { model[$0].id } ?? 0
        let expected = model.firstIndex { $0.id == id }.map { model[$0].superseded }
        #expect(roster.remove(id) == expected)
        model.removeAll { $0.id == id }
      }
      #expect(roster.sessions.map(\.id) == model.map(\.id))
      #expect(roster.count == model.count)
      let current = model.last { !$0.superseded }
      #expect(roster.currentSession?.id == current?.id)
      #expect(roster.currentInteractor?.session.id == current?.id)
      if let probe = model.randomElement(using: &random) {
        #expect(roster.interactor(id: probe.id)?.session === probe.session)
      }
    }
  }

  @Test("10 000 present(asNewContent:) in one frame: each session ends exactly once; the last presents")
  func manyNewContentsEndOnce() {
    let clock = ManualClock()
    let coordinator = TransitionCoordinator(clock: clock)
    var ends: [Int: [Bool]] = [:]
    coordinator.onEvent = {
      if case .completeTransition(let id, let done) = $0 { ends[id, default: []].append(done) }
    }
    for _ in 0..<10_000 { coordinator.present(asNewContent: true) }
    #expect(coordinator.sessions.count == 10_000)
    #expect(coordinator.currentSession?.id == 10_000)
    clock.advance(by: 10)
    #expect(coordinator.sessions.isEmpty)
    #expect(ends.count == 10_000 && ends.values.allSatisfy { $0.count == 1 })
    #expect(ends[10_000] == [true])
    #expect(ends[1] == [false])
    #expect(coordinator.isPresented && coordinator.phase == .presented)
  }
}
