import Testing

@testable import InterruptibleCore

/// `allowsSkippingDetents`: with it false a release settles at one of the two detents around the height
/// where it is let go. Layout: peek 240, medium 400, large 800 pt (container 800).
@Suite("Detents: releases that may not skip a detent")
struct DetentSkippingTests {
  let layout = SheetDetentLayout([.fraction(0.3, id: "peek"), .medium, .large], container: 800)

  func target(_ height: Double, _ velocity: Double, dismissible: Bool = true, skipping: Bool)
    -> DetentSheet.Target
  {
    DetentReleaseDecision(
      height: height, velocity: velocity, layout: layout, isDismissible: dismissible,
      allowsSkippingDetents: skipping
    ).target
  }

  @Test(
    "A flick up at 1500 pt/s from 340 pt (projected 1088.5) skips to large by default, stops at medium without"
  )
  func flickUp() {
    #expect(target(340, -1500, skipping: true) == .detent(2))
    #expect(target(340, -1500, skipping: false) == .detent(1))
  }

  @Test(
    "A flick down at 800 pt/s from 250 pt (projected -149.2): dismissal by default, peek without skipping")
  func flickDownPastPeek() {
    #expect(target(250, 800, skipping: true) == .dismiss)
    #expect(target(250, 800, skipping: false) == .detent(0))
    // Below peek, dismissal is the neighbour: the same throw from 200 pt dismisses.
    #expect(target(200, 800, skipping: false) == .dismiss)
    #expect(target(200, 800, dismissible: false, skipping: false) == .detent(0))
  }

  @Test(
    "Released exactly at medium moving up: the pair is medium and large; projected 549.7 pt stays at medium")
  func atADetent() {
    #expect(target(400, -300, skipping: false) == .detent(1))
    #expect(target(400, -500, skipping: false) == .detent(2))  // projected 649.5 pt, past the midpoint 600
    #expect(target(400, 2000, skipping: false) == .detent(0))  // down: the pair is peek and medium
  }

  @Test(
    "Beyond the ends the outermost pair counts: pulled to 900 pt and thrown down hard reaches medium, not peek"
  )
  func beyondTheEnds() {
    #expect(target(900, 3000, skipping: false) == .detent(1))  // projected -597 pt: medium of (medium, large)
    #expect(target(900, 3000, skipping: true) == .dismiss)
    #expect(target(100, -3000, dismissible: false, skipping: false) == .detent(1))  // (peek, medium)
  }

  @Test("Slow releases are the same either way: the nearest detent")
  func slowReleases() {
    for height in stride(from: 150.0, through: 850, by: 25) {
      #expect(target(height, 0, skipping: false) == target(height, 0, skipping: true), "at \(height) pt")
    }
  }

  @Test("DetentSheet honours the configuration: a fling up from peek stops at medium")
  func sheetUsesTheOption() {
    var configuration = DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .medium, .large])
    configuration.allowsSkippingDetents = false
    var sheet = DetentSheet(configuration: configuration, container: 800)
    sheet.present(at: 0)
    _ = sheet.update(at: 0.5)
    sheet.dragBegan(at: 1)
    sheet.dragChanged(translation: -100, at: 1.05)
    #expect(sheet.dragEnded(velocity: -1500, at: 1.05)?.target == .detent(1))
    #expect(sheet.update(at: 1.55) == [.settled(detent: 1), .detentChanged(detent: 1)])
  }
}
