import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Hostile inputs to the menu follower and the detent sheet, each with its documented answer
/// (BadInput.md).
@Suite("Hostile input: the menu follower and the detent sheet")
struct SheetAndMenuEdgeCasesTests {
  private func follower() -> MenuAnchorFollower {
    MenuAnchorFollower(
      container: CGSize(width: 390, height: 844),
      safeArea: MenuInsets(top: 47, left: 0, bottom: 34, right: 0),
      source: CGRect(x: 40, y: 200, width: 44, height: 44), rowHeights: [44, 44, 44])
  }

  @Test(
    "MenuAnchorFollower: a NaN or −∞ component of the visible rectangle or the anchor counts as 0 (it trapped)"
  )
  func followerSanitisesRectangles() {
    let anchor = CGRect(x: 40, y: 210, width: 44, height: 44)
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    // The NaN x counts as 0: the anchor is inside, the menu moves with it.
    let nanX = follower().anchorMoved(
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
      let menu = follower()
      #expect(menu.anchorMoved(to: anchor, visibleIn: visible, at: 0.1) == .dismiss, "\(visible)")
      #expect(menu.isDismissed)
    }
    // An anchor with a NaN x is at x 0: still on screen, the menu follows it there.
    let menu = follower()
    let update = menu.anchorMoved(
      to: CGRect(x: CGFloat.nan, y: 210, width: 44, height: 44), visibleIn: screen, at: 0.1)
    guard case .moved(let moved)? = update else {
      Issue.record("NaN anchor: \(String(describing: update))")
      return
    }
    #expect(moved.frame.minX.isFinite && moved.frame.minY.isFinite)
    #expect(!menu.isDismissed)
  }

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
  private func restingSheet(_ fractions: [Double], at index: Int) -> DetentSheet {
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
      var sheet = restingSheet(fractions, at: index)
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
    var sheet = restingSheet([0.3, 0.6], at: 0)
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
