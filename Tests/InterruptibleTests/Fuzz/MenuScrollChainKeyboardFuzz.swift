import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``MenuAnchorFollower`` with hostile anchors, visible rectangles and times (public API only): the
/// placement stays finite with a non-negative size, and the menu is told to dismiss at most once.
final class MenuFollowerFuzz: FuzzTarget {
  static let name = "MenuAnchorFollower with a visible rectangle"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "make", ranges: [100...1000, 100...1000, -50...1000, -50...1000, 0...100, 0...60]),
    FuzzCallKind(
      name: "moved",
      ranges: [-50...1000, -50...1000, 0...100, 0...100, -50...500, -50...900, 0...500, 0...900, 0...10],
      options: 2),
    FuzzCallKind(name: "flush", ranges: [0...10]),
    FuzzCallKind(name: "lost"),
  ]

  var follower = MenuAnchorFollower(
    container: CGSize(width: 390, height: 844), safeArea: MenuInsets(top: 47, bottom: 34),
    source: CGRect(x: 40, y: 200, width: 44, height: 44), rowHeights: [44, 44, 44])
  var dismissals = 0

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "make":
      follower = MenuAnchorFollower(
        container: CGSize(width: call[0], height: call[1]), safeArea: MenuInsets(top: 47, bottom: 34),
        source: CGRect(x: call[2], y: call[3], width: call[4], height: call[4]),
        rowHeights: [call[5], 44, call[5]])
      dismissals = 0
    case "moved":
      let visible = call.option == 0 ? nil : fuzzRect(call, from: 4)
      count(follower.anchorMoved(to: fuzzRect(call, from: 0), visibleIn: visible, at: call[8]))
    case "flush": count(follower.flush(at: call[0]))
    default: count(follower.anchorLost())
    }
  }

  private func count(_ update: MenuAnchorUpdate?) {
    if update == .dismiss { dismissals += 1 }
  }

  func check(_ checker: inout FuzzChecker) {
    let frame = follower.placement.frame
    checker.expect(
      [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite } && frame.width >= 0
        && frame.height >= 0, "placement \(frame)")
    checker.expect(dismissals <= 1, "\(dismissals) dismissals")
  }
}

/// ``ScrollChainLink``, ``ScrollChainRule`` and ``ScrollChainHandOff``: chains and pans with hostile
/// offsets, lengths and steps; every offset, position, carry and step stays finite.
final class ScrollChainFuzz: FuzzTarget {
  static let name = "ScrollChainLink, ScrollChainRule, ScrollChainHandOff"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "make", ranges: [-100...2000, 0...3000, 0...800, -100...1000, 0...900], options: 4),
    FuzzCallKind(name: "move", ranges: [-500...500, -500...500]),
    FuzzCallKind(name: "owner", ranges: [-500...500, -500...500], options: 2),
  ]

  var pan = ScrollChainHandOff(
    chain: [ScrollChainLink(axis: .vertical, offset: 20, contentLength: 2000, viewportLength: 600)])
  var failure: String?

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "make":
      var outer = ScrollChainLink(
        axis: call.option % 2 == 0 ? .vertical : .horizontal, isInverted: call.option >= 2, offset: call[0],
        contentLength: call[1], viewportLength: call[2])
      outer.offset = call[3]  // set after creation too
      pan = ScrollChainHandOff(
        chain: [
          ScrollChainLink(axis: .vertical, offset: call[0], contentLength: call[1], viewportLength: call[2]),
          outer,
        ],
        roomAbove: call[4])
    case "move":
      let step = pan.move(dx: call[0], by: call[1])
      if !step.sheet.isFinite || !(step.scroll?.offsetChange.isFinite ?? true) {
        failure = "step \(step.sheet)"
      }
    default:
      _ = ScrollChainRule.owner(
        translation: CGPoint(x: call[0], y: call[1]), chain: pan.chain, sheetAtLargestDetent: call.option == 0
      )
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
    checker.finite(pan.sheetPosition, "sheetPosition")
    checker.finite(pan.carried, "carried")
    for link in pan.chain {
      checker.expect(
        [link.offset, link.contentLength, link.viewportLength].allSatisfy { $0.isFinite }, "link \(link)")
    }
  }
}

/// ``SheetKeyboard`` and ``SheetKeyboardRise``: hostile overlaps, margins, field positions, frames,
/// times and durations; lifts, containers, bottoms and end times stay finite.
final class SheetKeyboardFuzz: FuzzTarget {
  static let name = "SheetKeyboard and SheetKeyboardRise"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "keyboard", ranges: [0...500, 0...50, 0...900, 0...1000, 0...100], options: 4),
    FuzzCallKind(name: "frame", ranges: [-10...400, 300...900, 0...400, 0...500, 0...900]),
    FuzzCallKind(name: "rise", ranges: [0...900, 0...900, 0...10, 0...1, 0...20]),
  ]

  var failure: String?

  required init() {}

  func perform(_ call: FuzzCall) {
    var values: [Double] = []
    switch call.name {
    case "keyboard":
      let policies: [SheetKeyboardPolicy] = [
        .ignore, .follow, .expand(to: "large"), .keepFocusedFieldVisible(margin: call[1]),
      ]
      var keyboard = SheetKeyboard(policy: policies[call.option], overlap: call[0])
      keyboard.focusedFieldBottom = call[2]
      keyboard.overlap = call[4] * 1e306  // set later too: huge, ∞ or NaN
      values = [
        keyboard.lift, keyboard.detentContainer(call[3]),
        keyboard.lift(sheetHeight: call[2], container: call[3], topInset: call[4]),
      ]
    case "frame":
      values = [
        SheetKeyboard.overlap(
          keyboardFrame: CGRect(x: call[0], y: call[1], width: call[2], height: call[3]),
          container: CGRect(x: 0, y: 0, width: 390, height: call[4]))
      ]
    default:
      guard
        let rise = SheetKeyboardRise(heldBottom: call[0], newBottom: call[1], at: call[2], duration: call[3])
      else { return }
      values = [rise.endTime, rise.heldBottom, rise.bottom(call[1], at: call[4])]
    }
    if !values.allSatisfy({ $0.isFinite }) { failure = "\(call.name): \(values)" }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
  }
}

extension FuzzTests {
  @Test("Fuzz: MenuAnchorFollower with a visible rectangle")
  func menuFollower() { FuzzDriver.check(MenuFollowerFuzz.self) }

  @Test("Fuzz: ScrollChainLink, ScrollChainRule, ScrollChainHandOff")
  func scrollChain() { FuzzDriver.check(ScrollChainFuzz.self) }

  @Test("Fuzz: SheetKeyboard and SheetKeyboardRise")
  func sheetKeyboard() { FuzzDriver.check(SheetKeyboardFuzz.self) }
}
