import Testing

@testable import InterruptibleCore

@Suite("In-flight re-layout: a resize at any phase retargets the motion to the new frames")
struct InFlightRelayoutTests {
  @Test("The decision at each phase: place at rest, retarget a running motion, hold a grabbed one")
  func decisionPerPhase() {
    var relayout = InFlightRelayout()
    relayout.transitionDidBegin()
    #expect(relayout.containerDidResize(.idle) == .none)
    #expect(relayout.containerDidResize(.atRest) == .place)
    #expect(relayout.containerDidResize(.grabbed) == .hold)
    #expect(relayout.containerDidResize(.running(towardPresented: true)) == .retarget(towardPresented: true))
    #expect(
      relayout.containerDidResize(.running(towardPresented: false)) == .retarget(towardPresented: false))
    #expect(relayout.generation == 5)
  }

  @Test("After a resize every turn-around retargets once; a motion made for the current geometry never")
  func turnAroundsAfterResize() {
    var relayout = InFlightRelayout()
    relayout.transitionDidBegin()
    #expect(relayout.motionDidChange(.running(towardPresented: false)) == .none)
    #expect(relayout.containerDidResize(.running(towardPresented: true)) == .retarget(towardPresented: true))
    #expect(relayout.motionDidChange(.running(towardPresented: true)) == .none)
    #expect(relayout.motionDidChange(.running(towardPresented: false)) == .retarget(towardPresented: false))
    #expect(relayout.motionDidChange(.running(towardPresented: false)) == .none)
    #expect(relayout.motionDidChange(.grabbed) == .none)
    #expect(relayout.motionDidChange(.running(towardPresented: true)) == .retarget(towardPresented: true))
    // A grab held through a resize is retargeted when it is released.
    #expect(relayout.containerDidResize(.grabbed) == .hold)
    #expect(relayout.motionDidChange(.running(towardPresented: true)) == .retarget(towardPresented: true))
    // A new transition is made for the current geometry.
    relayout.transitionDidBegin()
    #expect(relayout.motionDidChange(.running(towardPresented: false)) == .none)
  }

  @Test("The motion read from a slot: idle, running toward presented, grabbed, at rest, running back")
  func motionFromSlot() {
    let harness = CoordinatorHarness()
    let coordinator = harness.coordinator
    func motion() -> InFlightRelayout.Motion {
      InFlightRelayout.Motion(phase: coordinator.phase, session: coordinator.currentSession)
    }
    #expect(motion() == .idle)
    coordinator.present()
    harness.clock.advance(by: 0.1)
    #expect(motion() == .running(towardPresented: true))
    coordinator.panBegan()
    #expect(motion() == .grabbed)
    coordinator.panEnded(velocity: 2000)
    harness.clock.advance(by: 3)
    #expect(motion() == .atRest)
    coordinator.dismiss()
    harness.clock.advance(by: 0.05)
    #expect(motion() == .running(towardPresented: false))
  }

  static let progresses = stride(from: 0.05, through: 0.951, by: 0.1).map { $0 }

  @Test(
    "Progress × phase × resize: ends at the new frame within 0.5 pt, one completion, no model errors",
    arguments: RelayoutMode.allCases, RelayoutResize.allCases)
  func grid(mode: RelayoutMode, resize: RelayoutResize) {
    var worst = (step: 0.0, allowed: 0.0)
    for progress in Self.progresses {
      let run = RelayoutHarness(from: resize.from).run(mode, at: progress, resizeTo: resize.to)
      #expect(run.completions.count == 1, "\(mode) \(resize) \(progress)")
      #expect(run.errors.isEmpty, "\(mode) \(resize) \(progress): \(run.errors)")
      let expected = run.expected
      #expect(run.endError(expected) < 0.5, "\(mode) \(resize) \(progress): \(run.end) vs \(expected)")
      #expect(run.largestStep <= run.allowedStep, "\(mode) \(resize) \(progress): \(run.largestStep)")
      if run.largestStep > worst.step { worst = (run.largestStep, run.allowedStep) }
    }
    print("relayout grid", mode, resize, "largest step", worst.step, "pt, allowed", worst.allowed, "pt")
  }
}
