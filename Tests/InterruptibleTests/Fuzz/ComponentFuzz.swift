import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``DetentSheet`` (with ``SheetDetentLayout``, ``RubberBand`` and ``DetentReleaseDecision``): random
/// presents, drags, releases, moves, dismissals, resizes and updates with fuzzed times, translations,
/// velocities, detent fractions and container sizes; every height and velocity stays finite and each
/// settle reports its events at most once.
final class DetentSheetFuzz: FuzzTarget {
  static let name = "DetentSheet"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "make", ranges: [0...1, 0...1, 0...1, 100...1000], options: 2),
    FuzzCallKind(name: "present", ranges: [0...10], options: 4),
    FuzzCallKind(name: "dragBegan", ranges: [0...10, -100...1200]),
    FuzzCallKind(name: "dragChanged", ranges: [-1500...1500, 0...10]),
    FuzzCallKind(name: "dragEnded", ranges: [-5000...5000, 0...10]),
    FuzzCallKind(name: "move", ranges: [0...10], options: 4),
    FuzzCallKind(name: "dismiss", ranges: [0...10]),
    FuzzCallKind(name: "resize", ranges: [100...1000, 0...10]),
    FuzzCallKind(name: "update", ranges: [0...10]),
  ]

  var sheet = DetentSheet(configuration: DetentSheetConfiguration(), container: 800)
  var time = 0.0
  var failure: String?
  var settles = 0

  required init() {}

  func perform(_ call: FuzzCall) {
    if call[0].isFinite { time = call[0] }
    switch call.name {
    case "make":
      let detents: [SheetDetent] = [
        .fraction(call[0], id: "a"), .fraction(call[1], id: "b"), .height(call[2] * 900, id: "c"),
      ]
      sheet = DetentSheet(
        configuration: DetentSheetConfiguration(detents: detents, isDismissible: call.option == 0),
        container: call[3])
    case "present": sheet.present(toDetent: call.option, at: call[0])
    case "dragBegan": sheet.dragBegan(at: call[0], shownHeight: call[1])
    case "dragChanged": sheet.dragChanged(translation: call[0], at: call[1])
    case "dragEnded": sheet.dragEnded(velocity: call[0], at: call[1])
    case "move": sheet.move(toDetent: call.option, at: call[0])
    case "dismiss": sheet.dismiss(at: call[0])
    case "resize": sheet.containerDidResize(call[0], at: call[1])
    default:
      let events = sheet.update(at: call[0])
      let settled = events.filter { if case .settled = $0 { return true } else { return false } }.count
      if settled > 1 { failure = "update reported \(settled) settles at once" }
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
    for probe in [time, time + 0.1, time + 1, .nan] {
      let sample = sheet.sample(at: probe)
      checker.finite(sample.height, "height(at: \(probe))")
      checker.finite(sample.velocity, "velocity(at: \(probe))")
      checker.within(sheet.settleFraction(at: probe), 0...1, "settleFraction")
      checker.within(sheet.dimming(atHeight: sample.height), 0...1, "dimming")
    }
    for height in sheet.layout.heights {
      checker.expect(height.isFinite && height > 0 && height <= sheet.container, "detent height \(height)")
    }
    let decision = DetentReleaseDecision(
      height: sheet.height(at: time), velocity: time * 1000, layout: sheet.layout, isDismissible: true)
    checker.finite(decision.projectedHeight, "projectedHeight")
    checker.finite(RubberBand.offset(time * 100, dimension: sheet.container), "rubber band")
  }
}

/// ``MenuPlacement`` (and submenu placement), ``MenuRowIndex`` and ``MenuInteraction``: placements from
/// fuzzed geometry and row heights, then drags, releases, taps and keys; every frame and anchor stays
/// finite with a non-negative size, and a row fires at most once.
final class MenuFuzz: FuzzTarget {
  static let name = "Menu placement and interaction"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(
      name: "place", ranges: [0...1000, 0...1000, 0...60, -50...1000, -50...1000, 0...100, 0...80], options: 2
    ),
    FuzzCallKind(name: "submenu", ranges: [0...1000, 0...1000, 0...400, 0...800, 0...60]),
    FuzzCallKind(name: "move", ranges: [-50...500, -50...900, 0...500, 0...500]),
    FuzzCallKind(name: "end", ranges: [-50...500, -50...900, 0...500, 0...500]),
    FuzzCallKind(name: "tap"),
    FuzzCallKind(name: "key", options: 4),
  ]

  var interaction = MenuInteraction(
    rows: MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true]))
  var frame = CGRect(x: 16, y: 112, width: 250, height: 140)
  var fired = 0
  var failure: String?

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "place":
      let placement = MenuPlacement(
        container: CGSize(width: call[0], height: call[1]),
        safeArea: MenuInsets(top: call[2], bottom: call[2]),
        source: CGRect(x: call[3], y: call[4], width: call[5], height: call[5]),
        rowHeights: [call[6], 44, call[6], 8], layoutDirection: call.option == 0 ? .leftToRight : .rightToLeft
      )
      verify(placement)
      frame = placement.frame
      fired = 0  // a new menu: its own exactly-once count
      interaction = MenuInteraction(rows: MenuRowIndex(heights: [call[6], 44, call[6], 8]))
    case "submenu":
      verify(
        MenuPlacement.submenu(
          parent: frame, row: CGRect(x: frame.minX, y: call[2], width: frame.width, height: call[4]),
          container: CGSize(width: call[0], height: call[1]), safeArea: MenuInsets(),
          rowHeights: [call[3], 44]))
    case "move":
      record(
        interaction.touchMoved(
          to: CGPoint(x: call[0], y: call[1]), shownFrame: frame, restingHeight: call[2],
          scrollOffset: call[3]))
    case "end":
      record(
        interaction.touchEnded(
          at: CGPoint(x: call[0], y: call[1]), shownFrame: frame, restingHeight: call[2],
          scrollOffset: call[3]))
    case "tap": record(interaction.tapOutside())
    default: record(interaction.press([.up, .down, .return, .escape][call.option]))
    }
  }

  private func verify(_ placement: MenuPlacement) {
    let values = [
      placement.frame.minX, placement.frame.minY, placement.frame.width, placement.frame.height,
      placement.anchor.x, placement.anchor.y,
    ]
    if !values.allSatisfy({ $0.isFinite }) || placement.frame.width < 0 || placement.frame.height < 0 {
      failure = "placement \(placement.frame) anchor \(placement.anchor)"
    }
  }

  private func record(_ events: [MenuInteraction.Event]) {
    fired += events.filter { if case .fire = $0 { return true } else { return false } }.count
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
    checker.expect(fired <= 1, "\(fired) rows fired")
  }
}

extension FuzzTests {
  @Test("Fuzz: DetentSheet, SheetDetentLayout, RubberBand, DetentReleaseDecision")
  func detentSheet() { FuzzDriver.check(DetentSheetFuzz.self) }

  @Test("Fuzz: MenuPlacement, MenuRowIndex, MenuInteraction")
  func menu() { FuzzDriver.check(MenuFuzz.self) }
}
