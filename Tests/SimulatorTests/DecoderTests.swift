import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Scenario decoder")
struct DecoderTests {
  private func decode(_ json: String) throws -> Scenario {
    try Scenario.decode(Data(json.utf8))
  }

  private func presentCurve(_ curve: String, duration: String = #""duration": 0.5, "#) throws
    -> ScenarioTiming
  {
    try decode(scenarioJSON(present: "{\(duration)\"curve\": \(curve)}")).present
  }

  @Test("the documented example scenario decodes with every field")
  func documentedExample() throws {
    let scenario = try decode(
      """
      { "name": "tap to cancel a menu", "fps": 120, "distance": 240, "until": 2.0,
        "present": { "duration": 0.45, "curve": {"spring": {"dampingRatio": 0.75}} },
        "dismiss": { "duration": 0.35, "curve": "easeInOut" },
        "events": [ {"at": 0.0, "do": "present"}, {"at": 0.15, "do": "tapOutside"} ] }
      """)
    #expect(scenario.name == "tap to cancel a menu")
    #expect(scenario.framesPerSecond == 120)
    #expect(scenario.distance == 240)
    #expect(scenario.until == 2)
    #expect(scenario.present.duration == 0.45)
    #expect(scenario.present.parameters == .spring(SpringTimingParameters(dampingRatio: 0.75)))
    #expect(scenario.dismiss.duration == 0.35)
    #expect(scenario.dismiss.parameters == .cubic(CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
    #expect(
      scenario.events == [
        ScenarioEvent(time: 0, step: .present), ScenarioEvent(time: 0.15, step: .tapOutside),
      ])
  }

  @Test("fps defaults to 120 and dismiss to present's timing")
  func defaults() throws {
    let scenario = try decode(scenarioJSON())
    #expect(scenario.framesPerSecond == 120)
    #expect(scenario.dismiss == scenario.present)
    #expect(scenario.summary == nil)
  }

  @Test("TC02 named curves are Core Animation's control points; \"default\" is (0.25, 0.1, 0.25, 1)")
  func namedCurves() throws {
    let expected: [(String, [Double])] = [
      ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
      ("easeInOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ]
    for (name, points) in expected {
      let timing = try presentCurve("\"\(name)\"")
      let curve = CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
      #expect(timing.parameters == .cubic(curve), "\(name)")
      #expect(timing.curveLabel == name)
    }
  }

  @Test("a cubic curve keeps its control points")
  func cubic() throws {
    let timing = try presentCurve(#"{"cubic": [0.2, -0.3, 0.6, 1.4]}"#)
    #expect(timing.parameters == .cubic(CubicBezierCurve(x1: 0.2, y1: -0.3, x2: 0.6, y2: 1.4)))
    #expect(timing.curveLabel == "cubic(0.2, -0.3, 0.6, 1.4)")
  }

  @Test("a damping-ratio spring, with and without initialVelocity")
  func dampingRatioSpring() throws {
    let plain = try presentCurve(#"{"spring": {"dampingRatio": 0.6}}"#)
    #expect(plain.parameters == .spring(SpringTimingParameters(dampingRatio: 0.6)))
    #expect(plain.duration == 0.5)
    let moving = try presentCurve(#"{"spring": {"dampingRatio": 0.6, "initialVelocity": 2.5}}"#)
    #expect(moving.parameters == .spring(SpringTimingParameters(dampingRatio: 0.6, initialVelocity: 2.5)))
    #expect(moving.curveLabel == "spring(dampingRatio: 0.6, initialVelocity: 2.5)")
  }

  @Test("a mass/stiffness/damping spring runs for its settling time when no duration is given")
  func physicalSpring() throws {
    let timing = try presentCurve(
      #"{"spring": {"mass": 1, "stiffness": 200, "damping": 20, "initialVelocity": -1}}"#, duration: "")
    let spring = SpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: -1)
    #expect(timing.parameters == .spring(spring))
    // ζ = 20 / (2·√200) ≈ 0.707: settles to 0.1 % in a few tenths of a second.
    #expect(timing.duration > 0.2 && timing.duration < 1)
    #expect(
      timing.duration
        == SpringParameters(mass: 1, stiffness: 200, damping: 20).settlingDuration(initialVelocity: -1))
  }

  @Test("a duration/bounce spring")
  func perceptualSpring() throws {
    let timing = try presentCurve(#"{"spring": {"duration": 0.4, "bounce": 0.25}}"#, duration: "")
    #expect(timing.parameters == .spring(SpringTimingParameters(duration: 0.4, bounce: 0.25)))
    #expect(timing.curveLabel == "spring(duration: 0.4, bounce: 0.25)")
  }

  @Test("an explicit duration is kept for an implicit-duration spring")
  func implicitSpringWithDuration() throws {
    let timing = try presentCurve(
      #"{"spring": {"duration": 0.4, "bounce": -0.5}}"#, duration: #""duration": 0.9, "#)
    #expect(timing.duration == 0.9)
  }

  @Test("events with arguments, a description, and events at the same time in file order")
  func eventArguments() throws {
    let scenario = try decode(
      scenarioJSON(
        extra: #", "description": "why", "fps": 60"#,
        events: """
          [{"at": 0, "do": "present"}, {"at": 0.2, "do": "panBegan"}, {"at": 0.2, "do": "panChanged", "translation": -40},
           {"at": 0.3, "do": "panEnded", "velocity": 900}, {"at": 0.4, "do": "scrub", "fraction": 0.25},
           {"at": 2, "do": "cancel"}]
          """))
    #expect(scenario.summary == "why")
    #expect(scenario.framesPerSecond == 60)
    #expect(
      scenario.events.map(\.action.step) == [
        .present, .panBegan, .panChanged(translation: -40), .panEnded(velocity: 900), .scrub(to: 0.25),
        .cancel,
      ])
  }

  @Test("every documented event name decodes")
  func allEventNames() throws {
    for name in TransitionStep.names {
      let argument =
        [
          "panChanged": #", "translation": 1"#, "panEnded": #", "velocity": 1"#, "scrub": #", "fraction": 1"#,
        ][name] ?? ""
      let scenario = try decode(scenarioJSON(events: "[{\"at\": 1, \"do\": \"\(name)\"\(argument)}]"))
      #expect(scenario.events.first?.action.name == name)
    }
  }
}
