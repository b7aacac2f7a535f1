import Interruptible
import Testing

@testable import InterruptibleSimulation

/// Re-entry: every overlap of presentation and dismissal has a defined outcome, nothing queues behind
/// an animation, and every session completes exactly once. Linear 0.5 s runs over 300 pt, so
/// positions are exact (600 pt/s); hand-off springs last the transition's 0.5 s (factor 1).
@Suite("Re-entry")
struct ReentryTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))

  static func scenario(_ steps: [(Double, TransitionStep)], duration: Double = 2) -> Timeline {
    var scenario = Scenario(framesPerSecond: 100, until: duration, configuration: linear)
    for (time, step) in steps { scenario = scenario.at(time, step) }
    return scenario.run()
  }

  static func sample(_ timeline: Timeline, session: Int, at time: Double) -> SessionSample? {
    timeline.samples(ofSession: session).first { abs($0.time - time) < 1e-9 }
  }

  /// Direction changes of a sampled position sequence (sign changes of successive differences).
  static func turns(_ samples: [SessionSample]) -> Int {
    let steps = zip(samples.dropFirst(), samples).map { $0.progress - $1.progress }
      .filter { abs($0) > 1e-12 }
    return zip(steps.dropFirst(), steps).filter { ($0 > 0) != ($1 > 0) }.count
  }

  @Test("Dismiss mid-presentation: reverses from 0.4 at +600 pt/s, one turn, cancelled once at 0.7 s")
  func dismissWhilePresenting() {
    let timeline = Self.scenario([(0, .present), (0.2, .dismiss)])
    let at = Self.sample(timeline, session: 1, at: 0.2)!
    #expect(abs(at.progress - 0.4) < 1e-12 && abs(at.velocity - 600) < 1e-9)
    #expect(at.isReversed && at.isRunning)
    let samples = timeline.samples(ofSession: 1).filter { $0.time >= 0.2 }
    // Keeps moving forward (decelerating), turns once, returns to 0: no instant flip.
    #expect(samples[1].progress > 0.4 && Self.turns(samples) == 1)
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
    #expect(abs(at.progress - 0.8) < 1e-12 && abs(at.velocity + 600) < 1e-9)
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
    #expect(frame.map(\.session) == [2, 3])
    #expect(abs(frame[0].progress - 0.6) < 1e-12 && abs(frame[1].progress - 0.2) < 1e-12)
    #expect(both.completeTransitions(ofSession: 2) == [true] && abs(both.endTime(ofSession: 2)! - 1.1) < 1e-9)
    #expect(both.completeTransitions(ofSession: 3) == [true] && abs(both.endTime(ofSession: 3)! - 1.2) < 1e-9)
    #expect(both.sessionCount == 3 && both.isPresented && both.phase == .presented)
    #expect(both.animatorErrors.isEmpty)
  }

  @Test("Present new content mid-presentation: the old turns back (cancelled), the new arrives; once each")
  func presentNewWhilePresenting() {
    let timeline = Self.scenario([(0, .present), (0.2, .presentNewContent)])
    let old = Self.sample(timeline, session: 1, at: 0.2)!
    #expect(abs(old.progress - 0.4) < 1e-12 && abs(old.velocity - 600) < 1e-9)
    #expect(old.isReversed)
    let new = Self.sample(timeline, session: 2, at: 0.3)!
    #expect(abs(new.progress - 0.2) < 1e-12 && new.kind == .present)
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
    #expect(frame.map(\.session) == [1, 2, 3])
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
}
