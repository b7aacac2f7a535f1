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
  package enum Timing: Sendable, Hashable {
    /// A cubic Bézier curve over a time fraction.
    case cubic(CubicBezierCurve)
    /// A spring, in closed form.
    case spring(SpringMotion)
  }

  // A trajectory is a plain value with no reference inside: events carry copies of it.

  /// When the motion started (for a heading motion: when it leaves its start value).
  public let startTime: Double
  @usableFromInline let segment: Segment
  /// Whether values are mirrored: `1 − progress` of the segment's own progress (a dismissal's
  /// progress seen as presented progress), velocities negated.
  @usableFromInline var isMirrored: Bool
  /// What the value is doing.
  public internal(set) var kind: Kind

  /// When a heading motion arrives at its target (at ``startTime`` for the other kinds). A motion
  /// that would arrive later than `ManualClock/maximumTime` reads that.
  public var endTime: Double { min(segment.endTime(after: startTime), ManualClock.maximumTime) }
  /// The value at ``startTime``.
  public var start: Double { mirror(segment.sample(at: startTime, start: startTime).progress) }
  /// Where the value comes to rest unless the motion is interrupted (the value itself when resting
  /// or following).
  @inlinable
  public var target: Double {
    let progress = segment.restingProgress
    return isMirrored ? 1 - progress : progress
  }
  /// The timing of a heading motion (nil for the other kinds).
  package var timing: Timing? {
    switch segment {
    case .hold: return nil
    case .cubic(let cubic): return .cubic(cubic.curve)
    case .spring(let spring): return .spring(spring.motion)
    }
  }

  /// `value` seen through the mirror (``isMirrored``).
  func mirror(_ value: Double) -> Double { isMirrored ? 1 - value : value }

  /// The value at `time`.
  public func value(at time: Double) -> Double { sample(at: time).progress }

  /// The velocity at `time`, in value units per second.
  public func velocity(at time: Double) -> Double { sample(at: time).velocity }

  /// The value and its velocity at `time`, from one evaluation.
  package func sample(at time: Double) -> TimingSample {
    let time = time.isNaN ? startTime : time
    let own = segment.sample(at: time, start: startTime)
    return isMirrored ? TimingSample(progress: 1 - own.progress, velocity: -own.velocity) : own
  }

  /// Whether the value is at its target from `time` on (always for resting and following motions).
  public func isFinished(at time: Double) -> Bool { kind != .heading || time >= endTime }

  /// A resting value.
  package static func resting(at value: Double, time: Double) -> MotionTrajectory {
    MotionTrajectory(kind: .resting, segment: .hold(value: value, velocity: 0), startTime: time)
  }

  /// A value held by a finger at `value`, the finger moving at `velocity` (value units per second).
  package static func following(at value: Double, velocity: Double, time: Double) -> MotionTrajectory {
    MotionTrajectory(kind: .following, segment: .hold(value: value, velocity: velocity), startTime: time)
  }

  init(kind: Kind, segment: Segment, startTime: Double) {
    self.startTime = startTime
    self.segment = segment
    isMirrored = false
    self.kind = kind
  }

  /// The same motion seen as `1 − value` (a dismissal's progress seen as presented progress).
  func mirrored() -> MotionTrajectory {
    var mirrored = self
    mirrored.isMirrored.toggle()
    return mirrored
  }

  /// The same motion marked as another kind (a paused animator held by a finger is following).
  func with(kind: Kind) -> MotionTrajectory {
    var marked = self
    marked.kind = kind
    return marked
  }
}

extension MotionTrajectory {
  /// One closed-form piece of motion, in the publisher's own progress, starting at the trajectory's
  /// ``MotionTrajectory/startTime``.
  @usableFromInline
  enum Segment: Sendable, Hashable {
    /// A constant value reported with a velocity (0 at rest, the finger's while following).
    case hold(value: Double, velocity: Double)
    /// An animator's cubic run (``CubicRun``).
    case cubic(CubicSegment)
    /// A spring from `from` to `to` (an animator's ``SpringRun``, a sheet's settle).
    case spring(SpringSegment)

    func sample(at time: Double, start: Double) -> TimingSample {
      switch self {
      case .hold(let value, let velocity): return TimingSample(progress: value, velocity: velocity)
      case .cubic(let cubic): return cubic.sample(at: time, start: start)
      case .spring(let spring): return spring.sample(at: time, start: start)
      }
    }

    func endTime(after start: Double) -> Double {
      switch self {
      case .hold: return start
      case .cubic(let cubic): return cubic.run(start: start).endTime
      case .spring(let spring): return start + spring.duration
      }
    }

    @inlinable
    var restingProgress: Double {
      switch self {
      case .hold(let value, _): return value
      // The curve's progress at 1 or at 0: exactly 1 or 0.
      case .cubic(let cubic): return cubic.direction > 0 ? 1 : 0
      case .spring(let spring): return spring.to
      }
    }
  }

  /// A cubic run (its start time is the trajectory's) and its curve.
  @usableFromInline
  struct CubicSegment: Sendable, Hashable {
    var curve: CubicBezierCurve
    var startFraction: Double
    var segmentDuration: Double
    @usableFromInline var direction: Double
    var minimumEnd: Double

    init(_ run: CubicRun, curve: CubicBezierCurve) {
      self.curve = curve
      startFraction = run.startFraction
      segmentDuration = run.segmentDuration
      direction = run.direction
      minimumEnd = run.minimumEnd
    }

    /// The run, started at `start`.
    func run(start: Double) -> CubicRun {
      CubicRun(
        startFraction: startFraction, startTime: start, segmentDuration: segmentDuration,
        direction: direction, minimumEnd: minimumEnd)
    }

    /// What ``CubicRun/sample(at:on:)`` returns for the run, started at `startTime`, on its curve.
    func sample(at time: Double, start startTime: Double) -> TimingSample {
      let run = run(start: startTime)
      let u = run.timeFraction(at: time)
      let moving = time >= startTime && time < run.endTime && (direction > 0 ? u < 1 : u > 0)
      let solved = curve.progressAndSlope(at: u)
      return TimingSample(
        progress: solved.progress, velocity: moving ? direction * solved.slope / segmentDuration : 0)
    }
  }

  /// `p(t) = from + (to − from)·y(t − start)` for `duration` seconds, then `to` (its start is the
  /// trajectory's start time).
  @usableFromInline
  struct SpringSegment: Sendable, Hashable {
    var motion: SpringMotion
    var from: Double
    @usableFromInline var to: Double
    var duration: Double
    /// Whether |progress| is clamped to ``TimingSample/progressLimit`` (an animator's run; a sheet's
    /// is not clamped).
    var isClamped: Bool
    /// Whether the velocity before the start is 0 (an animator's delayed run) rather than the
    /// starting velocity (a sheet's settle).
    var stillBeforeStart: Bool

    func sample(at time: Double, start: Double) -> TimingSample {
      SpringRun.sample(
        motion, from: from, to: to, elapsed: time - start, duration: duration,
        limit: isClamped ? TimingSample.progressLimit : .infinity, stillBeforeStart: stillBeforeStart)
    }
  }
}
