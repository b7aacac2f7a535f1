import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Detent sheet and the keyboard")
struct SheetKeyboardFollowTests {
  func makeSheet(_ world: UIKitWorld, _ home: HomeViewController, _ policy: SheetKeyboardPolicy)
    -> DetentSheetViewController
  {
    let sheet = DetentSheetViewController(
      content: ContentViewController(), configuration: DetentSheetConfiguration(detents: [.medium, .large]))
    sheet.keyboardPolicy = policy
    home.present(sheet, animated: false)
    world.advance(by: 2)
    return sheet
  }

  /// A following sheet at large, the keyboard `keyboard` pt tall (0: none), at rest.
  func followingAtLarge(keyboard: CGFloat) -> (UIKitWorld, DetentSheetViewController) {
    let (world, home) = makeWorld()
    let sheet = makeSheet(world, home, .follow)
    sheet.selectedDetentIdentifier = .large
    if keyboard > 0 { world.setKeyboard(height: keyboard) }
    world.advance(by: 2)
    return (world, sheet)
  }

  /// Moves the held finger `dy` points down on each of the next `frames` frames.
  func moveFinger(_ world: UIKitWorld, _ finger: inout CGPoint, dy: CGFloat, frames: Int) {
    for _ in 0..<frames {
      world.advance(by: UIKitWorld.frame)
      finger.y += dy
      world.touchMove(to: finger)
    }
  }

  @Test(
    "Following: a 336 pt keyboard puts the sheet's bottom at 508 pt and medium at (797 − 336) / 2 = 230.5 pt; hiding it goes back monotonically"
  )
  func follows() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(world, home, .follow)
    #expect(abs(sheet.sheetView.frame.height - 398.5) < 0.5)
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    #expect(abs(sheet.sheetView.frame.maxY - 508) < 0.5)
    #expect(abs(sheet.sheetView.frame.height - 230.5) < 0.5)
    world.setKeyboard(height: 0)
    var previous = sheet.sheetView.layer.presentation()?.frame.maxY ?? 0
    var monotonic = true
    for _ in 0..<120 {
      world.advance(by: UIKitWorld.frame)
      let bottom = sheet.sheetView.layer.presentation()?.frame.maxY ?? 0
      if bottom < previous - 0.001 { monotonic = false }
      previous = bottom
    }
    #expect(monotonic)
    #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
    #expect(abs(sheet.sheetView.frame.height - 398.5) < 0.5)
    expectClean(world)
  }

  @Test("Expanding: the sheet goes to large, 461 pt tall, its top at the safe area (47 pt), never above it")
  func expands() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(world, home, .expand(to: .large))
    world.setKeyboard(height: 336)
    world.advance(by: 2)
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(abs(sheet.sheetView.frame.minY - 47) < 0.5)
    #expect(abs(sheet.sheetView.frame.height - 461) < 0.5)
    expectClean(world)
  }

  @Test(
    "Following, a drag with the keyboard up starts from the 461 pt shown above it: its bottom stays on the keyboard and its top under the finger; the keyboard hiding mid-drag moves only the bottom"
  )
  func dragAboveTheKeyboard() {
    let (world, sheet) = followingAtLarge(keyboard: 336)
    #expect(abs(sheet.sheetView.frame.minY - 47) < 0.5)
    var finger = CGPoint(x: 200, y: 300)
    world.touchDown(at: finger)
    moveFinger(world, &finger, dy: 10, frames: 4)
    // The finger is 40 pt below where it touched: so is the sheet's top; the bottom has not moved.
    #expect(abs(sheet.sheetView.frame.minY - 87) < 0.5)
    #expect(abs(sheet.sheetView.frame.maxY - 508) < 0.5)
    world.setKeyboard(height: 0)
    moveFinger(world, &finger, dy: 10, frames: 2)
    #expect(abs(sheet.sheetView.frame.minY - 107) < 0.5)
    #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
    moveFinger(world, &finger, dy: 0, frames: 30)
    world.touchUp()
    world.advance(by: 2)
    // Released still 60 pt below large (797 pt): it goes back to large.
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(abs(sheet.sheetView.frame.minY - 47) < 0.5)
    expectClean(world)
  }

  @Test(
    "Following, the keyboard rising mid-drag: the top stays under the finger, the bottom waits behind it at 844 pt for its 0.25 s, then meets it at 508 pt"
  )
  func keyboardRisesMidDrag() {
    let (world, sheet) = followingAtLarge(keyboard: 0)
    #expect(abs(sheet.sheetView.frame.maxY - 844) < 0.5)
    var finger = CGPoint(x: 200, y: 300)
    world.touchDown(at: finger)
    moveFinger(world, &finger, dy: 10, frames: 4)
    let top = sheet.sheetView.frame.minY
    world.setKeyboard(height: 336, duration: 0.25)
    var bottoms: [CGFloat] = []
    var offsets: [CGFloat] = []
    for step in 1...40 {  // 1/3 s: the keyboard arrives at 0.25 s
      moveFinger(world, &finger, dy: 1, frames: 1)
      bottoms.append(sheet.sheetView.frame.maxY)
      offsets.append(sheet.sheetView.frame.minY - (top + CGFloat(step)))
    }
    #expect(offsets.allSatisfy { abs($0) < 0.5 }, "\(offsets)")
    #expect(bottoms.prefix(29).allSatisfy { abs($0 - 844) < 0.5 }, "\(bottoms)")
    #expect(bottoms.suffix(8).allSatisfy { abs($0 - 508) < 0.5 }, "\(bottoms)")
    world.touchUp()
    world.advance(by: 2)
    #expect(abs(sheet.sheetView.frame.maxY - 508) < 0.5)
    expectClean(world)
  }

  @Test("Ignoring (the default): the keyboard changes nothing")
  func ignores() {
    let (world, home) = makeWorld()
    let sheet = makeSheet(world, home, .ignore)
    let before = sheet.sheetView.frame
    world.setKeyboard(height: 336)
    world.advance(by: 1)
    #expect(sheet.sheetView.frame == before)
    expectClean(world)
  }
}
