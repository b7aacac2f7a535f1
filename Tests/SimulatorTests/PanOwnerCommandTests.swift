import Foundation
import Testing

@testable import InterruptibleSimulation

@Suite("interruptible-sim pan-owner")
struct PanOwnerCommandTests {
  private func run(_ input: String, arguments: [String] = ["pan-owner", "-"]) -> SimulatorCommand.Outcome {
    SimulatorCommand.run(
      arguments: arguments, readInput: { _ in Data(input.utf8) }, simulate: { Simulation.run($0) })
  }

  private func chain(_ offset: Double, axis: String = "vertical", inverted: Bool = false) -> String {
    #"{"axis":"\#(axis)","inverted":\#(inverted),"offset":\#(offset),"content":2000,"viewport":600,"scrollEnabled":true}"#
  }

  @Test("A list at its top: a pull down is the sheet's, a push up the list's; exact output lines, exit 0")
  func lines() {
    let down = run(
      #"{"axis":"vertical","translation":[0,30],"sheetAtLargestDetent":true,"chain":[\#(chain(0))]}"#)
    #expect(down.status == 0 && down.standardOutput == "{\"owner\":\"sheet\"}\n")
    let up = run(#"{"axis":"vertical","translation":[0,-30],"chain":[\#(chain(0))]}"#)
    #expect(up.standardOutput == "{\"owner\":\"scroll\",\"index\":0}\n")
  }

  @Test("Below the largest detent a push up is the sheet's; a carousel (index 1) keeps a sideways swipe")
  func detentAndCarousel() {
    let notLargest = run(
      #"{"axis":"vertical","translation":[0,-30],"sheetAtLargestDetent":false,"chain":[\#(chain(300))]}"#)
    #expect(notLargest.standardOutput == "{\"owner\":\"sheet\"}\n")
    let swipe = run(
      #"{"axis":"vertical","translation":[-40,5],"chain":[\#(chain(300)),\#(chain(0, axis: "horizontal"))]}"#)
    #expect(swipe.standardOutput == "{\"owner\":\"scroll\",\"index\":1}\n")
  }

  @Test("A horizontal sheet (a drawer) runs the rule with the axes swapped")
  func drawer() {
    let outcome = run(
      #"{"axis":"horizontal","translation":[30,0],"chain":[\#(chain(0, axis: "horizontal"))]}"#)
    #expect(outcome.standardOutput == "{\"owner\":\"sheet\"}\n")
    let scrolls = run(
      #"{"axis":"horizontal","translation":[-30,0],"chain":[\#(chain(0, axis: "horizontal"))]}"#)
    #expect(scrolls.standardOutput == "{\"owner\":\"scroll\",\"index\":0}\n")
  }

  @Test("Bad input exits 2 naming the field; a missing file argument is a usage error (64)")
  func badInput() {
    let cases: [(String, String)] = [
      (#"{"chain":[]}"#, "translation: missing"),
      (#"{"translation":[0],"chain":[]}"#, "translation: expected [dx, dy]"),
      (#"{"translation":[0,1]}"#, "chain: missing"),
      (
        #"{"translation":[0,1],"chain":[{"axis":"up","offset":0,"content":1,"viewport":1}]}"#, "chain[0].axis"
      ),
      (
        #"{"translation":[0,1],"chain":[{"axis":"vertical","offset":0,"content":-1,"viewport":1}]}"#,
        "chain[0].content"
      ),
      (#"{"translation":[0,1],"chain":[],"sheetAtLargestDetent":1}"#, "sheetAtLargestDetent"),
      (#"{"translation":[0,1],"chain":[],"extra":1}"#, "extra: unknown field"),
    ]
    for (input, field) in cases {
      let outcome = run(input)
      #expect(outcome.status == 2)
      #expect(outcome.standardError.contains(field), "\(outcome.standardError)")
      #expect(outcome.standardOutput.isEmpty)
    }
    #expect(run("", arguments: ["pan-owner"]).status == 64)
  }
}
