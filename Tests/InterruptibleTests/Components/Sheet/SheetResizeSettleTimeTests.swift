import Foundation
import Testing

@testable import InterruptibleCore

/// A resize that keeps the form (a rotation, a window resized within one size class, a keyboard the
/// sheet follows) keeps the end time of a settle under way, as a form change does: the spring is
/// fitted to the time left from where the sheet is shown, with the velocity it has.
@Suite("Sheets: a resize mid-settle keeps the settle's end time")
struct SheetResizeSettleTimeTests {
  static let seed: UInt64 = 0x5E77_1E20_2611
  static let runs = 4_000

  static func sheet(container: Double = 800) -> DetentSheet {
    DetentSheet(configuration: DetentSheetConfiguration(detents: [.medium, .large]), container: container)
  }

  @Test("A present resized halfway through its 0.5 s ends at 0.5 s at the detent's new height, once")
  func presentHalfway() {
    var sheet = Self.sheet()
    sheet.present(toDetent: 1, at: 0)
    let before = sheet.sample(at: 0.25)
    // The fitted critically damped spring (ω = 18.4668 /s) halfway from 0 to 800 pt.
    #expect(abs(before.height - 755.581_746_850) < 1e-6)
    #expect(abs(before.velocity - 674.224_133_514) < 1e-6)
    sheet.containerDidResize(1000, at: 0.25)
    let after = sheet.sample(at: 0.25)
    #expect(abs(after.height - before.height) < 1e-9)
    #expect(abs(after.velocity - before.velocity) < 1e-9)
    #expect(sheet.settleEndTime == 0.5)
    #expect(sheet.update(at: 0.4999).isEmpty)
    #expect(abs(sheet.height(at: 0.4999) - 1000) < 0.5)
    #expect(sheet.update(at: 0.5) == [.settled(detent: 1), .detentChanged(detent: 1)])
    #expect(sheet.phase == .resting(1) && sheet.height(at: 0.5) == 1000)
    #expect(sheet.update(at: 0.75).isEmpty)
  }

  @Test("A dismissal resized halfway ends at its end time with one dismissal")
  func dismissalHalfway() {
    var sheet = Self.sheet()
    sheet.present(toDetent: 0, at: 0)
    _ = sheet.update(at: 1)
    sheet.dismiss(at: 1)
    let before = sheet.sample(at: 1.25)
    #expect(abs(before.height - 22.209_126_575) < 1e-6)
    sheet.containerDidResize(600, at: 1.25)
    #expect(abs(sheet.height(at: 1.25) - before.height) < 1e-9)
    #expect(sheet.settleEndTime == 1.5)
    #expect(sheet.update(at: 1.4999).isEmpty)
    #expect(sheet.update(at: 1.5) == [.dismissed])
    #expect(sheet.phase == .hidden && sheet.update(at: 2).isEmpty)
  }

  @Test("A resize with less than UIKit's shortest spring (0.01 s) left ends at most 0.01 s later")
  func resizeNearTheEnd() throws {
    var sheet = Self.sheet()
    sheet.present(toDetent: 1, at: 0)
    sheet.containerDidResize(1000, at: 0.499)
    let end = try #require(sheet.settleEndTime)
    #expect(end > 0.499 && end <= 0.509 + 1e-9)
    #expect(sheet.update(at: end - 1e-6).isEmpty)
    #expect(sheet.update(at: end) == [.settled(detent: 1), .detentChanged(detent: 1)])
  }

  @Test("A resize after the settle's end but before its update comes to rest at the resize, once")
  func resizeAfterTheEnd() {
    var sheet = Self.sheet()
    sheet.present(toDetent: 1, at: 0)
    sheet.containerDidResize(1000, at: 0.6)
    #expect(sheet.settleEndTime == 0.6)
    #expect(sheet.height(at: 0.6) == 1000)
    #expect(sheet.update(at: 0.6) == [.settled(detent: 1), .detentChanged(detent: 1)])
    #expect(sheet.update(at: 1).isEmpty)
  }

