import Foundation
import Testing

@testable import InterruptibleCore

/// A presented slot (linear 0.4 s, 300 pt) whose platform dismissal starts the interactive session at
/// once, as UIKit's `dismiss(animated:)` does through the bridge.
private final class PanHarness {
  let clock = ManualClock()
  let coordinator: TransitionCoordinator
  let tracker: DismissPanTracker
  private(set) var dismissalRequests = 0

  init() {
    coordinator = TransitionCoordinator(
      configuration: TransitionConfiguration(
        distance: 300, present: TransitionTiming(duration: 0.4, parameters: .linear)),
      clock: clock)
    tracker = DismissPanTracker(coordinator: coordinator, dismissDirection: .down) {}
    tracker.beginInteractiveDismissal = { [unowned self] in
      self.dismissalRequests += 1
      self.coordinator.panBegan()
    }
    coordinator.present()
    clock.advance(by: 0.5)
  }

  func start(_ movement: CGPoint, scrollView: ScrollEdgeState? = nil) -> Bool {
    tracker.shouldBegin(
      GestureArbiter.PanStart(
        location: CGPoint(x: 100, y: 300), movement: movement,
        containerBounds: CGRect(x: 0, y: 0, width: 400, height: 800), scrollView: scrollView))
  }

  /// The content's offset toward dismissal, in points.
  var offset: Double { (1 - (coordinator.currentSession?.presentedProgress ?? 1)) * 300 }
}

@Suite("Dismiss pan tracker (shell pan decisions)")
struct DismissPanTrackerTests {
  private let atTop = ScrollEdgeState(contentOffset: -20, topInset: 20)
  private let scrolled = ScrollEdgeState(contentOffset: 100, topInset: 20)

