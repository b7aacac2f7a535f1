import Foundation

@testable import InterruptibleCore

/// One seeded zoom: a source moving at up to 3 000 pt/s from a random time, reported at 120 Hz with
/// a random phase (sometimes twice per frame, as two observations of one frame), reversals, grabs and
/// flings at random times, reused source views, sometimes a lost source. Ticks at 1/120 s and
/// measures every tick.
final class ZoomRandomRun {
  static let tick = 1.0 / 120

  let clock = ManualClock()
  let kind: TransitionKind
  let session: TransitionSession
  let flight: ZoomFlight
  let destination: CGRect
  let start: CGRect
  let views = [FakeSourceView(), FakeSourceView(), FakeSourceView()]
  let visibility = makeVisibility()

  // Measured.
  var completions: [Bool] = []
  var landingError = 0.0
  var landedOnSource = false
  var worstStepExcess = -Double.infinity
  var worstStep = (step: 0.0, flight: 0.0, source: 0.0, time: 0.0)
  /// The same excess with the flight's step taken on the uncorrected path (reported, not asserted).
  var worstBaseExcess = -Double.infinity
  var completionTime = 0.0
  var lastReported: CGRect

  private var rng: SplitMix64
  private let sourceStart: Double
  private let sourceVelocity: CGPoint
  private let phase: Double
  private let duplicates: Bool
  private let lostAt: Double?
  private var reversals: [Double] = []
  private var grabs: [(time: Double, ticks: Int, velocity: CGPoint)] = []
  private var swaps: [Double] = []

