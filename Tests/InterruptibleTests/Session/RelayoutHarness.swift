@testable import InterruptibleCore

/// The phase a resize arrives in.
enum RelayoutMode: String, CaseIterable, CustomStringConvertible, Sendable {
  /// Presenting, running.
  case present
  /// Dismissing, running.
  case dismiss
  /// A presentation turned around (running back), then resized.
  case reversed
  /// A presentation resized, then turned around: the reversal lands on the new start.
  case resizedThenReversed
  /// A presentation grabbed by a finger, resized under it, then released.
  case grabbed

  var description: String { rawValue }
}

/// A container size change.
enum RelayoutResize: String, CaseIterable, CustomStringConvertible, Sendable {
  case portraitToLandscape
  case iPadFullToSplit

  var from: (width: Double, height: Double) {
    self == .portraitToLandscape ? (390, 844) : (1366, 1024)
  }
  var to: (width: Double, height: Double) {
    self == .portraitToLandscape ? (844, 390) : (678, 1024)
  }
  var description: String { rawValue }
}

/// A sheet (the lower 70 % of its container, sliding in from the bottom) presented by a coordinator
/// on model animators, its frame `[x, y, width, height]` animated as one value per component; the
/// resize decisions come from ``InFlightRelayout`` and are applied as the shell applies them (a
/// block joining the transition's animator from what is shown, or the frame set at rest).
final class RelayoutHarness {
  struct Run {
    var completions: [Bool] = []
    var errors: [AnimatorError] = []
    var end: [Double] = []
    var presented: [Double] = []
    var dismissed: [Double] = []
    /// Whether the session under test is a presentation (its completion ends presented).
    var isPresentation = true
    var largestStep = 0.0
    var allowedStep = 0.0

    /// The frame the session under test ends at, by its completion.
    var expected: [Double] { (completions.first == true) == isPresentation ? presented : dismissed }

    func endError(_ expected: [Double]) -> Double {
      zip(end, expected).map { abs($0 - $1) }.max() ?? .infinity
    }
  }

  /// One component of the frame: a value animated by a model animator, or a constant.
  private struct Component {
    var animator: AnimatorModel?
    var handle: AnimatedValue?
    var constant: Double
    var value: Double {
      guard let animator, let handle else { return constant }
      return animator.value(of: handle)
    }
  }

  static let frame = 1.0 / 120
  let harness = CoordinatorHarness()
  private var size: (width: Double, height: Double)
  private var relayout = InFlightRelayout()
  private var components: [Component] = []
  private var sessionID = 0

  init(from size: (width: Double, height: Double)) {
    self.size = size
    components = Self.dismissed(size).map { Component(constant: $0) }
  }

  static func presented(_ size: (width: Double, height: Double)) -> [Double] {
    [0, size.height * 0.3, size.width, size.height * 0.7]
  }
  static func dismissed(_ size: (width: Double, height: Double)) -> [Double] {
    [0, size.height, size.width, size.height * 0.7]
  }

  var coordinator: TransitionCoordinator { harness.coordinator }
  var shown: [Double] { components.map(\.value) }

  private var motion: InFlightRelayout.Motion {
    InFlightRelayout.Motion(phase: coordinator.phase, session: coordinator.currentSession)
  }

  /// The current session's animations, from the shown frame to the end of its kind.
  private func install() {
    guard let session = coordinator.currentSession else { return }
    sessionID = session.id
    relayout.transitionDidBegin()
    let target = session.kind.isAppearing ? Self.presented(size) : Self.dismissed(size)
    let start = shown
    session.animateAlongside { [unowned self] animator in
      guard let model = animator as? AnimatorModel else { return }
      for index in components.indices {
        components[index] = Component(
          animator: model, handle: model.addAnimations(from: start[index], to: target[index]), constant: 0)
      }
    }
  }

