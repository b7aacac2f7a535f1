import Testing

@testable import InterruptibleCore

@Suite("Key focus: who takes the hardware keyboard as content appears, and who gets it back")
struct KeyFocusTests {
  @Test("Appearing content takes the keys only when no field is being edited behind it or inside it")
  func claimTable() {
    let answers = [(false, false), (true, false), (false, true), (true, true)].map {
      KeyFocus.claim(isEditingBehind: $0.0, isEditingInside: $0.1)
    }
    #expect(answers == [.take, .skip, .skip, .skip])
  }

  @Test(
    "Content that held the keys gives them to a sheet or an installed presentation below; otherwise nobody")
  func handBackTable() {
    let below: [KeyFocus.Below] = [.sheet, .presentation, .other]
    #expect(below.map { KeyFocus.handBack(held: true, below: $0) } == [.sheet, .presentation, .none])
    #expect(below.map { KeyFocus.handBack(held: false, below: $0) } == [.none, .none, .none])
  }
}
