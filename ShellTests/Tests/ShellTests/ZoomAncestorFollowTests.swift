import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A list whose thumbnail sits in a row view (its superview), which sits in a section view in the
/// scroll view: a row inserted above moves the section, a re-layout moves the row.
@MainActor
final class NestedThumbnailViewController: UIViewController {
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let section = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 500))
  let row = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
  let thumbnail = UIView(frame: CGRect(x: 20, y: 50, width: 100, height: 100))
  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    row.addSubview(thumbnail)
    section.addSubview(row)
    scrollView.addSubview(section)
    view.addSubview(scrollView)
  }
}

@MainActor
@Suite("Zoom: the source is followed through any ancestor's geometry")
struct ZoomAncestorFollowTests {
  @Test(
    "during a dismissal the thumbnail's section moves up 60 pt, then its row 40 pt: the flight lands on the thumbnail where it is"
  )
  func landsOnMovedSource() {
    let world = UIKitWorld()
    let list = NestedThumbnailViewController()
    world.window.rootViewController = list
    world.advance(by: 0)
    let detail = ContentViewController()
    list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
    world.advance(by: 2)
    detail.interruptibleDismiss()
    world.advance(by: 0.05)
    list.section.frame.origin.y -= 60  // a row inserted above the section
    world.advance(by: 0.05)
    list.row.center.y -= 40  // the row laid out again
    // The flying view keeps the detail's aspect (390 × 844 filling a 100 pt width: 216.4 pt tall,
    // 58.2 pt above and below the thumbnail), centred on the source; its mask shows the part over
    // the source. Both are compared at their model values (where the flight lands).
    var model = flying(detail.view).frame
    var visible = CGRect.null
    let deadline = world.now + 5
    while detail.presentingViewController != nil, world.now < deadline {
      let view = flying(detail.view)
      model = view.frame
      visible = view.mask.map { view.convert($0.frame, to: nil) } ?? .null
      world.advance(by: 1.0 / 120)
    }
    world.advance(by: 0.1)
    // The thumbnail was at y 200 + 100 + 50 = 350; now at 350 − 60 − 40 = 250 on screen.
    let target = list.thumbnail.convert(list.thumbnail.bounds, to: nil)
    #expect(abs(target.minY - 250) < 0.01, "\(target)")
    #expect(
      abs(model.midX - target.midX) < 0.5 && abs(model.midY - target.midY) < 0.5
        && abs(model.width - target.width) < 0.5,
      "landed at \(model), the thumbnail is at \(target)")
    #expect(
      abs(visible.minY - target.minY) < 0.5 && abs(visible.height - target.height) < 0.5
        && abs(visible.minX - target.minX) < 0.5 && abs(visible.width - target.width) < 0.5,
      "shown through the mask at \(visible), the thumbnail is at \(target)")
    #expect(!list.thumbnail.isHidden)
    expectClean(world)
  }
}
