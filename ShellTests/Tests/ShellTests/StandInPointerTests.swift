import Foundation
import Testing
import UIKit
import UIKitWorld

/// A view that records the type of each touch it hears begin.
@MainActor
final class TouchTypeLog: UIView {
  var types: [UITouch.TouchType] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    types += touches.map(\.type)
  }
}

/// Records a recognizer's reported states.
@MainActor
final class StateLog {
  var states: [UIGestureRecognizer.State] = []
  var locations: [CGPoint] = []
  func attach(_ recognizer: UIGestureRecognizer) {
    recognizer.addTarget(self) { [weak self] recognizer in
      self?.states.append(recognizer.state)
      self?.locations.append(recognizer.location(in: nil))
    }
  }
}

/// Refuses every event (`gestureRecognizer(_:shouldReceive:)` for events).
@MainActor
final class RefusingEvents: UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
    false
  }
}

@MainActor
@Suite("UIKit stand-in: the iPad pointer (hover, clicks, buttons)")
struct StandInPointerTests {
  /// A world with a 200×200 view at (100, 100) holding a 100×100 subview at (50, 50).
  private func world() -> (UIKitWorld, TouchTypeLog, UIView) {
    let (world, root) = worldWithRoot()
    let view = TouchTypeLog(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    view.addSubview(inner)
    root.addSubview(view)
    return (world, view, inner)
  }

  @Test("PT01 hover begins as the pointer enters, changes as it moves, ends as it leaves; at rest nothing")
  func hoverPhases() {
    let (world, view, inner) = world()
    let hover = UIHoverGestureRecognizer()
    let log = StateLog()
    log.attach(hover)
    view.addGestureRecognizer(hover)
    world.hover(at: CGPoint(x: 20, y: 20))  // outside the view
    #expect(log.states.isEmpty)
    world.hover(at: CGPoint(x: 120, y: 130))
    world.hover(at: CGPoint(x: 180, y: 180))  // over the subview: still over the view
    #expect(log.states == [.began, .changed])
    #expect(log.locations.last == CGPoint(x: 180, y: 180))
    #expect(hover.location(in: inner) == CGPoint(x: 30, y: 30))
    world.hover(at: CGPoint(x: 180, y: 180))  // the same point: a pointer at rest
    world.rest(for: 1)
    #expect(log.states == [.began, .changed])
    world.hover(at: CGPoint(x: 350, y: 180))
    #expect(log.states == [.began, .changed, .ended])
    world.hover(at: CGPoint(x: 150, y: 150))
    world.hoverExit()
    #expect(log.states == [.began, .changed, .ended, .began, .ended])
    #expect(hover.state == .possible)
  }

  @Test("PT01 a hover recognizer hears no touches: a click leaves it where it is")
  func hoverIgnoresTouches() {
    let (world, view, _) = world()
    let hover = UIHoverGestureRecognizer()
    let log = StateLog()
    log.attach(hover)
    view.addGestureRecognizer(hover)
    world.hover(at: CGPoint(x: 150, y: 150))
    world.click(at: CGPoint(x: 150, y: 150))
    world.tap(at: CGPoint(x: 160, y: 160))
    #expect(log.states == [.began])
    #expect(hover.state == .began)
  }

  @Test("PT02 a click is an indirect-pointer touch; a finger is a direct one")
  func touchTypes() {
    let (world, view, _) = world()
    world.click(at: CGPoint(x: 110, y: 110))
    world.tap(at: CGPoint(x: 110, y: 110))
    #expect(view.types == [.indirectPointer, .direct])
  }

  @Test("PT03 a tap recognizes the clicks of its buttonMaskRequired only; a finger's tap whatever it asks")
  func buttonMaskRequired() {
    let (world, view, _) = world()
    let primary = UITapGestureRecognizer()
    let secondary = UITapGestureRecognizer()
    secondary.buttonMaskRequired = .secondary
    let (primaryLog, secondaryLog) = (StateLog(), StateLog())
    primaryLog.attach(primary)
    secondaryLog.attach(secondary)
    view.addGestureRecognizer(primary)
    view.addGestureRecognizer(secondary)
    #expect(primary.buttonMaskRequired == .primary)
    world.click(at: CGPoint(x: 110, y: 110), button: .secondary)
    #expect(primaryLog.states == [] && secondaryLog.states == [.ended])
    #expect(secondary.buttonMask == .secondary)
    world.click(at: CGPoint(x: 110, y: 110))
    #expect(primaryLog.states == [.ended] && secondaryLog.states == [.ended])
    #expect(primary.buttonMask == .primary)
    // A finger's tap: buttonMaskRequired is not evaluated (alone on the view, the secondary tap
    // recognizes it; two taps would compete, GR14).
    view.removeGestureRecognizer(primary)
    world.tap(at: CGPoint(x: 110, y: 110))
    #expect(secondaryLog.states == [.ended, .ended])
    #expect(UIEvent.ButtonMask.button(1) == .primary && UIEvent.ButtonMask.button(2) == .secondary)
    secondary.buttonMaskRequired = []  // "cannot be 0"
    #expect(secondary.buttonMaskRequired == .secondary)
    #expect(world.exceptions.count == 1)
  }

  @Test("PT04 allowedTouchTypes and shouldReceive(event) keep touches from a recognizer")
  func allowedTypesAndEvents() {
    let (world, view, _) = world()
    let pointerOnly = UITapGestureRecognizer()
    pointerOnly.buttonMaskRequired = .secondary
    pointerOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
    let refused = UITapGestureRecognizer()
    let refusing = RefusingEvents()
    refused.delegate = refusing
    let (pointerLog, refusedLog) = (StateLog(), StateLog())
    pointerLog.attach(pointerOnly)
    refusedLog.attach(refused)
    view.addGestureRecognizer(pointerOnly)
    view.addGestureRecognizer(refused)
    world.tap(at: CGPoint(x: 110, y: 110))
    #expect(pointerLog.states.isEmpty)
    world.click(at: CGPoint(x: 110, y: 110), button: .secondary)
    #expect(pointerLog.states == [.ended])
    world.click(at: CGPoint(x: 110, y: 110))
    #expect(refusedLog.states.isEmpty)
  }

  @Test("PT05 a secondary click reaches other recognizers and the view only under the 'everyone' switch")
  func secondaryClickSwitch() {
    for setting in [InputSwitches.SecondaryClick.askingRecognizersOnly, .everyone] {
      let (world, view, _) = world()
      world.secondaryClick = setting
      let press = UILongPressGestureRecognizer()
      press.minimumPressDuration = 0
      press.cancelsTouchesInView = false
      let primaryTap = UITapGestureRecognizer()
      let (pressLog, tapLog) = (StateLog(), StateLog())
      pressLog.attach(press)
      tapLog.attach(primaryTap)
      view.addGestureRecognizer(press)
      view.addGestureRecognizer(primaryTap)
      world.click(at: CGPoint(x: 110, y: 110), button: .secondary)
      let everyone = setting == .everyone
      #expect(pressLog.states == (everyone ? [.began, .ended] : []), "\(setting)")
      #expect(view.types == (everyone ? [.indirectPointer] : []), "\(setting)")
      #expect(tapLog.states.isEmpty, "\(setting)")  // a tap asks for its buttons in every setting
    }
  }
}
