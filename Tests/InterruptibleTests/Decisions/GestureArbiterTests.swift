import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Gesture arbitration for pan-to-dismiss")
struct GestureArbiterTests {
  let bounds = CGRect(x: 0, y: 0, width: 400, height: 800)

  func start(
    at location: CGPoint = CGPoint(x: 200, y: 400), moving movement: CGPoint,
    scroll: ScrollEdgeState? = nil, inFlight: Bool = false
  ) -> GestureArbiter.PanStart {
    GestureArbiter.PanStart(
      location: location, movement: movement, containerBounds: bounds, scrollView: scroll,
      isTransitionInFlight: inFlight)
  }

  @Test("Begins only in the dismiss direction")
  func dismissDirectionOnly() {
    let arbiter = GestureArbiter(dismissDirection: .down)
    #expect(arbiter.beginDecision(for: start(moving: CGPoint(x: 0, y: 300))) == .dismiss)
    #expect(arbiter.beginDecision(for: start(moving: CGPoint(x: 0, y: -300))) == .none(.wrongDirection))
    #expect(arbiter.beginDecision(for: start(moving: CGPoint(x: 300, y: 0))) == .none(.wrongDirection))
    #expect(arbiter.beginDecision(for: start(moving: .zero)) == .none(.wrongDirection))
  }

  @Test("Angle tolerance: 30° by default, boundary tan(30°) included, configurable")
  func angleTolerance() {
    let arbiter = GestureArbiter(dismissDirection: .down)
    let tan30 = 0.57735026918962576
    #expect(arbiter.isDismissMovement(CGPoint(x: 100 * tan30 - 1e-9, y: 100)))
    #expect(!arbiter.isDismissMovement(CGPoint(x: -(100 * tan30 + 1e-6), y: 100)))
    #expect(!arbiter.isDismissMovement(CGPoint(x: 60, y: 100)))
    let wide = GestureArbiter(dismissDirection: .down, maximumAngle: 45)
    #expect(wide.isDismissMovement(CGPoint(x: 99, y: 100)))
    #expect(!wide.isDismissMovement(CGPoint(x: 101, y: 100)))
    let strict = GestureArbiter(dismissDirection: .down, maximumAngle: 0)
    #expect(strict.isDismissMovement(CGPoint(x: 0, y: 1)))
    #expect(!strict.isDismissMovement(CGPoint(x: 0.001, y: 100)))
  }

  @Test("Bad angles are clamped to [0, 89], NaN becomes 30")
  func badAngles() {
    #expect(GestureArbiter(maximumAngle: .nan).maximumAngle == 30)
    #expect(GestureArbiter(maximumAngle: 200).maximumAngle == 89)
    #expect(GestureArbiter(maximumAngle: -5).maximumAngle == 0)
    var arbiter = GestureArbiter()
    arbiter.maximumAngle = .infinity
    #expect(arbiter.maximumAngle == 89)
  }

  @Test("Every dismiss direction maps screen movement correctly")
  func allDirections() {
    let moves: [(TransitionDirection, CGPoint)] = [
      (.up, CGPoint(x: 0, y: -50)), (.down, CGPoint(x: 0, y: 50)),
      (.left, CGPoint(x: -50, y: 0)), (.right, CGPoint(x: 50, y: 0)),
    ]
    for (direction, move) in moves {
      let arbiter = GestureArbiter(dismissDirection: direction)
      #expect(arbiter.isDismissMovement(move), "\(direction)")
      #expect(!arbiter.isDismissMovement(CGPoint(x: -move.x, y: -move.y)), "\(direction)")
    }
  }

  @Test("Non-finite movement never begins a dismissal")
  func nonFiniteMovement() {
    let arbiter = GestureArbiter()
    #expect(!arbiter.isDismissMovement(CGPoint(x: 0, y: CGFloat.nan)))
    #expect(!arbiter.isDismissMovement(CGPoint(x: 0, y: CGFloat.infinity)))
    #expect(arbiter.isDismissMovement(CGPoint(x: CGFloat.infinity, y: 10)))  // x counts as 0
  }

