import Testing
import UIKit
import UIKitWorld

@testable import Interruptible

@MainActor
@Suite("Hardware keyboard: the presses a responder took")
struct TakenKeyPressesTests {
  @Test("A taken press UIKit released without ending it here is forgotten; one that ends is forgotten too")
  func releasedPressIsForgotten() {
    let keys = TakenKeyPresses()
    do {
      let press = UIPress(keyCode: .keyboardEscape)
      #expect(keys.began([press]) { _ in true }.isEmpty)
      #expect(keys.count == 1)
    }
    #expect(keys.count == 0)
    let ended = UIPress(keyCode: .keyboardEscape)
    #expect(keys.began([ended]) { _ in true }.isEmpty)
    #expect(keys.passing([ended], ending: true).isEmpty)
    #expect(keys.count == 0)
  }

  @Test("A press not taken passes through began and its end")
  func untakenPressPasses() {
    let keys = TakenKeyPresses()
    let press = UIPress(keyCode: .keyboardDownArrow)
    #expect(keys.began([press]) { _ in false } == [press])
    #expect(keys.passing([press], ending: true) == [press])
    #expect(keys.count == 0)
  }
}
