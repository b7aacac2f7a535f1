import Testing

@testable import InterruptibleCore

/// A sheet with peek (240), medium (400) and large (800) in an 800 pt container, 0.5 s settles.
private func makeSheet(dismissible: Bool = true, undimmed: SheetDetent.Identifier? = nil) -> DetentSheet {
  DetentSheet(
    configuration: DetentSheetConfiguration(
      detents: [.fraction(0.3, id: "peek"), .medium, .large], isDismissible: dismissible,
      largestUndimmedDetent: undimmed),
    container: 800)
}

/// A sheet presented and at rest at peek by t = 0.5.
private func restingSheet(dismissible: Bool = true) -> DetentSheet {
  var sheet = makeSheet(dismissible: dismissible)
  sheet.present(at: 0)
  _ = sheet.update(at: 0.5)
  return sheet
}

@Suite("Detents: the sheet")
struct DetentSheetTests {
  @Test("Present settles from 0 to peek (240 pt) in 0.5 s; settled + detentChanged once")
  func presentSettles() {
    var sheet = makeSheet()
    sheet.present(at: 0)
    #expect(sheet.phase == .settling && sheet.detentIndex == 0)
    #expect(sheet.update(at: 0.25).isEmpty)
    let midway = sheet.height(at: 0.25)
    #expect(midway > 0 && midway < 240)
    #expect(sheet.update(at: 0.5) == [.settled(detent: 0), .detentChanged(detent: 0)])
    #expect(sheet.update(at: 0.6).isEmpty && sheet.update(at: 5).isEmpty)
    #expect(sheet.phase == .resting(0) && sheet.height(at: 1) == 240)
  }

  @Test("While dragging the sheet follows the finger 1:1 between 240 and 800 pt")
  func followsFinger() {
    var sheet = restingSheet()
    sheet.dragBegan(at: 1)
    sheet.dragChanged(translation: -100, at: 1.1)
    #expect(sheet.height(at: 1.1) == 340)
    sheet.dragChanged(translation: -500, at: 1.2)
    #expect(sheet.height(at: 1.2) == 740)
    #expect(abs(sheet.sample(at: 1.2).velocity - 4000) < 1e-9)  // 400 pt in 0.1 s
  }

  @Test("Past the largest detent it rubber-bands: 300 pt beyond 800 shows 800 + 136.788")
  func rubberBandsAtTop() {
    var sheet = restingSheet()
    sheet.dragBegan(at: 1)
    sheet.dragChanged(translation: -(800 - 240 + 300), at: 1.1)
    #expect(abs(sheet.height(at: 1.1) - (800 + 136.7875647668394)) < 1e-9)
  }

  @Test("Below the smallest detent: linear toward 0 when dismissible, rubber-banded when not")
  func belowSmallest() {
    var dismissible = restingSheet()
    dismissible.dragBegan(at: 1)
    dismissible.dragChanged(translation: 100, at: 1.1)
    #expect(dismissible.height(at: 1.1) == 140)
    dismissible.dragChanged(translation: 400, at: 1.2)
    #expect(dismissible.height(at: 1.2) == 0)
    var fixed = restingSheet(dismissible: false)
    fixed.dragBegan(at: 1)
    fixed.dragChanged(translation: 100, at: 1.1)
    #expect(abs(fixed.height(at: 1.1) - (240 - RubberBand.offset(100, dimension: 800))) < 1e-9)
  }

  @Test("A fling past a detent: from 300 pt up at 1500 pt/s skips medium and settles at large")
  func flingPastDetent() {
    var sheet = restingSheet()
    sheet.dragBegan(at: 1)
    sheet.dragChanged(translation: -60, at: 1.05)
    let decision = sheet.dragEnded(velocity: -1500, at: 1.05)
    #expect(decision?.target == .detent(2))
    #expect(abs(sheet.sample(at: 1.05).velocity - 1500) < 1e-6)  // the finger's velocity, kept
    #expect(sheet.update(at: 1.55) == [.settled(detent: 2), .detentChanged(detent: 2)])
    #expect(sheet.height(at: 2) == 800)
  }

