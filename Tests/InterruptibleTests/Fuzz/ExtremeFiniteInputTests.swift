import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Finite inputs so large that rounding makes them meaningless (times near 1e308, lengths near the
/// largest double): each is clamped to its documented range (BadInput.md), so every output stays
/// finite and nothing jumps.
@Suite("Hostile input: extreme finite values are clamped to their documented ranges")
struct ExtremeFiniteInputTests {
  static let absurdTimes: [Double] = [
    1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e16,
  ]

  /// A sheet resting at 240 pt (0.3 of 800) at time 0.
  private func restingSheet() -> DetentSheet {
    var sheet = DetentSheet(
      configuration: DetentSheetConfiguration(detents: [.fraction(0.3, id: "a"), .large]), container: 800)
    sheet.present(at: 0)
    _ = sheet.update(at: 1)
    return sheet
  }

  @Test("DetentSheet: move, dismiss and dragEnded at an absurd time happen at the last valid time, no jump")
  func sheetCallsAtAbsurdTimes() throws {
    for time in Self.absurdTimes {
      var sheet = restingSheet()
      sheet.move(toDetent: 1, at: time)
      let end = try #require(sheet.settleEndTime)
      #expect(end == 1.5, "\(time): ends \(end)")  // from the last valid time, 1 s
      #expect(sheet.height(at: time) == 240, "\(time)")  // still where it was: no jump
      #expect(sheet.update(at: time).isEmpty)
      #expect(sheet.update(at: end) == [.settled(detent: 1), .detentChanged(detent: 1)])
      sheet.dismiss(at: time)
      #expect(sheet.height(at: time) == 800)
      sheet.dragBegan(at: time)
      sheet.dragChanged(translation: 100, at: time)
      sheet.dragEnded(velocity: 300, at: time)
      #expect(sheet.sample(at: time).height.isFinite && sheet.sample(at: time).velocity.isFinite)
      #expect(sheet.height(at: 1e308) == sheet.height(at: end))  // 1e308 reads the last valid time
    }
  }

  @Test("DetentSheet: the trajectory and the sheet agree at the settle's end time and one double before")
  func trajectoryAgreesAtTheEnd() throws {
    var random = SplitMix64(seed: 0x5E77_1E)
    print("Sheet trajectory at the end: seed 5e771e")
    for _ in 0..<2_000 {
      // Durations such as 0.3 s are not doubles: start + duration rounds, and the elapsed time at the
      // rounded end is a hair short of the duration.
      let duration = 0.1 + random.unit()
      var sheet = DetentSheet(
        configuration: DetentSheetConfiguration(
          detents: [.fraction(0.3, id: "a"), .large], settleDuration: duration),
        container: 800)
      sheet.present(at: 0)
      _ = sheet.update(at: 1_000)
      let start = 1_000 + random.unit() * 1e6
      sheet.move(toDetent: 1, at: start)
      let trajectory = sheet.trajectory
      let end = try #require(sheet.settleEndTime)
      for time in [end, end.nextDown, end.nextUp, trajectory.endTime] {
        let own = sheet.sample(at: time)
        let traced = trajectory.sample(at: time)
        #expect(own.height == traced.progress && own.velocity == traced.velocity, "start \(start) at \(time)")
      }
      #expect(sheet.height(at: end) == 800)
    }
  }

  @Test("DetentSheet.rebaseDrag(toShownHeight: 1e308) is the band's reach; the release stays finite")
  func rebaseToHugeHeight() {
    var sheet = restingSheet()
    sheet.dragBegan(at: 2)
    sheet.rebaseDrag(toShownHeight: 1e308)
    #expect(sheet.height(at: 2) == 1_600)  // the largest detent plus the container
    sheet.dragChanged(translation: 10, at: 2.001)
    let sample = sheet.sample(at: 2.001)
    #expect(sample.height.isFinite && sample.height <= 1_600 && sample.velocity.isFinite)
    let decision = sheet.dragEnded(velocity: 0, at: 2.002)
    #expect(decision?.heightVelocity.isFinite == true)
    for time in [2.002, 2.1, 2.5, 10] {
      let now = sheet.sample(at: time)
      #expect(now.height.isFinite && now.height <= 1_600 && now.velocity.isFinite, "\(time)")
    }
  }

  @Test("SheetKeyboard.lift and SheetKeyboardRise.endTime stay finite for values near the largest double")
  func keyboardExtremes() {
    var keyboard = SheetKeyboard(
      policy: .keepFocusedFieldVisible(margin: .greatestFiniteMagnitude), overlap: .greatestFiniteMagnitude)
    keyboard.focusedFieldBottom = -.greatestFiniteMagnitude
    #expect(keyboard.lift == 2e7)  // overlap and margin each count as 1e7 pt
    #expect(SheetKeyboard(policy: .follow, overlap: 1e308).lift == 1e7)
    let rise = SheetKeyboardRise(heldBottom: 844, newBottom: 508, at: 1e308, duration: 1e308)
    #expect(rise?.endTime == 1e9 + 3_600)
    #expect(rise?.bottom(508, at: .greatestFiniteMagnitude) == 508)
  }

  @Test("ScrollChainLink and ScrollChainHandOff: ±∞ offsets and huge steps are clamped; sums stay finite")
  func scrollChainExtremes() {
    let link = ScrollChainLink(
      axis: .vertical, offset: -.infinity, contentLength: .greatestFiniteMagnitude, viewportLength: 600)
    #expect(link.offset == -1e9 && link.contentLength == 1e9)
    var moved = link
    moved.offset = .infinity
    #expect(moved.offset == 1e9)
    var pan = ScrollChainHandOff(chain: [moved], roomAbove: .greatestFiniteMagnitude)
    var sheet = 0.0
    for step in [Double.greatestFiniteMagnitude, .greatestFiniteMagnitude, -1e308, -1e308, 1e308] {
      let result = pan.move(by: step)
      sheet += result.sheet
      #expect(result.sheet.isFinite && (result.scroll?.offsetChange.isFinite ?? true), "\(step)")
      #expect(pan.sheetPosition.isFinite && abs(pan.sheetPosition) <= 1e12 && pan.carried.isFinite)
    }
    #expect(sheet.isFinite)
    #expect(pan.chain.allSatisfy { $0.offset.isFinite && abs($0.offset) <= 1e9 })
  }

  @Test("ZoomGeometry: frames and frame velocities stay finite for huge fractions and fraction velocities")
  func zoomGeometryExtremes() {
    let geometry = ZoomGeometry(
      source: CGRect(x: -1e9, y: -1e9, width: 0, height: 0),
      destination: CGRect(x: 1e9, y: 1e9, width: 1e9, height: 1e9))
    for fraction in [1e308, -1e308, Double.greatestFiniteMagnitude, 1e5] {
      let frame = geometry.frame(at: fraction)
      #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }, "\(fraction)")
      #expect(frame == geometry.frame(at: fraction > 0 ? 1_000 : -1_000))
      let velocity = geometry.frameVelocity(fractionVelocity: fraction)
      #expect([velocity.minX, velocity.minY, velocity.width, velocity.height].allSatisfy { $0.isFinite })
      let moved = geometry.frameVelocity(
        at: 0.5, fractionVelocity: fraction, sourceMovedTo: CGRect(x: 0, y: 0, width: 1e9, height: 1e9))
      #expect([moved.minX, moved.minY, moved.width, moved.height].allSatisfy { $0.isFinite })
      #expect(geometry.contentScale(at: fraction).isFinite && geometry.cornerRadius(at: fraction).isFinite)
    }
  }

  @Test(
    "ZoomGestureMotion: a response of 1e-300 is 1 ms, finite; ZoomDragOffset: a non-finite centre is on the path"
  )
  func zoomMotionExtremes() {
    let motion = ZoomGestureMotion(
      offset: CGPoint(x: 1e6, y: -1e6), velocity: CGPoint(x: 1e6, y: 1e6), startTime: 1e308, response: 1e-300)
    #expect(motion.response == ZoomGestureMotion.minimumResponse)
    #expect(motion.startTime == 1e9 && motion.endTime.isFinite)
    for time in [1e9, 1e9 + 0.0005, 1e9 + 0.01, 1e308] {
      let offset = motion.offset(at: time)
      let velocity = motion.velocity(at: time)
      #expect([offset.x, offset.y, velocity.x, velocity.y].allSatisfy { $0.isFinite }, "\(time)")
    }
    var drag = ZoomDragOffset()
    drag.begin(shownCenter: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
    drag.update(translation: CGPoint(x: 10, y: 20))
    #expect(drag.offset(pathCenter: CGPoint(x: 100, y: 100), at: 0) == .zero)
    drag.begin(shownCenter: CGPoint(x: 100, y: 100))
    drag.update(translation: CGPoint(x: 10, y: 20))
    #expect(drag.offset(pathCenter: CGPoint(x: CGFloat.nan, y: 90), at: 0) == CGPoint(x: 0, y: 30))
    let release = drag.release(
      velocity: CGPoint(x: 300, y: 300), pathCenter: CGPoint(x: -CGFloat.infinity, y: 90),
      pathVelocity: .zero, at: 1)
    #expect(release.map { [$0.offset.x, $0.offset.y, $0.endTime].allSatisfy { $0.isFinite } } == true)
  }
}
