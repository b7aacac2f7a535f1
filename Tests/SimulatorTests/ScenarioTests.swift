import Interruptible
import Testing

@testable import InterruptibleSimulation

/// The scenario DSL: steps at their exact times, frames, samples per live session, events.
@Suite("Scenario runs")
struct ScenarioTests {
  static let linear = TransitionConfiguration(present: TransitionTiming(duration: 0.5, parameters: .linear))

  @Test("A presentation runs to the end: linear samples at k/fps, one completion at the exact end")
  func presentRuns() {
    let timeline = Scenario(framesPerSecond: 10, until: 0.8, configuration: Self.linear)
      .at(0, .present).run()
    let samples = timeline.samples(ofSession: 1)
    // Frames at 0, 0.1, …, 0.5 show the session; 0.5 is its last sample (ended).
    #expect(samples.map(\.time).count == 6)
    for (index, sample) in samples.enumerated() {
      #expect(abs(sample.time - Double(index) / 10) < 1e-12)
      #expect(abs(sample.progress - min(Double(index) / 10 / 0.5, 1)) < 1e-9)
    }
    #expect(samples.last!.isFinished)
    #expect(abs(samples[2].velocity - 600) < 1e-6)  // 300 pt over 0.5 s
    #expect(timeline.completions(ofSession: 1) == [.end])
    #expect(timeline.completeTransitions(ofSession: 1) == [true])
    #expect(abs(timeline.endTime(ofSession: 1)! - 0.5) < 1e-12)
    #expect(timeline.isPresented && timeline.phase == .presented && timeline.sessionCount == 1)
    #expect(timeline.animatorErrors.isEmpty)
  }

  @Test("A step between frames applies at its exact time, not at the next frame")
  func stepAtExactTime() {
    // Pause at 0.125 (between the frames 0.1 and 0.2): the linear run is frozen at 0.125 / 0.5.
    let timeline = Scenario(framesPerSecond: 10, until: 0.3, configuration: Self.linear)
      .at(0, .present).at(0.125, .pause).run()
    let last = timeline.samples(ofSession: 1).last!
    #expect(abs(last.time - 0.3) < 1e-12)
    #expect(abs(last.progress - 0.25) < 1e-12)
    #expect(last.state == .active && !last.isRunning)
    #expect(abs(last.fraction - 0.25) < 1e-12)
  }

  @Test("Steps at the same time apply in the given order; later steps sort by time")
  func orderOfSteps() {
    // Given out of order: the dismiss at 0.2 is listed first. present then tapOutside at 0: the
    // presentation turns around at once and never moves.
    let timeline = Scenario(framesPerSecond: 20, until: 1.5, configuration: Self.linear)
      .at(0.2, .dismiss).at(0, .present).at(0, .tapOutside).run()
    #expect(timeline.completeTransitions(ofSession: 1) == [false])
    #expect(timeline.samples(ofSession: 1).allSatisfy { abs($0.progress) < 1e-12 })
    #expect(timeline.sessionCount == 1 && !timeline.isPresented && timeline.phase == .idle)
    #expect(timeline.animatorErrors.isEmpty)
  }

  @Test("Two live sessions are sampled per frame by id; the ended one gets one last sample")
  func twoSessions() {
    let timeline = Scenario(framesPerSecond: 10, until: 1.5, configuration: Self.linear)
      .at(0, .present).at(0.6, .presentNewContent).run()
    // At 0.6 the first content is presented: it leaves (session 2) while new content arrives (3).
    #expect(timeline.sessionCount == 3)
    let frame = timeline.samples.filter { abs($0.time - 0.8) < 1e-9 }
    #expect(frame.map(\.session) == [2, 3])
    #expect(frame.map(\.kind) == [.dismiss, .present])
    #expect(abs(frame[0].progress - 0.6) < 1e-9)  // 0.2 s of 0.5 s gone
    #expect(abs(frame[1].progress - 0.4) < 1e-9)
    #expect(timeline.completeTransitions(ofSession: 2) == [true])
    #expect(timeline.completeTransitions(ofSession: 3) == [true])
    #expect(timeline.samples(ofSession: 2).filter(\.isFinished).count == 1)
    #expect(timeline.isPresented && timeline.animatorErrors.isEmpty)
  }

  @Test("Bad input: NaN and late steps are dropped, negative times count as 0, bad fps and length")
  func badInput() {
    let timeline = Scenario(framesPerSecond: .nan, until: 0.2, configuration: Self.linear)
      .at(.nan, .tapOutside).at(-1, .present).at(0.5, .tapOutside).run()
    #expect(timeline.samples.count == 13)  // 60 fps: 0, 1/60, …, 11/60, then 0.2
    #expect(abs(timeline.samples.last!.progress - 0.4) < 1e-9)
    #expect(timeline.phase == .presenting)
    let empty = Scenario(until: -.infinity).at(0, .present).run()
    #expect(empty.samples.count == 1 && empty.samples[0].time == 0)
  }

  @Test("setInteractionEnabled: taps are ignored while disabled, code still works")
  func runtimeDisable() {
    let timeline = Scenario(framesPerSecond: 10, until: 1, configuration: Self.linear)
      .at(0, .present).at(0.05, .setInteractionEnabled(false)).at(0.1, .tapOutside)
      .at(0.2, .setInteractionEnabled(true)).at(0.3, .tapOutside).run()
    // Ignored tap at 0.1; the tap at 0.3 turns the presentation around at 0.6 of the way.
    let at03 = timeline.samples(ofSession: 1).first { abs($0.time - 0.3) < 1e-9 }!
    #expect(abs(at03.progress - 0.6) < 1e-9)
    #expect(at03.isReversed)
    #expect(timeline.completeTransitions(ofSession: 1) == [false])
  }
}
