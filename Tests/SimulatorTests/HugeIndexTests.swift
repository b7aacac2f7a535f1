import Foundation
import Testing

@testable import InterruptibleSimulation

@Suite("Huge whole numbers in index fields are errors, never an Int conversion trap")
struct HugeIndexTests {
  @Test("initialDetent 1e300: initialDetent: must be an index in 0...1, got 1e+300 (no crash)")
  func hugeInitialDetent() {
    let json = """
      {"name":"x","distance":100,"until":1,"present":{"duration":0.5,"curve":"linear"},"events":[],
       "detents":[0.5,1],"initialDetent":1e300}
      """
    #expect(throws: ScenarioError.self) { try Scenario.decode(Data(json.utf8)) }
    do {
      _ = try Scenario.decode(Data(json.utf8))
    } catch let error as ScenarioError {
      #expect(error.path == "initialDetent")
      #expect(error.message.hasPrefix("must be an index in 0...1"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