  @Test("A downward pan on presented content drives an interactive dismissal and releases with velocity")
  func plainPan() {
    let harness = PanHarness()
    #expect(harness.start(CGPoint(x: 0, y: 40)))
    harness.tracker.handlePan(.began, translation: .zero, velocity: .zero)
    #expect(harness.dismissalRequests == 1 && harness.coordinator.phase == .dismissing)
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: 200), scrollView: nil)
    #expect(abs(harness.offset - 150) < 1e-9)
    harness.tracker.handlePan(.ended, translation: .zero, velocity: CGPoint(x: 0, y: 1000))
    harness.clock.advance(by: 1)
    #expect(harness.coordinator.phase == .idle)
  }

  @Test(
    "Scroll hand-off: the dismissal takes over at the list's top without jumping by the scrolled distance")
  func handOff() {
    let harness = PanHarness()
    #expect(harness.start(CGPoint(x: 0, y: 40), scrollView: scrolled))
    harness.tracker.handlePan(.began, translation: .zero, velocity: .zero)
    #expect(harness.tracker.owner == .scrollView && harness.coordinator.phase == .presented)
    let pins = harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: 300), scrollView: scrolled)
    #expect(!pins && harness.coordinator.phase == .presented)
    #expect(
      harness.tracker.handlePan(
        .changed, translation: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: 300), scrollView: atTop))
    #expect(harness.tracker.owner == .dismissal && harness.coordinator.phase == .dismissing)
    #expect(abs(harness.offset) < 1e-9)  // no jump by the 120 pt already panned
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 0, y: 180), velocity: CGPoint(x: 0, y: 300), scrollView: atTop)
    #expect(abs(harness.offset - 60) < 1e-9)
  }

  @Test("Hand-back: returning to rest and moving on gives the pan to the list and releases the dismissal")
  func handBack() {
    let harness = PanHarness()
    #expect(harness.start(CGPoint(x: 0, y: 40), scrollView: atTop))
    harness.tracker.handlePan(.began, translation: .zero, velocity: .zero)
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 300), scrollView: atTop)
    #expect(abs(harness.offset - 30) < 1e-9)
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 0, y: 0), velocity: CGPoint(x: 0, y: -300), scrollView: atTop)
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 0, y: -20), velocity: CGPoint(x: 0, y: -300), scrollView: atTop)
    #expect(harness.tracker.owner == .scrollView)
    #expect(harness.coordinator.currentSession?.isInteractive == false)  // released, not left grabbed
    harness.tracker.handlePan(.ended, translation: .zero, velocity: CGPoint(x: 0, y: -300))
    harness.clock.advance(by: 1)
    #expect(harness.coordinator.phase == .presented)
  }

  @Test("Runtime disable: no new pan is claimed, but a pan in progress is still released at its end")
  func runtimeDisable() {
    let harness = PanHarness()
    #expect(harness.start(CGPoint(x: 0, y: 40)))
    harness.tracker.handlePan(.began, translation: .zero, velocity: .zero)
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 0, y: 60), velocity: .zero, scrollView: nil)
    harness.tracker.isEnabled = false
    harness.tracker.handlePan(.ended, translation: .zero, velocity: .zero)
    harness.clock.advance(by: 1)
    #expect(harness.coordinator.phase == .presented)
    #expect(!harness.start(CGPoint(x: 0, y: 40)))
    harness.tracker.isEnabled = true
    harness.coordinator.configuration.isInteractionEnabled = false
    #expect(!harness.start(CGPoint(x: 0, y: 40)))
  }

  @Test("A pan during a presentation grabs it in any direction; an upward flick finishes it")
  func grabInFlight() {
    let harness = PanHarness()
    harness.coordinator.dismiss()
    harness.clock.advance(by: 0.5)
    harness.coordinator.present()
    harness.clock.advance(by: 0.2)
    #expect(harness.start(CGPoint(x: 40, y: 0)))  // sideways, yet claimed: a transition is in flight
    harness.tracker.handlePan(.began, translation: .zero, velocity: .zero)
    #expect(harness.dismissalRequests == 0 && harness.coordinator.currentSession?.isInteractive == true)
    harness.tracker.handlePan(.ended, translation: .zero, velocity: CGPoint(x: 0, y: -1500))
    harness.clock.advance(by: 1)
    #expect(harness.coordinator.phase == .presented)
  }

  @Test(
    "One call per pan event: the drag of a finger-following transition begins where the dismissal took the pan, moves from there and ends once"
  )
  func dragSteps() {
    let harness = PanHarness()
    var steps: [DismissPanTracker.DragStep] = []
    harness.tracker.onDrag = { steps.append($0) }
    #expect(harness.start(CGPoint(x: 0, y: 40), scrollView: scrolled))
    harness.tracker.handlePan(.began, translation: .zero, velocity: .zero)
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 5, y: 80), velocity: CGPoint(x: 0, y: 300), scrollView: scrolled)
    #expect(steps.isEmpty)  // the list has the pan: no drag yet
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 10, y: 120), velocity: CGPoint(x: 0, y: 300), scrollView: atTop)
    harness.tracker.handlePan(
      .changed, translation: CGPoint(x: 16, y: 170), velocity: CGPoint(x: 0, y: 300), scrollView: atTop)
    harness.tracker.handlePan(.ended, translation: .zero, velocity: CGPoint(x: 30, y: 900))
    harness.tracker.handlePan(.ended, translation: .zero, velocity: CGPoint(x: 30, y: 900))
    #expect(steps == [.began, .changed(CGPoint(x: 6, y: 50)), .ended(velocity: CGPoint(x: 30, y: 900))])
    #expect(abs(harness.offset - 50) < 1e-9)
  }

  @Test(
    "A held pan (a navigation pop's) skips the arbiter: the coordinator gets its whole translation, the drag starts where it began"
  )
  func heldPan() {
    let harness = PanHarness()
    harness.coordinator.dismiss()
    harness.clock.advance(by: 0.1)  // a dismissal in flight
    var steps: [DismissPanTracker.DragStep] = []
    harness.tracker.holdsPans = true
    // A held pan is claimed elsewhere: pan-to-dismiss's switch is not asked.
    harness.tracker.isEnabled = false
    harness.tracker.onDrag = { steps.append($0) }
    harness.tracker.handlePan(.began, translation: CGPoint(x: 4, y: 2), velocity: .zero)
    #expect(harness.coordinator.currentSession?.isInteractive == true && steps == [.began])
    let grabbed = harness.offset
    #expect(grabbed > 1 && grabbed < 299)
    harness.tracker.handlePan(.changed, translation: CGPoint(x: 10, y: 30), velocity: .zero)
    #expect(abs(harness.offset - grabbed - 30) < 1e-9)  // the whole 30 pt from touch-down
    #expect(steps == [.began, .changed(CGPoint(x: 6, y: 28))])
    harness.tracker.handlePan(.ended, translation: .zero, velocity: CGPoint(x: 0, y: 2000))
    #expect(steps.last == .ended(velocity: CGPoint(x: 0, y: 2000)))
    harness.clock.advance(by: 1)
    #expect(harness.coordinator.phase == .idle)
  }

  @Test(
    "A pan claimed without its start (a scroll chain hands it over mid-gesture) is driven from touch-down at its first move; the drag begins there"
  )
  func claimedMidGesture() {
    let harness = PanHarness()
    var steps: [DismissPanTracker.DragStep] = []
    harness.tracker.onDrag = { steps.append($0) }
    #expect(harness.start(CGPoint(x: 0, y: 1)))
    harness.tracker.handlePan(.changed, translation: CGPoint(x: 3, y: 12), velocity: CGPoint(x: 0, y: 400))
    #expect(harness.dismissalRequests == 1 && harness.coordinator.phase == .dismissing)
    #expect(abs(harness.offset - 12) < 1e-9)  // the first move's 12 pt, from touch-down
    harness.tracker.handlePan(.changed, translation: CGPoint(x: 5, y: 40), velocity: CGPoint(x: 0, y: 400))
    #expect(abs(harness.offset - 40) < 1e-9)
    #expect(steps == [.began, .changed(CGPoint(x: 2, y: 28))])
  }
}
