import InterruptibleCore

/// The work of a detent sheet per touch event: the release decision (projection, nearest of three
/// detents or dismissal) and one drag update past the top (follow the finger, rubber-band).
package final class DetentWork {
  let layout: SheetDetentLayout
  var sheet: DetentSheet

  /// A sheet at rest at its lowest detent, grabbed by a finger: peek, medium and large, or `detents`
  /// evenly spaced fractions of the container.
  package init(detents count: Int = 3) {
    var detents: [SheetDetent] = [.fraction(0.3, id: "peek"), .medium, .large]
    if count != 3 {
      detents = (0..<count).map { index -> SheetDetent in
        let fraction = Double(index + 1) / Double(count + 1)
        return SheetDetent.fraction(fraction, id: SheetDetent.Identifier(rawValue: "detent \(index)"))
      }
    }
    layout = SheetDetentLayout(detents, container: 800)
    sheet = DetentSheet(configuration: DetentSheetConfiguration(detents: detents), container: 800)
    sheet.present(at: 0)
    _ = sheet.update(at: 1)
    sheet.dragBegan(at: 1)
  }

  /// One release decision at a height between 0 and 800 pt, velocity between −2000 and +2000 pt/s.
  @inline(never)
  package func release(_ fraction: Double) -> Double {
    let decision = DetentReleaseDecision(
      height: fraction * 800, velocity: (fraction - 0.5) * 4000, layout: layout, isDismissible: true)
    return decision.targetHeight + decision.projectedHeight
  }

  /// One drag update: the finger between 240 and 1040 pt up (the upper half rubber-bands past 800).
  @inline(never)
  package func drag(_ fraction: Double) -> Double {
    sheet.dragChanged(translation: -fraction * 800, at: 1 + fraction)
    return sheet.height(at: 1 + fraction)
  }

  /// Nothing but the call: the baseline for both.
  @inline(never)
  package func baseline(_ fraction: Double) -> Double { fraction }
}
