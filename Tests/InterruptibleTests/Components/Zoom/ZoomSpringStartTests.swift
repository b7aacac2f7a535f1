import Foundation
import Testing

@testable import InterruptibleCore

/// The exact (unmoved) critically damped offset from `x0` at `v0`, `tau` seconds in.
private func unmoved(_ x0: Double, _ v0: Double, response: Double = 0.4, _ tau: Double) -> Double {
  let omega = 2 * Double.pi / response
  return (x0 + (v0 + omega * x0) * tau) * exp(-omega * tau)
}

@Suite("Zoom: a settle a spring on the view's position runs, velocity included")
struct ZoomSpringStartTests {
  @Test(
    "an axis released exactly on the path while it moves starts as far off it as it moves in 1 ms, on its velocity's side, with the finger's velocity"
  )
  func zeroOffsetKeepsVelocity() {
    #expect(ZoomGestureMotion.maximumRelativeVelocity == 1000)
    let motion = ZoomGestureMotion.spring(
      offset: CGPoint(x: 0, y: 40), velocity: CGPoint(x: -360, y: 200), startTime: 3)
    #expect(motion.offset == CGPoint(x: -0.36, y: 40))
    #expect(motion.velocity == CGPoint(x: -360, y: 200))
    expectClose(Double(motion.relativeVelocity.x), -1000, 1e-9)
    expectClose(Double(motion.relativeVelocity.y), -5, 1e-12)
    let start = motion.velocity(at: 3)
    expectClose(Double(start.x), -360, 1e-9)
    expectClose(Double(start.y), 200, 1e-9)
    // Afterwards x is the unmoved motion plus d·(1 + ωτ)·e^(−ωτ), d = −0.36: within 0.36 pt of it.
    let omega = 2 * Double.pi / 0.4
    for tau in [0.0, 0.01, 0.05, 0.1, 0.2, 0.4] {
      let x = Double(motion.offset(at: 3 + tau).x)
      let difference = -0.36 * (1 + omega * tau) * exp(-omega * tau)
      expectClose(x, unmoved(0, -360, tau) + difference, 1e-9)
      #expect(abs(x - unmoved(0, -360, tau)) <= 0.36 + 1e-12)
      expectClose(Double(motion.offset(at: 3 + tau).y), unmoved(40, 200, tau), 1e-9)
    }
  }

  @Test(
    "offsets closer than 1 ms of travel move out to it on their own side; from there on, and for an axis that does not move, they are kept"
  )
  func smallOffsets() {
    let motion = ZoomGestureMotion.spring(
      offset: CGPoint(x: 0.03, y: -1e-12), velocity: CGPoint(x: -50, y: 5), startTime: 0)
    #expect(motion.offset == CGPoint(x: 0.05, y: -0.005))
    expectClose(Double(motion.relativeVelocity.x), 1000, 1e-9)
    expectClose(Double(motion.relativeVelocity.y), 1000, 1e-9)
    // 2 pt moving at 3 000 pt/s would need 1500/s: it starts 3 pt off the path instead.
    let fast = ZoomGestureMotion.spring(
      offset: CGPoint(x: 2, y: 0.25), velocity: CGPoint(x: 3000, y: -250), startTime: 0)
    #expect(fast.offset == CGPoint(x: 3, y: 0.25))
    expectClose(Double(fast.relativeVelocity.x), -1000, 1e-9)
    expectClose(Double(fast.relativeVelocity.y), 1000, 1e-9)
    let kept = ZoomGestureMotion.spring(
      offset: CGPoint(x: 0.9, y: -0.25), velocity: CGPoint(x: 900, y: 0), startTime: 0, response: 0.3)
    #expect(
      kept
        == ZoomGestureMotion(
          offset: CGPoint(x: 0.9, y: -0.25), velocity: CGPoint(x: 900, y: 0), startTime: 0, response: 0.3))
    expectClose(Double(kept.relativeVelocity.x), -1000, 1e-9)
    #expect(kept.relativeVelocity.y == 0)
    let still = ZoomGestureMotion.spring(offset: .zero, velocity: .zero, startTime: 0)
    #expect(still.offset == .zero && still.relativeVelocity == .zero && still.endTime == 0)
  }

  @Test("bad input: a non-finite velocity counts as 0, so its axis keeps its offset")
  func badInput() {
    let motion = ZoomGestureMotion.spring(
      offset: .zero, velocity: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity), startTime: .nan)
    #expect(motion.offset == .zero && motion.velocity == .zero && motion.startTime == 0)
    #expect(motion.relativeVelocity == .zero)
  }

  @Test(
    "a drag released on the path in x: that axis starts 0.3 pt off it (1 ms at 300 pt/s), the view leaves at the finger's velocity"
  )
  func dragReleasedOnPath() {
    var drag = ZoomDragOffset()
    drag.begin(shownCenter: CGPoint(x: 195, y: 422))
    drag.update(translation: CGPoint(x: 0, y: 90))
    // The path's centre is under the finger in x, 60 pt above it in y; it moves at (0, −30) pt/s.
    let motion = drag.release(
      velocity: CGPoint(x: 300, y: 720), pathCenter: CGPoint(x: 195, y: 452),
      pathVelocity: CGPoint(x: 0, y: -30), at: 1)
    #expect(motion?.offset == CGPoint(x: 0.3, y: 60))
    #expect(motion?.velocity == CGPoint(x: 300, y: 750))
    #expect(drag.offset(pathCenter: CGPoint(x: 195, y: 452), at: 1) == CGPoint(x: 0.3, y: 60))
    let velocity = drag.velocity(at: 1)
    expectClose(Double(velocity.x), 300, 1e-9)
    expectClose(Double(velocity.y), 750, 1e-9)
  }
}
