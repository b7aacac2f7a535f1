import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Timeline encoder")
struct EncoderTests {
  private let sample = SessionSample(
    time: 0.108_333_3, session: 1, kind: .present, state: .active, isRunning: true, isReversed: false,
    fraction: 0.41, progress: 0.57, velocity: 812.5)

  @Test("a sample line has the documented keys in their order")
  func sampleLine() {
    #expect(
      TimelineEncoder.line(for: .sample(sample))
        == #"{"t":0.1083,"session":1,"kind":"present","state":"active","running":true,"reversed":false,"fraction":0.41,"progress":0.57,"velocity":812.5}"#
    )
  }

  @Test("a dismissing, reversed, stopped sample")
  func otherValues() {
    var other = sample
    other.session = 2
    other.kind = .dismiss
    other.state = .stopped
    other.isRunning = false
    other.isReversed = true
    other.fraction = 1
    other.progress = -0.012_345_67
    other.velocity = -1_234.567_89
    #expect(
      TimelineEncoder.line(for: .sample(other))
        == #"{"t":0.1083,"session":2,"kind":"dismiss","state":"stopped","running":false,"reversed":true,"fraction":1,"progress":-0.012346,"velocity":-1234.568}"#
    )
  }

  @Test("completion and completeTransition lines")
  func eventLines() {
    #expect(
      TimelineEncoder.line(for: .completion(time: 0.4, session: 3, position: .start))
        == #"{"t":0.4,"session":3,"event":"completion","position":"start"}"#)
    #expect(
      TimelineEncoder.line(for: .completion(time: 1, session: 1, position: .end))
        == #"{"t":1,"session":1,"event":"completion","position":"end"}"#)
    #expect(
      TimelineEncoder.line(for: .completion(time: 0.123_45, session: 1, position: .current))
        == #"{"t":0.1235,"session":1,"event":"completion","position":"current"}"#)
    #expect(
      TimelineEncoder.line(for: .completeTransition(time: 0.5, session: 1, didComplete: false))
        == #"{"t":0.5,"session":1,"event":"completeTransition","didComplete":false}"#)
    #expect(
      TimelineEncoder.line(for: .completeTransition(time: 0.5, session: 2, didComplete: true))
        == #"{"t":0.5,"session":2,"event":"completeTransition","didComplete":true}"#)
  }

  @Test("numbers: rounding, integers without a point, no negative zero, non-finite as 0")
  func numbers() {
    #expect(TimelineEncoder.number(0.008_333_33, decimals: 4) == "0.0083")
    #expect(TimelineEncoder.number(2, decimals: 4) == "2")
    #expect(TimelineEncoder.number(-0.000_01, decimals: 4) == "0")
    #expect(TimelineEncoder.number(-0.0, decimals: 6) == "0")
    #expect(TimelineEncoder.number(0.999_999_9, decimals: 6) == "1")
    #expect(TimelineEncoder.number(1.000_000_4, decimals: 6) == "1")
    #expect(TimelineEncoder.number(0.000_001, decimals: 6) == "1e-06")
    #expect(TimelineEncoder.number(.nan, decimals: 3) == "0")
    #expect(TimelineEncoder.number(-.infinity, decimals: 3) == "0")
  }

  @Test("a timeline encodes one newline-terminated line per record")
  func wholeTimeline() {
    let timeline = Timeline(
      scenario: Scenario(
        name: "t", distance: 100, until: 1,
        present: ScenarioTiming(duration: 1, parameters: .linear, curveLabel: "linear"), events: []),
      records: [.sample(sample), .completeTransition(time: 1, session: 1, didComplete: true)])
    let text = TimelineEncoder.encode(timeline)
    #expect(text.hasSuffix("}\n"))
    #expect(text.split(separator: "\n").count == 2)
    #expect(
      text.split(separator: "\n").last
        == #"{"t":1,"session":1,"event":"completeTransition","didComplete":true}"#)
  }
}
