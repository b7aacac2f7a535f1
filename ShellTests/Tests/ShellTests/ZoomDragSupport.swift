import Interruptible
import UIKit
import UIKitWorld

/// The centre of what is shown of the flying view.
@MainActor
func shownCenter(_ content: UIView) -> CGPoint {
  let frame = shown(content)
  return CGPoint(x: frame.midX, y: frame.midY)
}

/// The velocity the dismissal pan on the flying view reported last (window points per second).
@MainActor
func panVelocity(_ content: UIView) -> CGPoint {
  let pan = flying(content).gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }.first
  return pan?.velocity(in: nil) ?? .zero
}

/// Counts the slot's arrivals at rest (a transition's one completion each).
@MainActor
final class RestCounter {
  var arrivals: [PresentationPhase] = []
  func observe(_ driver: InterruptibleTransitionDriver?) {
    driver?.onPhaseChange = { [weak self] phase in
      if phase == .idle || phase == .presented { self?.arrivals.append(phase) }
    }
  }
}

/// Presents a detail zoomed from the list's thumbnail, at rest.
@MainActor
func presentedDetail() -> (UIKitWorld, ThumbnailListViewController, ContentViewController) {
  let (world, list) = makeList()
  let detail = ContentViewController()
  list.present(detail, transition: .zoom(from: { [weak list] in list?.thumbnail }))
  world.advance(by: 2)
  return (world, list, detail)
}

/// ``presentedDetail()`` with a ``RestCounter`` observing the detail's driver from then on.
@MainActor
func presentedDetailCountingRests() -> (
  UIKitWorld, ThumbnailListViewController, ContentViewController, RestCounter
) {
  let (world, list, detail) = presentedDetail()
  let rest = RestCounter()
  rest.observe(detail.interruptibleDriver)
  return (world, list, detail, rest)
}

/// Runs the world until the detail's dismissal has ended (5 s at most) and returns the flying
/// view's model frame at the last frame before it did: where the dismissal lands.
@MainActor
func landingFrame(_ world: UIKitWorld, _ detail: UIViewController) -> CGRect {
  var target = flying(detail.view).frame
  let deadline = world.now + 5
  while detail.presentingViewController != nil, world.now < deadline {
    target = flying(detail.view).frame
    world.advance(by: 1.0 / 120)
  }
  return target
}

/// Drags the presented detail 60 pt right and 120 pt down over 20 frames, 12 pt left and 36 pt
/// back up over 6 more, releases it there and lets 0.05 s pass: the dismissal has turned back and
/// is heading to the detail, in flight.
@MainActor
func releaseHeadingBack(_ world: UIKitWorld, _ detail: UIViewController) {
  world.touchDown(at: CGPoint(x: 200, y: 300))
  _ = dragSteps(world, detail.view, from: CGPoint(x: 200, y: 300), step: CGPoint(x: 3, y: 6), count: 20)
  _ = dragSteps(world, detail.view, from: CGPoint(x: 260, y: 420), step: CGPoint(x: -2, y: -6), count: 6)
  world.touchUp()
  world.advance(by: 0.05)
}

/// Moves the finger from `start` by `step` every 1/120 s, `count` times, recording the finger and
/// the flying view's centre after each move.
@MainActor
func dragSteps(
  _ world: UIKitWorld, _ content: UIView, from start: CGPoint, step: CGPoint, count: Int
) -> [(finger: CGPoint, shown: CGPoint)] {
  var samples: [(CGPoint, CGPoint)] = []
  for index in 1...count {
    let finger = CGPoint(x: start.x + step.x * CGFloat(index), y: start.y + step.y * CGFloat(index))
    world.advance(by: 1.0 / 120)
    world.touchMove(to: finger)
    samples.append((finger, shownCenter(content)))
  }
  return samples
}

/// The zoom's path from the list's thumbnail to the full-screen detail, as the core has it.
let detailPath = ZoomGeometry(
  source: CGRect(x: 20, y: 400, width: 100, height: 100),
  destination: CGRect(x: 0, y: 0, width: 390, height: 844))

/// The velocity of the path's centre now (points per second), from the session's fraction velocity.
@MainActor
func pathVelocity(_ driver: InterruptibleTransitionDriver?) -> CGPoint {
  guard let session = driver?.coordinator.currentSession else { return .zero }
  let speed = (session.kind.isAppearing ? 1 : -1) * session.sample.velocity
  let velocity = detailPath.frameVelocity(
    at: session.presentedProgress, fractionVelocity: speed, sourceMovedTo: detailPath.source)
  return CGPoint(x: velocity.midX, y: velocity.midY)
}