  @Test("Runtime disable and re-enable")
  func runtimeEnable() {
    var arbiter = GestureArbiter()
    let pan = start(moving: CGPoint(x: 0, y: 300))
    arbiter.isEnabled = false
    #expect(arbiter.beginDecision(for: pan) == .none(.disabled))
    #expect(
      arbiter.beginDecision(for: start(moving: CGPoint(x: 0, y: 300), inFlight: true)) == .none(.disabled))
    arbiter.isEnabled = true
    #expect(arbiter.beginDecision(for: pan) == .dismiss)
  }

  @Test("Disabled arbiter never takes a pan over from a scroll view")
  func disabledNoHandOff() {
    let arbiter = GestureArbiter(isEnabled: false)
    let change = GestureArbiter.PanChange(
      owner: .scrollView, movement: CGPoint(x: 0, y: 10), scrollView: .init(distanceFromEdge: 0),
      dismissOffset: 0)
    #expect(arbiter.owner(after: change) == .scrollView)
  }

  @Test("System back-swipe: leading 20 pt strip is left alone in a navigation context only")
  func systemEdge() {
    let navigation = GestureArbiter(dismissDirection: .right, isInNavigationContext: true)
    let move = CGPoint(x: 300, y: 0)
    #expect(
      navigation.beginDecision(for: start(at: CGPoint(x: 12, y: 400), moving: move))
        == .none(.systemEdgeSwipe))
    #expect(
      navigation.beginDecision(for: start(at: CGPoint(x: 20, y: 400), moving: move))
        == .none(.systemEdgeSwipe))
    #expect(navigation.beginDecision(for: start(at: CGPoint(x: 20.5, y: 400), moving: move)) == .dismiss)
    #expect(
      navigation.beginDecision(for: start(at: CGPoint(x: 5, y: 400), moving: move, inFlight: true))
        == .none(.systemEdgeSwipe))
    let plain = GestureArbiter(dismissDirection: .right)
    #expect(plain.beginDecision(for: start(at: CGPoint(x: 5, y: 400), moving: move)) == .dismiss)
  }

  @Test("System back-swipe: right-to-left layouts use the right edge")
  func systemEdgeRightToLeft() {
    let arbiter = GestureArbiter(dismissDirection: .left, isInNavigationContext: true, isRightToLeft: true)
    let move = CGPoint(x: -300, y: 0)
    #expect(
      arbiter.beginDecision(for: start(at: CGPoint(x: 385, y: 400), moving: move)) == .none(.systemEdgeSwipe))
    #expect(arbiter.beginDecision(for: start(at: CGPoint(x: 5, y: 400), moving: move)) == .dismiss)
  }

  @Test("A pan during a transition grabs it in any direction")
  func grabInFlight() {
    let arbiter = GestureArbiter(dismissDirection: .down)
    #expect(arbiter.beginDecision(for: start(moving: CGPoint(x: 0, y: -300), inFlight: true)) == .dismiss)
    #expect(arbiter.beginDecision(for: start(moving: .zero, inFlight: true)) == .dismiss)
    let scrolled = ScrollEdgeState(distanceFromEdge: 300)
    #expect(
      arbiter.beginDecision(for: start(moving: CGPoint(x: 0, y: 10), scroll: scrolled, inFlight: true))
        == .dismiss)
  }

  @Test("Scroll view not at its top keeps the pan; at its top (within 0.5 pt) the dismissal begins")
  func scrollViewAtBegin() {
    let arbiter = GestureArbiter(dismissDirection: .down)
    let down = CGPoint(x: 0, y: 200)
    let scrolled = ScrollEdgeState(contentOffset: 40, topInset: 88)  // 128 pt below the top
    #expect(arbiter.beginDecision(for: start(moving: down, scroll: scrolled)) == .scrollView)
    let atTop = ScrollEdgeState(contentOffset: -88, topInset: 88)
    #expect(atTop.distanceFromEdge == 0)
    #expect(arbiter.beginDecision(for: start(moving: down, scroll: atTop)) == .dismiss)
    let nearlyTop = ScrollEdgeState(contentOffset: -87.5, topInset: 88)
    #expect(arbiter.beginDecision(for: start(moving: down, scroll: nearlyTop)) == .dismiss)
    let justBelow = ScrollEdgeState(contentOffset: -87.4, topInset: 88)
    #expect(arbiter.beginDecision(for: start(moving: down, scroll: justBelow)) == .scrollView)
    let bouncing = ScrollEdgeState(contentOffset: -120, topInset: 88)
    #expect(arbiter.beginDecision(for: start(moving: down, scroll: bouncing)) == .dismiss)
    // Scrolling the list up (finger up) at its top, or sideways, is the scroll view's.
    #expect(arbiter.beginDecision(for: start(moving: CGPoint(x: 0, y: -200), scroll: atTop)) == .scrollView)
    #expect(arbiter.beginDecision(for: start(moving: CGPoint(x: 200, y: 10), scroll: atTop)) == .scrollView)
    #expect(arbiter.beginDecision(for: start(moving: .zero, scroll: atTop)) == .scrollView)
  }

  @Test("Hand-off sequence: scroll to the top, drag the sheet, drag back to rest, scroll again")
  func handOffSequence() {
    let arbiter = GestureArbiter(dismissDirection: .down)
    // (movement dy, distance from top, dismiss offset, expected owner after the change)
    let steps: [(dy: Double, fromTop: Double, offset: Double, expected: PanOwner)] = [
      (30, 60, 0, .scrollView),  // list scrolls toward its top
      (30, 30, 0, .scrollView),
      (30, 0, 0, .dismissal),  // list reached its top: hand off
      (40, 0, 0, .dismissal),  // sheet follows the finger: 0 → 40
      (-20, 0, 40, .dismissal),  // finger back up: sheet returns 40 → 20, not at rest
      (-20, 0, 20, .dismissal),  // 20 → 0: reaches rest on this change
      (-10, 0, 0, .scrollView),
      (-10, 10, 0, .scrollView),  // list scrolls down its content
      (10, 0.2, 0, .dismissal),  // within 0.5 pt of the top again
    ]
    var owner = PanOwner.scrollView
    for (index, step) in steps.enumerated() {
      let change = GestureArbiter.PanChange(
        owner: owner, movement: CGPoint(x: 0, y: step.dy), scrollView: .init(distanceFromEdge: step.fromTop),
        dismissOffset: step.offset)
      owner = arbiter.owner(after: change)
      #expect(owner == step.expected, "step \(index)")
    }
  }

  @Test("Zero movement keeps the owner; NaN scroll position counts as at the edge")
  func ownerEdgeCases() {
    let arbiter = GestureArbiter()
    for owner in [PanOwner.scrollView, .dismissal] {
      let change = GestureArbiter.PanChange(
        owner: owner, movement: .zero, scrollView: .init(distanceFromEdge: 0), dismissOffset: 0)
      #expect(arbiter.owner(after: change) == owner)
    }
    #expect(ScrollEdgeState(distanceFromEdge: .nan).isAtEdge)
    #expect(!ScrollEdgeState(distanceFromEdge: .infinity).isAtEdge)
  }
}
