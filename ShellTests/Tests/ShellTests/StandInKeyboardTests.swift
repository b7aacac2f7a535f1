import Testing
import UIKit
import UIKitWorld

/// What the keyboard's notifications carried (written by observers on the posting thread).
private final class KeyboardNotes: @unchecked Sendable {
  var names: [Notification.Name] = []
  var curve: Int?
  var duration: Double?
  var begin: CGRect?
  var end: CGRect?
}

@MainActor
@Suite("UIKit stand-in: the keyboard's notifications")
struct StandInKeyboardTests {
  @Test(
    "KB01 KB02 the keyboard posts will-change-frame then will-show with screen frames, its duration and curve 7"
  )
  func notifications() {
    let world = synchronousWorld()
    world.window.rootViewController = UIViewController()
    world.advance(by: 0)
    let notes = KeyboardNotes()
    let (curveKey, durationKey) = (
      UIResponder.keyboardAnimationCurveUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey
    )
    let (beginKey, endKey) = (
      UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey
    )
    let center = NotificationCenter.default
    let observers = [
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
    ]
    .map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { note in
        let info = note.userInfo ?? [:]
        notes.names.append(note.name)
        notes.curve = (info[curveKey] as? NSNumber)?.intValue
        notes.duration = (info[durationKey] as? NSNumber)?.doubleValue
        notes.begin = (info[beginKey] as? NSValue)?.cgRectValue
        notes.end = (info[endKey] as? NSValue)?.cgRectValue
      }
    }
    defer { for observer in observers { center.removeObserver(observer) } }
    world.setKeyboard(height: 336, duration: 0.25)
    #expect(
      notes.names == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ])
    #expect(notes.curve == 7)
    #expect(notes.duration == 0.25)
    #expect(notes.end == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
    #expect(notes.begin?.minY == 844)  // off screen below: screen coordinates, not a view's
  }

  @Test(
    "KB01 a docked keyboard spans the screen's bottom (1 366 × 1 024), not a smaller Stage Manager window's (700 × 800)"
  )
  func dockedAtScreenBottom() {
    let world = synchronousWorld()
    world.window.rootViewController = UIViewController()
    world.advance(by: 0)
    world.resize(
      to: CGSize(width: 700, height: 800), duration: 0, screenSize: CGSize(width: 1366, height: 1024))
    world.advance(by: 1)
    #expect(world.window.bounds.size == CGSize(width: 700, height: 800))
    world.setKeyboard(height: 398, duration: 0.25)
    world.advance(by: 1)
    #expect(world.shownKeyboardFrame == CGRect(x: 0, y: 1024 - 398, width: 1366, height: 398))
    world.setFloatingKeyboard(frame: CGRect(x: 40, y: 300, width: 320, height: 260), duration: 0)
    world.setKeyboard(height: 0, duration: 0)
    world.advance(by: 1)
    #expect(world.shownKeyboardFrame.minY == 1024)
  }

  @Test(
    "KB07 the keyboard moves on curve 7, and an animator made with UIView.AnimationCurve(rawValue: 7) moves on the same curve"
  )
  func curveSeven() throws {
    let world = synchronousWorld()
    let root = UIViewController()
    world.window.rootViewController = root
    world.advance(by: 0)
    let curve = try #require(UIView.AnimationCurve(rawValue: 7))
    let view = UIView(frame: CGRect(x: 0, y: 844, width: 390, height: 336))
    root.view.addSubview(view)
    world.setKeyboard(height: 336, duration: 0.25)
    let animator = UIViewPropertyAnimator(
      duration: 0.25, timingParameters: UICubicTimingParameters(animationCurve: curve))
    animator.addAnimations { view.frame.origin.y = 844 - 336 }
    animator.startAnimation()
    var tops: [CGFloat] = []
    for _ in 0..<30 {
      world.advance(by: UIKitWorld.frame)
      let shown = view.layer.presentation()?.frame.minY ?? view.frame.minY
      #expect(abs(shown - world.shownKeyboardFrame.minY) < 1e-6)
      tops.append(world.shownKeyboardFrame.minY)
    }
    // Not ease-in-out: a third of the way in, the keyboard has covered well over half its travel.
    #expect(tops[9] < 844 - 336 * 0.6)
    #expect(abs((tops.last ?? 0) - (844 - 336)) < 1e-9)
  }
}
