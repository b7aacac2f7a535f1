/// The motion of a value from a moment on, in closed form: at rest, following a finger, or heading to
/// a target with a cubic curve or a spring.
///
/// A trajectory is what the library publishes at every change of motion, so that a view can sample
/// the motion on its own clock (a `TimelineView(.animation)`, a display link of its own) without a
/// callback per frame. ``value(at:)`` and ``velocity(at:)`` evaluate the same closed forms the
/// animator and the sheet evaluate, so they agree with them at every time until the motion changes
/// again (the next trajectory replaces this one).
///
/// ```swift
/// let trajectory = sheet.trajectory               // heading to a detent
/// trajectory.target                               // the height it comes to rest at
/// trajectory.value(at: now + 0.1)                 // where it is 0.1 s from now
/// ```
///
/// Times are seconds on the clock the motion was made on (the simulator's manual clock, the media
/// time on iOS). Values are in the unit of the publisher: presented progress for transitions, points
/// for sheets. Non-finite times read the trajectory's start.
public struct MotionTrajectory: Sendable, Hashable {
  /// What the value is doing.
  public enum Kind: Sendable, Hashable {
    /// Still, until something moves it.
    case resting
    /// Held by a finger: the value stays where the finger put it until the finger moves again; the
    /// velocity is the finger's (what a release hands on).
    case following
    /// Moving by itself toward ``MotionTrajectory/target``.
    case heading
  }

  /// How a value heading to its target moves.
  public enum Timing: Sendable, Hashable {
    /// A cubic Bézier curve over a time fraction.
    case cubic(CubicBezierCurve)
    /// A spring, in closed form.
    case spring(SpringMotion)
  }

  /// What the value is doing.
  public internal(set) var kind: Kind
  /// When the motion started (for a heading motion: when it leaves its start value).
  public let startTime: Double
  /// When a heading motion arrives at its target (at ``startTime`` for the other kinds). A motion
  /// that would arrive later than ``ManualClock/maximumTime`` reads that.
  public var endTime: Double { min(segment.endTime(after: startTime), ManualClock.maximumTime) }
  /// The value at ``startTime``.
  public var start: Double { offset + scale * segment.sample(at: startTime).progress }
  /// Where the value comes to rest unless the motion is interrupted (the value itself when resting
  /// or following).
  public var target: Double { offset + scale * segment.restingProgress }
  /// The timing of a heading motion (nil for the other kinds).
  public var timing: Timing? {
    switch segment {
    case .hold: return nil
    case .cubic(let cubic): return .cubic(cubic.curve)
    case .spring(let spring): return .spring(spring.motion)
    }
  }

  let segment: Segment
  /// `value = offset + scale · progress` of the segment's own progress.
  var offset: Double
  var scale: Double

  /// The value at `time`.
  public func value(at time: Double) -> Double { sample(at: time).progress }

  /// The velocity at `time`, in value units per second.
  public func velocity(at time: Double) -> Double { sample(at: time).velocity }

  /// The value and its velocity at `time`, from one evaluation.
  public func sample(at time: Double) -> TimingSample {
    let time = time.isNaN ? startTime : time
    let own = segment.sample(at: time)
    return TimingSample(progress: offset + scale * own.progress, velocity: scale * own.velocity)
  }

  /// Whether the value is at its target from `time` on (always for resting and following motions).
  public func isFinished(at time: Double) -> Bool { kind != .heading || time >= endTime }

  /// A resting value.
  public static func resting(at value: Double, time: Double) -> MotionTrajectory {
    MotionTrajectory(kind: .resting, segment: .hold(value: value, velocity: 0), startTime: time)
  }

  /// A value held by a finger at `value`, the finger moving at `velocity` (value units per second).
  public static func following(at value: Double, velocity: Double, time: Double) -> MotionTrajectory {
    MotionTrajectory(kind: .following, segment: .hold(value: value, velocity: velocity), startTime: time)
  }

  init(kind: Kind, segment: Segment, startTime: Double, offset: Double = 0, scale: Double = 1) {
    self.kind = kind
    self.segment = segment
    self.offset = offset
    self.scale = scale
    self.startTime = startTime
  }

  /// The same motion in other units: `offset + scale · value` (a dismissal's progress seen as
  /// presented progress is `1 − progress`).
  func mapped(offset: Double, scale: Double) -> MotionTrajectory {
    var mapped = self
    mapped.offset = offset + scale * self.offset
    mapped.scale = scale * self.scale
    return mapped
  }

  /// The same motion marked as another kind (a paused animator held by a finger is following).
  func with(kind: Kind) -> MotionTrajectory {
    var marked = self
    marked.kind = kind
    return marked
  }
}

extension MotionTrajectory {
  /// One closed-form piece of motion, in the publisher's own progress.
  enum Segment: Sendable, Hashable {
    /// A constant value reported with a velocity (0 at rest, the finger's while following).
    case hold(value: Double, velocity: Double)
    /// An animator's cubic run (``CubicRun``).
    case cubic(CubicSegment)
    /// A spring from `from` to `to` (an animator's ``SpringRun``, a sheet's settle).
    case spring(SpringSegment)

    func sample(at time: Double) -> TimingSample {
      switch self {
      case .hold(let value, let velocity): return TimingSample(progress: value, velocity: velocity)
      case .cubic(let cubic): return cubic.run.sample(at: time, on: cubic.curve)
      case .spring(let spring): return spring.sample(at: time)
      }
    }

    func endTime(after time: Double) -> Double {
      switch self {
      case .hold: return time
      case .cubic(let cubic): return cubic.run.endTime
      case .spring(let spring): return spring.startTime + spring.duration
      }
    }

    var restingProgress: Double {
      switch self {
      case .hold(let value, _): return value
      case .cubic(let cubic): return cubic.curve.progress(at: cubic.run.direction > 0 ? 1 : 0)
      case .spring(let spring): return spring.to
      }
    }
  }

  /// A cubic run and its curve.
  struct CubicSegment: Sendable, Hashable {
    var curve: CubicBezierCurve
    var startFraction: Double
    var startTime: Double
    var segmentDuration: Double
    var direction: Double
    var minimumEnd: Double

    init(_ run: CubicRun, curve: CubicBezierCurve) {
      self.curve = curve
      startFraction = run.startFraction
      startTime = run.startTime
      segmentDuration = run.segmentDuration
      direction = run.direction
      minimumEnd = run.minimumEnd
    }

    var run: CubicRun {
      CubicRun(
        startFraction: startFraction, startTime: startTime, segmentDuration: segmentDuration,
        direction: direction, minimumEnd: minimumEnd)
    }
  }

  /// `p(t) = from + (to − from)·y(t − start)` for `duration` seconds, then `to`.
  struct SpringSegment: Sendable, Hashable {
    var motion: SpringMotion
    var from: Double
    var to: Double
    var startTime: Double
    var duration: Double
    /// |progress| is clamped to this (an animator's ``TimingSample/progressLimit``; a sheet's: none).
    var limit: Double
    /// Whether the velocity before the start is 0 (an animator's delayed run) rather than the
    /// starting velocity (a sheet's settle).
    var stillBeforeStart: Bool

    func sample(at time: Double) -> TimingSample {
      SpringRun.sample(
        motion, from: from, to: to, elapsed: time - startTime, duration: duration, limit: limit,
        stillBeforeStart: stillBeforeStart)
    }
  }
}
