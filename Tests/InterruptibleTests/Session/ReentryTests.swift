import Testing

@testable import Interruptible

/// Re-entry: every overlap of presentation and dismissal has a defined outcome, nothing queues behind
/// an animation, and every session completes exactly once. Linear 0.5 s runs over 300 pt, so
/// positions are exact (600 pt/s); hand-off springs last the transition's 0.5 s (factor 1).
@Suite("Re-entry")
struct ReentryTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))

  static func scenario(_ steps: [(Double, TransitionStep)], duration: Double = 2) -> TransitionTimeline {
    var scenario = TransitionScenario(configuration: linear, framesPerSecond: 100, duration: duration)
    for (time, step) in steps { scenario = scenario.at(time, step) }
    return scenario.run()
  }

  static func sample(_ timeline: TransitionTimeline, session: Int, at time: Double) -> TransitionTimeline
    .Sample?
  {
    timeline.samples(ofSession: session).first { abs($0.time - time) < 1e-9 }
  }

  /// Direction changes of a sampled position sequence (sign changes of successive differences).
  static func turns(_ samples: [TransitionTimeline.Sample]) -> Int {
    let steps = zip(samples.dropFirst(), samples).map { $0.presentedProgress - $1.presentedProgress }
      .filter { abs($0) > 1e-12 }
    return zip(steps.dropFirst(), steps).filter { ($0 > 0) != ($1 > 0) }.count
  }

  @Test("Dismiss mid-presentation: reverses from 0.4 at +600 pt/s, one turn, cancelled once at 0.7 s")
  func dismissWhilePresenting() {
    let timeline = Self.scenario([(0, .present), (0.2, .dismiss)])
    let at = Self.sample(timeline, session: 1, at: 0.2)!
    #expect(abs(at.presentedProgress - 0.4) < 1e-12 && abs(at.presentedVelocity - 600) < 1e-9)
    #expect(at.isReversed && at.isRunning)
    let samples = timeline.samples(ofSession: 1).filter { $0.time >= 0.2 }
    // Keeps moving forward (decelerating), turns once, returns to 0: no instant flip.
    #expect(samples[1].presentedProgress > 0.4 && Self.turns(samples) == 1)
    #expect(timeline.completions(ofSession: 1) == [.start])
    #expect(timeline.completeTransitions(ofSession: 1) == [false])
    #expect(abs(timeline.endTime(ofSession: 1)! - 0.7) < 1e-9)
    // No dismissal runs after it.
    #expect(timeline.sessionCount == 1 && timeline.phase == .idle && !timeline.isPresented)
    #expect(timeline.animatorErrors.isEmpty)
  }

  @Test("Present while the same content dismisses: the dismissal turns around, cancelled once, presented")
  func presentWhileDismissingSameContent() {
    let timeline = Self.scenario([(0, .present), (0.6, .dismiss), (0.7, .present)])
    let at = Self.sample(timeline, session: 2, at: 0.7)!
    #expect(abs(at.presentedProgress - 0.8) < 1e-12 && abs(at.presentedVelocity + 600) < 1e-9)
    #expect(at.isReversed && at.kind == .dismiss)
    #expect(Self.turns(timeline.samples(ofSession: 2)) == 1)
    #expect(timeline.completeTransitions(ofSession: 1) == [true])
    #expect(timeline.completeTransitions(ofSession: 2) == [false])
    #expect(abs(timeline.endTime(ofSession: 2)! - 1.2) < 1e-9)
    #expect(timeline.sessionCount == 2 && timeline.phase == .presented && timeline.isPresented)
    #expect(timeline.animatorErrors.isEmpty)
  }

  @Test("Present new content while the old one dismisses: two live sessions, the old one undisturbed")
  func presentNewWhileDismissing() {
    let alone = Self.scenario([(0, .present), (0.6, .dismiss)])
    let both = Self.scenario([(0, .present), (0.6, .dismiss), (0.7, .presentNewContent)])
    // The leaving content moves exactly as it would without the new presentation.
    #expect(both.samples(ofSession: 2) == alone.samples(ofSession: 2))
    // The new content starts at 0.7 exactly, not after the dismissal.
    let frame = both.samples.filter { abs($0.time - 0.8) < 1e-9 }
    #expect(frame.map(\.sessionID) == [2, 3])
    #expect(abs(frame[0].presentedProgress - 0.6) < 1e-12 && abs(frame[1].presentedProgress - 0.2) < 1e-12)
    #expect(both.completeTransitions(ofSession: 2) == [true] && abs(both.endTime(ofSession: 2)! - 1.1) < 1e-9)
    #expect(both.completeTransitions(ofSession: 3) == [true] && abs(both.endTime(ofSession: 3)! - 1.2) < 1e-9)
    #expect(both.sessionCount == 3 && both.isPresented && both.phase == .presented)
    #expect(both.animatorErrors.isEmpty)
  }

  @Test("Present new content mid-presentation: the old turns back (cancelled), the new arrives; once each")
  func presentNewWhilePresenting() {
    let timeline = Self.scenario([(0, .present), (0.2, .presentNewContent)])
    let old = Self.sample(timeline, session: 1, at: 0.2)!
    #expect(abs(old.presentedProgress - 0.4) < 1e-12 && abs(old.presentedVelocity - 600) < 1e-9)
    #expect(old.isReversed)
    let new = Self.sample(timeline, session: 2, at: 0.3)!
    #expect(abs(new.presentedProgress - 0.2) < 1e-12 && new.kind == .present)
    #expect(timeline.completeTransitions(ofSession: 1) == [false])
    #expect(timeline.completeTransitions(ofSession: 2) == [true])
    #expect(
      abs(timeline.endTime(ofSession: 1)! - 0.7) < 1e-9 && abs(timeline.endTime(ofSession: 2)! - 0.7) < 1e-9)
    #expect(timeline.sessionCount == 2 && timeline.isPresented && timeline.animatorErrors.isEmpty)
  }

  @Test("New content twice in a row: three live sessions, the two old ones return, each ends exactly once")
  func newContentTwice() {
    let timeline = Self.scenario([(0, .present), (0.1, .presentNewContent), (0.2, .presentNewContent)])
    let frame = timeline.samples.filter { abs($0.time - 0.25) < 1e-9 }
    #expect(frame.map(\.sessionID) == [1, 2, 3])
    #expect(frame.map(\.isReversed) == [true, true, false])
    #expect(timeline.completeTransitions(ofSession: 1) == [false])
    #expect(timeline.completeTransitions(ofSession: 2) == [false])
    #expect(timeline.completeTransitions(ofSession: 3) == [true])
    #expect(
      abs(timeline.endTime(ofSession: 1)! - 0.6) < 1e-9 && abs(timeline.endTime(ofSession: 2)! - 0.7) < 1e-9)
    #expect(abs(timeline.endTime(ofSession: 3)! - 0.7) < 1e-9)
    #expect(timeline.events.count == 6 && timeline.isPresented && timeline.phase == .presented)
    #expect(timeline.animatorErrors.isEmpty)
  }

  @Test("Repeated taps outside act once: the same motion as a single tap, one cancelled completion")
  func repeatedTapsOutside() {
    let once = Self.scenario([(0, .present), (0.1, .tapOutside)])
    let many = Self.scenario([(0, .present), (0.1, .tapOutside), (0.12, .tapOutside), (0.14, .tapOutside)])
    #expect(many.samples == once.samples && many.events == once.events)
    #expect(
      many.completeTransitions(ofSession: 1) == [false] && abs(many.endTime(ofSession: 1)! - 0.6) < 1e-9)
    #expect(many.sessionCount == 1 && many.animatorErrors.isEmpty)
  }

  @Test("Repeated present and dismiss requests while in flight are ignored (no second session)")
  func repeatedRequests() {
    let presents = Self.scenario([(0, .present), (0.1, .present), (0.2, .present)])
    #expect(presents.sessionCount == 1 && presents.completeTransitions(ofSession: 1) == [true])
    #expect(abs(presents.endTime(ofSession: 1)! - 0.5) < 1e-9)
    let dismisses = Self.scenario([(0, .present), (0.6, .dismiss), (0.7, .dismiss), (0.8, .tapOutside)])
    #expect(dismisses.sessionCount == 2 && dismisses.completeTransitions(ofSession: 2) == [true])
    #expect(abs(dismisses.endTime(ofSession: 2)! - 1.1) < 1e-9 && !dismisses.isPresented)
    #expect(presents.animatorErrors.isEmpty && dismisses.animatorErrors.isEmpty)
  }

  @Test("A toggle tapped four times turns the same session around each time; it ends once, presented")
  func toggleTaps() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    var headings: [Bool] = []
    for (wait, presents) in [(0.1, false), (0.05, true), (0.05, false), (0.05, true)] {
      harness.clock.advance(by: wait)
      let (position, velocity) = (session.presentedProgress, session.presentedVelocity)
      if presents { harness.coordinator.present() } else { harness.coordinator.dismiss() }
      // Position and velocity are the same just after each turn as just before it.
      #expect(abs(session.presentedProgress - position) < 1e-12)
      #expect(abs(session.presentedVelocity - velocity) <= 1e-9 * max(abs(velocity), 1))
      headings.append(session.isHeadingToPresented)
    }
    #expect(headings == [false, true, false, true])
    harness.settle()
    #expect(harness.log.madeCount == 1 && harness.coordinator.sessions.isEmpty)
    #expect(harness.completeTransitions(1) == [true] && harness.completions(1) == [.end])
    #expect(abs(harness.endTime(1)! - 0.75) < 1e-9)
    #expect(harness.coordinator.isPresented && harness.animatorErrors.isEmpty)
  }

  @Test("A pan grabs a tap-started presentation where it is, scrubs it and its release finishes it")
  func gestureGrabsTapStarted() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    #expect(session.isRunning && !session.isInteractive)
    harness.clock.advance(by: 0.2)
    harness.coordinator.panBegan()
    #expect(session.presentedProgress == 0.4 && !session.isRunning && session.isInteractive)
    harness.clock.advance(by: 0.05)
    harness.coordinator.panChanged(translation: 30)  // toward presented: +0.1
    #expect(abs(session.presentedProgress - 0.5) < 1e-12)
    harness.coordinator.panEnded(velocity: 0)  // projected 0.5 ≥ 0.5: finish
    harness.settle()
    #expect(harness.completeTransitions(1) == [true] && abs(harness.endTime(1)! - 0.75) < 1e-9)
    #expect(harness.coordinator.isPresented && harness.log.madeCount == 1 && harness.animatorErrors.isEmpty)
  }

  @Test("A pan grabs a tap-to-cancel reversal and flings the content back in")
  func gestureGrabsReversal() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    let session = harness.coordinator.sessions[0]
    harness.clock.advance(by: 0.1)
    harness.coordinator.tapOutside()
    harness.clock.advance(by: 0.1)
    let position = session.presentedProgress
    harness.coordinator.panBegan()
    #expect(abs(session.presentedProgress - position) < 1e-12 && session.isInteractive)
    harness.coordinator.panChanged(translation: 15)
    #expect(abs(session.presentedProgress - position - 0.05) < 1e-12)
    harness.coordinator.panEnded(velocity: 1000)
    harness.settle()
    #expect(harness.completeTransitions(1) == [true] && harness.coordinator.phase == .presented)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("A tap outside during a drag-driven presentation retracts it; the rest of the pan is ignored")
  func tapDuringGesture() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present(interactive: true)
    let session = harness.coordinator.sessions[0]
    harness.coordinator.panChanged(translation: 90)  // 0.3
    harness.coordinator.tapOutside()
    #expect(session.isRunning && session.isReversed && !session.isInteractive)
    harness.clock.advance(by: 0.05)
    let position = session.presentedProgress
    harness.coordinator.panChanged(translation: 200)  // the finger keeps moving: ignored
    harness.coordinator.panEnded(velocity: 2000)
    #expect(session.presentedProgress == position && session.isReversed)
    harness.settle()
    #expect(harness.completeTransitions(1) == [false] && harness.coordinator.phase == .idle)
    #expect(harness.animatorErrors.isEmpty)
  }

  @Test("A tap outside during a dismiss drag passes through; after a cancelled release it dismisses")
  func tapDuringDismissDrag() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.settle()
    harness.coordinator.panBegan()
    let session = harness.coordinator.sessions[0]
    harness.coordinator.panChanged(translation: 60)
    harness.coordinator.tapOutside()  // dismissing already: nothing changes
    #expect(!session.isRunning && session.isInteractive && abs(session.presentedProgress - 0.8) < 1e-12)
    harness.coordinator.panEnded(velocity: -300)  // projected 0.2 − 0.5 < 0.5: springs back
    #expect(harness.coordinator.phase == .presenting)
    harness.clock.advance(by: 0.1)
    harness.coordinator.tapOutside()  // now it dismisses, from where it is
    #expect(!session.isReversed && harness.coordinator.phase == .dismissing)
    harness.settle()
    #expect(harness.completeTransitions(2) == [true] && !harness.coordinator.isPresented)
    #expect(harness.coordinator.sessions.isEmpty && harness.animatorErrors.isEmpty)
  }

  @Test("New content while the old one is dragged away: the old resumes leaving, both end once")
  func newContentDuringDismissDrag() {
    let harness = CoordinatorHarness(Self.linear)
    harness.coordinator.present()
    harness.settle()
    harness.coordinator.panBegan()
    harness.coordinator.panChanged(translation: 150)  // old content half gone, held by the finger
    harness.coordinator.present(asNewContent: true)
    #expect(harness.coordinator.sessions.map(\.id) == [2, 3])
    #expect(harness.coordinator.sessions[0].isRunning && !harness.coordinator.sessions[0].isReversed)
    harness.coordinator.panChanged(translation: -150)  // the old pan no longer steers anything
    #expect(abs(harness.coordinator.sessions[0].presentedProgress - 0.5) < 1e-12)
    harness.settle()
    #expect(harness.completeTransitions(2) == [true] && harness.completeTransitions(3) == [true])
    #expect(harness.coordinator.isPresented && harness.animatorErrors.isEmpty)
  }
}
