import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Content that counts its disappearances.
@MainActor
final class DisappearCountingViewController: UIViewController {
  var disappeared = 0
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    disappeared += 1
  }
}

@MainActor
@Suite("A dismissal asked from code while a finger holds the content happens after the release")
struct DismissWhileHeldTests {
  /// Moves the finger from `start` by `dy` in 4 pt steps, one frame each; returns where it is.
  private func move(_ world: UIKitWorld, from start: CGPoint, dy: CGFloat) -> CGPoint {
    var finger = start
    let steps = Int(abs(dy) / 4)
    for _ in 0..<steps {
      world.advance(by: UIKitWorld.frame)
      finger.y += dy < 0 ? -4 : 4
      world.touchMove(to: finger)
    }
    return finger
  }

  @Test(
    "detent sheet: dismissSheet() during a drag leaves the sheet under the finger; it leaves after the lift, onDismiss once"
  )
  func detentSheet() {
    let (world, home) = makeWorld()
    let sheet = DetentSheetViewController(
      content: ContentViewController(),
      configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    var dismissals = 0
    sheet.onDismiss = { dismissals += 1 }
    home.present(sheet, animated: false)
    world.advance(by: 2)
    let top = sheet.sheetView.frame.minY
    world.touchDown(at: CGPoint(x: 200, y: top + 40))
    var finger = move(world, from: CGPoint(x: 200, y: top + 40), dy: -40)
    let grabbed = (finger: finger.y, sheet: sheet.sheetView.frame.minY)
    sheet.dismissSheet()
    finger = move(world, from: finger, dy: -40)
    world.advance(by: 0.3)  // the finger rests
    #expect(home.presentedViewController === sheet)
    #expect(abs((sheet.sheetView.frame.minY - grabbed.sheet) - (finger.y - grabbed.finger)) < 0.5)
    #expect(dismissals == 0)
    world.touchUp()
    world.advance(by: 0.05)
    #expect(dismissals == 0)  // leaving, from where the finger let go
    world.advance(by: 3)
    #expect(dismissals == 1)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }

  @Test(
    "sheet preset: interruptibleDismiss() while a finger pulls the content down and back up leaves it under the finger; it leaves after the lift, once"
  )
  func presetSheet() {
    let (world, home) = makeWorld()
    let content = DisappearCountingViewController()
    home.present(content, transition: .sheet)
    world.advance(by: 2)
    func shownTop() -> CGFloat { content.view.superview?.layer.presentation()?.frame.minY ?? 0 }
    world.touchDown(at: CGPoint(x: 200, y: 400))
    var finger = move(world, from: CGPoint(x: 200, y: 400), dy: 60)
    let grabbed = (finger: finger.y, content: shownTop())
    content.interruptibleDismiss()
    finger = move(world, from: finger, dy: -40)  // back up: the finger still has the content
    world.advance(by: 0.3)  // the finger rests
    #expect(home.presentedViewController === content)
    #expect(abs((shownTop() - grabbed.content) - (finger.y - grabbed.finger)) < 0.5, "\(shownTop())")
    #expect(content.disappeared == 0)
    world.touchUp()
    world.advance(by: 3)
    #expect(home.presentedViewController == nil)
    #expect(content.disappeared == 1)
    expectClean(world)
  }
}
