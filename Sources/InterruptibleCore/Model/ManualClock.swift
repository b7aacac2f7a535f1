/// A clock that moves only when told to: the time base of the reference model.
///
/// Animators created on a clock read ``now`` for every value; ``advance(by:)`` moves time forward and
/// ends each running animator at the exact instant its run ends, in time order, even inside one
/// step (MD07). Like UIKit, the clock keeps running animators alive until they end.
///
/// ```swift
/// let clock = ManualClock()
/// let animator = AnimatorModel(duration: 0.3, timing: .easeInOut, clock: clock)
/// animator.startAnimation()
/// clock.run(for: 0.5, framesPerSecond: 120)
/// ```
package final class ManualClock {
  /// The current time in seconds.
  package private(set) var now: Double
  /// Animators released while paused or stopped (ST15), recorded here because they no longer exist.
  package private(set) var releaseErrors: [AnimatorError] = []
  /// The running animators in no particular order, each knowing its index here: the clock keeps
  /// them alive until they end.
  private var running: [AnimatorModel] = []

  /// Creates a clock reading `start` seconds (0 when `start` is not finite; clamped to
  /// ±``maximumTime``).
  package init(start: Double = 0) {
    now = start.isFinite ? min(max(start, -Self.maximumTime), Self.maximumTime) : 0
  }

  /// The latest time the clock reaches, 1e300 s: it stops there, so time stays finite.
  package static let maximumTime = 1e300

  /// The number of animators currently running on this clock.
  package var runningCount: Int { running.count }

  /// Moves time forward by `interval` seconds, ending animators at their exact end times on the
  /// way. Negative, zero and non-finite intervals do nothing; time stops at ``maximumTime``.
  package func advance(by interval: Double) {
    guard interval.isFinite, interval > 0 else { return }
    let target = min(now + interval, Self.maximumTime)
    // Most steps end nothing: one scan, no plan.
    guard hasEnd(before: target) else {
      now = target
      return
    }
    var plan = EndPlan()
    while let next = plan.next(before: target, clock: self) {
      now = max(now, next.time)
      next.animator.reachEnd()
    }
    now = target
  }

  /// Advances by one frame at `framesPerSecond` (clamped to 1…1000; non-finite means 60).
  package func tick(framesPerSecond: Double = 120) {
    advance(by: 1 / Self.frameRate(framesPerSecond))
  }

  /// Advances frame by frame for `duration` seconds, calling `frame` after each tick; the last frame
  /// is shortened to land exactly on the end. A zero, negative or non-finite `duration` does nothing;
  /// durations above ``maximumRunDuration`` (an hour of frames) are clamped to it.
  package func run(for duration: Double, framesPerSecond: Double = 120, frame: (Double) -> Void = { _ in }) {
    guard duration.isFinite, duration > 0 else { return }
    let step = 1 / Self.frameRate(framesPerSecond)
    let end = min(now + min(duration, Self.maximumRunDuration), Self.maximumTime)
    while now < end - 1e-12 {
      let before = now
      advance(by: min(step, end - now))
      // Far from 0 a frame can be below the clock's resolution: land on the end instead of spinning.
      if now == before { advance(by: end - now) }
      frame(now)
      if now == before { break }
    }
  }

  /// The longest ``run(for:framesPerSecond:frame:)``: 3 600 s (at most 3.6 million frames).
  package static let maximumRunDuration = 3600.0

  /// A frame rate clamped to a usable range.
  package static func frameRate(_ framesPerSecond: Double) -> Double {
    guard framesPerSecond.isFinite else { return 60 }
    return min(max(framesPerSecond, 1), 1000)
  }

  /// Whether some running animator's run ends by `target` (a scan of a local copy of the list).
  private func hasEnd(before target: Double) -> Bool {
    let running = self.running
    for animator in running {
      if let time = animator.scheduledEnd, time <= target { return true }
    }
    return false
  }

  /// The running animators whose runs end by `target`, earliest first (ties in running order).
  func ends(before target: Double) -> [(time: Double, index: Int, animator: AnimatorModel)] {
    var ends: [(time: Double, index: Int, animator: AnimatorModel)] = []
    for (index, animator) in running.enumerated() {
      guard let time = animator.scheduledEnd, time <= target else { continue }
      ends.append((time, index, animator))
    }
    ends.sort { ($0.time, $0.index) < ($1.time, $1.index) }
    return ends
  }

  /// Counts every change that can move a scheduled end earlier: a run started or continued
  /// (``register(_:)``) or turned around in flight (``scheduleChanged()``). Ending, pausing and
  /// stopping move no end earlier. An ``EndPlan`` made at one count stays exact until it moves.
  var scheduleVersion: UInt64 { version }
  private var version: UInt64 = 0

  /// A running animator's end moved without registering again (a turn-around in flight).
  func scheduleChanged() { version &+= 1 }

  func register(_ animator: AnimatorModel) {
    version &+= 1
    guard animator.clockIndex == nil else { return }
    animator.clockIndex = running.count
    running.append(animator)
  }

  func unregister(_ animator: AnimatorModel) {
    guard let index = animator.clockIndex else { return }
    animator.clockIndex = nil
    // The last animator takes the removed one's place. The clock's reference is released when this
    // returns: the list and the indices are consistent again by then (it may be the animator's last
    // reference).
    let last = running.removeLast()
    if index < running.count {
      running[index] = last
      last.clockIndex = index
    }
  }

  func recordRelease(_ error: AnimatorError) {
    releaseErrors.append(error)
  }
}

/// The ends one ``ManualClock/advance(by:)`` delivers, sorted once and re-made only when a
/// completion changed some schedule: many animators ending in one step cost O(n log n), not one scan
/// of every animator per end (O(n²)).
struct EndPlan {
  private var ends: [(time: Double, index: Int, animator: AnimatorModel)] = []
  private var position = 0
  private var version: UInt64?

  /// The next end at or before `target`, in time order, or nil.
  mutating func next(before target: Double, clock: ManualClock) -> (time: Double, animator: AnimatorModel)? {
    while true {
      if version != clock.scheduleVersion {
        ends = clock.ends(before: target)
        position = 0
        version = clock.scheduleVersion
      }
      guard position < ends.count else { return nil }
      let end = ends[position]
      position += 1
      // Ended, paused or stopped by an earlier completion (unregistering moves no end earlier).
      guard end.animator.clockIndex != nil, end.animator.scheduledEnd == end.time else { continue }
      return (end.time, end.animator)
    }
  }
}
