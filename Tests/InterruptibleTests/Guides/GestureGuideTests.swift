import Foundation
import Interruptible
import Testing

/// The examples of Docs/GestureDrivenDismissal.md, kept compiling and passing.
@Test("Guide: a release is decided by where it would coast to, not where it is")
func releaseIsDecidedByProjection() {
  let flick = ReleaseDecision(fraction: 0.25, velocity: 1200, distance: 600)
  #expect(abs(flick.projectedDistance - 598.8) < 0.05)  // (1200 / 1000) · 0.998 / 0.002
  #expect(abs(flick.projectedFraction - 1.248) < 0.001)
  #expect(flick.outcome == .finish)  // a quarter of the way, but flicked: it finishes
  // The spring starts at the finger's speed: 2 fractions/s over the 0.75 left.
  let springVelocity = ReleaseDecision.normalizedVelocity(flick.velocity / 600, from: 0.25, to: 1)
  #expect(abs(springVelocity - 1200.0 / 450.0) < 1e-9)

  let slow = ReleaseDecision(fraction: 0.4, velocity: 50, distance: 500)
  #expect(slow.outcome == .cancel)  // 40 % and nearly still: it springs back
}

@Test("Guide: a pan over a list at its top, moving down, is the dismissal's; elsewhere the list's")
func scrollViewHandOff() {
  let arbiter = GestureArbiter(dismissDirection: .down)
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 600)
  let atTop = ScrollEdgeState(contentOffset: -88, topInset: 88)
  let scrolled = ScrollEdgeState(contentOffset: 240, topInset: 88)
  let down = CGPoint(x: 0, y: 400)

  let fromTop = GestureArbiter.PanStart(
    location: CGPoint(x: 200, y: 300), movement: down, containerBounds: bounds, scrollView: atTop)
  #expect(arbiter.beginDecision(for: fromTop) == .dismiss)

  let fromMiddle = GestureArbiter.PanStart(
    location: CGPoint(x: 200, y: 300), movement: down, containerBounds: bounds, scrollView: scrolled)
  #expect(arbiter.beginDecision(for: fromMiddle) == .scrollView)

  // The list scrolls back to its top during the same pan: the pan changes hands.
  let reachedTop = GestureArbiter.PanChange(
    owner: .scrollView, movement: down, scrollView: atTop, dismissOffset: 0)
  #expect(arbiter.owner(after: reachedTop) == .dismissal)
}