  @Test(
    "A slow release between two detents: at 310 pt with no speed it returns to peek (70 < 90 pt), settled only"
  )
  func slowReleaseBetween() {
    var sheet = restingSheet()
    sheet.dragBegan(at: 1)
    sheet.dragChanged(translation: -70, at: 1.5)
    sheet.dragChanged(translation: -70, at: 2)
    #expect(sheet.dragEnded(velocity: 0, at: 2)?.target == .detent(0))
    #expect(sheet.isMovingDown)
    #expect(sheet.update(at: 2.5) == [.settled(detent: 0)])  // same detent as before: no change event
  }

  @Test(
    "A grab during a settle takes over where the sheet is shown (no jump); the finger holds it (velocity 0)")
  func grabDuringSettle() {
    var sheet = restingSheet()
    sheet.move(toDetent: 2, at: 1)
    let before = sheet.sample(at: 1.2)
    #expect(before.velocity > 0)
    sheet.dragBegan(at: 1.2)
    #expect(sheet.phase == .dragging)
    let after = sheet.sample(at: 1.2)
    #expect(after.height == before.height && after.velocity == 0)
    sheet.dragChanged(translation: 0, at: 1.25)
    #expect(sheet.height(at: 1.25) == before.height)
    #expect(sheet.update(at: 5).isEmpty)  // the grabbed settle reports nothing
  }

  @Test(
    "A move reversed mid-flight (large, then peek at 0.1 s) keeps position and velocity, then settles once")
  func moveReversed() {
    var sheet = restingSheet()
    sheet.move(toDetent: 2, at: 1)
    let before = sheet.sample(at: 1.1)
    #expect(before.velocity > 0)
    sheet.move(toDetent: 0, at: 1.1)
    let after = sheet.sample(at: 1.1)
    #expect(abs(after.height - before.height) < 1e-9)
    #expect(abs(after.velocity - before.velocity) < 1e-6 * abs(before.velocity))
    // It keeps rising a little, turns, and comes back down to peek.
    #expect(sheet.height(at: 1.12) > before.height)
    #expect(sheet.update(at: 1.6) == [.settled(detent: 0)])
  }

  @Test("Exactly one settle event however often update runs: 100 updates after the end report once")
  func exactlyOnceSettle() {
    var sheet = restingSheet()
    sheet.move(toDetent: 1, at: 1)
    var events: [DetentSheet.Event] = []
    for step in 0...100 { events += sheet.update(at: 1.4 + Double(step) * 0.01) }
    #expect(events == [.settled(detent: 1), .detentChanged(detent: 1)])
  }

  @Test("A flick down from peek dismisses: one .dismissed event, hidden, height 0")
  func flickDismisses() {
    var sheet = restingSheet()
    sheet.dragBegan(at: 1)
    sheet.dragChanged(translation: 40, at: 1.05)
    #expect(sheet.dragEnded(velocity: 900, at: 1.05)?.target == .dismiss)
    #expect(sheet.detentIndex == nil)
    #expect(sheet.update(at: 1.55) == [.dismissed])
    #expect(sheet.phase == .hidden && sheet.height(at: 2) == 0 && sheet.update(at: 3).isEmpty)
  }

  @Test("Not dismissible: the same flick returns to peek")
  func notDismissible() {
    var sheet = restingSheet(dismissible: false)
    sheet.dragBegan(at: 1)
    sheet.dragChanged(translation: 40, at: 1.05)
    #expect(sheet.dragEnded(velocity: 900, at: 1.05)?.target == .detent(0))
    #expect(sheet.update(at: 1.55) == [.settled(detent: 0)])
  }

  @Test("Scroll hand-off only at the largest detent: below it the pan always moves the sheet")
  func scrollHandOff() {
    var sheet = restingSheet()
    #expect(sheet.panOwner(scrollViewIsAtTop: false, movingDown: false) == .sheet)
    #expect(sheet.panOwner(scrollViewIsAtTop: true, movingDown: false) == .sheet)
    sheet.move(toDetent: 2, at: 1)
    _ = sheet.update(at: 1.5)
    #expect(sheet.panOwner(scrollViewIsAtTop: false, movingDown: true) == .scrollView)
    #expect(sheet.panOwner(scrollViewIsAtTop: true, movingDown: false) == .scrollView)
    #expect(sheet.panOwner(scrollViewIsAtTop: true, movingDown: true) == .sheet)
  }

