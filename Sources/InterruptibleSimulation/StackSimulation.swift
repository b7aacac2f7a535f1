import InterruptibleCore

extension Simulation {
  /// Runs a stack scenario on the core's ``SheetStack``: every `present` adds a sheet on top (a new
  /// session), other events act on their `level` (the top one without it). Each tick has one sample
  /// line per sheet shown since the previous tick, lowest first, with the sheet's height as
  /// `progress`, and `level`, `scale` and `offset`: its place in the stack and its recede.
  static func runStack(_ scenario: Scenario, _ detents: DetentScenario) -> Timeline {
    var run = StackRun(scenario: scenario, detents: detents)
    var pending = orderedEvents(scenario, until: runLength(scenario))[...]
    for time in frameTimes(scenario) {
      while let event = pending.first, event.time <= time + 1e-9 {
        run.advance(to: event.time)
        run.eventSamples += run.samples(at: event.time)
        run.apply(event, at: event.time)
        run.recordReports(at: event.time)
        pending = pending.dropFirst()
      }
      run.advance(to: time)
      run.records += run.samples(at: time).map { .sample($0) } + run.ended.map { .sample($0) }
      run.ended = []
    }
    var timeline = Timeline(scenario: scenario, records: run.records, eventSamples: run.eventSamples)
    timeline.phase = run.stack.levels.isEmpty ? .idle : .presented
    timeline.isPresented = !run.stack.levels.isEmpty
    timeline.sessionCount = run.sessions
    return timeline
  }
}

/// The state of one stack run: the stack, and the records written so far.
struct StackRun {
  var stack = SheetStack()
  let configuration: DetentSheetConfiguration
  /// The keyboard and the container (`keyboard` and `resize` events), for every level.
  var layout: StackLayout
  /// Whether tick lines carry `"keyboard"` (the levels follow the keyboard, or it moves).
  let showsKeyboard: Bool
  let initialDetent: Int
  var sessions = 0
  var records: [TimelineRecord] = []
  var eventSamples: [SessionSample] = []
  /// The last samples of sheets that left since the previous tick.
  var ended: [SessionSample] = []
  /// The finger's velocity per level while it drags (the last drag's).
  private var lastDrag: [Int: (translation: Double, time: Double)] = [:]

  init(scenario: Scenario, detents: DetentScenario) {
    layout = StackLayout(distance: scenario.distance, followsKeyboard: detents.followsKeyboard)
    showsKeyboard =
      detents.followsKeyboard
      || scenario.events.contains { if case .keyboard = $0.action { true } else { false } }
    initialDetent = detents.initialDetent
    configuration = detents.configuration(settleDuration: scenario.present.duration)
    stack.isReportingMotion = true
  }

  /// The sheets' `willSettle` reports since the last call, as event lines.
  mutating func recordReports(at time: Double) {
    for (level, report) in stack.takeReports() {
      guard case .willSettle(let target, let trajectory) = report else { continue }
      var detent: Int?
      if case .detent(let index) = target { detent = index }
      // Over the space the detents resolve in (above a keyboard they follow), as the ticks show it.
      let space = layout.sheetContainer
      let progress = space > 0 ? trajectory.target / space : 0
      records.append(.willSettle(time: time, session: level + 1, progress: progress, detent: detent))
    }
  }

  /// Brings the stack to `time`, recording detent changes and the last sample of each sheet that
  /// left.
  mutating func advance(to time: Double) {
    let before = stack.levels.map(\.id)
    for event in stack.update(at: time) {
      switch event {
      case .detentChanged(let level, let detent):
        records.append(.detentChanged(time: time, session: level + 1, detent: detent))
      case .dismissed(let level):
        var sample = SessionSample(
          time: time, session: level + 1, kind: .present, state: .inactive, isRunning: false,
          isReversed: false, fraction: 0, progress: 0, velocity: 0)
        sample.isFinished = true
        sample.level = before.firstIndex(of: level)
        sample.scale = 1
        sample.offset = 0
        ended.append(sample)
      case .settled: break
      }
    }
  }

  /// The id of the level `index` names (the top one when nil).
  private func target(_ index: Int?) -> Int? {
    guard !stack.levels.isEmpty else { return nil }
    let index = index ?? stack.levels.count - 1
    return stack.levels.indices.contains(index) ? stack.levels[index].id : nil
  }

  /// Applies one scripted event; events for a level that is not there are ignored.
  mutating func apply(_ event: ScenarioEvent, at time: Double) {
    if case .step(.present) = event.action {
      sessions += 1
      stack.present(configuration, container: layout.sheetContainer, toDetent: initialDetent, at: time)
      return
    }
    switch event.action {
    case .keyboard(let height, let duration):
      return layout.keyboardChanges(to: height, duration: duration, at: time, stack: &stack)
    case .resize(let distance, _): return layout.resize(to: distance, at: time, stack: &stack)
    default: break
    }
    guard let id = target(event.level) else { return }
    switch event.action {
    case .setDetents(let fractions):
      guard let index = stack.index(of: id) else { return }
      let old = stack.levels[index].sheet.configuration.detents
      stack.setDetents(level: id, DetentRun.detents(replacing: old, with: fractions, at: time), at: time)
    case .moveTo(let detent): stack.move(level: id, toDetent: detent, at: time)
    case .step(.dismiss): stack.dismiss(level: id, at: time)
    case .step(.tapOutside):
      // A tap behind the level: on a lower level it brings that one forward.
      if let index = stack.index(of: id), index > 0 { stack.tap(level: stack.levels[index - 1].id, at: time) }
    case .step(.panBegan):
      stack.dragBegan(level: id, at: time, shownHeight: layout.grab(level: id, at: time, stack: stack))
    case .step(.panChanged(let translation)): stack.dragChanged(level: id, translation: translation, at: time)
    case .step(.panEnded(let velocity)): stack.dragEnded(level: id, velocity: velocity, at: time)
    default: break
    }
  }

  /// One sample per sheet on screen at `time`, lowest first: its shown height (riding on a keyboard
  /// it follows) over the space its detents resolve in, and its recede.
  func samples(at time: Double) -> [SessionSample] {
    stack.levels.indices.map { index in
      let level = stack.levels[index]
      let sheet = level.sheet
      let model = level.leaving == nil ? sheet.sample(at: time).velocity : leavingVelocity(index, at: time)
      var now = layout.shown(
        level: level.id, height: stack.shownHeight(ofLevel: index, at: time), velocity: model, at: time)
      if sheet.phase == .dragging { now.velocity = model }
      let settling = sheet.phase == .settling && level.leaving == nil
      var sample = SessionSample(
        time: time, session: level.id + 1, kind: .present, state: .active, isRunning: settling,
        isReversed: settling && sheet.isMovingDown, fraction: settling ? sheet.settleFraction(at: time) : 0,
        progress: layout.progress(now.height, at: time), velocity: now.velocity)
      sample.detent = level.leaving == nil ? sheet.detentIndex : nil
      if showsKeyboard { sample.keyboard = layout.keyboard(at: time) }
      let recede = stack.recede(ofLevel: index, at: time)
      sample.level = index
      sample.scale = recede.scale
      sample.offset = recede.verticalOffset
      return sample
    }
  }

  /// A leaving sheet's velocity: its share of the top-most's.
  private func leavingVelocity(_ index: Int, at time: Double) -> Double {
    guard let leaving = stack.levels[index].leaving, leaving.topHeight > 0,
      let top = stack.index(of: leaving.with)
    else { return 0 }
    return stack.levels[top].sheet.sample(at: time).velocity * leaving.height / leaving.topHeight
  }
}
