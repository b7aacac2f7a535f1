import Testing

@testable import InterruptibleCore

/// TR10–TR12: alongside animations and interaction-change notifications.
@Suite("Alongside and interaction changes (TR10-TR12)")
struct AlongsideTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))

  /// Adds a dimming value (0 → 1 for a presentation, 1 → 0 for a dismissal) alongside `session`.
  static func dimming(_ session: TransitionSession) -> (AnimatorModel, AnimatedValue)? {
    var result: (AnimatorModel, AnimatedValue)?
    let queued = session.animateAlongside { animator in
      let model = animator as! AnimatorModel
      let appearing = session.kind.isAppearing
      if let value = model.addAnimations(from: appearing ? 0 : 1, to: appearing ? 1 : 0) {
        result = (model, value)
      }
    }
    return queued ? result : nil
  }

  @Test("TR10 an alongside block runs with the session's own animator; false once the session ended")
  func alongsideQueued() {
    let clock = ManualClock()
    let log = AnimatorLog()
    let session = TransitionSession(
      kind: .present, timing: .standard, makeAnimator: log.factory(clock: clock))
    var received: [ObjectIdentifier] = []
    // Queued before the animator exists: runs once when it is made.
    #expect(session.animateAlongside { received.append(ObjectIdentifier($0)) })
    #expect(received.isEmpty)
    session.start(interactive: false)
    #expect(session.animateAlongside { received.append(ObjectIdentifier($0)) })
    #expect(received == [ObjectIdentifier(session.interruptibleAnimator())].repeated(2))
    clock.advance(by: 2)
    #expect(session.isFinished)
    #expect(!session.animateAlongside { received.append(ObjectIdentifier($0)) })
    #expect(received.count == 2 && log.madeCount == 1)
  }

  @Test("TR12 an alongside value follows the animator through run, pause, scrub and spring reversal")
  func followsEverything() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    let (animator, dimming) = Self.dimming(session)!
    var worst = 0.0
    func check() { worst = max(worst, abs(animator.value(of: dimming) - session.presentedProgress)) }
    harness.clock.run(for: 0.1) { _ in check() }
    harness.coordinator.pause()
    check()
    harness.coordinator.scrub(to: 0.7)
    #expect(abs(animator.value(of: dimming) - 0.7) < 1e-12)
    harness.coordinator.reverse()
    harness.clock.run(for: 0.2) { _ in check() }
    #expect(session.isReversed && session.presentedProgress < 0.7)
    harness.clock.run(for: 1) { _ in if !session.isFinished { check() } }
    #expect(worst < 1e-12)
    #expect(animator.value(of: dimming) == 0)  // frozen at the start value after the cancel
    #expect(harness.completeTransitions(1) == [false] && harness.animatorErrors.isEmpty)
  }

  @Test("TR12 a dismissal's dimming (1 → 0) follows a pan, a release and the spring back")
  func dismissalDimming() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.settle()
    harness.coordinator.panBegan()
    let session = harness.coordinator.sessions[0]
    let (animator, dimming) = Self.dimming(session)!
    harness.coordinator.panChanged(translation: 120)  // 0.4 of 300 pt toward dismissed
    #expect(abs(animator.value(of: dimming) - 0.6) < 1e-12)
    harness.coordinator.panEnded(velocity: -150)  // projected 0.4 − 74.85/300 < 0.5: cancel
    var worst = 0.0
    harness.clock.run(for: 1) { _ in
      if !session.isFinished {
        worst = max(worst, abs(animator.value(of: dimming) - session.presentedProgress))
      }
    }
    #expect(worst < 1e-12 && animator.value(of: dimming) == 1)
    #expect(harness.completeTransitions(2) == [false] && harness.coordinator.isPresented)
  }

  @Test("TR11 interaction-change handlers run on every switch, both directions, and at the end; all run")
  func interactionChanges() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    var first: [Bool] = []
    var second: [Bool] = []
    session.notifyWhenInteractionChanges { first.append($0) }
    session.notifyWhenInteractionChanges { second.append($0) }
    harness.clock.advance(by: 0.05)
    harness.coordinator.panBegan()  // → interactive
    harness.coordinator.panChanged(translation: 10)  // no switch
    harness.coordinator.panEnded(velocity: 500)  // → animating
    harness.clock.advance(by: 0.05)
    harness.coordinator.pause()  // → interactive
    harness.coordinator.pause()  // no switch
    harness.coordinator.resume()  // → animating
    harness.settle()
    #expect(first == [true, false, true, false])
    #expect(second == first)
  }

  @Test("TR11 a session torn down while interactive notifies false when it ends")
  func endWhileInteractive() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    var changes: [Bool] = []
    session.notifyWhenInteractionChanges { changes.append($0) }
    harness.coordinator.pause()
    session.end()
    #expect(changes == [true, false])
    #expect(harness.completeTransitions(1) == [false] && harness.animatorErrors.isEmpty)
  }
}

extension Array {
  fileprivate func repeated(_ count: Int) -> [Element] {
    (0..<count).flatMap { _ in self }
  }
}
