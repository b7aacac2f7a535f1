import Foundation

@testable import InterruptibleCore

/// Collects invariant violations and counts the live objects of one run.
final class ReliabilityMonitor {
  private(set) var violations: [String] = []
  /// Errors recorded by any model animator (they outlive the animators here).
  private(set) var animatorErrors: [AnimatorError] = []
  /// Recording animators currently alive.
  private(set) var liveAnimators = 0
  private(set) var madeAnimators = 0
  /// The kind of each animator made, in order (session ids follow this order).
  private(set) var kinds: [TransitionKind] = []
  private var models: [WeakModel] = []
  /// A fault planted on purpose, to prove the invariants catch it (nil in real runs).
  var fault: Fault?
  private var leaked: [RecordingAnimator] = []

  /// Faults the harness must detect.
  enum Fault { case dropCompletion, doubleEnd, leakAnimator }

  private struct WeakModel { weak var model: AnimatorModel? }

  func fail(_ message: String) { violations.append(message) }

  /// A factory of recording animators around models on `clock`.
  func factory(clock: ManualClock) -> AnimatorFactory {
    { [unowned self] kind, timing in
      // The factory lives only as long as the coordinator, which its run's monitor outlives.
      self.kinds.append(kind)
      let model = AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      // ST19: an unusable duration is replaced and recorded at creation; that is the documented answer
      // to bad configuration, not a call the core made.
      model.errorHandler = { [weak self] error in
        self?.animatorErrors.append(error)
        self?.fail("animator error: \(error)")
      }
      self.models.append(WeakModel(model: model))
      if self.models.count > 64 { self.models.removeAll { $0.model == nil } }
      let animator = RecordingAnimator(model: model, monitor: self)
      if self.fault == .leakAnimator { self.leaked.append(animator) }
      return animator
    }
  }

  /// Model animators still alive.
  var liveModels: Int { models.reduce(0) { $0 + ($1.model == nil ? 0 : 1) } }

  func animatorCreated() {
    liveAnimators += 1
    madeAnimators += 1
  }

  func animatorReleased() { liveAnimators -= 1 }
}

/// Forwards every call to an ``AnimatorModel`` and checks that each one makes only a legal state
/// change (UIKit's state machine) and that an ended animator is never used again.
final class RecordingAnimator: InterruptibleAnimator, TrajectoryReporting {
  let model: AnimatorModel
  private weak var monitor: ReliabilityMonitor?
  private var lastPhase: AnimatorPhase = .inactive
  private var hasEnded = false

  init(model: AnimatorModel, monitor: ReliabilityMonitor) {
    self.model = model
    self.monitor = monitor
    monitor.animatorCreated()
  }

  deinit { monitor?.animatorReleased() }

  var animatorState: AnimatorState { observe().state }
  var isRunning: Bool { observe() == .running }
  var presentationSample: TimingSample { model.presentationSample }
  var trajectory: MotionTrajectory { model.trajectory }

  var isReversed: Bool {
    get { model.isReversed }
    set { perform("isReversed = \(newValue)", [:]) { model.isReversed = newValue } }
  }

  var fractionComplete: CGFloat {
    get { model.fractionComplete }
    set {
      if !newValue.isFinite || newValue < 0 || newValue > 1 {
        monitor?.fail("fractionComplete set to \(newValue)")
      }
      perform("fractionComplete = \(newValue)", [.inactive: [.paused], .paused: [.paused]]) {
        model.fractionComplete = newValue
      }
    }
  }

  var isInterruptible: Bool { model.isInterruptible }

  var scrubsLinearly: Bool {
    get { model.scrubsLinearly }
    set { model.scrubsLinearly = newValue }
  }

  var pausesOnCompletion: Bool {
    get { model.pausesOnCompletion }
    set { model.pausesOnCompletion = newValue }
  }

  func startAnimation(afterDelay delay: TimeInterval) {
    perform("startAnimation(afterDelay:)", [.inactive: [.running], .running: [.running]]) {
      model.startAnimation(afterDelay: delay)
    }
  }

  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    perform(
      "addAnimations(_:delayFactor:)", [.inactive: [.inactive], .running: [.running], .paused: [.paused]]
    ) {
      model.addAnimations(animation, delayFactor: delayFactor)
    }
  }

  func startAnimation() {
    perform("startAnimation()", [.inactive: [.running], .paused: [.running], .running: [.running]]) {
      model.startAnimation()
    }
  }

  func pauseAnimation() {
    perform("pauseAnimation()", [.inactive: [.paused], .running: [.paused], .paused: [.paused]]) {
      model.pauseAnimation()
    }
  }

  func stopAnimation(_ withoutFinishing: Bool) {
    let after: AnimatorPhase = withoutFinishing ? .inactive : .stopped
    perform("stopAnimation(\(withoutFinishing))", [.running: [after], .paused: [after]]) {
      model.stopAnimation(withoutFinishing)
    }
  }

  func finishAnimation(at position: AnimatorPosition) {
    perform("finishAnimation(at: .\(position))", [.stopped: [.inactive]]) {
      model.finishAnimation(at: position)
    }
  }

  func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
    if !durationFactor.isFinite || durationFactor < 0 {
      monitor?.fail("continueAnimation with durationFactor \(durationFactor)")
    }
    if case .spring(let spring) = parameters, !spring.initialVelocity.isFinite {
      monitor?.fail("continueAnimation with spring velocity \(spring.initialVelocity)")
    }
    perform("continueAnimation", [.paused: [.running]]) {
      model.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }
  }

  func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
    guard monitor?.fault != .dropCompletion else { return }
    model.addCompletion(completion)
  }

  /// The model's phase, after checking what happened since the last look: only the clock may change
  /// it between calls, and only by ending a run.
  @discardableResult
  func observe() -> AnimatorPhase {
    let phase = model.phase
    if phase != lastPhase {
      let allowed = lastPhase == .running && phase == .inactive
      if !allowed { monitor?.fail("animator went \(lastPhase) -> \(phase) outside any call") }
      note(phase)
    }
    return phase
  }

  /// Runs `call`; the phase after it must be one of `legal[before]`; a phase missing from the table
  /// makes the call illegal. An empty table is a property set, which must not change the phase.
  private func perform(_ name: String, _ legal: [AnimatorPhase: Set<AnimatorPhase>], _ call: () -> Void) {
    let before = observe()
    if hasEnded { monitor?.fail("\(name) on an animator whose session already ended") }
    let isPropertySet = legal.isEmpty
    if !isPropertySet, legal[before] == nil { monitor?.fail("\(name) in \(before): UIKit rejects it") }
    call()
    let after = model.phase
    if isPropertySet {
      if after != before { monitor?.fail("\(name) changed \(before) -> \(after)") }
    } else if let allowed = legal[before], !allowed.contains(after) {
      monitor?.fail("\(name) went \(before) -> \(after)")
    }
    note(after)
  }

  private func note(_ phase: AnimatorPhase) {
    if lastPhase != .inactive, phase == .inactive { hasEnded = true }
    lastPhase = phase
  }
}
