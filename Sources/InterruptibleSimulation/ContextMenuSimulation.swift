import Foundation
import InterruptibleCore

extension Simulation {
  /// Runs a context-menu scenario: each `press` on the source starts a session of the core's
  /// ``ContextMenuLift``; its events drive reference animators as the UIKit shell's do (the lift over
  /// the commit time with ease-in-out, its return with a critically damped spring keeping its
  /// velocity, the preview and menu growing with a 0.4 s spring of damping ratio 0.82 and leaving with
  /// a 0.3 s critically damped spring, or by turning the growth around). The commit is made at its
  /// exact time; scripted events apply at theirs, before the tick at the same time.
  static func runContextMenu(_ scenario: Scenario, _ menu: ContextMenuScenario) -> Timeline {
    let run = ContextMenuRun(menu: menu)
    let until = runLength(scenario)
    var pending = menu.events.filter { $0.time <= until + 1e-9 }[...]
    for time in frameTimes(scenario) {
      while let event = pending.first, event.time <= time + 1e-9 {
        run.advance(to: event.time)
        run.apply(event.action)
        pending = pending.dropFirst()
      }
      run.advance(to: time)
      run.sampleLiveSessions(at: time)
    }
    var timeline = Timeline(scenario: scenario, records: [])
    timeline.contextMenuRecords = run.records
    timeline.contextMenuPlacements = run.placements
    timeline.animatorErrors = run.errors + run.clock.releaseErrors
    timeline.sessionCount = run.sessions.count
    return timeline
  }
}

/// The sessions of one context-menu run and the lines written so far.
final class ContextMenuRun {
  let clock = ManualClock()
  let menu: ContextMenuScenario
  /// The container's size now (`resize` changes it).
  private(set) var container: CGSize
  let rows: MenuRowIndex
  private(set) var sessions: [ContextMenuRunSession] = []
  var records: [ContextMenuRecord] = []
  var errors: [AnimatorError] = []
  /// Where each committed session was placed, for the plot.
  var placements: [ContextMenuPlaced] = []

  init(menu: ContextMenuScenario) {
    self.menu = menu
    container = menu.container
    rows = MenuRowIndex(heights: menu.rowHeights)
  }

  /// Brings the clock to `time`, committing each lift at its exact commit time on the way.
  func advance(to time: Double) {
    while let (session, due) = nextCommit(), due <= time {
      move(to: due)
      apply(session.lift.advance(to: due), to: session)
      if session.lift.phase == .lifting { break }  // never: `due` is when the core commits
    }
    move(to: time)
  }

  /// The lifting session that commits first, and when: the first time whose distance from the
  /// touch-down reaches the commit duration in floating point, as the core measures it.
  private func nextCommit() -> (ContextMenuRunSession, Double)? {
    sessions.filter { $0.lift.phase == .lifting }
      .map { session in
        let (down, duration) = (session.lift.downTime, session.lift.settings.commitDuration)
        var due = down + duration
        while due - down < duration, due.isFinite { due = due.nextUp }
        return (session, due)
      }
      .min { $0.1 < $1.1 }
  }

  private func move(to time: Double) {
    let interval = time - clock.now
    if interval > 0 { clock.advance(by: interval) }
  }

  /// Applies one scripted event at the clock's time. Every event but `press` goes to the newest
  /// session; a `press` outside the source, or while the newest session lifts or shows its menu, is
  /// ignored.
  func apply(_ action: ContextMenuScenarioAction) {
    let now = clock.now
    if case .resize(let size) = action { return resize(to: size) }
    if case .press(let point) = action {
      guard sessions.last.map({ $0.lift.outcome != nil }) ?? true, menu.source.contains(point) else { return }
      let session = ContextMenuRunSession(
        id: sessions.count + 1, lift: ContextMenuLift(rows: rows, settings: menu.settings))
      sessions.append(session)
      return apply(session.lift.touchDown(at: point, time: now), to: session)
    }
    guard let session = sessions.last else { return }
    let shown = session.menuFrame(reducesMotion: menu.reducesMotion) ?? .zero
    let placed = session.placement.map { Double($0.menuFrame.height) }
    let events: [ContextMenuLift.Event]
    switch action {
    case .press, .resize: return
    case .move(let point):
      events = session.lift.touchMoved(to: point, time: now, menuFrame: shown, placedHeight: placed)
    case .release(let point):
      events = session.lift.touchEnded(at: point, time: now, menuFrame: shown, placedHeight: placed)
    case .cancelTouch: events = session.lift.touchCancelled(time: now)
    case .tapOutside: events = session.lift.tapOutside(time: now)
    case .tapPreview: events = session.lift.tapPreview()
    case .tapRow(let row):
      events = session.lift.tapMenu(
        at: rowCentre(row, in: shown, placement: session.placement), menuFrame: shown, placedHeight: placed)
    case .dismiss: events = session.lift.dismiss(time: now)
    }
    apply(events, to: session)
  }

