@testable import InterruptibleCore

/// The velocity jump at one hand-off, in points per second of the content (presented sense).
struct HandOff: CustomStringConvertible {
  /// Velocity just before the hand-off (the animator's, or the finger's on a release).
  var before: Double
  /// Velocity just after, at the same clock instant.
  var after: Double
  /// Velocity after the hand-off extrapolated back to the hand-off instant from the next two
  /// 1 ms frames (2·v(t+h) − v(t+2h)): independent of what the session reports at the instant.
  var extrapolated: Double
  /// Position change at the hand-off instant, in points.
  var positionJump: Double
  /// The largest speed of the whole motion (before and after), points per second.
  var peak: Double

  /// |after − before|.
  var sameInstantJump: Double { abs(after - before) }
  /// |extrapolated − before|: the jump seen across the next frame.
  var nextFrameJump: Double { abs(extrapolated - before) }
  /// The larger of the two jumps relative to the peak speed.
  var relativeJump: Double { max(sameInstantJump, nextFrameJump) / peak }

  var description: String {
    let percent = (relativeJump * 1000).rounded() / 10
    return "before \(Int(before.rounded())) pt/s, after \(Int(after.rounded())), "
      + "next frame \(Int(extrapolated.rounded())), peak \(Int(peak.rounded())), "
      + "jump \(percent) %, position jump \(positionJump) pt"
  }
}

extension CoordinatorHarness {
  /// Makes the hand-off `action` on `session` now and measures it. `before` is the content's velocity
  /// just before (nil: read the session). `peakSoFar` is the largest speed before the hand-off.
  func measureHandOff(
    of session: TransitionSession, before: Double? = nil, peakSoFar: Double = 0, _ action: () -> Void
  ) -> HandOff {
    measure(session, before: before, peakSoFar: peakSoFar, clock: clock, action)
  }
}

/// Measures a hand-off on any session driven by a clock.
func measure(
  _ session: TransitionSession, before: Double? = nil, peakSoFar: Double = 0, clock: ManualClock,
  _ action: () -> Void
) -> HandOff {
  let velocityBefore = before ?? session.presentedVelocity
  let distance = session.distance
  let position = session.presentedProgress * distance
  action()
  let after = session.presentedVelocity
  let jump = abs(session.presentedProgress * distance - position)
  clock.advance(by: 0.001)
  let first = session.presentedVelocity
  clock.advance(by: 0.001)
  let second = session.presentedVelocity
  var peak = max(peakSoFar, abs(velocityBefore), abs(after), abs(first), abs(second))
  clock.run(for: 3, framesPerSecond: 1000) { _ in
    if !session.isFinished { peak = max(peak, abs(session.presentedVelocity)) }
  }
  return HandOff(
    before: velocityBefore, after: after, extrapolated: 2 * first - second, positionJump: jump, peak: peak)
}

/// Runs `duration` seconds at 1000 fps and returns the peak speed of `session` seen.
func peakSpeed(of session: TransitionSession, clock: ManualClock, for duration: Double) -> Double {
  var peak = abs(session.presentedVelocity)
  clock.run(for: duration, framesPerSecond: 1000) { _ in peak = max(peak, abs(session.presentedVelocity)) }
  return peak
}
