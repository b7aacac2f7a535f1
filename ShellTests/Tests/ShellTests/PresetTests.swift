import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Presets in the world: the card follows its content's size, the sheet takes a height")
struct PresetTests {
  @Test(
    "A card with preferredContentSize 300 × 200 is centred at that size in 390 × 844, and follows a change to 300 × 400"
  )
  func cardFollowsContent() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    card.preferredContentSize = CGSize(width: 300, height: 200)
    home.present(card, transition: .card)
    world.advance(by: 2)
    let frame = card.view.convert(card.view.bounds, to: nil)
    #expect(frame == CGRect(x: 45, y: 322, width: 300, height: 200))
    card.preferredContentSize = CGSize(width: 300, height: 400)
    world.advance(by: 1)
    #expect(card.view.convert(card.view.bounds, to: nil) == CGRect(x: 45, y: 222, width: 300, height: 400))
    card.preferredContentSize = CGSize(width: 1000, height: 1000)
    world.advance(by: 1)
    // At most 24 pt from the sides and 20 % of 844 (168.8 pt) from the top and bottom.
    let largest = card.view.convert(card.view.bounds, to: nil)
    #expect(
      abs(largest.minX - 24) < 1e-9 && abs(largest.minY - 168.8) < 1e-9 && abs(largest.width - 342) < 1e-9)
    expectClean(world)
  }

  @Test("A card whose content states no size takes the largest frame: 342 × 506.4 at (24, 168.8)")
  func cardWithoutSize() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    home.present(card, transition: .card)
    world.advance(by: 2)
    let frame = card.view.convert(card.view.bounds, to: nil)
    #expect(abs(frame.minX - 24) < 1e-9 && abs(frame.minY - 168.8) < 1e-9)
    #expect(abs(frame.width - 342) < 1e-9 && abs(frame.height - 506.4) < 1e-9)
  }

  @Test("sheet(height: 320) is 320 pt at the bottom; a NaN height falls back to 70 % (590.8 pt)")
  func sheetHeight() {
    let (world, home) = makeWorld()
    let fixed = ContentViewController()
    home.present(fixed, transition: .sheet(height: 320))
    world.advance(by: 2)
    #expect(fixed.view.convert(fixed.view.bounds, to: nil) == CGRect(x: 0, y: 524, width: 390, height: 320))
    fixed.interruptibleDismiss()
    world.advance(by: 2)
    let fallback = ContentViewController()
    home.present(fallback, transition: .sheet(height: .nan))
    world.advance(by: 2)
    #expect(abs(fallback.view.convert(fallback.view.bounds, to: nil).height - 590.8) < 1e-9)
    expectClean(world)
  }

  @Test(
    "interruptibleDismiss() on a detent sheet's content leaves through the sheet's own motion: onDismiss once"
  )
  func detentSheetDismiss() {
    let (world, home) = makeWorld()
    let content = ContentViewController()
    let sheet = DetentSheetViewController(content: content)
    var dismissals = 0
    sheet.onDismiss = { dismissals += 1 }
    home.present(sheet, animated: false)
    world.advance(by: 2)
    content.interruptibleDismiss()
    world.advance(by: 0.05)
    #expect(home.presentedViewController === sheet)  // moving down, not removed at once
    world.advance(by: 3)
    #expect(dismissals == 1)
    #expect(home.presentedViewController == nil)
    expectClean(world)
  }
}
