import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``ZoomDragOffset``, ``ZoomGestureMotion`` and ``ZoomGeometry``: grabs at hostile centres, drags,
/// releases with hostile velocities, responses and times, frames at hostile fractions; every offset,
/// velocity, end time and frame stays finite.
final class ZoomMotionFuzz: FuzzTarget {
  static let name = "ZoomDragOffset, ZoomGestureMotion, ZoomGeometry"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "begin", ranges: [-100...500, -100...900]),
    FuzzCallKind(name: "update", ranges: [-300...300, -300...300]),
    FuzzCallKind(
      name: "release", ranges: [-3000...3000, -3000...3000, 0...400, 0...900, -500...500, 0...10]),
    FuzzCallKind(name: "response", ranges: [0...1]),
    FuzzCallKind(name: "motion", ranges: [-500...500, -3000...3000, 0...10, 0...1]),
    FuzzCallKind(name: "frame", ranges: [-1...2, -10...10]),
  ]

  var drag = ZoomDragOffset()
  var motion: ZoomGestureMotion?
  var time = 0.0
  var failure: String?
  let geometry = ZoomGeometry(
    source: CGRect(x: 20, y: 300, width: 100, height: 100),
    destination: CGRect(x: 0, y: 100, width: 400, height: 300))

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "begin": drag.begin(shownCenter: CGPoint(x: call[0], y: call[1]))
    case "update": drag.update(translation: CGPoint(x: call[0], y: call[1]))
    case "release":
      if call[5].isFinite { time = call[5] }
      motion = drag.release(
        velocity: CGPoint(x: call[0], y: call[1]), pathCenter: CGPoint(x: call[2], y: call[3]),
        pathVelocity: CGPoint(x: call[4], y: 0), at: call[5])
    case "response": drag.response = call[0]
    case "motion":
      if call[2].isFinite { time = call[2] }
      motion = .spring(
        offset: CGPoint(x: call[0], y: -call[0]), velocity: CGPoint(x: call[1], y: call[1]),
        startTime: call[2],
        response: call[3])
    default:
      let frames = [
        geometry.frame(at: call[0]), geometry.frameVelocity(fractionVelocity: call[1]),
        geometry.frameVelocity(at: call[0], fractionVelocity: call[1], sourceMovedTo: .zero),
      ]
      if !frames.allSatisfy({ [$0.minX, $0.minY, $0.width, $0.height].allSatisfy { $0.isFinite } }) {
        failure = "frames \(frames)"
      }
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
    for probe in [time, time + 0.001, time + 0.1, time + 10] {
      let offset = drag.offset(pathCenter: CGPoint(x: 200, y: 250), at: probe)
      let velocity = drag.velocity(at: probe)
      checker.expect(
        [offset.x, offset.y, velocity.x, velocity.y].allSatisfy { $0.isFinite },
        "drag at \(probe): \(offset) \(velocity)")
      if let motion {
        let values = [motion.offset(at: probe), motion.velocity(at: probe)].flatMap { [$0.x, $0.y] }
        checker.expect(
          values.allSatisfy { $0.isFinite } && motion.endTime.isFinite, "motion at \(probe): \(values)")
      }
    }
  }
}

/// ``DetentSheet`` resized with content heights, given new detents and content heights, and called
/// at times up to the largest double: heights stay finite, a move or dismissal never jumps at its
/// call, and each dismissal ends once.
final class SheetResizeFuzz: FuzzTarget {
  static let name = "DetentSheet containerDidResize, setDetents, extreme times"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "present", ranges: [0...10], options: 3),
    FuzzCallKind(name: "resize", ranges: [0...1000, 0...900, 0...10], options: 2),
    FuzzCallKind(name: "setDetents", ranges: [0...1, 0...900, 0...10]),
    FuzzCallKind(name: "content", ranges: [0...900, 0...10]),
    FuzzCallKind(name: "move", ranges: [-1e12...1e12], options: 3),
    FuzzCallKind(name: "dismiss", ranges: [-1e12...1e12]),
    FuzzCallKind(name: "drag", ranges: [0...10, -900...900, -5000...5000]),
    FuzzCallKind(name: "update", ranges: [0...20]),
  ]

  var sheet = DetentSheet(
    configuration: DetentSheetConfiguration(detents: [
      .fitsContent(id: "fit"), .fraction(0.5, id: "half"), .large,
    ]),
    container: 800)
  var failure: String?
  var dismissals = 0
  var presents = 0

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "present":
      if sheet.phase == .hidden { presents += 1 }
      sheet.present(toDetent: call.option, at: call[0])
    case "resize":
      sheet.containerDidResize(call[0], contentHeight: call.option == 0 ? nil : call[1], at: call[2])
    case "setDetents":
      sheet.setDetents(
        [.fraction(call[0], id: "f"), .height(call[1], id: "h"), .fitsContent(id: "fit")], at: call[2])
    case "content": sheet.contentHeightDidChange(call[0], at: call[1])
    case "move": withoutJump(at: call[0]) { $0.move(toDetent: call.option, at: call[0]) }
    case "dismiss": withoutJump(at: call[0]) { $0.dismiss(at: call[0]) }
    case "drag":
      sheet.dragBegan(at: call[0])
      sheet.dragChanged(translation: call[1], at: call[0])
      sheet.dragEnded(velocity: call[2], at: call[0])
    default:
      dismissals += sheet.update(at: call[0]).filter { $0 == .dismissed }.count
    }
  }

  /// Makes `change` and expects the height and velocity at `time` unchanged (a new motion starts
  /// where and as fast as the old one was).
  private func withoutJump(at time: Double, _ change: (inout DetentSheet) -> Void) {
    let before = sheet.sample(at: time)
    change(&sheet)
    let after = sheet.sample(at: time)
    let tolerance = 1e-9 * max(1, abs(before.height))
    if abs(after.height - before.height) > tolerance {
      failure = "jump at \(time): \(before.height) → \(after.height)"
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
    checker.expect(dismissals <= presents, "\(dismissals) dismissals of \(presents) presentations")
    for probe in [0, 1, 1e9, .greatestFiniteMagnitude, .nan] {
      let sample = sheet.sample(at: probe)
      checker.finite(sample.height, "height(at: \(probe))")
      checker.finite(sample.velocity, "velocity(at: \(probe))")
    }
    if let end = sheet.settleEndTime { checker.finite(end, "settleEndTime") }
    for height in sheet.layout.heights {
      checker.expect(height.isFinite && height > 0 && height <= sheet.container, "detent height \(height)")
    }
  }
}

extension FuzzTests {
  @Test("Fuzz: ZoomDragOffset, ZoomGestureMotion, ZoomGeometry")
  func zoomMotion() { FuzzDriver.check(ZoomMotionFuzz.self) }

  @Test("Fuzz: DetentSheet resizes, setDetents, content heights, calls at extreme times")
  func sheetResize() { FuzzDriver.check(SheetResizeFuzz.self) }
}
