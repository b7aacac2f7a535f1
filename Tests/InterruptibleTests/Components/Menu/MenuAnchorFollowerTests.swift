import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Menus follow a moving anchor")
struct MenuAnchorFollowerTests {
  let container = CGSize(width: 390, height: 844)
  let safeArea = MenuInsets(top: 47, left: 0, bottom: 34, right: 0)
  let rows = [44.0, 44, 44, 44, 44, 44]  // 264 pt

  private func follower(_ source: CGRect) -> MenuAnchorFollower {
    MenuAnchorFollower(container: container, safeArea: safeArea, source: source, rowHeights: rows)
  }

  /// The placement on `side` for `source`, computed afresh.
  private func expected(_ source: CGRect, _ side: MenuPlacement.Direction) -> MenuPlacement {
    MenuPlacement(
      container: container, safeArea: safeArea, source: source, rowHeights: rows,
      layoutDirection: .leftToRight,
      preferredWidth: MenuPlacement.defaultWidth, margin: MenuPlacement.defaultMargin,
      gap: MenuPlacement.defaultGap, opening: side)
  }

  @Test("at rest after each of 500 seeded moves the menu is within 0.5 pt of its placement for the anchor")
  func followsAtRest() {
    let seed: UInt64 = 0x3E_2030
    print("Menu anchor moves: seed \(String(seed, radix: 16))")
    var rng = SplitMix64(seed: seed)
    var source = CGRect(x: 40, y: 200, width: 44, height: 44)
    let menu = follower(source)
    var time = 0.0
    var worst = 0.0
    for _ in 0..<500 {
      let target = CGRect(x: 20 + 300 * rng.unit(), y: 60 + 700 * rng.unit(), width: 44, height: 44)
      let steps = 1 + rng.below(30)
      for step in 1...steps {  // glide there at 120 Hz
        time += 1.0 / 120
        let t = CGFloat(step) / CGFloat(steps)
        source = CGRect(
          x: source.minX + (target.minX - source.minX) * t, y: source.minY + (target.minY - source.minY) * t,
          width: 44, height: 44)
        _ = menu.anchorMoved(to: source, at: time)
      }
      time += 0.02
      _ = menu.flush(at: time)
      let distance = menu.placement.frame.edgeDistance(to: expected(target, menu.placement.opens).frame)
      worst = max(worst, distance)
      #expect(distance <= 0.5)
      #expect(!menu.isDismissed)
    }
    print("Menu anchor moves: worst distance at rest \(worst) pt")
  }

