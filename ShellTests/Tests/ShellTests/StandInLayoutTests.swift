import Testing
import UIKit
import UIKitWorld

/// A view that counts its layout passes.
@MainActor
final class LayoutLog: UIView {
  var log: ((String) -> Void)?
  var passes = 0
  var name = ""
  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
    log?("\(name).layoutSubviews")
  }
}

/// A controller whose root view is a ``LayoutLog``, recording its layout calls.
@MainActor
final class LayoutController: UIViewController {
  var calls: [String] = []
  override func loadView() {
    let root = LayoutLog(frame: .zero)
    root.name = "root"
    root.log = { [weak self] in self?.calls.append($0) }
    view = root
  }
  override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
}

@MainActor
@Suite("UIKit stand-in: layout passes and autoresizing")
struct StandInLayoutTests {
  @Test(
    "VW05 setNeedsLayout only marks: one pass at the end of the turn, parents before children, calls coalesced"
  )
  func deferredLayout() {
    let (world, root) = worldWithRoot()
    var order: [String] = []
    let parent = LayoutLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LayoutLog(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.name = "parent"
    child.name = "child"
    parent.log = { order.append($0) }
    child.log = { order.append($0) }
    parent.addSubview(child)
    root.addSubview(parent)
    world.advance(by: 0)
    order = []
    child.setNeedsLayout()
    parent.setNeedsLayout()
    parent.setNeedsLayout()
    #expect(order == [])  // not inside the call
    world.advance(by: 0)
    #expect(order == ["parent.layoutSubviews", "child.layoutSubviews"])
  }

  @Test(
    "VW06 layoutIfNeeded lays out a marked view and its subviews at once; with nothing pending it does nothing"
  )
  func layoutIfNeeded() {
    let (world, root) = worldWithRoot()
    let view = LayoutLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(view)
    world.advance(by: 0)
    let before = view.passes
    view.layoutIfNeeded()
    #expect(view.passes == before)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.passes == before + 1)
  }

  @Test("VW07 a size change marks the view for layout; a move alone does not; addSubview marks both views")
  func whatMarks() {
    let (world, root) = worldWithRoot()
    let view = LayoutLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(view)
    world.advance(by: 0)
    var passes = view.passes
    view.center = CGPoint(x: 80, y: 80)
    world.advance(by: 0)
    #expect(view.passes == passes)
    view.bounds.size = CGSize(width: 120, height: 100)
    world.advance(by: 0)
    #expect(view.passes == passes + 1)
    passes = view.passes
    let added = LayoutLog(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    added.layoutIfNeeded()
    let addedPasses = added.passes
    view.addSubview(added)
    world.advance(by: 0)
    #expect(view.passes == passes + 1)
    #expect(added.passes == addedPasses + 1)
  }

  @Test(
    "VW08 a controller hears viewWillLayoutSubviews just before and viewDidLayoutSubviews just after its root view's layoutSubviews"
  )
  func controllerLayoutCalls() {
    let world = synchronousWorld()
    let controller = LayoutController()
    world.window.rootViewController = controller
    world.advance(by: 0)
    controller.calls = []
    controller.view.setNeedsLayout()
    world.advance(by: 0)
    #expect(controller.calls == ["viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews"])
  }

  @Test("VW09 autoresizing shares a size change among the flexible parts in proportion to their sizes")
  func autoresizing() {
    let (world, root) = worldWithRoot()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(container)
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let margins = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
    margins.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    wide.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
    for view in [fixed, margins, wide] { container.addSubview(view) }
    #expect(container.autoresizesSubviews)
    #expect(fixed.autoresizingMask == [])
    container.frame.size.width = 400
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    // Margins 50 and 150 share the 100 pt: 25 and 75.
    #expect(margins.frame == CGRect(x: 75, y: 0, width: 100, height: 100))
    // Width 200 and right margin 100 share it: 66.7 and 33.3.
    #expect(abs(wide.frame.width - (200 + 200.0 / 3)) < 1e-9)
    #expect(wide.frame.minX == 0)
    world.advance(by: 0)
  }
}
