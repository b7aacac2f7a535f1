import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Integers the component fuzzers pass as indices, counts and steps: the edges and overflows.
enum FuzzIntegers {
  static let hostile = [Int.max, Int.min, Int.max - 1, Int.min + 1, -1, 0, 1, 2, 3, 4, 5, 1 << 40]

  /// An edge one time in two, otherwise a small index around `count`.
  static func draw(_ value: Double, option: Int, count: Int) -> Int {
    if option % 2 == 0 { return hostile[option / 2 % hostile.count] }
    guard value.isFinite else { return count }
    return Int(min(max(value, -10), Double(count + 10)))
  }
}

/// A rectangle from four fuzzed numbers (each may be NaN, ±∞, subnormal, ±greatest finite).
func fuzzRect(_ call: FuzzCall, from index: Int) -> CGRect {
  CGRect(x: call[index], y: call[index + 1], width: call[index + 2], height: call[index + 3])
}

/// ``MenuRowIndex`` and ``MenuInteraction`` with every input hostile: row heights (and huge row
/// counts), shown frames with NaN or infinite fields, resting heights, scroll offsets, and indices
/// and steps from `Int.min` to `Int.max`. Offsets stay finite and ascending, row answers stay in
/// range, and a row fires at most once.
final class MenuRowsFuzz: FuzzTarget {
  static let name = "MenuRowIndex and MenuInteraction, hostile frames and indices"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "rows", ranges: [0...200, 0...60, 0...60], options: 8),
    FuzzCallKind(
      name: "move", ranges: [-50...500, -50...900, -50...500, 0...900, 0...500, 0...600, 0...200]),
    FuzzCallKind(name: "end", ranges: [-50...500, -50...900, -50...500, 0...900, 0...500, 0...600, 0...200]),
    FuzzCallKind(name: "next", ranges: [-5...10, -3...3], options: 2 * FuzzIntegers.hostile.count),
    FuzzCallKind(name: "frameOfRow", ranges: [-5...10], options: 2 * FuzzIntegers.hostile.count),
    FuzzCallKind(name: "key", options: 4),
  ]

  var rows = MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true])
  lazy var interaction = MenuInteraction(rows: rows)
  var fired = 0
  var failure: String?

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "rows":
      // Counts up to 10 000 rows (the simulator's cap; one make in eight), heights cycling through
      // the drawn values.
      let count = [0, 1, 5, 5, 5, 40, 40, 10_000][call.option]
      let drawn = [call[0], call[1], call[2], 44]
      rows = MenuRowIndex(
        heights: (0..<count).map { drawn[$0 % 4] }, selectable: (0..<count / 2).map { $0 % 3 != 0 })
      interaction = MenuInteraction(rows: rows)
      fired = 0
      if !rows.contentHeight.isFinite || rows.offsets.first != 0
        || !zip(rows.offsets, rows.offsets.dropFirst()).allSatisfy({ $0 <= $1 })
      {
        failure = "offsets not finite and ascending from 0 (content \(rows.contentHeight))"
      }
    case "move", "end":
      let point = CGPoint(x: call[0], y: call[1])
      let frame = fuzzRect(call, from: 2)
      let row = interaction.row(at: point, shownFrame: frame, restingHeight: call[6], scrollOffset: call[5])
      if let row, !(0..<rows.count).contains(row) { failure = "row(at:) gave \(row) of \(rows.count)" }
      let events =
        call.name == "move"
        ? interaction.touchMoved(to: point, shownFrame: frame, restingHeight: call[6], scrollOffset: call[5])
        : interaction.touchEnded(at: point, shownFrame: frame, restingHeight: call[6], scrollOffset: call[5])
      record(events)
    case "next":
      let index = FuzzIntegers.draw(call[0], option: call.option, count: rows.count)
      let step = FuzzIntegers.draw(call[1], option: call.option / 2 + 1, count: 2)
      if let next = rows.nextSelectable(after: index, step: step), !rows.selectable[next] {
        failure = "nextSelectable(after: \(index), step: \(step)) gave unselectable \(next)"
      }
    case "frameOfRow":
      let frame = rows.frameOfRow(FuzzIntegers.draw(call[0], option: call.option, count: rows.count))
      if !frame.minY.isFinite || !frame.height.isFinite || frame.height < 0 {
        failure = "frameOfRow \(frame)"
      }
    default: record(interaction.press([.up, .down, .return, .escape][call.option]))
    }
  }

  private func record(_ events: [MenuInteraction.Event]) {
    for event in events {
      switch event {
      case .fire(let row), .openSubmenu(let row), .highlightChanged(let row?):
        if !(0..<rows.count).contains(row) { failure = "event for row \(row) of \(rows.count)" }
        if case .fire = event { fired += 1 }
      default: break
      }
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
    checker.expect(fired <= 1, "\(fired) rows fired")
  }
}

