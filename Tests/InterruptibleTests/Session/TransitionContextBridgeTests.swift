import Testing

@testable import InterruptibleCore

/// A bridge over a coordinator of model animators on a manual clock, recording events.
private final class BridgeHarness {
  let clock = ManualClock()
  let log = AnimatorLog()
  let coordinator: TransitionCoordinator
  let bridge: TransitionContextBridge
  var events: [TransitionEvent] = []

  init() {
    let configuration = TransitionConfiguration(
      distance: 200, present: TransitionTiming(duration: 0.4, parameters: .linear))
    coordinator = TransitionCoordinator(configuration: configuration, makeAnimator: log.factory(clock: clock))
    bridge = TransitionContextBridge(coordinator: coordinator)
    bridge.onEvent = { [unowned self] in self.events.append($0) }
  }

  /// A context UIKit begins for `kind` (as `startInteractiveTransition` would).
  @discardableResult
  func begin(_ kind: TransitionKind, interactive: Bool = false) -> FakeTransitionContext {
    let context = FakeTransitionContext(interactive: interactive)
    bridge.prepare(kind, interactive: interactive)
    bridge.begin(context)
    return context
  }

  var errors: [AnimatorError] { log.errors + clock.releaseErrors }
}

@Suite("Transition context bridge (shell lifecycle)")
struct TransitionContextBridgeTests {
  @Test("TR01 one animator per context from every callback, kept after the end until animationEnded")
  func oneAnimatorPerContext() {
    let harness = BridgeHarness()
    let context = FakeTransitionContext()
    harness.bridge.prepare(.present, interactive: false)
    var animator = harness.bridge.animator(for: context)
    weak let model = animator as? AnimatorModel
    harness.bridge.begin(context)
    harness.bridge.begin(context)
    #expect(harness.bridge.animator(for: context) === animator)
    #expect(harness.log.madeCount == 1 && harness.coordinator.sessions.count == 1)
    harness.clock.advance(by: 0.5)
    #expect(context.calls == ["complete(true)"])
    // UIKit may still ask during completeTransition: same instance, no new session.
    #expect(harness.bridge.animator(for: context) === animator)
    #expect(harness.coordinator.sessions.isEmpty && harness.log.madeCount == 1)
    animator = nil
    #expect(model != nil)  // held by the bridge until animationEnded
    harness.bridge.animationEnded()
    #expect(model == nil && harness.bridge.heldContextCount == 0)
    #expect(harness.errors.isEmpty && context.violations.isEmpty)
  }

  @Test("TR05 tap-to-cancel of an animating presentation: pause, cancel, complete(false), once")
  func tapToCancel() {
    let harness = BridgeHarness()
    let context = harness.begin(.present)
    harness.clock.advance(by: 0.2)
    #expect(harness.coordinator.phase == .presenting)
    harness.coordinator.tapOutside()
    harness.clock.advance(by: 1)
    #expect(context.calls == ["pause", "cancel", "complete(false)"])
    #expect(context.violations.isEmpty && context.transitionWasCancelled)
    #expect(harness.coordinator.phase == .idle && harness.errors.isEmpty)
  }

  @Test("TR06 an interactive dismissal reports finish at release, then completes once")
  func interactiveDismissal() {
    let harness = BridgeHarness()
    harness.begin(.present)
    harness.clock.advance(by: 0.5)
    let context = harness.begin(.dismiss, interactive: true)
    #expect(harness.bridge.wantsInteractiveStart)
    #expect(harness.bridge.session(for: context)?.isInteractive == true)
    harness.coordinator.panChanged(dismissalTranslation: 120)
    harness.coordinator.panEnded(dismissalVelocity: 800)
    #expect(context.calls == ["finish"])
    harness.clock.advance(by: 1)
    #expect(context.calls == ["finish", "complete(true)"])
    #expect(context.violations.isEmpty && harness.coordinator.phase == .idle)
  }

  @Test("TR07 grabbing mid-flight pauses the context; each release reports its direction (PD08)")
  func grabAndRelease() {
    let harness = BridgeHarness()
    let context = harness.begin(.present)
    harness.clock.advance(by: 0.2)
    harness.coordinator.panBegan()
    #expect(context.calls == ["pause"] && context.isInteractive)
    harness.coordinator.panChanged(dismissalTranslation: 60)
    harness.coordinator.panEnded(dismissalVelocity: 500)  // toward dismissed: cancels
    #expect(context.calls == ["pause", "cancel"] && context.transitionWasCancelled)
    harness.clock.advance(by: 0.05)
    harness.coordinator.panBegan()
    harness.coordinator.panEnded(dismissalVelocity: -2000)  // flick back toward presented
    harness.clock.advance(by: 1)
    #expect(context.calls == ["pause", "cancel", "pause", "finish", "complete(true)"])
    #expect(context.violations.isEmpty && harness.coordinator.phase == .presented)
  }