  @Test("an anchor hovering ±6 pt around the flip point never flips back; ±20 pt flips once per crossing")
  func hysteresis() {
    // Opening down needs 264 + 8 gap from the anchor's bottom to 844 − 34 − 8 = 802: flip at maxY 530.
    let boundary = 530.0 - 44
    for (amplitude, maximumFlips) in [(6.0, 1), (20.0, 16)] {
      let menu = follower(CGRect(x: 40, y: boundary - 40, width: 44, height: 44))
      var sides = [menu.placement.opens]
      for step in 1...480 {  // 4 s at 120 Hz, two full periods a second
        let y = boundary + amplitude * sin(Double(step) / 120 * 2 * .pi * 2)
        if case .moved(let placement)? = menu.anchorMoved(
          to: CGRect(x: 40, y: y, width: 44, height: 44), at: Double(step) / 120)
        {
          if placement.opens != sides.last { sides.append(placement.opens) }
        }
      }
      #expect(sides.count - 1 <= maximumFlips, "amplitude \(amplitude): \(sides)")
      if amplitude > 8 { #expect(sides.count - 1 == 16) }  // 16 crossings of the flip point in 4 s
    }
  }

  @Test("an anchor scrolled out of the safe area dismisses the menu once; later moves are ignored")
  func outOfSafeArea() {
    let menu = follower(CGRect(x: 40, y: 100, width: 44, height: 44))
    #expect(menu.anchorMoved(to: CGRect(x: 40, y: 10, width: 44, height: 30), at: 0.1) == .dismiss)
    #expect(menu.isDismissed)
    #expect(menu.anchorMoved(to: CGRect(x: 40, y: 100, width: 44, height: 44), at: 0.2) == nil)
    #expect(menu.flush(at: 0.3) == nil)
  }

  @Test(
    "an anchor outside the bounds that clip it dismisses at once (no 8 ms hold); one still touching them is followed"
  )
  func clippedAnchor() {
    let menu = follower(CGRect(x: 40, y: 500, width: 44, height: 44))
    let panel = CGRect(x: 0, y: 400, width: 390, height: 400)
    #expect(
      menu.anchorMoved(to: CGRect(x: 40, y: 380, width: 44, height: 44), visibleIn: panel, at: 0.1)
        != .dismiss)
    #expect(!menu.isDismissed)
    #expect(
      menu.anchorMoved(to: CGRect(x: 40, y: 350, width: 44, height: 44), visibleIn: panel, at: 0.101)
        == .dismiss)
    #expect(menu.isDismissed && !menu.hasPendingChange)
    #expect(menu.anchorLost() == nil)
  }

  @Test("an anchor lost (removed from its window) dismisses once")
  func lostAnchor() {
    let menu = follower(CGRect(x: 40, y: 500, width: 44, height: 44))
    #expect(menu.anchorLost() == .dismiss)
    #expect(menu.anchorLost() == nil)
    #expect(menu.anchorMoved(to: CGRect(x: 40, y: 100, width: 44, height: 44), at: 0.2) == nil)
  }

  @Test(
    "hasPendingChange: a move 4 ms after the last is held (true) until flushed 8 ms after it (false, moved)")
  func pendingChange() {
    let menu = follower(CGRect(x: 40, y: 300, width: 44, height: 44))
    #expect(!menu.hasPendingChange)
    #expect(menu.anchorMoved(to: CGRect(x: 40, y: 290, width: 44, height: 44), at: 1) != nil)
    #expect(!menu.hasPendingChange)
    #expect(menu.anchorMoved(to: CGRect(x: 40, y: 280, width: 44, height: 44), at: 1.004) == nil)
    #expect(menu.hasPendingChange)
    #expect(menu.flush(at: 1.006) == nil)
    #expect(menu.hasPendingChange)
    guard case .moved(let placement)? = menu.flush(at: 1.008) else {
      Issue.record("the held move was not made")
      return
    }
    #expect(placement == expected(CGRect(x: 40, y: 280, width: 44, height: 44), .down))
    #expect(!menu.hasPendingChange)
  }
}

extension MenuAnchorFollowerTests {
  private func hostileFollower() -> MenuAnchorFollower {
    MenuAnchorFollower(
      container: CGSize(width: 390, height: 844),
      safeArea: MenuInsets(top: 47, left: 0, bottom: 34, right: 0),
      source: CGRect(x: 40, y: 200, width: 44, height: 44), rowHeights: [44, 44, 44])
  }

  @Test(
    "MenuAnchorFollower: a NaN or −∞ component of the visible rectangle or the anchor counts as 0"
  )
  func followerSanitisesRectangles() {
    let anchor = CGRect(x: 40, y: 210, width: 44, height: 44)
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    // The NaN x counts as 0: the anchor is inside, the menu moves with it.
    let nanX = hostileFollower().anchorMoved(
      to: anchor, visibleIn: CGRect(x: CGFloat.nan, y: 0, width: 390, height: 844), at: 0.1)
    guard case .moved(let placement)? = nanX else {
      Issue.record("NaN x: \(String(describing: nanX))")
      return
    }
    #expect(placement.frame.minY.isFinite && placement.frame.height > 0)
    // A width or height of −∞ (or NaN) counts as 0: nothing of the anchor is visible, the menu goes.
    for visible in [
      CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 844),
      CGRect(x: 0, y: 0, width: 390, height: -CGFloat.infinity),
      CGRect(x: 0, y: 0, width: 390, height: CGFloat.nan),
    ] {
      let menu = hostileFollower()
      #expect(menu.anchorMoved(to: anchor, visibleIn: visible, at: 0.1) == .dismiss, "\(visible)")
      #expect(menu.isDismissed)
    }
    // An anchor with a NaN x is at x 0: still on screen, the menu follows it there.
    let menu = hostileFollower()
    let update = menu.anchorMoved(
      to: CGRect(x: CGFloat.nan, y: 210, width: 44, height: 44), visibleIn: screen, at: 0.1)
    guard case .moved(let moved)? = update else {
      Issue.record("NaN anchor: \(String(describing: update))")
      return
    }
    #expect(moved.frame.minX.isFinite && moved.frame.minY.isFinite)
    #expect(!menu.isDismissed)
  }
}
