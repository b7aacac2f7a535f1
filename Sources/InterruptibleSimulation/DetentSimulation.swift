import InterruptibleCore

extension Simulation {
  /// Runs a detent scenario on the core's ``DetentSheet``: the same frames and event timing as a
  /// presentation scenario (see ``Simulation/run(_:)``), with the sheet in place of the coordinator.
  /// Settles last the `present` timing's duration; rubber-banding uses `distance`.
  static func runDetents(_ scenario: Scenario, _ detents: DetentScenario) -> Timeline {
    var run = DetentRun(scenario: scenario, detents: detents)
    let until = runLength(scenario)
    var pending = orderedEvents(scenario, until: until)[...]
    for time in frameTimes(scenario) {
      while let event = pending.first, event.time <= time + 1e-9 {
        run.advance(to: event.time)
        run.eventSamples.append(run.sample(at: event.time))
        run.apply(event.action, at: event.time)
        pending = pending.dropFirst()
      }
      run.advance(to: time)
      if run.isVisible || run.endedThisFrame { run.records.append(.sample(run.sample(at: time))) }
      run.endedThisFrame = false
    }
    var timeline = Timeline(scenario: scenario, records: run.records, eventSamples: run.eventSamples)
    timeline.phase = run.isVisible ? .presented : .idle
    timeline.isPresented = run.isVisible
    timeline.sessionCount = run.session
    return timeline
  }
}

/// The state of one detent run: the sheet, its session number, and the records written so far.
struct DetentRun {
  var sheet: DetentSheet
  /// The keyboard and the container (`keyboard` and `resize` events).
  var layout: DetentLayout
  let distance: Double
  let initialDetent: Int
  var session = 0
  var records: [TimelineRecord] = []
  var eventSamples: [SessionSample] = []
  var endedThisFrame = false
  /// The sheet's adaptive form and window (adaptive scenarios only).
  var form: AdaptiveRun?

  init(scenario: Scenario, detents: DetentScenario) {
    distance = scenario.distance
    initialDetent = detents.initialDetent
    layout = DetentLayout(distance: scenario.distance, followsKeyboard: detents.followsKeyboard)
    form = detents.adaptive.map { AdaptiveRun($0, distance: scenario.distance) }
    sheet = DetentSheet(
      configuration: detents.configuration(settleDuration: scenario.present.duration),
      container: form?.geometry.detentContainer ?? scenario.distance)
    sheet.isModalInPresentation = scenario.isModalInPresentation
    sheet.isReportingMotion = true
  }

  var isVisible: Bool { sheet.phase != .hidden }

  /// Brings the sheet to `time`, recording a settle's events at their exact end.
  mutating func advance(to time: Double) {
    for event in sheet.update(at: time) {
      switch event {
      case .detentChanged(let detent):
        records.append(.detentChanged(time: time, session: session, detent: detent))
      case .dismissed: endedThisFrame = true
      case .settled: break
      }
    }
  }

  /// Applies one scripted event to the sheet (coordinator-only steps are ignored).
  mutating func apply(_ action: ScenarioAction, at time: Double) {
    switch action {
    case .moveTo(let detent): sheet.move(toDetent: detent, at: time)
    case .setDetents(let fractions): setDetents(fractions, at: time)
    case .step(.present), .step(.presentNewContent):
      if !isVisible { session += 1 }
      if sheet.phase == .settling && sheet.detentIndex == nil {
        // Presented again while it dismisses: it turns around to its first detent, as a transition
        // does, keeping its height and velocity (the same session).
        sheet.move(toDetent: min(initialDetent, sheet.layout.heights.count - 1), at: time)
      } else {
        sheet.present(toDetent: initialDetent, at: time)
      }
    case .step(.dismiss): sheet.dismiss(at: time)
    case .step(.tapOutside): sheet.attemptDismissal(at: time)
    case .keyboard(let height, let duration):
      layout.keyboardChanges(to: height, duration: duration, at: time, sheet: &sheet)
    case .resize(let distance, let window):
      if let adaptive = form {
        form = adaptive.resized(distance: distance, window: window, at: time, layout: &layout, sheet: &sheet)
      } else {
        layout.resize(to: distance, at: time, sheet: &sheet)
      }
    case .step(.panBegan): sheet.dragBegan(at: time, shownHeight: layout.grab(at: time, sheet: sheet))
    case .step(.panChanged(let translation)): sheet.dragChanged(translation: translation, at: time)
    case .step(.panEnded(let velocity)): sheet.dragEnded(velocity: velocity, at: time)
    case .step, .zoom: break
    }
    recordReports(at: time)
  }

  /// One tick line: progress is the visible height over `distance` (over the space above the
  /// keyboard when following it), velocity the height's in pt/s; `keyboard` its shown height.
  /// While a finger holds the sheet, velocity is the finger's (what a release hands off), not the
  /// keyboard's motion added to it: a keyboard moving under a held sheet moves only its bottom.
  func sample(at time: Double) -> SessionSample {
    let model = sheet.sample(at: time)
    var now = layout.shown(model, at: time)
    if sheet.phase == .dragging { now.velocity = model.velocity }
    let settling = sheet.phase == .settling
    var sample = SessionSample(
      time: time, session: session, kind: .present, state: isVisible ? .active : .inactive,
      isRunning: settling,
      isReversed: settling && sheet.isMovingDown, fraction: sheet.settleFraction(at: time),
      progress: layout.progress(now.height, at: time), velocity: now.velocity)
    sample.keyboard = layout.keyboard(at: time)
    sample.isFinished = !isVisible
    sample.detent = sheet.detentIndex
    if let form {
      sample.form = form.name
      let frame = form.geometry.frame(height: now.height)
      sample.frame = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
    }
    return sample
  }
}
