@testable import InterruptibleCore

/// A wrong-state row: `call` runs against a slot in some state; the slot must end exactly as
/// `didComplete` says, once.
func stateRow(
  _ entry: String, _ state: String, answer: String, didComplete: Bool,
  _ call: @escaping @Sendable (CountingSlot) -> String?
) -> BadInputCase {
  BadInputCase(entry: entry, input: state, answer: answer) {
    let slot = CountingSlot()
    if let failure = call(slot) { return failure }
    return slot.settle(expecting: didComplete)
  }
}

extension BadInputTable {
  static let wrongState: [BadInputCase] = [
    stateRow("interactor calls", "after the session ended", answer: "ignored", didComplete: true) { slot in
      slot.coordinator.present()
      guard let session = slot.session, let interactor = slot.interactor else { return "no session" }
      slot.clock.advance(by: 2)
      interactor.pause()
      interactor.scrub(to: 0.5)
      interactor.reverse()
      interactor.cancel(velocity: 100)
      let decision = interactor.release(velocity: -900)
      let added = session.animateAlongside { _ in }
      session.start(interactive: true)
      session.end()
      return decision == nil && !added && !session.hasAnimator
        ? nil : "decision \(String(describing: decision))"
    },
    stateRow("TransitionSession.end()", "twice", answer: "second ignored", didComplete: false) { slot in
      slot.coordinator.present()
      slot.clock.advance(by: 0.2)
      slot.session?.end()
      slot.session?.end()
      return nil
    },
    stateRow("TransitionSession.start(interactive:)", "twice", answer: "second ignored", didComplete: true) {
      slot in
      slot.coordinator.present()
      slot.session?.start(interactive: true)
      return slot.session?.isRunning == true ? nil : "the second start paused the transition"
    },
    stateRow("dismiss(), panChanged, panEnded", "nothing shown", answer: "ignored", didComplete: true) {
      slot in
      slot.coordinator.dismiss()
      slot.coordinator.panChanged(translation: 50)
      slot.coordinator.panEnded(velocity: -900)
      guard slot.coordinator.sessions.isEmpty else { return "a session started" }
      slot.coordinator.present()
      return nil
    },
    stateRow("present()", "while presented or presenting", answer: "ignored", didComplete: true) { slot in
      slot.coordinator.present()
      slot.coordinator.present()
      return slot.coordinator.sessions.count == 1 ? nil : "\(slot.coordinator.sessions.count) sessions"
    },
    stateRow(
      "tapOutside(), panBegan()", "interaction disabled", answer: "ignored; code still works",
      didComplete: false
    ) { slot in
      slot.coordinator.configuration.isInteractionEnabled = false
      slot.coordinator.present()
      slot.clock.advance(by: 0.2)
      slot.coordinator.tapOutside()
      slot.coordinator.panBegan()
      guard slot.session?.isRunning == true, slot.session?.isHeadingToPresented == true else {
        return "a tap or pan acted"
      }
      slot.coordinator.cancel()
      return nil
    },
    stateRow("resume(), finish()", "twice", answer: "second ignored", didComplete: true) { slot in
      slot.grab(at: 0.3)
      slot.coordinator.resume()
      slot.coordinator.resume()
      slot.coordinator.finish()
      slot.coordinator.finish()
      return nil
    },
  ]
}
