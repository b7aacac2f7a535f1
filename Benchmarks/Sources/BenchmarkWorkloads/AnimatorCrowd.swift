import InterruptibleCore

/// Many concurrent model animators on one clock: half spring, half easeInOut, with runs long
/// enough never to end while measured.
package final class AnimatorCrowd {
  /// The clock all animators run on.
  package let clock = ManualClock()
  /// The animators.
  package let animators: [AnimatorModel]

  /// `count` running animators.
  package init(count: Int) {
    let clock = clock
    animators = (0..<count).map { index in
      let timing: TimingParameters =
        index.isMultiple(of: 2) ? .spring(SpringTimingParameters(dampingRatio: 0.8)) : .easeInOut
      let animator = AnimatorModel(duration: 1e7, timing: timing, clock: clock)
      animator.startAnimation()
      return animator
    }
  }

  /// One 120 Hz frame: advance the clock, then read every animator's progress and velocity (what
  /// a display link hands to the views). Returns a checksum.
  @inline(never)
  package func tick() -> Double {
    clock.tick(framesPerSecond: 120)
    var sum = 0.0
    for animator in animators {
      let sample = animator.presentationSample
      sum += sample.progress + sample.velocity
    }
    return sum
  }
}
