import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Motion preference and escape (AX)")
struct MotionPreferenceTests {
  @Test("AX01 the style comes from the inputs only, and follows a changed input")
  func inputsOnly() {
    var preference = MotionPreference.standard
    #expect(preference.transitionStyle == .motion)
    preference.isReduceMotionEnabled = true  // reduceMotionStatusDidChangeNotification
    #expect(preference.transitionStyle == .crossFade)
    preference.isReduceMotionEnabled = false
    #expect(preference.transitionStyle == .motion)
  }

  @Test("AX02 either setting selects the cross-fade")
  func truthTable() {
    let table: [(reduce: Bool, crossFade: Bool, style: TransitionStyle)] = [
      (false, false, .motion), (true, false, .crossFade), (false, true, .crossFade), (true, true, .crossFade),
    ]
    for row in table {
      let preference = MotionPreference(
        isReduceMotionEnabled: row.reduce, prefersCrossFadeTransitions: row.crossFade)
      #expect(preference.transitionStyle == row.style, "\(row)")
    }
  }

  @Test("AX02 motion slides by 1 − p at full opacity; cross-fade stays in place with opacity p")
  func appearanceMapping() {
    for progress in [0.0, 0.25, 0.5, 0.9, 1.0] {
      let motion = TransitionStyle.motion.appearance(atPresentedProgress: progress)
      #expect(abs(motion.displacement - (1 - progress)) < 1e-12)
      #expect(motion.opacity == 1)
      let fade = TransitionStyle.crossFade.appearance(atPresentedProgress: progress)
      #expect(fade.displacement == 0)
      #expect(abs(fade.opacity - progress) < 1e-12)
    }
  }

  @Test("AX02 spring overshoot shows as motion but never as cross-fade opacity")
  func overshootHidden() {
    let motion = TransitionStyle.motion.appearance(atPresentedProgress: 1.04)
    #expect(abs(motion.displacement - -0.04) < 1e-12)
    #expect(TransitionStyle.crossFade.appearance(atPresentedProgress: 1.04).opacity == 1)
    #expect(TransitionStyle.crossFade.appearance(atPresentedProgress: -0.02).opacity == 0)
  }

  @Test("AX02 bad progress: NaN is dismissed, infinities are clamped")
  func badProgress() {
    #expect(TransitionStyle.crossFade.appearance(atPresentedProgress: .nan).opacity == 0)
    #expect(TransitionStyle.motion.appearance(atPresentedProgress: .nan).displacement == 1)
    #expect(TransitionStyle.crossFade.appearance(atPresentedProgress: .infinity).opacity == 1)
    #expect(TransitionStyle.motion.appearance(atPresentedProgress: -.infinity).displacement.isFinite)
  }

  @Test("AX02 the cross-fade follows the same animator through pause and reverse, same end time")
  func sameAnimatorSemantics() {
    // A linear 1 s presentation: progress p = t. Pause at 0.4, reverse, run 0.1 s → p = 0.3;
    // it ends at the start 0.3 s later, 0.8 s in total, whichever style shows it.
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 1, timing: .linear, clock: clock)
    var completions: [AnimatorPosition] = []
    animator.addCompletion { completions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.4)
    animator.pauseAnimation()
    animator.isReversed = true
    animator.startAnimation()
    clock.advance(by: 0.1)
    let progress = animator.progress
    #expect(abs(progress - 0.3) < 1e-9)
    #expect(abs(TransitionStyle.crossFade.appearance(atPresentedProgress: progress).opacity - 0.3) < 1e-9)
    #expect(abs(TransitionStyle.motion.appearance(atPresentedProgress: progress).displacement - 0.7) < 1e-9)
    clock.advance(by: 0.3 - 1e-6)
    #expect(completions.isEmpty)
    clock.advance(by: 2e-6)
    #expect(completions == [.start])
    #expect(abs(clock.now - 0.800001) < 1e-12)
    #expect(TransitionStyle.crossFade.appearance(atPresentedProgress: animator.progress).opacity == 0)
  }

  @Test("AX03 escape is handled with an interruptible dismissal when presented or presenting")
  func escape() {
    let expected: [PresentationPhase: Bool] = [
      .idle: false, .presenting: true, .presented: true, .dismissing: false,
    ]
    for phase in PresentationPhase.allCases {
      let escape = AccessibilityEscape(phase: phase)
      #expect(escape.isHandled == expected[phase], "\(phase)")
      #expect(escape.requestsDismissal == expected[phase], "\(phase)")
    }
  }
}
