import Foundation
import Testing

@testable import InterruptibleCore

/// A zoom on a manual clock with a 1 s flight.
private func makeFlight(
  kind: TransitionKind = .dismiss, parameters: TimingParameters = .easeInOut
) -> (ManualClock, ZoomFlight) {
  let clock = ManualClock()
  let session = TransitionSession(kind: kind, timing: TransitionTiming(duration: 1, parameters: parameters)) {
    _, timing in AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
  }
  let geometry = ZoomGeometry(
    source: CGRect(x: 40, y: 600, width: 100, height: 100),
    destination: CGRect(x: 0, y: 100, width: 400, height: 500))
  return (clock, ZoomFlight(session: session, geometry: geometry))
}

/// Runs `flight` at 120 Hz until it completes (at most 10 s); returns the completions.
private func runOut(_ flight: ZoomFlight, _ clock: ManualClock) {
  while !flight.isComplete, clock.now < 10 {
    clock.advance(by: 1.0 / 120)
    flight.update(at: clock.now)
  }
}

@Suite("Zoom: interactive dismissal")
struct ZoomDismissalTests {
  @Test("dragging down shrinks toward the source and the centre follows the finger")
  func dragShrinksAndMoves() {
    let (clock, flight) = makeFlight()
    flight.beginDrag(at: clock.now)
    #expect(flight.frame(at: clock.now) == CGRect(x: 0, y: 100, width: 400, height: 500))
    flight.updateDrag(translation: CGPoint(x: 30, y: 100), at: clock.now)
    // 100 pt of a 500 pt drag distance: fraction 0.8, size 0.8 of the way from 100 × 100 to 400 × 500.
    expectClose(flight.fraction, 0.8, 1e-12)
    let frame = flight.frame(at: clock.now)
    expectClose(Double(frame.width), 340, 1e-9)
    expectClose(Double(frame.height), 420, 1e-9)
    expectClose(Double(frame.midX), 230, 1e-9)
    expectClose(Double(frame.midY), 450, 1e-9)
  }

  @Test("release by projection: a slow short drag cancels to the destination, a fling finishes on the source")
  func releaseDecides() {
    for (translation, velocity, finishes) in [
      (60.0, 50.0, false), (60.0, 1500.0, true), (300.0, -900.0, false),
    ] {
      let (clock, flight) = makeFlight()
      var completions: [Bool] = []
      flight.onComplete = { completions.append($0) }
      flight.beginDrag(at: clock.now)
      flight.updateDrag(translation: CGPoint(x: 20, y: translation), at: clock.now)
      let decision = flight.endDrag(velocity: CGPoint(x: 0, y: velocity), at: clock.now)
      #expect(decision?.isFinishing == finishes)
      runOut(flight, clock)
      #expect(completions == [finishes])
      let landing = flight.frame(at: clock.now)
      let target =
        finishes
        ? CGRect(x: 40, y: 600, width: 100, height: 100) : CGRect(x: 0, y: 100, width: 400, height: 500)
      #expect(landing.edgeDistance(to: target) < 1e-9)
    }
  }

  @Test("exactly one completion, when both the animator and the gesture's motion are done, in either order")
  func joinedCompletion() {
    // A slow gesture spring: the motion outlasts the 1 s animator.
    let (clock, flight) = makeFlight()
    flight.gestureResponse = 1.5
    var completions: [Bool] = []
    flight.onComplete = { completions.append($0) }
    flight.beginDrag(at: clock.now)
    flight.updateDrag(translation: CGPoint(x: 2000, y: 400), at: clock.now)
    flight.endDrag(velocity: CGPoint(x: 0, y: 2000), at: clock.now)
    let motionEnd = flight.gestureMotionEndTime ?? 0
    while !flight.session.isFinished { clock.advance(by: 1.0 / 120) }
    #expect(clock.now < motionEnd)
    #expect(completions.isEmpty)
    runOut(flight, clock)
    #expect(completions == [true])
    flight.gestureMotionDidFinish()
    flight.update(at: clock.now + 5)
    #expect(completions == [true])

    // A tiny offset: the motion ends first, the animator's end completes.
    let (clock2, flight2) = makeFlight()
    var completions2: [Bool] = []
    flight2.onComplete = { completions2.append($0) }
    clock2.advance(by: 0)
    flight2.beginDrag(at: clock2.now)
    flight2.updateDrag(translation: CGPoint(x: 0.5, y: 450), at: clock2.now)
    flight2.endDrag(velocity: .zero, at: clock2.now)
    let motionEnd2 = flight2.gestureMotionEndTime ?? 1
    #expect(motionEnd2 < 0.9)
    while clock2.now < motionEnd2 + 0.01 {
      clock2.advance(by: 1.0 / 120)
      flight2.update(at: clock2.now)
    }
    #expect(completions2.isEmpty && !flight2.session.isFinished)
    runOut(flight2, clock2)
    #expect(completions2 == [true])
    #expect(clock2.now >= 1)
    #expect(flight2.gestureMotionEndTime == nil)
  }