  @Test("A rotation keeps the detent: medium rests at 400 in 800 pt, then at 195 in 390 pt")
  func resizeKeepsDetent() {
    var sheet = restingSheet()
    sheet.move(toDetent: 1, at: 1)
    _ = sheet.update(at: 1.5)
    sheet.containerDidResize(390, at: 2)
    #expect(sheet.phase == .resting(1) && sheet.height(at: 2) == 195)
    #expect(sheet.layout.heights == [117, 195, 390])
  }

  @Test("A resize mid-settle heads to the same detent's new height")
  func resizeMidSettle() {
    var sheet = restingSheet()
    sheet.move(toDetent: 2, at: 1)
    sheet.containerDidResize(600, at: 1.2)
    #expect(sheet.detentIndex == 2 && sheet.phase == .settling)
    #expect(sheet.update(at: 1.7) == [.settled(detent: 2), .detentChanged(detent: 2)])
    #expect(sheet.height(at: 2) == 600)
  }

  @Test("Dimming starts above the largest undimmed detent: 0 at 240, 0.2 at 320, 0.4 from 400")
  func dimming() {
    let sheet = makeSheet(undimmed: "peek")
    #expect(sheet.dimming(atHeight: 240) == 0)
    #expect(abs(sheet.dimming(atHeight: 320) - 0.2) < 1e-12)
    #expect(sheet.dimming(atHeight: 500) == 0.4)
    let always = makeSheet()
    #expect(abs(always.dimming(atHeight: 120) - 0.2) < 1e-12 && always.dimming(atHeight: .nan) == 0)
  }

  @Test("Out-of-order calls are ignored: drag change or end without a drag, move while hidden or to index 9")
  func outOfOrder() {
    var sheet = makeSheet()
    sheet.dragChanged(translation: 50, at: 0)
    #expect(sheet.dragEnded(velocity: 100, at: 0) == nil)
    sheet.move(toDetent: 1, at: 0)
    sheet.dragBegan(at: 0)
    #expect(sheet.phase == .hidden)
    sheet.present(toDetent: 9, at: 0)  // clamped to large
    #expect(sheet.detentIndex == 2)
    sheet.move(toDetent: 9, at: 0.1)
    #expect(sheet.detentIndex == 2)
  }

  @Test("Bad input: NaN time uses the last valid time, NaN translation is 0; every output stays finite")
  func badInput() {
    var sheet = restingSheet()
    sheet.dragBegan(at: .nan)
    sheet.dragChanged(translation: .nan, at: .infinity)
    #expect(sheet.height(at: .nan) == 240)
    sheet.dragEnded(velocity: .infinity, at: .nan)
    for time in stride(from: 0.5, through: 2, by: 0.05) {
      let sample = sheet.sample(at: time)
      #expect(sample.height.isFinite && sample.velocity.isFinite)
      _ = sheet.update(at: time)
    }
  }
}

extension DetentSheetTests {
  @Test("DetentSheet.followedHeight(NaN) is the smallest detent's height")
  func followedHeightNaN() {
    for dismissible in [true, false] {
      let sheet = DetentSheet(
        configuration: DetentSheetConfiguration(isDismissible: dismissible), container: 800)
      #expect(sheet.followedHeight(.nan) == 400)
      #expect(sheet.followedHeight(500) == 500)
    }
  }
}

extension DetentSheetTests {
  /// A sheet resting at a 100 pt detent in an 800 pt container, grabbed at 1 s.
  private func heldSheet(dismissible: Bool, modal: Bool) -> DetentSheet {
    var sheet = DetentSheet(
      configuration: DetentSheetConfiguration(
        detents: [.height(100, id: "small"), .large], isDismissible: dismissible),
      container: 800)
    sheet.isModalInPresentation = modal
    sheet.present(at: 0)
    _ = sheet.update(at: 1)
    sheet.dragBegan(at: 1)
    return sheet
  }

