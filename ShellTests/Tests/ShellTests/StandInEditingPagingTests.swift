import Testing
import UIKit
import UIKitWorld

/// The stand-in's text-field editing and scroll-view paging (see `TextInput.swift` and
/// `UIScrollView.swift` in the stand-in).
@MainActor
@Suite("UIKit stand-in: editing a text field, paging a scroll view")
struct StandInEditingPagingTests {
  @Test(
    "RC05 a tap in a field makes it first responder once (editingDidBegin); endEditing resigns it (editingDidEnd)"
  )
  func tapFocuses() {
    let (world, root) = worldWithRoot()
    let field = UISearchTextField(frame: CGRect(x: 20, y: 100, width: 300, height: 36))
    root.addSubview(field)
    var events: [String] = []
    field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
    world.tap(at: CGPoint(x: 100, y: 300))
    #expect(!field.isFirstResponder)
    world.tap(at: CGPoint(x: 100, y: 118))
    world.tap(at: CGPoint(x: 120, y: 118))
    #expect(field.isFirstResponder)
    #expect(root.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(events == ["begin", "end"])
  }

  @Test(
    "GR34 paging (stand-in model): a fling turns one page (390 pt), a slow 100 pt drag none, a slow 250 pt drag one, each settling over 0.3 s; never past the last page"
  )
  func paging() {
    let (world, root) = worldWithRoot()
    let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    pager.contentSize = CGSize(width: 390 * 3, height: 400)
    pager.isPagingEnabled = true
    root.addSubview(pager)
    world.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 240, y: 200), duration: 0.1)
    #expect(pager.contentOffset.x < 390)  // not at once: it settles on the clock
    world.advance(by: 0.35)
    #expect(pager.contentOffset.x == 390)
    func slowDrag(by dx: CGFloat) {
      world.touchDown(at: CGPoint(x: 200, y: 200))
      var x: CGFloat = 200
      for _ in 0..<50 {
        x += dx / 50
        world.advance(by: UIKitWorld.frame)
        world.touchMove(to: CGPoint(x: x, y: 200))
      }
      world.rest(for: 10 * UIKitWorld.frame)
      world.touchUp()
      world.advance(by: 0.35)
    }
    slowDrag(by: -100)
    #expect(pager.contentOffset.x == 390)
    slowDrag(by: -250)
    #expect(pager.contentOffset.x == 780)
    world.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.1)
    world.advance(by: 0.35)
    #expect(pager.contentOffset.x == 780)
    world.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 390, y: 200), duration: 0.1)
    world.advance(by: 0.35)
    #expect(pager.contentOffset.x == 390)
  }

  @Test("RC04 focusing a second field resigns the first before the second begins; one first responder")
  func secondFieldResignsFirst() {
    let (world, root) = worldWithRoot()
    let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 36))
    let second = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 36))
    root.addSubview(first)
    root.addSubview(second)
    var events: [String] = []
    first.addAction(UIAction { _ in events.append("first begin") }, for: .editingDidBegin)
    first.addAction(UIAction { _ in events.append("first end") }, for: .editingDidEnd)
    second.addAction(UIAction { _ in events.append("second begin") }, for: .editingDidBegin)
    world.tap(at: CGPoint(x: 100, y: 118))
    world.tap(at: CGPoint(x: 100, y: 218))
    #expect(events == ["first begin", "first end", "second begin"])
    #expect(!first.isFirstResponder && second.isFirstResponder)
  }

  @Test("VW10 a plain view does not clip, a scroll view does; clipping leaves hit-testing unchanged")
  func clipping() {
    let (_, root) = worldWithRoot()
    #expect(!UIView().clipsToBounds)
    #expect(UIScrollView(frame: .zero).clipsToBounds)
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    parent.addSubview(child)
    root.addSubview(parent)
    let inside = CGPoint(x: 75, y: 75)
    let outside = CGPoint(x: 125, y: 125)  // on the child, outside the parent's bounds
    for clips in [false, true] {
      parent.clipsToBounds = clips
      #expect(parent.hitTest(inside, with: nil) === child)
      #expect(parent.hitTest(outside, with: nil) == nil)
    }
  }
}
