import Testing
import UIKit
import UIKitWorld

/// The elements a focus notification carried (written from the notification's block).
private final class FocusLog: @unchecked Sendable {
  private(set) var entries: [ObjectIdentifier?] = []
  func append(_ entry: ObjectIdentifier?) { entries.append(entry) }
}

/// A view that handles the escape gesture, counting the calls.
@MainActor
private final class EscapingView: UIView {
  var escapes = 0
  var handles = true
  override func accessibilityPerformEscape() -> Bool {
    MainActor.assumeIsolated {
      escapes += 1
      return handles
    }
  }
}

@MainActor
@Suite("UIKit stand-in: VoiceOver's elements, custom actions and escape")
struct StandInAccessibilityTests {
  @Test("AX04 a custom action runs its handler once and reports its result; an unknown name fails")
  func customActions() {
    let world = synchronousWorld()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var runs: [String] = []
    view.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Copy") { _ in
        runs.append("Copy")
        return true
      },
      UIAccessibilityCustomAction(name: "Gone") { _ in false },
    ]
    #expect(world.voiceOverActionNames(of: view) == ["Copy", "Gone"])
    #expect(world.voiceOverPerformAction(named: "Copy", of: view))
    #expect(runs == ["Copy"])
    #expect(!world.voiceOverPerformAction(named: "Gone", of: view))
    #expect(!world.voiceOverPerformAction(named: "Paste", of: view))
    #expect(runs == ["Copy"])
    #expect(world.voiceOverActionNames(of: UIView()) == [])
  }

  @Test("AX05 a modal view hides its siblings' elements; an element hides its subviews; hidden views go")
  func modalSiblings() {
    let world = synchronousWorld()
    let root = UIView(frame: world.window.bounds)
    world.window.addSubview(root)
    let label = UILabel()
    label.isAccessibilityElement = true
    root.addSubview(label)
    let cell = UIView()
    cell.isAccessibilityElement = true
    let inner = UIView()
    inner.isAccessibilityElement = true
    cell.addSubview(inner)
    root.addSubview(cell)
    let hidden = UIView()
    hidden.isAccessibilityElement = true
    hidden.isHidden = true
    root.addSubview(hidden)
    #expect(world.voiceOverElements() == [label, cell])
    let overlay = UIView(frame: world.window.bounds)
    let row = UIView()
    row.isAccessibilityElement = true
    overlay.addSubview(row)
    world.window.addSubview(overlay)
    #expect(world.voiceOverElements() == [label, cell, row])
    overlay.accessibilityViewIsModal = true
    #expect(world.voiceOverElements() == [row])
    overlay.isHidden = true
    #expect(world.voiceOverElements() == [label, cell])
  }

  @Test("AX06 the escape goes from the focused element up the responder chain until one handles it")
  func escape() {
    let world = synchronousWorld()
    let outer = EscapingView(frame: world.window.bounds)
    let inner = EscapingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let element = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    world.window.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(element)
    inner.handles = false
    #expect(world.voiceOverEscape(from: element))
    #expect(inner.escapes == 1 && outer.escapes == 1)
    inner.handles = true
    #expect(world.voiceOverEscape(from: element))
    #expect(inner.escapes == 2 && outer.escapes == 1)
    #expect(!world.voiceOverEscape(from: UIView()))
  }

  @Test("AX07 VoiceOver's focus on an element posts elementFocusedNotification carrying the element")
  func focusNotification() {
    let world = synchronousWorld()
    let element = UIView()
    let focused = FocusLog()
    let observation = NotificationCenter.default.addObserver(
      forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
    ) { note in
      let object = note.userInfo?[UIAccessibility.focusedElementUserInfoKey] as AnyObject?
      focused.append(object.map(ObjectIdentifier.init))
    }
    world.voiceOverFocus(on: element)
    NotificationCenter.default.removeObserver(observation)
    #expect(focused.entries == [ObjectIdentifier(element)])
  }
}
