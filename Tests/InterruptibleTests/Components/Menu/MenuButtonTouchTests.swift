import Foundation
import Testing

@testable import InterruptibleCore

@Suite("MenuButtonTouch: tap or drag on a menu's button, with a 10 pt slop")
struct MenuButtonTouchTests {
  @Test("Jitter of 0.5 pt is a tap: nothing is forwarded and the lift leaves the menu open")
  func jitterIsATap() {
    var touch = MenuButtonTouch(at: CGPoint(x: 20, y: 20))
    #expect(touch.moved(to: CGPoint(x: 20.4, y: 20.3)) == .none)
    #expect(touch.lifted(at: CGPoint(x: 20.4, y: 20.3)) == .none)
    #expect(!touch.isDragging)
  }

  @Test("10 pt is still a tap, 10.01 pt is a drag; a drag stays a drag when it comes back")
  func slopBoundary() {
    var touch = MenuButtonTouch(at: CGPoint(x: 0, y: 0))
    #expect(touch.moved(to: CGPoint(x: 6, y: 8)) == .none)  // exactly 10 pt
    #expect(touch.moved(to: CGPoint(x: 0, y: 10.01)) == .track(CGPoint(x: 0, y: 10.01), ended: false))
    #expect(touch.moved(to: CGPoint(x: 0, y: 1)) == .track(CGPoint(x: 0, y: 1), ended: false))
    #expect(touch.lifted(at: CGPoint(x: 0, y: 1)) == .track(CGPoint(x: 0, y: 1), ended: true))
  }

  @Test("A lift far away without a move event still counts as a drag (the finger left the slop)")
  func liftFarAway() {
    var touch = MenuButtonTouch(at: CGPoint(x: 0, y: 0))
    #expect(touch.lifted(at: CGPoint(x: 0, y: 60)) == .track(CGPoint(x: 0, y: 60), ended: true))
  }

  @Test("A cancel forwards .cancel only for a drag")
  func cancel() {
    var touch = MenuButtonTouch(at: CGPoint(x: 0, y: 0))
    #expect(touch.cancelled() == .none)
    _ = touch.moved(to: CGPoint(x: 0, y: 40))
    #expect(touch.cancelled() == .cancel)
  }

  @Test("Bad input: NaN and infinite points are never forwarded; a NaN lift after a drag cancels")
  func badInput() {
    var touch = MenuButtonTouch(at: CGPoint(x: 0, y: 0))
    #expect(touch.moved(to: CGPoint(x: CGFloat.nan, y: 0)) == .none)
    #expect(touch.moved(to: CGPoint(x: CGFloat.infinity, y: 0)) == .none)
    #expect(!touch.isDragging)
    _ = touch.moved(to: CGPoint(x: 0, y: 40))
    #expect(touch.lifted(at: CGPoint(x: 0, y: CGFloat.nan)) == .cancel)
    var huge = MenuButtonTouch(at: CGPoint(x: -1e308, y: 0))
    #expect(huge.moved(to: CGPoint(x: 1e308, y: 0)) == .track(CGPoint(x: 1e308, y: 0), ended: false))
  }
}
