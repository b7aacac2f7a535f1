@testable import InterruptibleCore

/// Runs one random trace on a ``DetentSheet`` and checks its reports after every call: each change
/// reported exactly once and before any sample, `willSettle` right before its `trajectoryChanged`,
/// the reported trajectory predicting the sheet until the next change and ending where the sheet
/// comes to rest; overrides honoured (clamped); a modal sheet never dismissed by the user, with one
/// attempt reported per release that would have dismissed; runtime detents keeping the detent (or
/// the nearest) with no jump in position or velocity.
struct SheetTraceChecker {
  static let pool: [SheetDetent] = [
    .fraction(0.2, id: "a"), .fraction(0.5, id: "b"), .height(300, id: "c"), .large,
    .fitsContent(id: "fit"), .fraction(0.9, id: "d"),
  ]

  var random: SplitMix64
  var sheet: DetentSheet
  var time = 0.0
  var failures: [String] = []
  var reported: MotionTrajectory?
  var lastTarget: DetentSheet.Target?
  var counts = (changes: 0, attempts: 0, releases: 0, overrides: 0, dismissed: 0, retargets: 0)
  var answer: DetentSheet.Target?
  let overrides: Bool

  init(seed: UInt64, modal: Bool, overrides: Bool) {
    random = SplitMix64(seed: seed)
    let configuration = DetentSheetConfiguration(
      detents: [.fraction(0.3, id: "a"), .medium, .large], isDismissible: !random.oneIn(4),
      dampingRatio: random.pick([0.4, 0.8, 1]), allowsSkippingDetents: !random.oneIn(3))
    sheet = DetentSheet(configuration: configuration, container: 800)
    sheet.isModalInPresentation = modal
    sheet.isReportingMotion = true
    self.overrides = overrides
  }

  mutating func fail(_ message: String) { if failures.isEmpty { failures.append("t=\(time): \(message)") } }

  /// Runs `steps` random calls.
  mutating func run(steps: Int) {
    for _ in 0..<steps where failures.isEmpty { step() }
  }

  mutating func step() {
    let at = time
    switch random.below(12) {
    case 0: present()
    case 1:
      let index = random.below(5) - 1
      expectReports(attempts: 0) { $0.move(toDetent: index, at: at) }
    case 2: attemptDismissal()
    case 3: expectReports(attempts: 0) { $0.dragBegan(at: at) }
    case 4:
      let translation = (random.unit() - 0.4) * 900
      expectReports(attempts: 0) { $0.dragChanged(translation: translation, at: at) }
    case 5, 6: release()
    case 7:
      let detents = Self.pool.filter { _ in random.oneIn(2) }
      setDetents { $0.setDetents(detents, at: at) }
    case 8:
      let height = random.oneIn(5) ? .nan : random.unit() * 900
      setDetents { $0.contentHeightDidChange(height, at: at) }
    default: advance()
    }
  }

  mutating func present() {
    if sheet.phase == .hidden {
      let index = random.below(3)
      let at = time
      expectReports(attempts: 0) { $0.present(toDetent: index, at: at) }
    }
  }

  mutating func attemptDismissal() {
    let resisted = sheet.isModalInPresentation && (sheet.phase != .hidden && sheet.phase != .dragging)
    let at = time
    expectReports(attempts: resisted ? 1 : 0) { $0.attemptDismissal(at: at) }
  }

  mutating func advance() {
    time += random.pick([0, 1 / 120, 1 / 60, random.unit() * 0.6])
    let events = sheet.update(at: time)
    for event in events {
      switch event {
      case .settled(let detent):
        if lastTarget != .detent(detent) {
          fail("settled at \(detent), willSettle said \(String(describing: lastTarget))")
        }
        if reported?.target != sheet.layout.heights[detent] {
          fail(
            "rests at \(sheet.layout.heights[detent]), trajectory said \(String(describing: reported?.target))"
          )
        }
      case .dismissed:
        counts.dismissed += 1
        if sheet.isModalInPresentation { fail("a modal sheet was dismissed") }
        if lastTarget != .dismiss || reported?.target != 0 {
          fail("dismissed, willSettle said \(String(describing: lastTarget))")
        }
      case .detentChanged: break
      }
    }
    check(sheet.takeReports(), attempts: 0)
  }