  private func apply(_ action: InFlightRelayout.Action) {
    switch action {
    case .none, .hold: break
    case .place: components = Self.presented(size).map { Component(constant: $0) }
    case .retarget(let towardPresented):
      guard let model = coordinator.currentSession?.interruptibleAnimator() as? AnimatorModel else { return }
      let target = towardPresented ? Self.presented(size) : Self.dismissed(size)
      let start = shown
      for index in components.indices {
        components[index] = Component(
          animator: model, handle: model.addAnimations(from: start[index], to: target[index]), constant: 0)
      }
    }
  }

  private var steps: [Double] = []
  private var previous: [Double] = []

  private func step() {
    harness.clock.advance(by: Self.frame)
    let now = shown
    if !previous.isEmpty {
      steps.append(zip(now, previous).map { abs($0 - $1) }.max() ?? 0)
    }
    previous = now
  }

  private func step(until condition: () -> Bool) {
    for _ in 0..<2400 where !condition() { step() }
  }

  private var presentedProgress: Double { coordinator.currentSession?.presentedProgress ?? 0 }

  /// Runs `mode` with the resize at transition progress `progress`, to rest.
  func run(_ mode: RelayoutMode, at progress: Double, resizeTo newSize: (width: Double, height: Double))
    -> Run
  {
    let oldSize = size
    coordinator.present()
    install()
    switch mode {
    case .present, .reversed, .resizedThenReversed, .grabbed:
      step { presentedProgress >= progress }
    case .dismiss:
      step { coordinator.phase == .presented }
      coordinator.dismiss()
      install()
      step { presentedProgress <= 1 - progress }
    }
    if mode == .reversed {
      coordinator.dismiss()
      apply(relayout.motionDidChange(motion))
      step()
    }
    if mode == .grabbed { grab() }
    size = newSize
    apply(relayout.containerDidResize(motion))
    if mode == .grabbed { release() }
    if mode == .resizedThenReversed {
      step()
      coordinator.dismiss()
      apply(relayout.motionDidChange(motion))
    }
    step { !coordinator.phase.isTransitioning }
    step()
    var run = Run()
    run.completions = harness.completeTransitions(sessionID)
    run.isPresentation = mode != .dismiss
    run.errors = harness.animatorErrors
    run.end = shown
    run.presented = Self.presented(newSize)
    run.dismissed = Self.dismissed(newSize)
    run.largestStep = steps.max() ?? 0
    run.allowedStep = Self.allowedStep(oldSize, newSize)
    return run
  }

  private func grab() {
    coordinator.panBegan()
    for frame in 1...6 {
      step()
      coordinator.panChanged(translation: Double(frame) * 4)
    }
  }

  private func release() {
    for frame in 7...12 {
      step()
      coordinator.panChanged(translation: Double(frame) * 4)
    }
    coordinator.panEnded(velocity: 480)
    apply(relayout.motionDidChange(motion))
  }

  /// The continuity allowance: the transition's own largest per-frame step in either geometry, plus
  /// a 0.3 s ease-in-out resize animation's largest per-frame step between the two presented frames,
  /// plus 1 pt.
  static func allowedStep(
    _ old: (width: Double, height: Double), _ new: (width: Double, height: Double)
  ) -> Double {
    let own = max(ownStep(old), ownStep(new))
    let moved = zip(presented(old), presented(new)).map { abs($0 - $1) }.max() ?? 0
    let slope =
      stride(from: 0.0, through: 1, by: 0.01).map { CubicBezierCurve.easeInOut.slope(at: $0) }.max() ?? 0
    return own + moved * slope * (frame / 0.3) + 1
  }

  /// The largest per-frame step of a presentation and of a dismissal in `size`, unresized.
  static func ownStep(_ size: (width: Double, height: Double)) -> Double {
    let distance = zip(presented(size), dismissed(size)).map { abs($0 - $1) }.max() ?? 0
    let clock = ManualClock()
    let timing = TransitionConfiguration().timing(for: .present)
    let model = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    let handle = model.addAnimations(from: 0, to: distance)
    model.startAnimation()
    var previous = 0.0
    var largest = 0.0
    for _ in 0..<600 {
      clock.advance(by: frame)
      let value = handle.map { model.value(of: $0) } ?? 0
      largest = max(largest, abs(value - previous))
      previous = value
    }
    return largest
  }
}
