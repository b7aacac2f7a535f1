import Testing

@testable import InterruptibleCore

/// A bridge over model animators on a manual clock (linear 0.4 s presentation over 200 pt).
private func makeBridge() -> (TransitionContextBridge, ManualClock, AnimatorLog) {
  let clock = ManualClock()
  let log = AnimatorLog()
  let configuration = TransitionConfiguration(
    distance: 200, present: TransitionTiming(duration: 0.4, parameters: .linear))
  let coordinator = TransitionCoordinator(
    configuration: configuration, makeAnimator: log.factory(clock: clock))
  return (TransitionContextBridge(coordinator: coordinator), clock, log)
}

@Suite("Transition context bridge: completion and re-entry contract")
struct BridgeContractTests {
  @Test("TR05 a context with isAnimated == false completes at once with true, once, presented")
  func notAnimatedCompletesAtOnce() {
    let (bridge, clock, log) = makeBridge()
    let context = FakeTransitionContext(animated: false)
    bridge.prepare(.present, interactive: false)
    bridge.begin(context)
    #expect(context.completions == [true])
    #expect(bridge.coordinator.phase == .presented)
    clock.advance(by: 1)
    #expect(context.completions == [true] && context.violations.isEmpty && log.errors.isEmpty)
  }

  @Test("TR05 a non-animated dismissal completes at once and leaves the slot idle")
  func notAnimatedDismissal() {
    let (bridge, clock, log) = makeBridge()
    bridge.prepare(.present, interactive: false)
    bridge.begin(FakeTransitionContext())
    clock.advance(by: 1)
    let context = FakeTransitionContext(animated: false)
    bridge.prepare(.dismiss, interactive: false)
    bridge.begin(context)
    #expect(context.completions == [true] && bridge.coordinator.phase == .idle)
    #expect(context.violations.isEmpty && log.errors.isEmpty)
  }

  @Test("TR06 updateInteractiveTransition reports every scrub of a grabbed presentation: 0.25, 0.5")
  func updatesWhileDragging() {
    let (bridge, clock, log) = makeBridge()
    defer { withExtendedLifetime(log) {} }
    let context = FakeTransitionContext()
    bridge.prepare(.present, interactive: false)
    bridge.begin(context)
    clock.advance(by: 0.1)  // linear: 0.25
    bridge.coordinator.panBegan()
    bridge.coordinator.panChanged(translation: 0)
    bridge.coordinator.panChanged(translation: 50)  // + 50 / 200
    #expect(context.calls.first == "pause")
    #expect(context.updates.count == 2)
    #expect(abs(context.updates[0] - 0.25) < 1e-9 && abs(context.updates[1] - 0.5) < 1e-9)
    bridge.coordinator.panEnded(velocity: 0)
    clock.advance(by: 2)
    #expect(context.completions.count == 1 && context.violations.isEmpty)
  }

  @Test("TR02 a completed context asked again after animationEnded begins no second session")
  func noSecondSessionOnCompletedContext() {
    let (bridge, clock, log) = makeBridge()
    let context = FakeTransitionContext()
    bridge.prepare(.present, interactive: false)
    bridge.begin(context)
    clock.advance(by: 0.5)
    bridge.animationEnded()
    #expect(context.completions == [true])
    bridge.prepare(.dismiss, interactive: false)
    #expect(bridge.begin(context) == nil)
    #expect(bridge.animator(for: context) == nil)
    #expect(bridge.isCompleted(context))
    #expect(log.madeCount == 1 && bridge.coordinator.sessions.isEmpty)
    #expect(context.completions == [true] && bridge.coordinator.phase == .presented)
    // A genuinely new context still begins.
    let next = FakeTransitionContext()
    bridge.begin(next)
    #expect(log.madeCount == 2 && bridge.coordinator.phase == .dismissing)
  }
}