  @Test("Every level of a stack resized mid-settle keeps its own end time")
  func stackLevels() {
    var stack = SheetStack()
    let configuration = DetentSheetConfiguration(detents: [.medium, .large])
    let lower = stack.present(configuration, container: 800, toDetent: 1, at: 0)
    let upper = stack.present(configuration, container: 800, toDetent: 0, at: 0.2)
    stack.containerDidResize(1000, at: 0.3)
    let ends = stack.levels.map(\.sheet.settleEndTime)
    #expect(ends == [0.5, 0.7])
    #expect(
      stack.update(at: 0.5) == [.settled(level: lower, detent: 1), .detentChanged(level: lower, detent: 1)])
    #expect(
      stack.update(at: 0.7) == [.settled(level: upper, detent: 0), .detentChanged(level: upper, detent: 0)])
  }

  /// One seeded run: a settle (a present, a move, a dismissal or a release's) resized to a random
  /// container at a random moment. Returns how much later than before the resize it ends, or nil
  /// when no settle was under way.
  static func run(_ random: inout SplitMix64, index: Int) -> Double? {
    var sheet = DetentSheet(
      configuration: DetentSheetConfiguration(detents: [.fraction(0.25, id: "peek"), .medium, .large]),
      container: 300 + random.unit() * 1100)
    sheet.present(toDetent: random.below(3), at: 0)
    var resizeAt = random.unit() * 0.55
    switch random.below(4) {
    case 0: break
    case 1:
      _ = sheet.update(at: 1)
      sheet.move(toDetent: random.below(3), at: 1)
      resizeAt = 1 + random.unit() * 0.55
    case 2:
      _ = sheet.update(at: 1)
      sheet.dismiss(at: 1)
      resizeAt = 1 + random.unit() * 0.55
    default:
      _ = sheet.update(at: 1)
      sheet.dragBegan(at: 1)
      sheet.dragChanged(translation: (random.unit() * 2 - 1) * 400, at: 1.05)
      sheet.dragEnded(velocity: (random.unit() * 2 - 1) * 3000, at: 1.05)
      resizeAt = 1.05 + random.unit() * 0.55
    }
    let container = 300 + random.unit() * 1100
    var events = sheet.update(at: resizeAt)
    let before = sheet.sample(at: resizeAt)
    let endBefore = sheet.settleEndTime
    let dismissing = endBefore != nil && sheet.detentIndex == nil
    sheet.containerDidResize(container, at: resizeAt)
    let endAfter = sheet.settleEndTime
    let label = "run \(index): resize to \(container) at \(resizeAt) from \(before)"
    if endBefore != nil {
      // From where it is shown (a container below that height takes it down to its top).
      #expect(abs(sheet.height(at: resizeAt) - min(before.height, container)) < 1e-9, "\(label)")
    }
    var time = resizeAt
    while time < resizeAt + 30 {
      time += 1.0 / 120
      events += sheet.update(at: time)
    }
    let completions = events.filter {
      if case .detentChanged = $0 { return false } else { return true }
    }
    #expect(completions.count == 1, "\(label): \(events)")
    if dismissing { #expect(events == [.dismissed], "\(label): \(events)") }
    guard let endBefore else { return nil }
    return (endAfter ?? resizeAt) - endBefore
  }

  @Test("4 000 seeded resizes mid-settle end at the settle's end time, or within the stated bound after it")
  func randomGrid() {
    print("SheetResizeSettleTimeTests seed: 0x\(String(Self.seed, radix: 16)) (\(Self.runs) runs)")
    var random = SplitMix64(seed: Self.seed)
    var settles = 0
    var later = 0
    var latest = 0.0
    for index in 0..<Self.runs {
      guard let shift = Self.run(&random, index: index) else { continue }
      settles += 1
      #expect(shift >= -1e-9 && shift <= 0.175, "run \(index): ends \(shift) s later")
      if shift > 1e-9 { later += 1 }
      latest = max(latest, shift)
    }
    print(
      "SheetResizeSettleTimeTests: settles ending later than before the resize: \(later) of \(settles), by at most \(latest) s"
    )
    #expect(settles > 3_000)
  }
}
