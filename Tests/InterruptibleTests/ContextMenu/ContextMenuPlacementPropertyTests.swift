import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ContextMenuPlacement: seeded random layouts keep every piece on screen and apart")
struct ContextMenuPlacementPropertyTests {
  @Test("iPhone and iPad, both directions, with and without keyboard and accessory (seed printed)")
  func invariants() {
    let seed: UInt64 = 0x91ACE
    print("ContextMenuPlacement random layouts: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    let devices = [
      (Device.phone, Device.phoneSafe),
      (CGSize(width: 844, height: 390), MenuInsets(left: 47, bottom: 21, right: 47)),
      (Device.pad, Device.padSafe), (CGSize(width: 1024, height: 1366), Device.padSafe),
    ]
    var sides: Set<ContextMenuPlacement.Side> = []
    for _ in 0..<3000 {
      let (container, safe) = random.pick(devices)
      let width = 40 + random.unit() * (container.width - 40)
      let height = 30 + random.unit() * 200
      let source = CGRect(
        x: random.unit() * (container.width - width),
        y: safe.top + random.unit() * (container.height - 60 - height),
        width: width, height: height)
      let keyboard =
        random.oneIn(3)
        ? CGRect(x: 0, y: container.height * 0.6, width: container.width, height: container.height * 0.4)
        : nil
      let placement = ContextMenuPlacement(
        container: container, safeArea: safe, source: source,
        previewSize: random.oneIn(2)
          ? nil : CGSize(width: 100 + random.unit() * 600, height: 80 + random.unit() * 900),
        rowHeights: Array(repeating: 44, count: 1 + random.below(14)),
        accessorySize: random.oneIn(2) ? CGSize(width: 280, height: 52) : nil, keyboardFrame: keyboard,
        layoutDirection: random.oneIn(2) ? .leftToRight : .rightToLeft)
      sides.insert(placement.side)
      let area = CGRect(
        x: safe.left + 16, y: safe.top + 16, width: container.width - safe.left - safe.right - 32,
        height: min(container.height - safe.bottom - 16, (keyboard?.minY ?? .infinity) - 16) - safe.top - 16)
      let pieces =
        [placement.previewFrame, placement.menuFrame] + (placement.accessoryFrame.map { [$0] } ?? [])
      for piece in pieces {
        let inside =
          piece.minX >= area.minX - 1e-6 && piece.maxX <= area.maxX + 1e-6 && piece.minY >= area.minY - 1e-6
          && piece.maxY <= area.maxY + 1e-6
        #expect(inside, "\(piece) outside \(area)")
      }
      #expect(!Self.overlap(placement.previewFrame, placement.menuFrame), "\(placement)")
      if let accessory = placement.accessoryFrame {
        #expect(accessory.maxY <= placement.previewFrame.minY + 1e-6)
        #expect(!Self.overlap(accessory, placement.menuFrame), "\(placement)")
      }
      #expect(placement.previewScale > 0 && placement.previewScale <= 1 + 1e-12)
    }
    #expect(sides == [.below, .above, .left, .right])
  }

  /// Whether two frames share more than an edge (1e-6 pt).
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX - 1e-6 && b.minX < a.maxX - 1e-6 && a.minY < b.maxY - 1e-6 && b.minY < a.maxY - 1e-6
  }
}
