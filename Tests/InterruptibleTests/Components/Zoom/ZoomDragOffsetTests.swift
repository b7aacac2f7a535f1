import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Zoom: the drag's offset from the path")
struct ZoomDragOffsetTests {
  @Test("held: the view's centre is the grab point plus the translation, whatever the path does")
  func followsFinger() {
    var drag = ZoomDragOffset()
    #expect(!drag.isDragging)
    #expect(drag.offset(pathCenter: CGPoint(x: 10, y: 10), at: 0) == .zero)
    drag.begin(shownCenter: CGPoint(x: 195, y: 422))
    drag.update(translation: CGPoint(x: 60, y: 150))
    // The path's centre moved to (170, 430): the offset puts the view at (255, 572).
    let offset = drag.offset(pathCenter: CGPoint(x: 170, y: 430), at: 5)
    #expect(offset == CGPoint(x: 85, y: 142))
    #expect(drag.velocity(at: 5) == .zero)
  }

  @Test("released: the offset starts where it was, moving at the finger's velocity minus the path's")
  func releaseCarriesVelocity() {
    var drag = ZoomDragOffset()
    drag.begin(shownCenter: CGPoint(x: 100, y: 100))
    drag.update(translation: CGPoint(x: 40, y: 80))
    let motion = drag.release(
      velocity: CGPoint(x: 360, y: 720), pathCenter: CGPoint(x: 120, y: 150),
      pathVelocity: CGPoint(x: -20, y: 100), at: 2)
    #expect(motion?.offset == CGPoint(x: 20, y: 30))
    #expect(motion?.velocity == CGPoint(x: 380, y: 620))
    #expect(!drag.isDragging)
    #expect(drag.offset(pathCenter: .zero, at: 2) == CGPoint(x: 20, y: 30))
    let velocity = drag.velocity(at: 2)
    expectClose(Double(velocity.x), 380, 1e-9)
    expectClose(Double(velocity.y), 620, 1e-9)
    // It settles: not before its end time, and exactly zero from then on.
    let early = drag.settle(at: 2.1)
    #expect(!early)
    let end = motion?.endTime ?? 0
    #expect(end > 2 && end <= 2 + ZoomGestureMotion.maximumDuration)
    let settled = drag.settle(at: end)
    #expect(settled)
    #expect(drag.motion == nil && drag.offset(pathCenter: .zero, at: end) == .zero)
  }

  @Test("a grab while settling takes over from what is shown; stopMotion ends it at once")
  func grabWhileSettling() {
    var drag = ZoomDragOffset(response: 0.3)
    #expect(drag.response == 0.3)
    drag.begin(shownCenter: .zero)
    drag.update(translation: CGPoint(x: 50, y: 0))
    drag.release(velocity: .zero, pathCenter: .zero, pathVelocity: .zero, at: 0)
    let shown = drag.offset(pathCenter: .zero, at: 0.05)
    drag.begin(shownCenter: shown)
    #expect(drag.motion == nil)
    #expect(drag.offset(pathCenter: .zero, at: 0.05) == shown)
    drag.release(velocity: .zero, pathCenter: .zero, pathVelocity: .zero, at: 0.05)
    drag.stopMotion()
    let settled = drag.settle(at: 0.06)
    #expect(drag.motion == nil && settled)
  }

  @Test(
    "bad input: a non-finite translation is ignored, a non-finite velocity counts as 0, no release without a grab"
  )
  func badInput() {
    var drag = ZoomDragOffset(response: .nan)
    #expect(drag.release(velocity: .zero, pathCenter: .zero, pathVelocity: .zero, at: 0) == nil)
    drag.update(translation: CGPoint(x: 5, y: 5))
    #expect(drag.translation == .zero)
    drag.begin(shownCenter: .zero)
    drag.update(translation: CGPoint(x: 10, y: 20))
    drag.update(translation: CGPoint(x: CGFloat.nan, y: 1))
    drag.update(translation: CGPoint(x: 1, y: CGFloat.infinity))
    #expect(drag.translation == CGPoint(x: 10, y: 20))
    let motion = drag.release(
      velocity: CGPoint(x: CGFloat.infinity, y: 5), pathCenter: .zero,
      pathVelocity: CGPoint(x: 1, y: CGFloat.nan), at: 0)
    #expect(motion?.velocity == CGPoint(x: -1, y: 5))
    #expect(motion?.response == 0.4)
  }
}
