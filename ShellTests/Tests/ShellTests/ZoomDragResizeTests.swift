import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Runs the world 3 s and expects one arrival at the presented detail, shown over the whole 330 pt
/// window (within 0.5 pt per edge) with the flying view centred on it, and a clean world.
@MainActor
private func expectSettledOnTheNarrowDetail(
  _ world: UIKitWorld, _ detail: UIViewController, _ rest: RestCounter,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  world.advance(by: 3)
  #expect(rest.arrivals == [.presented], sourceLocation: sourceLocation)
  let frame = shown(detail.view)
  #expect(
    edgeDistance(frame, CGRect(x: 0, y: 0, width: 330, height: 844)) < 0.5, "\(frame)",
    sourceLocation: sourceLocation)
  #expect(flying(detail.view).center == CGPoint(x: 165, y: 422), sourceLocation: sourceLocation)
  expectClean(world, sourceLocation: sourceLocation)
}

/// Drags the presented detail 60 pt right and 120 pt down, then narrows the window from 390 to
/// 330 pt (Split View) with the finger still on it. Returns the largest edge step of the flying
/// view's frame from the resize to the first frame after it, and the centre's largest move while
/// the resize animates (0.3 s).
@MainActor
private func dragThenResize(_ world: UIKitWorld, _ detail: UIViewController) -> (
  step: CGFloat, moved: CGFloat
) {
  world.touchDown(at: CGPoint(x: 200, y: 300))
  _ = dragSteps(world, detail.view, from: CGPoint(x: 200, y: 300), step: CGPoint(x: 3, y: 6), count: 20)
  let before = shown(detail.view)
  world.resize(to: CGSize(width: 330, height: 844))
  let atResize = shown(detail.view)
  world.advance(by: 1.0 / 120)
  let step = max(edgeDistance(before, atResize), edgeDistance(atResize, shown(detail.view)))
  var moved: CGFloat = 0
  for _ in 0..<40 {
    world.advance(by: 1.0 / 120)
    let center = shownCenter(detail.view)
    moved = max(moved, abs(center.x - before.midX), abs(center.y - before.midY))
  }
  return (step, moved)
}

@MainActor
@Suite("Zoom: a container resized during the dismissal drag, under the stand-in")
struct ZoomDragResizeTests {
  @Test(
    "resized mid-drag: the view stays under the finger (no jump at the resize), follows it from there, and released upward lands on its new frame (within 0.5 pt), once"
  )
  func resizedThenCancelled() {
    let (world, _, detail, rest) = presentedDetailCountingRests()
    let (step, moved) = dragThenResize(world, detail)
    #expect(step < 1, "\(step)")
    #expect(moved < 1e-9, "\(moved)")
    // The offset is kept: the next moves carry the view exactly as the finger moves.
    let start = shownCenter(detail.view)
    let after = dragSteps(
      world, detail.view, from: CGPoint(x: 260, y: 420), step: CGPoint(x: -3, y: -6), count: 6)
    for (index, sample) in after.enumerated() {
      let expected = CGPoint(x: start.x - 3 * CGFloat(index + 1), y: start.y - 6 * CGFloat(index + 1))
      #expect(
        abs(sample.shown.x - expected.x) < 1e-9 && abs(sample.shown.y - expected.y) < 1e-9,
        "\(sample.shown) vs \(expected)")
    }
    world.touchUp()
    expectSettledOnTheNarrowDetail(world, detail, rest)
  }

  @Test(
    "resized mid-drag and released downward: the dismissal lands on the thumbnail in the new geometry (within 0.5 pt), once"
  )
  func resizedThenFinished() {
    let (world, list, detail, rest) = presentedDetailCountingRests()
    let (step, moved) = dragThenResize(world, detail)
    #expect(step < 1 && moved < 1e-9, "\(step), \(moved)")
    _ = dragSteps(world, detail.view, from: CGPoint(x: 260, y: 420), step: CGPoint(x: 3, y: 6), count: 6)
    world.touchUp()
    let target = landingFrame(world, detail)
    // Aspect fill of the 330 × 844 content into the 100 × 100 thumbnail, centred on it.
    let expected = ZoomGeometry(
      source: CGRect(x: 20, y: 400, width: 100, height: 100),
      destination: CGRect(x: 0, y: 0, width: 330, height: 844)
    ).contentFrame(at: 0)
    #expect(edgeDistance(target, expected) < 0.5, "\(target) vs \(expected)")
    #expect(rest.arrivals == [.idle])
    #expect(list.presentedViewController == nil && list.thumbnail.hiddenWrites == [true, false, true, false])
    expectClean(world)
  }

  @Test(
    "resized while the offset settles after the release: it settles to its new frame (within 0.5 pt), once")
  func resizedWhileSettling() {
    let (world, _, detail, rest) = presentedDetailCountingRests()
    releaseHeadingBack(world, detail)
    world.resize(to: CGSize(width: 330, height: 844))
    expectSettledOnTheNarrowDetail(world, detail, rest)
  }
}