  @Test("A context the core cannot start is handed back at once, completed false")
  func handedBack() {
    let harness = BridgeHarness()
    harness.begin(.present)
    harness.clock.advance(by: 0.5)
    let context = FakeTransitionContext()
    harness.bridge.prepare(.present, interactive: false)
    #expect(harness.bridge.begin(context) == nil)
    #expect(harness.bridge.animator(for: context) == nil)
    #expect(context.calls == ["pause", "cancel", "complete(false)"] && context.violations.isEmpty)
    #expect(harness.coordinator.sessions.isEmpty && harness.coordinator.phase == .presented)
  }

  @Test("TR05 callbacks after completion never begin a second session or complete again")
  func noRestartAfterEnd() {
    let harness = BridgeHarness()
    let context = harness.begin(.present)
    harness.clock.advance(by: 0.5)
    harness.bridge.prepare(.dismiss, interactive: false)
    harness.bridge.begin(context)
    _ = harness.bridge.animator(for: context)
    #expect(harness.coordinator.sessions.isEmpty && harness.log.madeCount == 1)
    #expect(context.completions == [true] && harness.bridge.isCompleted(context))
    #expect(harness.coordinator.phase == .presented)
  }

  @Test("Presenting again from inside completeTransition starts a new session (the slot is settled)")
  func reentrantPresent() {
    let harness = BridgeHarness()
    harness.begin(.present)
    harness.clock.advance(by: 0.5)
    var second: FakeTransitionContext?
    var phaseSeen: PresentationPhase?
    let dismissal = FakeTransitionContext()
    dismissal.onComplete = { _ in
      phaseSeen = harness.coordinator.phase
      harness.bridge.animationEnded()
      second = harness.begin(.present)
    }
    harness.bridge.prepare(.dismiss, interactive: false)
    harness.bridge.begin(dismissal)
    harness.clock.advance(by: 0.5)
    #expect(phaseSeen == .idle)
    #expect(dismissal.calls == ["complete(true)"])
    #expect(harness.coordinator.phase == .presenting)
    harness.clock.advance(by: 0.5)
    #expect(second?.calls == ["complete(true)"] && harness.coordinator.phase == .presented)
  }

  @Test("TR05 random UIKit-like sequences: every context completes once, no rule broken (seed printed)")
  func randomSequences() {
    let seed: UInt64 = 0x5EED_0006
    print("TransitionContextBridge random sequences seed: \(seed)")
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let harness = BridgeHarness()
      var contexts: [FakeTransitionContext] = []
      for _ in 0..<40 { step(harness, &contexts, &random) }
      harness.coordinator.panEnded(dismissalVelocity: 0)  // the finger lifts
      harness.clock.advance(by: 3)
      if random.below(2) == 0 { harness.bridge.animationEnded() }
      for context in contexts {
        #expect(context.completions.count == 1, "calls: \(context.calls)")
        #expect(context.violations.isEmpty, "calls: \(context.calls)")
      }
      #expect(harness.errors.isEmpty)
      #expect(harness.coordinator.sessions.isEmpty)
      harness.bridge.animationEnded()
      #expect(harness.bridge.heldContextCount == 0 && harness.log.alive.isEmpty)
    }
  }

  private func step(
    _ harness: BridgeHarness, _ contexts: inout [FakeTransitionContext], _ random: inout SplitMix64
  ) {
    let coordinator = harness.coordinator
    switch random.below(7) {
    case 0 where coordinator.presentNeedsNewTransition: contexts.append(harness.begin(.present))
    case 0: coordinator.present()
    case 1 where coordinator.dismissNeedsNewTransition: contexts.append(harness.begin(.dismiss))
    case 1: coordinator.dismiss()
    case 2: coordinator.tapOutside()
    case 3 where coordinator.dismissNeedsNewTransition:
      contexts.append(harness.begin(.dismiss, interactive: true))
    case 3: coordinator.panBegan()
    case 4: coordinator.panChanged(dismissalTranslation: 400 * random.unit() - 200)
    case 5: coordinator.panEnded(dismissalVelocity: 4000 * random.unit() - 2000)
    default: harness.clock.advance(by: 0.3 * random.unit())
    }
    if random.below(4) == 0, let last = contexts.last {
      _ = harness.bridge.animator(for: last)  // UIKit asking again at any time
    }
  }
}
