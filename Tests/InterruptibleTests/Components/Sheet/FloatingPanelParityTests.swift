import Testing

@testable import InterruptibleCore

/// The package's detent choice against FloatingPanel's release rule (``FloatingPanelReleaseRule``) over
/// 100 000 seeded random drags of a `DetentSheet`: 2 to 4 detents in a 400 to 1 400 pt container, a
/// drag from a resting detent to anywhere (rubber-banding past the ends included), released at up to
/// ±4 000 pt/s (1 in 50 at exactly 0). Dismissal is off: FloatingPanel removes a panel by a separate
/// rule.
@Suite("Detents: parity with FloatingPanel's release rule")
struct FloatingPanelParityTests {
  static let seed: UInt64 = 0x00F1_0A71_2026
  static let drags = 100_000

  struct Drag {
    let container: Double
    let fractions: [Double]
    let resting: Int
    let translation: Double
    let velocity: Double
  }

  static func randomDrag(_ random: inout SplitMix64) -> Drag {
    let container = 400 + random.unit() * 1000
    let fractions = (0..<(2 + random.below(3))).map { _ in 0.05 + random.unit() * 0.95 }
    let velocity = random.oneIn(50) ? 0 : (random.unit() * 2 - 1) * 4000
    return Drag(
      container: container, fractions: fractions, resting: random.below(fractions.count),
      translation: (random.unit() * 2.4 - 1.2) * container, velocity: velocity)
  }

  /// The package's choice (an index into the ascending heights) and FloatingPanel's, for one drag.
  static func choices(_ drag: Drag, allowsSkipping: Bool, projectsMomentum: Bool) -> (
    package: Int, other: Int
  ) {
    var configuration = DetentSheetConfiguration(
      detents: drag.fractions.enumerated().map {
        .fraction($0.element, id: .init(rawValue: "d\($0.offset)"))
      },
      isDismissible: false)
    configuration.allowsSkippingDetents = allowsSkipping
    var sheet = DetentSheet(configuration: configuration, container: drag.container)
    let resting = min(drag.resting, sheet.layout.heights.count - 1)
    sheet.present(toDetent: resting, at: 0)
    _ = sheet.update(at: 1)
    sheet.dragBegan(at: 2)
    sheet.dragChanged(translation: drag.translation, at: 2.1)
    let released = sheet.height(at: 2.1)
    let decision = sheet.dragEnded(velocity: drag.velocity, at: 2.1)
    guard case .detent(let chosen)? = decision?.target else { return (-1, -2) }
    // FloatingPanel's frame: the surface's top edge, growing downward, most expanded anchor first.
    let heights = sheet.layout.heights
    let rule = FloatingPanelReleaseRule(
      positions: heights.reversed().map { drag.container - $0 }, projectsMomentum: projectsMomentum)
    let last = heights.count - 1
    let other = rule.target(
      position: drag.container - released, velocity: drag.velocity, resting: last - resting)
    return (chosen, last - other)
  }

  /// Runs every drag; returns the drags whose choices differ (the first 5 described) and their count.
  static func mismatches(allowsSkipping: Bool, projectsMomentum: Bool) -> (count: Int, examples: [String]) {
    var random = SplitMix64(seed: seed)
    var count = 0
    var examples: [String] = []
    for index in 0..<drags {
      let drag = randomDrag(&random)
      let result = choices(drag, allowsSkipping: allowsSkipping, projectsMomentum: projectsMomentum)
      guard result.package != result.other else { continue }
      count += 1
      if examples.count < 5 {
        examples.append("drag \(index): \(drag) → package \(result.package), FloatingPanel \(result.other)")
      }
    }
    return (count, examples)
  }

  @Test("Skipping allowed (the default) equals FloatingPanel projecting momentum in 100 000 of 100 000 drags")
  func skippingMatchesProjectedMomentum() {
    print("FloatingPanelParityTests seed: 0x\(String(Self.seed, radix: 16)) (\(Self.drags) drags)")
    let result = Self.mismatches(allowsSkipping: true, projectsMomentum: true)
    #expect(result.count == 0, "\(result.examples)")
  }

  @Test("allowsSkippingDetents false equals FloatingPanel's default in 100 000 of 100 000 drags")
  func noSkippingMatchesDefault() {
    let result = Self.mismatches(allowsSkipping: false, projectsMomentum: false)
    #expect(result.count == 0, "\(result.examples)")
  }

  @Test("The option matters: skipping allowed differs from FloatingPanel's default in over 1 % of drags")
  func theOptionMatters() {
    let result = Self.mismatches(allowsSkipping: true, projectsMomentum: false)
    print(
      "FloatingPanelParityTests: skipping allowed vs FloatingPanel's default: \(result.count) of \(Self.drags) differ"
    )
    #expect(result.count > Self.drags / 100)
  }
}