  init(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    kind = rng.unit() < 0.75 ? .dismiss : .present
    let parameters = rng.pick([
      TimingParameters.easeInOut, .linear, .spring(SpringTimingParameters(dampingRatio: 0.8)),
      .spring(SpringTimingParameters(dampingRatio: 1)),
    ])
    let clock = self.clock
    session = TransitionSession(kind: kind, timing: TransitionTiming(duration: 1, parameters: parameters)) {
      _, timing in AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
    destination = CGRect(x: 0, y: 60 * rng.unit(), width: 390, height: 300 + 400 * rng.unit())
    start = CGRect(
      x: 300 * rng.unit(), y: 800 * rng.unit(), width: 50 + 100 * rng.unit(), height: 50 + 100 * rng.unit())
    lastReported = start
    flight = ZoomFlight(session: session, geometry: ZoomGeometry(source: start, destination: destination))
    sourceStart = rng.unit()
    let speed = 3000 * rng.unit()
    let angle = rng.unit() < 0.7 ? (rng.unit() < 0.5 ? Double.pi / 2 : -Double.pi / 2) : 2 * .pi * rng.unit()
    sourceVelocity = CGPoint(x: speed * cos(angle), y: speed * sin(angle))
    phase = Self.tick * rng.unit()
    duplicates = rng.oneIn(3)
    lostAt = rng.oneIn(7) ? rng.unit() * 1.2 : nil
    for _ in 0..<rng.below(3) { reversals.append(rng.unit() * 1.2) }
    for _ in 0..<rng.below(3) {
      let velocity = CGPoint(x: -1500 + 3000 * rng.unit(), y: -1500 + 4000 * rng.unit())
      grabs.append((rng.unit() * 1.2, 3 + rng.below(40), velocity))
    }
    for _ in 0..<rng.below(4) { swaps.append(rng.unit()) }
    self.rng = rng
    flight.onComplete = { [unowned self] didComplete in
      completions.append(didComplete)
      completionTime = clock.now
      visibility.restore()
      measureLanding(didComplete)
    }
  }

  /// The source's true rectangle at `time`.
  func source(at time: Double) -> CGRect {
    let moving = max(time - sourceStart, 0)
    return start.offsetBy(dx: sourceVelocity.x * moving, dy: sourceVelocity.y * moving)
  }

  var isLost: Bool { lostAt.map { clock.now >= $0 } ?? false }

  /// Runs until the flight completes or 10 s pass.
  func run() {
    visibility.show(views[0])
    session.start(interactive: false)
    var previous = (frame: flight.frame(at: 0), source: start, fraction: flight.fraction)
    var grab: (ticks: Int, velocity: CGPoint, translation: CGPoint)?
    while !flight.isComplete, clock.now < 10 {
      let before = clock.now
      clock.advance(by: phase)
      report()
      clock.advance(by: Self.tick - phase)
      flight.flushSource(at: clock.now)
      flight.update(at: clock.now)
      grab = drive(grab, from: before)
      let frame = flight.frame(at: clock.now)
      measureStep(frame, previous, from: before)
      previous = (frame, flight.tracker.appliedSource, flight.fraction)
    }
  }

  private func report() {
    guard !flight.isComplete else { return }
    if let lostAt, clock.now >= lostAt {
      if flight.tracker.lostAtFraction == nil {
        flight.sourceLost()
        visibility.show(nil)
      }
      return
    }
    let rect = source(at: clock.now)
    if flight.tracker.lostAtFraction == nil, !flight.tracker.isCompleting { lastReported = rect }
    flight.sourceMoved(to: rect, at: clock.now)
    if duplicates { flight.sourceMoved(to: rect.offsetBy(dx: 0.2, dy: 0), at: clock.now) }
  }

  /// Grabs, drags, releases, reverses and swaps views whose time fell in the last tick.
  private func drive(_ grab: (ticks: Int, velocity: CGPoint, translation: CGPoint)?, from before: Double)
    -> (ticks: Int, velocity: CGPoint, translation: CGPoint)?
  {
    let due = { (time: Double) in time > before && time <= self.clock.now }
    for time in swaps where due(time) && !isLost { visibility.show(views[rng.below(views.count)]) }
    if var grab {
      grab.translation.x += grab.velocity.x * Self.tick
      grab.translation.y += grab.velocity.y * Self.tick
      flight.updateDrag(translation: grab.translation, at: clock.now)
      grab.ticks -= 1
      guard grab.ticks <= 0 else { return grab }
      flight.endDrag(velocity: grab.velocity, at: clock.now)
      return nil
    }
    for time in reversals where due(time) { flight.interactor.reverse() }
    for next in grabs where due(next.time) && !session.isFinished {
      flight.beginDrag(at: clock.now)
      return (next.ticks, next.velocity, .zero)
    }
    return nil
  }

  /// The step from the last tick against (flight step toward the current target) + (source step) + 1.
  private func measureStep(
    _ frame: CGRect, _ previous: (frame: CGRect, source: CGRect, fraction: Double), from before: Double
  ) {
    let path = flight.geometry.frame(at: previous.fraction, sourceMovedTo: previous.source)
    let offset = (x: previous.frame.midX - path.midX, y: previous.frame.midY - path.midY)
    let toward = flight.pathFrame(at: previous.fraction).offsetBy(dx: offset.x, dy: offset.y)
    let flightStep = frame.edgeDistance(to: toward)
    // The source's move between the observation in this tick and the one in the last.
    let sourceStep = source(at: before + phase).edgeDistance(to: source(at: before + phase - Self.tick))
    let step = frame.edgeDistance(to: previous.frame)
    let excess = step - (flightStep + sourceStep + 1)
    let nowPath = flight.pathFrame(at: flight.fraction)
    let base = { (fraction: Double, dx: CGFloat, dy: CGFloat) in
      self.flight.geometry.frame(at: fraction).offsetBy(dx: dx, dy: dy)
    }
    let baseStep = base(flight.fraction, frame.midX - nowPath.midX, frame.midY - nowPath.midY)
      .edgeDistance(to: base(previous.fraction, CGFloat(offset.x), CGFloat(offset.y)))
    worstBaseExcess = max(worstBaseExcess, step - (baseStep + sourceStep + 1))
    if excess > worstStepExcess {
      worstStepExcess = excess
      worstStep = (step, flightStep, sourceStep, clock.now)
    }
  }

  private func measureLanding(_ didComplete: Bool) {
    let frame = flight.frame(at: clock.now)
    landedOnSource = didComplete != kind.isAppearing
    let target = landedOnSource ? lastReported : destination
    landingError = frame.edgeDistance(to: target)
  }

  /// Hides minus restores of every view (0 when each hiding was undone exactly once).
  var unrestoredViews: Int {
    views.reduce(0) { $0 + $1.changes.filter { $0 }.count - $1.changes.filter { !$0 }.count }
  }

  /// Whether every view's visibility changes alternate hide, restore.
  var visibilityAlternates: Bool {
    views.allSatisfy { view in view.changes.enumerated().allSatisfy { $0.element == ($0.offset % 2 == 0) } }
  }
}
