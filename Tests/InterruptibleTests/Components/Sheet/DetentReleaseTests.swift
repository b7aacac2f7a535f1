import Testing

@testable import InterruptibleCore

@Suite("Detents: release projection")
struct DetentReleaseTests {
  let layout = SheetDetentLayout([.fraction(0.3, id: "peek"), .medium, .large], container: 800)

  /// The WWDC18 projection at the normal rate: v/1000 · 0.998/0.002 = v · 0.499 points (downward).
  func projected(_ height: Double, _ velocity: Double) -> Double { height - velocity / 1000 * 0.998 / 0.002 }

  @Test("A flick up at 1200 pt/s from 420 pt projects to 1018.8 pt and picks large (index 2)")
  func flickUpToLarge() {
    let decision = DetentReleaseDecision(height: 420, velocity: -1200, layout: layout, isDismissible: true)
    #expect(abs(decision.projectedHeight - 1018.8) < 1e-9)
    #expect(decision.target == .detent(2) && decision.targetHeight == 800)
    #expect(decision.heightVelocity == 1200)
  }

  @Test("A slow release at 300 pt drifting down 100 pt/s projects to 250.1 pt and picks peek (240)")
  func slowReleaseToPeek() {
    let decision = DetentReleaseDecision(height: 300, velocity: 100, layout: layout, isDismissible: true)
    #expect(abs(decision.projectedHeight - 250.1) < 1e-9)
    #expect(decision.target == .detent(0))
  }

  @Test("A release at rest picks the nearest detent: 330 → peek, 330.1 → medium (midpoint 320)")
  func nearestAtRest() {
    #expect(
      DetentReleaseDecision(height: 319.9, velocity: 0, layout: layout, isDismissible: true).target
        == .detent(0))
    #expect(
      DetentReleaseDecision(height: 320.1, velocity: 0, layout: layout, isDismissible: true).target
        == .detent(1))
    #expect(
      DetentReleaseDecision(height: 600.1, velocity: 0, layout: layout, isDismissible: true).target
        == .detent(2))
  }

  @Test("A flick down at 800 pt/s from 250 pt projects to -149.2 pt: dismissal when allowed, peek when not")
  func dismissalAllowedOrNot() {
    let allowed = DetentReleaseDecision(height: 250, velocity: 800, layout: layout, isDismissible: true)
    #expect(abs(allowed.projectedHeight - projected(250, 800)) < 1e-9)
    #expect(allowed.target == .dismiss && allowed.targetHeight == 0)
    let refused = DetentReleaseDecision(height: 250, velocity: 800, layout: layout, isDismissible: false)
    #expect(refused.target == .detent(0))
  }

  @Test("Dismissal counts as a detent at 0: projected 119 pt stays at peek (240), 119.9 is nearer 240 than 0")
  func dismissalIsNearestOnly() {
    // 119 pt: distance to 0 is 119, to 240 is 121 → dismiss; 121 pt → peek.
    #expect(
      DetentReleaseDecision(height: 119, velocity: 0, layout: layout, isDismissible: true).target == .dismiss)
    #expect(
      DetentReleaseDecision(height: 121, velocity: 0, layout: layout, isDismissible: true).target
        == .detent(0))
  }

  @Test("Each detent is reachable by projection from 400 pt: -700 → large, 0 → medium, +500 → peek")
  func everyDetent() {
    #expect(
      DetentReleaseDecision(height: 400, velocity: -700, layout: layout, isDismissible: true).target
        == .detent(2))
    #expect(
      DetentReleaseDecision(height: 400, velocity: 0, layout: layout, isDismissible: true).target
        == .detent(1))
    #expect(
      DetentReleaseDecision(height: 400, velocity: 500, layout: layout, isDismissible: true).target
        == .detent(0))
  }

  @Test(
    "Bad input: NaN velocity is 0; 1e9 pt/s is clamped to 20 000 (projected -9580 pt); NaN height is the smallest"
  )
  func badInput() {
    #expect(
      DetentReleaseDecision(height: 400, velocity: .nan, layout: layout, isDismissible: true).target
        == .detent(1))
    let huge = DetentReleaseDecision(height: 400, velocity: 1e9, layout: layout, isDismissible: true)
    #expect(abs(huge.projectedHeight - projected(400, 20_000)) < 1e-6 && huge.target == .dismiss)
    let lost = DetentReleaseDecision(height: .nan, velocity: 0, layout: layout, isDismissible: true)
    #expect(lost.target == .detent(0))
  }
}