  /// The centre of `row` where the menu shows in `shown` (the rows' layout scaled onto the shown
  /// height).
  private func rowCentre(_ row: Int, in shown: CGRect, placement: ContextMenuPlacement?) -> CGPoint {
    let frame = rows.frameOfRow(row)
    let resting = Double(placement?.menuFrame.height ?? 0)
    let fraction = resting > 0 ? (frame.minY + frame.height / 2) / resting : 0.5
    return CGPoint(x: Double(shown.midX), y: Double(shown.minY) + fraction * Double(shown.height))
  }

  /// Records the session's events and does what the shell does with each.
  func apply(_ events: [ContextMenuLift.Event], to session: ContextMenuRunSession) {
    for event in events {
      records.append(.event(time: clock.now, session: session.id, event: event))
      switch event {
      case .beginLift: beginLift(session)
      case .cancelLift(let back, _): turnBack(session, back)
      case .commit: commit(session)
      case .dismiss, .commitPreview: leave(session)
      case .completed: session.completions += 1
      case .highlightChanged(let row): session.highlighted = row
      case .fire, .openSubmenu: break
      }
    }
  }

  private func animator(_ duration: Double, _ timing: TimingParameters) -> AnimatorModel {
    let animator = AnimatorModel(duration: duration, timing: timing, clock: clock)
    animator.errorHandler = { [unowned self] in errors.append($0) }
    return animator
  }

  private func beginLift(_ session: ContextMenuRunSession) {
    guard !menu.reducesMotion else { return }
    let lift = animator(session.lift.settings.commitDuration, .easeInOut)
    lift.startAnimation()
    session.liftAnimator = lift
  }

  /// The lift turns back from where it is: reversed, continued with a critically damped spring at
  /// the lift's own velocity, over 0.6 of the lift's duration.
  private func turnBack(_ session: ContextMenuRunSession, _ back: ContextMenuLift.Return) {
    guard let lift = session.liftAnimator, lift.state == .active else { return finishLeaving(session) }
    lift.pauseAnimation()
    lift.isReversed = true
    lift.addCompletion { [unowned self] _ in finishLeaving(session) }
    lift.continueAnimation(
      withTimingParameters: .spring(
        SpringTimingParameters(dampingRatio: 1, initialVelocity: back.initialVelocity)),
      durationFactor: 0.6)
  }

  /// The container takes `size`: a session showing its menu placed for another size closes, as the
  /// shell's overlay closes when its window's size changes (a lift has no overlay yet and goes on).
  private func resize(to size: CGSize) {
    container = size
    for session in sessions where session.lift.phase == .open && session.placedIn != size {
      apply(session.lift.dismiss(time: clock.now), to: session)
    }
  }

  private func commit(_ session: ContextMenuRunSession) {
    session.placement = menu.placement(in: container)
    session.placedIn = container
    placements.append(
      ContextMenuPlaced(session: session.id, placement: session.placement, container: container))
    // The preview starts where the lifted source shows (the shell reads the source's scale on screen).
    let shown = session.liftAnimator.map {
      session.lift.liftScale(progress: $0.progress, reducesMotion: false)
    }
    session.previewStart = ContextMenuLift.liftedFrame(of: menu.source, scale: shown ?? 1)
    session.liftAnimator?.stopAnimation(true)
    session.liftAnimator = nil
    let show = animator(0.4, .spring(SpringTimingParameters(dampingRatio: 0.82)))
    session.growth = show.addAnimations(from: 0, to: 1)
    show.startAnimation()
    session.overlay = show
  }

  /// The menu and the preview leave from where they are: a growing menu turns around; a grown one
  /// goes back with a 0.3 s critically damped spring.
  private func leave(_ session: ContextMenuRunSession) {
    guard let overlay = session.overlay else { return finishLeaving(session) }
    if overlay.state == .active, !overlay.isReversed {
      overlay.addCompletion { [unowned self] _ in finishLeaving(session) }
      overlay.isReversed = true
      return
    }
    let from = session.growthNow
    overlay.stopAnimation(true)
    // A grown menu's preview goes back to the source at rest, as the shell's does.
    session.previewStart = menu.source
    let back = animator(0.3, .spring(SpringTimingParameters(dampingRatio: 1)))
    session.growth = back.addAnimations(from: from, to: 0)
    back.addCompletion { [unowned self] _ in finishLeaving(session) }
    back.startAnimation()
    session.overlay = back
  }

  private func finishLeaving(_ session: ContextMenuRunSession) {
    apply(session.lift.finishLeaving(), to: session)
  }

  /// One tick line per session that is live, and one last line for a session that ended since the
  /// previous tick.
  func sampleLiveSessions(at time: Double) {
    for session in sessions where !session.wroteLastSample {
      records.append(.sample(session.sample(at: time, menu: menu)))
      if case .finished = session.lift.phase { session.wroteLastSample = true }
    }
  }
}