  mutating func release() {
    guard sheet.phase == .dragging else {
      let at = time
      return expectReports(attempts: 0) { _ = $0.dragEnded(velocity: 1, at: at) }
    }
    counts.releases += 1
    let velocity = random.oneIn(8) ? .nan : (random.unit() - 0.45) * 8_000
    let configuration = sheet.configuration
    let projected = DetentReleaseDecision(
      height: sheet.height(at: time), velocity: velocity, layout: sheet.layout,
      isDismissible: configuration.isDismissible, decelerationRate: configuration.decelerationRate,
      allowsSkippingDetents: configuration.allowsSkippingDetents)
    var wanted = projected.target
    if overrides {
      let pick: DetentSheet.Target = random.oneIn(4) ? .dismiss : .detent(random.below(7) - 2)
      answer = pick
      sheet.targetOverride = { _ in pick }
      wanted = pick
    }
    let wouldDismiss = projected.target == .dismiss || wanted == .dismiss
    let allowed = configuration.isDismissible && !sheet.isModalInPresentation
    let expected: DetentSheet.Target
    switch wanted {
    case .dismiss: expected = allowed ? .dismiss : .detent(0)
    case .detent(let index): expected = .detent(min(max(index, 0), sheet.layout.heights.count - 1))
    }
    let at = time
    expectReports(attempts: sheet.isModalInPresentation && wouldDismiss ? 1 : 0) {
      _ = $0.dragEnded(velocity: velocity, at: at)
    }
    if lastTarget != expected {
      fail("release settles \(String(describing: lastTarget)), expected \(expected)")
    }
    if overrides { counts.overrides += lastTarget == expected ? 1 : 0 }
    sheet.targetOverride = nil
  }

  mutating func setDetents(_ change: (inout DetentSheet) -> Void) {
    let before = sheet.trajectory
    let detent = sheet.detentIndex.map {
      (id: sheet.layout.identifiers[$0], height: sheet.layout.heights[$0])
    }
    let phase = sheet.phase
    let (target, old) = (lastTarget, sheet.layout)
    expectReports(attempts: 0, change)
    // Indices name detents of the layout at the time of the report: a renumbering that does not move
    // the sheet reports nothing, and the same detent now has its new index.
    if lastTarget == target, case .detent(let index)? = target, old.identifiers.indices.contains(index) {
      lastTarget = (sheet.layout.index(of: old.identifiers[index]) ?? sheet.detentIndex).map { .detent($0) }
    }
    guard phase != .hidden, let detent, let index = sheet.detentIndex else { return }
    let layout = sheet.layout
    if let kept = layout.index(of: detent.id) {
      if index != kept { fail("detent \(detent.id.rawValue) kept at \(kept), sheet at \(index)") }
    } else {
      let distance = abs(layout.heights[index] - detent.height)
      if layout.heights.contains(where: { abs($0 - detent.height) < distance }) {
        fail("not the nearest detent")
      }
    }
    let after = sheet.trajectory
    if abs(after.value(at: time) - before.value(at: time)) > 1e-9 { fail("position jumped") }
    if before.kind == .heading, after.kind == .heading, before != after {
      counts.retargets += 1
      let velocity = before.velocity(at: time)
      let travel = abs(after.target - after.value(at: time))
      if travel > 1, abs(velocity / travel) < 900,
        abs(after.velocity(at: time) - velocity) > 1e-6 * max(1, abs(velocity))
      {
        fail("velocity jumped \(velocity) → \(after.velocity(at: time))")
      }
    }
  }

  /// Runs `call`, then checks its reports, expecting `attempts` resisted dismissals.
  mutating func expectReports(attempts: Int, _ call: (inout DetentSheet) -> Void) {
    call(&sheet)
    check(sheet.takeReports(), attempts: attempts)
  }

  mutating func check(_ reports: [DetentSheet.Report], attempts: Int) {
    var pending: MotionTrajectory?
    var seen = 0
    for report in reports {
      switch report {
      case .dismissalAttempted: seen += 1
      case .willSettle(let target, let trajectory):
        if pending != nil { fail("willSettle twice") }
        pending = trajectory
        lastTarget = target
      case .trajectoryChanged(let trajectory):
        if let before = pending, before != trajectory { fail("willSettle and trajectoryChanged differ") }
        if pending == nil, trajectory.kind == .heading { fail("heading without willSettle") }
        if let reported, reported.isSameMotion(as: trajectory) { fail("the same motion reported twice") }
        pending = nil
        reported = trajectory
        counts.changes += 1
      }
    }
    counts.attempts += seen
    if seen != attempts { fail("\(seen) attempts reported, expected \(attempts)") }
    if pending != nil { fail("willSettle without trajectoryChanged") }
    guard let reported else { return }
    let current = sheet.trajectory
    let rested = reported.kind == .heading && reported.isFinished(at: time) && current.kind == .resting
    if !reported.isSameMotion(as: current), !rested {
      fail("change not reported: \(reported.kind) → \(current.kind)")
    }
    let now = sheet.sample(at: time)
    // A finger moves the value it holds without a change of motion; every other motion is predicted.
    if reported.kind != .following, abs(reported.value(at: time) - now.height) > 1e-9 {
      fail("reported trajectory off at \(time)")
    }
  }
}