/// ``PresentationLayout`` and ``RubberBand`` with every coordinate hostile: bounds, anchors, fitting
/// sizes, inset amounts, pulls, dimensions and coefficients. Every frame and point is finite, every
/// size non-negative, every offset finite and below the dimension.
final class LayoutFuzz: FuzzTarget {
  static let name = "PresentationLayout and RubberBand, hostile geometry"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(
      name: "menu",
      ranges: [
        -50...500, -50...900, 0...200, 0...100, 0...400, 0...900, -100...100, -100...100,
        0...500, 0...1000,
      ]),
    FuzzCallKind(name: "card", ranges: [0...500, 0...900, -100...100, -100...100, 0...500, 0...1000]),
    FuzzCallKind(name: "inset", ranges: [-100...100, -100...100, 0...500, 0...1000, -50...300]),
    FuzzCallKind(name: "rubber", ranges: [-2000...2000, 0...1000, 0...2]),
  ]

  var failure: String?

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "menu":
      let anchor = fuzzRect(call, from: 0)
      let fitting = CGSize(width: call[4], height: call[5])
      let bounds = fuzzRect(call, from: 6)
      let menu = PresentationLayout.menuFrame(anchor: anchor, fitting: fitting, in: bounds)
      verify(menu, "menuFrame")
      let point = PresentationLayout.menuGrowthPoint(anchor: PresentationLayout.usable(anchor), menu: menu)
      if !point.x.isFinite || !point.y.isFinite { failure = "menuGrowthPoint \(point)" }
    case "card":
      verify(
        PresentationLayout.cardFrame(
          fitting: CGSize(width: call[0], height: call[1]), in: fuzzRect(call, from: 2)),
        "cardFrame")
    case "inset": verify(PresentationLayout.inset(fuzzRect(call, from: 0), by: call[4]), "inset")
    default:
      let offset = RubberBand.offset(call[0], dimension: call[1], coefficient: call[2])
      if !offset.isFinite || (call[1].isFinite && call[1] > 0 && abs(offset) > call[1]) {
        failure = "RubberBand.offset(\(call[0]), dimension: \(call[1]), coefficient: \(call[2])) = \(offset)"
      }
    }
  }

  private func verify(_ frame: CGRect, _ what: String) {
    let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
    if !values.allSatisfy({ $0.isFinite }) || frame.size.width < 0 || frame.size.height < 0 {
      failure = "\(what) \(frame)"
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
  }
}

/// ``SheetDetentLayout`` with hostile detent lists (up to 5 000 detents; fractions, heights and
/// content heights from the full range) and ``DetentSheet`` with hostile settle durations and damping
/// ratios: heights stay ascending, at least 0.5 pt apart, above the floor and within the container;
/// a settle ends by ``DetentSheet/settleEndTime`` (within the hour bound) and lands on its target.
final class DetentListFuzz: FuzzTarget {
  static let name = "SheetDetentLayout lists and DetentSheet settles, hostile configuration"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "layout", ranges: [0...1, 0...1000, 0...1000, 0...1000], options: 4),
    FuzzCallKind(
      name: "sheet", ranges: [0...2, -0.5...1.5, 100...1000, -5000...5000, -500...500], options: 2),
  ]

  var failure: String?

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "layout":
      let count = [0, 3, 50, 5_000][call.option]
      let detents: [SheetDetent] = (0..<count).map { index in
        switch index % 4 {
        case 0: return .fraction(call[0] * Double(index % 7) / 6, id: .init(rawValue: "f\(index)"))
        case 1: return .height(call[1] + Double(index) * 0.3, id: .init(rawValue: "h\(index)"))
        case 2: return .fitsContent(id: .init(rawValue: "c\(index)"))
        default: return .large
        }
      }
      verify(SheetDetentLayout(detents, container: call[2], contentHeight: call[3]))
    default:
      let configuration = DetentSheetConfiguration(
        detents: [.fraction(0.3, id: "peek"), .medium, .large], isDismissible: call.option == 0,
        settleDuration: call[0], dampingRatio: call[1])
      var sheet = DetentSheet(configuration: configuration, container: call[2])
      sheet.present(at: 0)
      _ = sheet.update(at: 100)
      sheet.dragBegan(at: 100)
      sheet.dragChanged(translation: call[4], at: 100.05)
      let start = sheet.height(at: 100.05)
      sheet.dragEnded(velocity: call[3], at: 100.05)
      settle(&sheet, from: start)
    }
  }

  /// The settle's rule: it ends within 0.1 % of its travel from `start` (or 0.5 pt), to a relative
  /// rounding of 1e-6, sampled 1 ns before the end (1e-6 pt more).
  private func settle(_ sheet: inout DetentSheet, from start: Double) {
    guard let end = sheet.settleEndTime else { return }
    if !(end - 100.05 <= SpringMotion.maximumSettlingDuration + 1) {
      failure = "settle lasts \(end - 100.05) s"
    }
    let target = sheet.detentIndex.map { sheet.layout.heights[$0] } ?? 0
    let before = sheet.height(at: end - 1e-9)
    let tolerance = max(0.001 * abs(start - target), 0.5) * (1 + 1e-6) + 1e-6
    if !before.isFinite || abs(before - target) > tolerance {
      failure = "settle jumps from \(before) to \(target) at its end"
    }
    if sheet.update(at: end).isEmpty { failure = "the settle did not end at settleEndTime \(end)" }
  }

  private func verify(_ layout: SheetDetentLayout) {
    let heights = layout.heights
    if heights.isEmpty || heights.count != layout.identifiers.count {
      failure = "layout \(heights.count) heights"
    }
    if !heights.allSatisfy({ $0.isFinite && $0 > 0.5 && $0 <= layout.container }) {
      failure = "a height outside (0.5, \(layout.container)]"
    }
    if !zip(heights, heights.dropFirst()).allSatisfy({ $1 - $0 >= 0.5 }) {
      failure = "heights closer than 0.5 pt"
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
  }
}

extension FuzzTests {
  @Test("Fuzz: MenuRowIndex and MenuInteraction with hostile frames, heights, counts and indices")
  func menuRows() { FuzzDriver.check(MenuRowsFuzz.self) }

  @Test("Fuzz: PresentationLayout and RubberBand with hostile geometry")
  func layout() { FuzzDriver.check(LayoutFuzz.self) }

  @Test("Fuzz: SheetDetentLayout lists and DetentSheet settles with hostile configuration")
  func detentLists() { FuzzDriver.check(DetentListFuzz.self) }
}