  @Test("2-D velocity hand-off at the release within 1 % (200 seeded grabs in flight)")
  func velocityHandOff() {
    let seed: UInt64 = 0x20_7E10
    print("Zoom velocity hand-off: seed \(String(seed, radix: 16))")
    var rng = SplitMix64(seed: seed)
    var worst = 0.0
    for index in 0..<200 {
      let kind: TransitionKind = rng.unit() < 0.5 ? .dismiss : .present
      let parameters = rng.pick([
        TimingParameters.easeInOut, .spring(SpringTimingParameters(dampingRatio: 0.8)),
      ])
      let (clock, flight) = makeFlight(kind: kind, parameters: parameters)
      flight.session.start(interactive: false)
      clock.run(for: 0.05 + 0.8 * rng.unit())
      flight.beginDrag(at: clock.now)
      let speed = 200 + 2800 * rng.unit()
      let angle = 2 * Double.pi * rng.unit()
      let velocity = CGPoint(x: speed * cos(angle), y: speed * sin(angle))
      var translation = CGPoint.zero
      for _ in 0..<(2 + rng.below(20)) {
        clock.advance(by: 1.0 / 120)
        translation = CGPoint(x: translation.x + velocity.x / 120, y: translation.y + velocity.y / 120)
        flight.updateDrag(translation: translation, at: clock.now)
      }
      flight.endDrag(velocity: velocity, at: clock.now)
      // Second-order forward difference of the frame's centre over 1 ms steps.
      let h = 0.001
      let c0 = flight.frame(at: clock.now)
      clock.advance(by: h)
      let c1 = flight.frame(at: clock.now)
      clock.advance(by: h)
      let c2 = flight.frame(at: clock.now)
      let vx = (-3 * c0.midX + 4 * c1.midX - c2.midX) / (2 * h)
      let vy = (-3 * c0.midY + 4 * c1.midY - c2.midY) / (2 * h)
      let error = hypot(Double(vx - velocity.x), Double(vy - velocity.y)) / speed
      worst = max(worst, error)
      #expect(error <= 0.01, "grab \(index): finger \(velocity), view (\(vx), \(vy))")
    }
    print("Zoom velocity hand-off: worst relative jump \(worst)")
  }
}

@Suite("Zoom: gesture motion and completion")
struct ZoomGestureMotionTests {
  @Test(
    "the offset starts where the finger left it at the finger's velocity and is exactly zero from its end")
  func motion() {
    let motion = ZoomGestureMotion(
      offset: CGPoint(x: 40, y: -20), velocity: CGPoint(x: 300, y: 0), startTime: 2)
    #expect(motion.offset(at: 2) == CGPoint(x: 40, y: -20))
    #expect(motion.velocity(at: 2) == CGPoint(x: 300, y: 0))
    let h = 1e-6
    let slope = (motion.offset(at: 2.1 + h).x - motion.offset(at: 2.1 - h).x) / (2 * h)
    expectClose(Double(slope), Double(motion.velocity(at: 2.1).x), 1e-4)
    #expect(abs(motion.offset(at: motion.endTime - 0.0005).x) <= 0.11)
    #expect(motion.offset(at: motion.endTime) == .zero)
    #expect(motion.endTime > 2 && motion.endTime < 2 + ZoomGestureMotion.maximumDuration)
    let bad = ZoomGestureMotion(
      offset: CGPoint(x: Double.nan, y: 0), velocity: .zero, startTime: .infinity, response: -1)
    #expect(bad.offset == .zero && bad.startTime == 0 && bad.response == 0.4 && bad.endTime == 0)
  }

  @Test("a source reported while the completion runs makes no correction")
  func noCorrectionInCompletion() {
    let clock = ManualClock()
    let session = TransitionSession(
      kind: .dismiss, timing: TransitionTiming(duration: 0.5, parameters: .linear)
    ) {
      _, timing in AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
    let source = CGRect(x: 0, y: 0, width: 50, height: 50)
    let flight = ZoomFlight(
      session: session,
      geometry: ZoomGeometry(source: source, destination: CGRect(x: 0, y: 0, width: 300, height: 300)))
    var inside: ZoomCorrection??
    flight.onComplete = { _ in inside = flight.sourceMoved(to: source.offsetBy(dx: 0, dy: 80), at: clock.now)
    }
    session.start(interactive: false)
    clock.advance(by: 0.6)
    #expect(inside == .some(nil))
    #expect(flight.frame(at: clock.now) == source)
    #expect(flight.tracker.corrections.isEmpty)
  }
}
