import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Zoom source tracker")
struct ZoomSourceTrackerTests {
  let start = CGRect(x: 0, y: 500, width: 100, height: 100)

  @Test("reports every millisecond make at most one correction per 8 ms, each with the newest rectangle")
  func coalescing() {
    let tracker = ZoomSourceTracker(source: start)
    var made: [ZoomCorrection] = []
    for step in 1...100 {
      let time = Double(step) * 0.001
      let rect = start.offsetBy(dx: 0, dy: -Double(step))  // 1000 pt/s upward
      if let correction = tracker.sourceMoved(to: rect, at: time, fraction: 0.5) { made.append(correction) }
    }
    #expect(made.count == 13)  // at 1, 9, 17, …, 97 ms
    for (earlier, later) in zip(made, made.dropFirst()) {
      #expect(later.time - earlier.time >= 0.008 - 1e-9)
      #expect(later.previous == earlier.source)
    }
    #expect(abs((made.last?.source.minY ?? 0) - 403) < 1e-9)
    #expect(tracker.hasPendingChange)
    #expect(tracker.flush(at: 0.104, fraction: 0.5) == nil)
    #expect(tracker.flush(at: 0.105, fraction: 0.5)?.source.minY == 400)
    #expect(tracker.appliedSource.minY == 400)
  }

  @Test("a change below 0.5 pt makes no correction; it accumulates until it reaches 0.5 pt")
  func smallChanges() {
    let tracker = ZoomSourceTracker(source: start)
    #expect(tracker.sourceMoved(to: start.offsetBy(dx: 0.3, dy: 0), at: 0.01, fraction: 0.5) == nil)
    #expect(tracker.sourceMoved(to: start.offsetBy(dx: 0.49, dy: 0), at: 0.02, fraction: 0.5) == nil)
    #expect(!tracker.hasPendingChange)
    let correction = tracker.sourceMoved(to: start.offsetBy(dx: 0.5, dy: 0), at: 0.03, fraction: 0.5)
    #expect(correction?.source.minX == 0.5)
    #expect(tracker.corrections.count == 1)
  }

  @Test("no correction once the transition completes, and none from bad times")
  func noneDuringCompletion() {
    let tracker = ZoomSourceTracker(source: start)
    #expect(tracker.sourceMoved(to: start.offsetBy(dx: 0, dy: 40), at: .nan, fraction: 0) == nil)
    tracker.beginCompletion()
    #expect(tracker.sourceMoved(to: start.offsetBy(dx: 0, dy: 40), at: 1, fraction: 0) == nil)
    #expect(tracker.flush(at: 2, fraction: 0) == nil)
    #expect(tracker.appliedSource == start)
    #expect(!tracker.hasPendingChange)
  }

  @Test(
    "lost source: reports are ignored; fade-out goes from 1 at the loss to 0 at the source, back to 1 on reversal"
  )
  func lost() {
    let fading = ZoomSourceTracker(source: start, lostSourcePolicy: .fadeOut)
    fading.sourceMoved(to: start.offsetBy(dx: 0, dy: -30), at: 0.1, fraction: 0.8)
    fading.sourceLost(at: 0.6)
    #expect(fading.sourceMoved(to: start.offsetBy(dx: 0, dy: -90), at: 0.2, fraction: 0.5) == nil)
    #expect(fading.appliedSource.minY == 470)
    #expect(fading.alpha(at: 0.6) == 1)
    expectClose(fading.alpha(at: 0.3), 0.5, 1e-12)
    #expect(fading.alpha(at: 0) == 0)
    #expect(fading.alpha(at: 1) == 1)
    let landing = ZoomSourceTracker(source: start, lostSourcePolicy: .landOnLastKnown)
    landing.sourceLost(at: 0.6)
    #expect(landing.alpha(at: 0) == 1)
  }

  @Test("corrections weigh 1 − fraction: the source end shows all of them, the destination none")
  func mappedToFraction() {
    let session = TransitionSession(
      kind: .dismiss, timing: TransitionTiming(duration: 1, parameters: .linear)
    ) {
      _, timing in AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: ManualClock())
    }
    let flight = ZoomFlight(
      session: session,
      geometry: ZoomGeometry(source: start, destination: CGRect(x: 0, y: 0, width: 400, height: 400)))
    flight.sourceMoved(to: start.offsetBy(dx: 0, dy: -200), at: 0)
    #expect(flight.pathFrame(at: 0) == start.offsetBy(dx: 0, dy: -200))
    #expect(flight.pathFrame(at: 1) == CGRect(x: 0, y: 0, width: 400, height: 400))
    #expect(flight.pathFrame(at: 0.25).minY - flight.geometry.frame(at: 0.25).minY == -150)
    // Overshoot past either end never magnifies the move: its weight stays within [0, 1].
    #expect(flight.pathFrame(at: -0.1).minY - flight.geometry.frame(at: -0.1).minY == -200)
    #expect(flight.pathFrame(at: 1.1) == flight.geometry.frame(at: 1.1))
  }
}
