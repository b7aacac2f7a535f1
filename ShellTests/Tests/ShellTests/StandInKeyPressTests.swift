import Testing
import UIKit
import UIKitWorld

/// A view that records the presses it hears and, when asked, keeps them.
@MainActor
final class KeyPressRecorder: UIView {
  var heard: [String] = []
  var keeps = false
  var focusable = true
  override var canBecomeFirstResponder: Bool { focusable }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    heard += presses.map { "began \($0.key?.keyCode.rawValue ?? -1) \($0.responder === self)" }
    if !keeps { super.pressesBegan(presses, with: event) }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    heard += presses.map { "ended \($0.key?.keyCode.rawValue ?? -1) \($0.phase == .ended)" }
    if !keeps { super.pressesEnded(presses, with: event) }
  }
}

/// The keyboard notifications' names and end frames, as posted.
private final class PostedKeyboardFrames: @unchecked Sendable {
  var posted: [(String, CGRect)] = []
}

@MainActor
@Suite("Stand-in: hardware key presses (HK) and the floating keyboard (KB06)")
struct StandInKeyPressTests {
  func worldWithViews() -> (UIKitWorld, KeyPressRecorder, KeyPressRecorder) {
    let world = UIKitWorld()
    let root = UIViewController()
    world.window.rootViewController = root
    world.advance(by: 0)
    let outer = KeyPressRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let inner = KeyPressRecorder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    root.view.addSubview(outer)
    outer.addSubview(inner)
    return (world, outer, inner)
  }

  @Test("HK01 a press goes to the first responder when the key goes down; with none, the key window has it")
  func firstResponderFirst() {
    let (world, outer, inner) = worldWithViews()
    inner.keeps = true
    inner.becomeFirstResponder()
    world.pressKey(.keyboardEscape)
    #expect(inner.heard == ["began 41 true", "ended 41 true"])
    #expect(outer.heard == [])
    inner.resignFirstResponder()
    world.pressKey(.keyboardEscape)
    #expect(inner.heard.count == 2 && outer.heard == [])
  }

  @Test("HK02 the default press methods pass a press up the responder chain: the superview hears it")
  func forwardsUpTheChain() {
    let (world, outer, inner) = worldWithViews()
    outer.keeps = true
    inner.becomeFirstResponder()
    world.pressKey(.keyboardDownArrow)
    #expect(inner.heard == ["began 81 true", "ended 81 true"])
    #expect(outer.heard == ["began 81 false", "ended 81 true"])
  }

  @Test(
    "HK03 one stroke is began then ended with the same press, to the responder it went to, even if the first responder changed"
  )
  func endsWhereItBegan() {
    let (world, outer, inner) = worldWithViews()
    inner.keeps = true
    outer.keeps = true
    inner.becomeFirstResponder()
    var ended: [ObjectIdentifier] = []
    var began: [ObjectIdentifier] = []
    final class Switcher: UIView {
      var onBegan: ((UIPress) -> Void)?
      var onEnded: ((UIPress) -> Void)?
      override var canBecomeFirstResponder: Bool { true }
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { onBegan?(press) }
      }
      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { onEnded?(press) }
      }
    }
    let switcher = Switcher(frame: .zero)
    outer.addSubview(switcher)
    switcher.becomeFirstResponder()
    switcher.onBegan = { press in
      began.append(ObjectIdentifier(press))
      inner.becomeFirstResponder()  // focus moves while the key is down
    }
    switcher.onEnded = { press in ended.append(ObjectIdentifier(press)) }
    world.pressKey(.keyboardReturnOrEnter)
    #expect(began.count == 1 && ended == began)
    #expect(inner.heard == [])
  }

  @Test(
    "KB06 a floating keyboard (setting frame) posts will-change-frame and will-show with its frame; (setting hide) will-hide with a frame below the screen; (setting none) nothing, the keyboard still moves there"
  )
  func floatingKeyboard() {
    let world = UIKitWorld()
    world.window.rootViewController = UIViewController()
    world.advance(by: 0)
    let box = PostedKeyboardFrames()
    let center = NotificationCenter.default
    let names = [
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      UIResponder.keyboardWillHideNotification,
    ]
    let endKey = UIResponder.keyboardFrameEndUserInfoKey
    let observers = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { note in
        let end = (note.userInfo?[endKey] as? NSValue)?.cgRectValue ?? .null
        box.posted.append((note.name.rawValue, end))
      }
    }
    defer { observers.forEach(center.removeObserver) }
    let floating = CGRect(x: 35, y: 300, width: 320, height: 260)
    world.setFloatingKeyboard(frame: floating)
    let posted = box.posted
    switch StandInKeyboard.floatingNotifications {
    case .frame:
      #expect(posted.map(\.0) == [names[0].rawValue, names[1].rawValue])
      #expect(posted.allSatisfy { $0.1 == floating })
    case .hide:
      #expect(posted.map(\.0) == [names[0].rawValue, names[2].rawValue])
      #expect(posted.allSatisfy { $0.1.minY == 844 })
    case .none:
      #expect(posted.isEmpty)
      world.advance(by: 1)
      #expect(world.shownKeyboardFrame == floating)
    }
    #expect(StandInKeyboard.frame == nil)
  }
}