  @Test("A resisting sheet dragged 400 pt below a 100 pt detent shows 5.1 pt (the band saturates), never < 0")
  func resistingBandStaysPositive() {
    for (dismissible, modal) in [(false, false), (true, true)] {
      var sheet = heldSheet(dismissible: dismissible, modal: modal)
      sheet.dragChanged(translation: 50, at: 1.05)
      // Up to three quarters of the detent's height the band is the container's, as before.
      #expect(abs(sheet.height(at: 1.05) - (100 - RubberBand.offset(50, dimension: 800))) < 1e-9)
      sheet.dragChanged(translation: 400, at: 1.1)
      // The container's band is 172.5 pt there (it showed 100 − 172.5 = −72.5 pt); past 75 pt it
      // saturates: 100 − (100 − 25² / (172.5 − 75 + 25)) = 5.1 pt.
      let band = RubberBand.offset(400, dimension: 800)
      #expect(abs(band - 172.549) < 1e-3)
      #expect(abs(sheet.height(at: 1.1) - 625 / (band - 75 + 25)) < 1e-9)
      #expect(abs(sheet.height(at: 1.1) - 5.1) < 1e-3)
      var previous = 100.0
      for translation in [1.0, 50, 400, 5_000, 1e6, 1e12, 1e300, .greatestFiniteMagnitude] {
        sheet.dragChanged(translation: translation, at: 1.2)
        let height = sheet.height(at: 1.2)
        #expect(height >= 0 && height <= previous, "\(translation): \(height)")
        previous = height
      }
      // The inverse used when the keyboard moves under the finger maps a height back to the band.
      // (The band over the container never passes 800 pt: 100 − 625 / 750 = 0.83 pt is as low as it goes.)
      for height in [99.0, 60, 25, 5.1, 1] {
        let raw = sheet.rawHeight(showing: height)
        #expect(abs(sheet.followedHeight(raw) - height) < 1e-9 * 100, "\(height)")
      }
    }
  }

  /// A following sheet with `fractions` resting at `index` in an 800 pt container.
  private func sheetResting(_ fractions: [Double], at index: Int) -> DetentSheet {
    let detents = fractions.enumerated().map { SheetDetent.fraction($1, id: .init(rawValue: "d\($0)")) }
    var sheet = DetentSheet(configuration: DetentSheetConfiguration(detents: detents), container: 800)
    sheet.present(toDetent: index, at: 0)
    _ = sheet.update(at: 1)
    return sheet
  }

  @Test(
    "A keyboard covering the whole container, then hiding: the sheet is back at its own detent, no detentChanged"
  )
  func keyboardCoveringAllKeepsTheDetent() {
    for (fractions, index) in [([0.3, 0.6], 0), ([0.25, 0.5, 0.75, 1.0], 0), ([0.25, 0.5, 0.75, 1.0], 1)] {
      var sheet = sheetResting(fractions, at: index)
      let height = sheet.height(at: 1)
      sheet.containerDidResize(0, at: 2)  // nothing left above the keyboard
      #expect(sheet.height(at: 2) <= 1)
      sheet.containerDidResize(800, at: 3)  // the keyboard hides
      #expect(sheet.detentIndex == index, "\(fractions)")
      #expect(sheet.phase == .resting(index))
      #expect(sheet.height(at: 3) == height)
      #expect(sheet.update(at: 4).isEmpty)
    }
    // Mid-settle: it heads back to its own detent and settles there as the detent it rested at.
    var sheet = sheetResting([0.3, 0.6], at: 0)
    sheet.move(toDetent: 1, at: 1)
    sheet.containerDidResize(0.4, at: 1.1)
    sheet.containerDidResize(800, at: 1.2)
    #expect(sheet.detentIndex == 1)
    #expect(sheet.update(at: 5) == [.settled(detent: 1), .detentChanged(detent: 1)])
    #expect(sheet.height(at: 5) == 480)
  }

  @Test("containerDidResize keeps the content height it is given; setDetents and a nil height keep it too")
  func resizeKeepsContentHeight() {
    let detents: [SheetDetent] = [.fitsContent(id: "fit"), .large]
    var sheet = DetentSheet(configuration: DetentSheetConfiguration(detents: detents), container: 800)
    sheet.containerDidResize(900, contentHeight: 300, at: 0)
    #expect(sheet.layout.heights == [300, 900])
    sheet.setDetents(detents + [.fraction(0.5, id: "half")], at: 1)
    #expect(sheet.layout.heights == [300, 450, 900])  // not the container (no stale or missing height)
    sheet.containerDidResize(700, at: 2)  // nil keeps 300
    #expect(sheet.layout.heights == [300, 350, 700])
    sheet.containerDidResize(700, contentHeight: .nan, at: 3)  // a bad height is none: the container
    #expect(sheet.layout.heights == [350, 700])
    sheet.contentHeightDidChange(200, at: 4)
    sheet.containerDidResize(600, at: 5)
    #expect(sheet.layout.heights == [200, 300, 600])
  }
}
