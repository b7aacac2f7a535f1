import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Hit testing (HT06)")
struct HitTestingTests {
  /// Root 400×800 with A at (10,10,100,100) and B on top at (50,50,100,100).
  func overlapping(a: HitTestNode? = nil, b: HitTestNode? = nil) -> HitTestNode {
    HitTestNode(
      name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 800),
      children: [
        a ?? HitTestNode(name: "A", frame: CGRect(x: 10, y: 10, width: 100, height: 100)),
        b ?? HitTestNode(name: "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100)),
      ])
  }

  @Test("HT06 the front-most subview under the point is hit, in its own coordinates")
  func frontMostWins() {
    let hit = overlapping().hitTest(CGPoint(x: 60, y: 60))
    #expect(hit?.name == "B")
    #expect(hit?.path == [1])
    #expect(hit?.location == CGPoint(x: 10, y: 10))
    #expect(overlapping().hitTest(CGPoint(x: 20, y: 20))?.name == "A")
    #expect(overlapping().hitTest(CGPoint(x: 300, y: 700))?.name == "root")
  }

  @Test("HT06 hidden views are skipped")
  func hiddenSkipped() {
    let tree = overlapping(
      b: HitTestNode(name: "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), isHidden: true))
    #expect(tree.hitTest(CGPoint(x: 60, y: 60))?.name == "A")
  }

  @Test("HT06 views with user interaction disabled are skipped")
  func disabledSkipped() {
    let tree = overlapping(
      a: HitTestNode(
        name: "A", frame: CGRect(x: 10, y: 10, width: 100, height: 100), isUserInteractionEnabled: false),
      b: HitTestNode(
        name: "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), isUserInteractionEnabled: false))
    #expect(tree.hitTest(CGPoint(x: 60, y: 60))?.name == "root")
  }

  @Test("HT06 alpha below 0.01 is skipped, 0.01 is hit, NaN counts as 0")
  func alphaThreshold() {
    func tree(alpha: Double) -> HitTestNode {
      overlapping(
        b: HitTestNode(name: "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), alpha: alpha))
    }
    #expect(tree(alpha: 0.009).hitTest(CGPoint(x: 60, y: 60))?.name == "A")
    #expect(tree(alpha: 0.01).hitTest(CGPoint(x: 60, y: 60))?.name == "B")
    #expect(tree(alpha: 0).hitTest(CGPoint(x: 60, y: 60))?.name == "A")
    #expect(tree(alpha: .nan).hitTest(CGPoint(x: 60, y: 60))?.name == "A")
  }

  @Test("HT06 a skipped view takes its subviews with it")
  func skippedParentHidesChildren() {
    let child = HitTestNode(name: "child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    for parent in [
      HitTestNode(
        name: "P", frame: CGRect(x: 100, y: 100, width: 50, height: 50), isHidden: true, children: [child]),
      HitTestNode(
        name: "P", frame: CGRect(x: 100, y: 100, width: 50, height: 50), isUserInteractionEnabled: false,
        children: [child]),
      HitTestNode(
        name: "P", frame: CGRect(x: 100, y: 100, width: 50, height: 50), alpha: 0.005, children: [child]),
    ] {
      let root = HitTestNode(
        name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400), children: [parent])
      #expect(root.hitTest(CGPoint(x: 105, y: 105))?.name == "root")
    }
  }

  @Test("HT06 an unclipped subview is never hit outside its parent's bounds")
  func unclippedOverflowNotHit() {
    for clips in [false, true] {
      let parent = HitTestNode(
        name: "P", frame: CGRect(x: 0, y: 0, width: 100, height: 100), clipsToBounds: clips,
        children: [HitTestNode(name: "overflow", frame: CGRect(x: 80, y: 80, width: 100, height: 100))])
      let root = HitTestNode(
        name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400), children: [parent])
      #expect(root.hitTest(CGPoint(x: 150, y: 150))?.name == "root", "clips \(clips)")
      #expect(root.hitTest(CGPoint(x: 90, y: 90))?.name == "overflow", "clips \(clips)")
      #expect(parent.hitTest(CGPoint(x: 150, y: 150)) == nil)
    }
  }

  @Test("HT06 bounds are half-open: the far edges are outside")
  func boundsEdges() {
    let view = HitTestNode(name: "V", frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.hitTest(CGPoint(x: 10, y: 20))?.location == CGPoint(x: 0, y: 0))
    #expect(view.hitTest(CGPoint(x: 109.5, y: 69.5)) != nil)
    #expect(view.hitTest(CGPoint(x: 110, y: 30)) == nil)
    #expect(view.hitTest(CGPoint(x: 50, y: 70)) == nil)
    #expect(view.hitTest(CGPoint(x: 9.99, y: 30)) == nil)
  }

  @Test("HT06 subviews are placed in the parent's bounds space (scroll offset)")
  func boundsOriginShiftsChildren() {
    let row = HitTestNode(name: "row", frame: CGRect(x: 0, y: 250, width: 100, height: 50))
    let scroll = HitTestNode(
      name: "scroll", frame: CGRect(x: 0, y: 40, width: 100, height: 100),
      boundsOrigin: CGPoint(x: 0, y: 200),
      children: [row])
    let hit = scroll.hitTest(CGPoint(x: 10, y: 100))  // local (10, 260)
    #expect(hit?.name == "row")
    #expect(hit?.location == CGPoint(x: 10, y: 10))
    #expect(scroll.hitTest(CGPoint(x: 10, y: 60))?.name == "scroll")  // local (10, 220)
  }

  @Test("HT06 deep hits report the child path")
  func deepPath() {
    let leaf = HitTestNode(name: "leaf", frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    let middle = HitTestNode(
      name: "middle", frame: CGRect(x: 100, y: 100, width: 50, height: 50),
      children: [HitTestNode(name: "other", frame: .zero), leaf])
    let root = HitTestNode(
      name: "root", frame: CGRect(x: 0, y: 0, width: 400, height: 400),
      children: [HitTestNode(name: "bg", frame: CGRect(x: 0, y: 0, width: 10, height: 10)), middle])
    let hit = root.hitTest(CGPoint(x: 107, y: 112))
    #expect(hit?.name == "leaf")
    #expect(hit?.path == [1, 1])
    #expect(hit?.location == CGPoint(x: 2, y: 7))
  }

  @Test("Bad geometry: non-finite points and frames hit nothing")
  func nonFiniteGeometry() {
    let view = HitTestNode(name: "V", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.hitTest(CGPoint(x: CGFloat.nan, y: 10)) == nil)
    #expect(view.hitTest(CGPoint(x: 10, y: CGFloat.infinity)) == nil)
    let broken = HitTestNode(name: "B", frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100))
    #expect(broken.hitTest(CGPoint(x: 10, y: 10)) == nil)
    let nanFrame = HitTestNode(name: "B", frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 100))
    #expect(nanFrame.hitTest(CGPoint(x: 5, y: 10)) == nil)
  }

  @Test("HT06 receivesTouch(at:) is true exactly where hitTest finds a view")
  func receivesTouchAgreesWithHitTest() {
    let trees = [
      overlapping(),
      overlapping(
        b: HitTestNode(name: "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), isHidden: true)),
      HitTestNode(
        name: "faded", frame: CGRect(x: 20, y: 30, width: 200, height: 100),
        boundsOrigin: CGPoint(x: 5, y: 5),
        alpha: 0.005, children: [HitTestNode(name: "child", frame: CGRect(x: 0, y: 0, width: 50, height: 50))]
      ),
      HitTestNode(
        name: "disabled", frame: CGRect(x: 0, y: 0, width: 100, height: 100), isUserInteractionEnabled: false),
    ]
    var checked = 0
    for tree in trees {
      for x in stride(from: -20.0, through: 420, by: 20) {
        for y in stride(from: -20.0, through: 820, by: 20) {
          let point = CGPoint(x: x, y: y)
          #expect(tree.receivesTouch(at: point) == (tree.hitTest(point) != nil), "\(tree.name) \(point)")
          checked += tree.receivesTouch(at: point) ? 1 : 0
        }
      }
    }
    // The two 400 × 800 roots take 20 × 40 grid points each; the faded and disabled views none.
    #expect(checked == 2 * 20 * 40)
    #expect(!trees[0].receivesTouch(at: CGPoint(x: CGFloat.nan, y: 1)))
  }
}
