import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The decisions of one context menu, from the finger's touch-down on the source to the end of the
/// menu's dismissal, on an injected clock (seconds, any origin).
///
/// - **Lift**: touch-down begins the lift (``Event/beginLift``), the visual feedback before the
///   commit; its progress follows an ease-in-out curve over ``Settings/commitDuration``.
/// - **Cancel by movement**: a finger that moves beyond ``Settings/slop`` before the commit turns the
///   lift back from where it is, with its velocity (``Return``), and the touch belongs to the scroll
///   view beneath. An early release turns it back too (the source gets an ordinary tap).
/// - **Commit**: at ``Settings/commitDuration`` (a move or release at that time or later comes after
///   it) the lift commits (``Event/commit``). The release keeps the menu; a drag first selects a row
///   as the pull-down menu does (``MenuInteraction``), lifting on a row fires it, elsewhere the menu
///   stays.
/// - **Open**: a tap on a row fires it, a tap on the preview runs the commit action, a tap outside,
///   escape or ``dismiss()`` closes the menu from where it is.
/// - **Exactly once**: every session ends with one ``SessionOutcome``; ``finishLeaving()`` (the leaving
///   animations ended) reports it once with ``Event/completed(_:)``. Inputs after the outcome do
///   nothing.
///
/// ```swift
/// var lift = ContextMenuLift(rows: MenuRowIndex(heights: [44, 44]))
/// lift.touchDown(at: CGPoint(x: 100, y: 300), time: 0)      // [.beginLift]
/// lift.advance(to: 0.5)                                      // [.commit]
/// lift.touchEnded(at: CGPoint(x: 101, y: 300), time: 0.7)   // [] (the menu stays)
/// lift.tapOutside(time: 2)                                   // [.dismiss]
/// lift.finishLeaving()                                       // [.completed(.committed)]
/// ```
///
/// Bad input: non-finite times are ignored and time never runs backwards (an earlier time counts as
/// the latest one seen); non-finite points are ignored (a non-finite release cancels a lift like a
/// system cancel, and keeps an open menu).
package struct ContextMenuLift: Sendable, Equatable {
  /// The settings.
  package let settings: Settings
  /// Where the session is.
  package internal(set) var phase = Phase.idle
  /// The menu's row decisions (highlight, drag to select, keys).
  package internal(set) var menu: MenuInteraction
  /// When the finger touched down.
  package internal(set) var downTime = 0.0
  /// The latest time seen.
  package internal(set) var now = 0.0
  /// Whether the finger that began the session is still down.
  package internal(set) var isFingerDown = false
  /// The levels a submenu opened in place of, outermost first (empty: the menu's own rows show).
  package internal(set) var parentLevels: [ParentLevel] = []
  /// Where the finger touched down.
  private var start = CGPoint.zero
  /// Whether the finger has moved beyond the slop (it stays beyond from then on).
  private var hasLeftSlop = false

  /// A session for a menu of `rows`.
  package init(rows: MenuRowIndex, settings: Settings = Settings()) {
    self.settings = settings
    menu = MenuInteraction(rows: rows)
  }

  /// The outcome, once decided.
  package var outcome: SessionOutcome? {
    switch phase {
    case .leaving(let outcome), .finished(let outcome): return outcome
    case .idle, .lifting, .open: return nil
    }
  }

  // MARK: - Time

  /// The clock reached `time`: a lift whose finger has been down for the commit duration commits.
  package mutating func advance(to time: Double) -> [Event] {
    if time.isFinite { now = max(now, time) }
    guard phase == .lifting, now - downTime >= settings.commitDuration else { return [] }
    phase = .open
    return [.commit]
  }

  /// The lift's progress (0 at touch-down, 1 at the commit and after) and its speed in progress per
  /// second, at `time`.
  package func liftProgress(at time: Double) -> (progress: Double, velocity: Double) {
    switch phase {
    case .idle: return (0, 0)
    case .lifting:
      guard settings.commitDuration > 0 else { return (1, 0) }
      let elapsed = (time.isFinite ? max(time, now) : now) - downTime
      let (progress, slope) = CubicBezierCurve.easeInOut.progressAndSlope(
        at: elapsed / settings.commitDuration)
      return (progress, elapsed >= settings.commitDuration ? 0 : slope / settings.commitDuration)
    case .open, .leaving, .finished: return (1, 0)
    }
  }

  /// The source's scale for a lift at `progress` (1 at rest, ``Settings/liftedScale`` at the commit);
  /// always 1 with Reduce Motion (the lift fades instead).
  package func liftScale(progress: Double, reducesMotion: Bool) -> Double {
    guard !reducesMotion, progress.isFinite else { return 1 }
    return 1 - (1 - settings.liftedScale) * min(max(progress, 0), 1)
  }

  /// Where the source shows when it is scaled by `scale` about its centre: the lifted source, and so
  /// where the preview starts at the commit (a non-finite scale counts as 1).
  package static func liftedFrame(of source: CGRect, scale: Double) -> CGRect {
    let scale = scale.isFinite ? scale : 1
    let width = Double(source.width) * scale
    let height = Double(source.height) * scale
    return CGRect(
      x: Double(source.midX) - width / 2, y: Double(source.midY) - height / 2, width: width, height: height)
  }

  // MARK: - The finger that began the session

  /// The finger touched the source at `point`.
  package mutating func touchDown(at point: CGPoint, time: Double) -> [Event] {
    guard phase == .idle, point.x.isFinite, point.y.isFinite else { return [] }
    if time.isFinite { now = max(now, time) }
    downTime = now
    start = point
    hasLeftSlop = false
    isFingerDown = true
    phase = .lifting
    return [.beginLift] + advance(to: now)
  }

  /// The finger moved to `point`; `menuFrame` is where the menu shows now (its in-flight frame) and
  /// `placedHeight` the height the core placed it at (default: the shown height).
  ///
  /// The row under the finger is the row the user sees there: while the menu grows it is drawn
  /// scaled, rows and all, so the finger's place in the shown frame is mapped onto the placed
  /// layout (``MenuInteraction/row(at:shownFrame:restingHeight:scrollOffset:)``).
  package mutating func touchMoved(
    to point: CGPoint, time: Double, menuFrame: CGRect = .zero, placedHeight: Double? = nil
  ) -> [Event] {
    guard isFingerDown, point.x.isFinite, point.y.isFinite else { return [] }
    let events = advance(to: time)
    switch phase {
    case .lifting:
      return leavesSlop(at: point) ? events + cancel(.moved) : events
    case .open:
      guard leavesSlop(at: point) else { return events }
      return events + forward(menu.touchMoved(to: point, shownFrame: menuFrame, restingHeight: placedHeight))
    case .idle, .leaving, .finished: return events
    }
  }

  /// The finger lifted at `point`: before the commit the lift turns back (or, beyond the slop, it
  /// was already cancelled); after it the menu stays, unless a drag ends on a row, which fires (the
  /// row the user sees under the finger, as ``touchMoved(to:time:menuFrame:placedHeight:)`` finds it).
  package mutating func touchEnded(
    at point: CGPoint, time: Double, menuFrame: CGRect = .zero, placedHeight: Double? = nil
  ) -> [Event] {
    guard isFingerDown else { return [] }
    guard point.x.isFinite, point.y.isFinite else { return touchCancelled(time: time) }
    let events = advance(to: time)
    isFingerDown = false
    switch phase {
    case .lifting:
      return events + cancel(leavesSlop(at: point) ? .moved : .released)
    case .open:
      guard leavesSlop(at: point) else { return events }
      guard menu.row(at: point, shownFrame: menuFrame, restingHeight: placedHeight) != nil else {
        return events + forward(menu.touchCancelled())
      }
      return events + forward(menu.touchEnded(at: point, shownFrame: menuFrame, restingHeight: placedHeight))
    case .idle, .leaving, .finished: return events
    }
  }

  /// The system cancelled the finger: a lift turns back; an open menu stays, its highlight goes.
  package mutating func touchCancelled(time: Double) -> [Event] {
    guard isFingerDown else { return [] }
    let events = advance(to: time)
    isFingerDown = false
    switch phase {
    case .lifting: return events + cancel(.touchCancelled)
    case .open: return events + forward(menu.touchCancelled())
    case .idle, .leaving, .finished: return events
    }
  }

  // MARK: - Shared with the open menu's inputs

  /// Whether the finger at `point` is (or has been) more than the slop from where it touched down.
  private mutating func leavesSlop(at point: CGPoint) -> Bool {
    if !hasLeftSlop {
      let distance = Double(hypot(point.x - start.x, point.y - start.y))
      hasLeftSlop = !(distance <= settings.slop)  // an overflowing (infinite) distance is beyond it
    }
    return hasLeftSlop
  }

  /// Turns the lift back from where it is now.
  mutating func cancel(_ cause: CancelCause) -> [Event] {
    let (progress, velocity) = liftProgress(at: now)
    isFingerDown = false
    phase = .leaving(.cancelled)
    return [.cancelLift(Return(progress: progress, velocity: velocity), cause)]
  }

  /// The menu's events in the session's terms; a dismissal with a fired row decides the outcome.
  mutating func forward(_ events: [MenuInteraction.Event]) -> [Event] {
    var fired: Int?
    var result: [Event] = []
    for event in events {
      switch event {
      case .highlightChanged(let row): result.append(.highlightChanged(row))
      case .fire(let row):
        fired = row
        result.append(.fire(row))
      case .openSubmenu(let row): result.append(.openSubmenu(row))
      case .dismiss:
        isFingerDown = false
        phase = .leaving(fired.map { .rowFired($0) } ?? .committed)
        result.append(.dismiss)
      }
    }
    return result
  }
}
