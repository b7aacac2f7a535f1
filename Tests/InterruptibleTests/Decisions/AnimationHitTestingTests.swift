import Testing

@testable import InterruptibleCore

/// Expected answers are the spec's statements read row by row, not the implementation's switch.
@Suite("Hit testing during animation (HT01–HT05)")
struct AnimationHitTestingTests {
  @Test("HT01 block animations without .allowUserInteraction swallow touches")
  func blockWithoutInteraction() {
    let animation = AnimationHitTesting.blockAnimation(allowsUserInteraction: false)
    #expect(animation.geometry == .swallowed)
    #expect(!animation.receivesTouches)
    #expect(!animation.needsPresentationHitTesting)
  }

  @Test("HT02 block animations with .allowUserInteraction and manual hit testing use target geometry")
  func targetGeometry() {
    let cases: [AnimationHitTesting] = [
      .blockAnimation(allowsUserInteraction: true),
      .propertyAnimator(
        isInterruptible: true, isUserInteractionEnabled: true, isManualHitTestingEnabled: true),
      .propertyAnimator(
        isInterruptible: false, isUserInteractionEnabled: true, isManualHitTestingEnabled: false),
      .propertyAnimator(
        isInterruptible: false, isUserInteractionEnabled: true, isManualHitTestingEnabled: true),
    ]
    for animation in cases {
      #expect(animation.geometry == .target, "\(animation)")
      #expect(animation.needsPresentationHitTesting, "\(animation)")
      #expect(animation.receivesTouches, "\(animation)")
    }
  }

  @Test("HT03 only the default property animator combination hit-tests in flight")
  func inFlightOnlyForDefaults() {
    var inFlight: [AnimationHitTesting] = []
    for interruptible in [false, true] {
      for userInteraction in [false, true] {
        for manual in [false, true] {
          let animation = AnimationHitTesting.propertyAnimator(
            isInterruptible: interruptible, isUserInteractionEnabled: userInteraction,
            isManualHitTestingEnabled: manual)
          if animation.geometry == .inFlight { inFlight.append(animation) }
        }
      }
    }
    #expect(
      inFlight == [
        .propertyAnimator(
          isInterruptible: true, isUserInteractionEnabled: true, isManualHitTestingEnabled: false)
      ])
    #expect(!inFlight[0].needsPresentationHitTesting)
  }

  @Test("HT04 a property animator with user interaction disabled ignores touches to its views")
  func interactionDisabled() {
    for interruptible in [false, true] {
      for manual in [false, true] {
        let animation = AnimationHitTesting.propertyAnimator(
          isInterruptible: interruptible, isUserInteractionEnabled: false, isManualHitTestingEnabled: manual)
        #expect(animation.geometry == .ignored)
        #expect(!animation.receivesTouches)
      }
    }
    #expect(AnimationHitTesting.runningPropertyAnimator(isUserInteractionEnabled: false).geometry == .ignored)
  }

  @Test("HT05 running property animators have manual hit testing on: target geometry")
  func runningPropertyAnimator() {
    let animation = AnimationHitTesting.runningPropertyAnimator(isUserInteractionEnabled: true)
    #expect(animation.geometry == .target)
    #expect(animation.needsPresentationHitTesting)
  }

  @Test("HT03 the reference model's defaults are the in-flight combination")
  func modelDefaults() {
    let animator = AnimatorModel(duration: 1, clock: ManualClock())
    let animation = AnimationHitTesting.propertyAnimator(
      isInterruptible: animator.isInterruptible, isUserInteractionEnabled: animator.isUserInteractionEnabled,
      isManualHitTestingEnabled: animator.isManualHitTestingEnabled)
    #expect(animation.geometry == .inFlight)
  }
}
