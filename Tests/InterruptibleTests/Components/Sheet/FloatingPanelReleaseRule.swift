/// FloatingPanel's release rule, restated from its published source (`Core.targetState(from:with:)` and
/// `LayoutAdapter.segment(at:forward:)` in scenee/FloatingPanel) in this package's terms, for the parity
/// tests. Written independently of the package's own release decision: it works in FloatingPanel's frame
/// (a surface position that grows downward, anchors sorted by it) rather than in heights.
///
/// The rule: project the release position with the deceleration rate (the WWDC18 projection), find the
/// segment between two adjacent anchors that holds the projection, looking in the direction of the
/// throw, and take the segment's far anchor when the projection has gone more than
/// `redirectionalProgress` (0.5 by default) of the way across it, else the near one. With
/// `projectsMomentum` false (FloatingPanel's default) the segment is the one holding the *release*
/// position instead, widened to the outermost segment beyond either end, and the projection is clamped
/// so it cannot run past the anchor after the segment's far end: the panel moves one anchor at most.
struct FloatingPanelReleaseRule {
  /// Surface positions of the anchors, ascending (the most expanded first).
  let positions: [Double]
  /// FloatingPanel's `shouldProjectMomentum(_:to:)` (false by default).
  let projectsMomentum: Bool
  /// FloatingPanel's `redirectionalProgress(_:from:to:)` (0.5 by default).
  var redirectionalProgress = 0.5
  /// FloatingPanel's `momentumProjectionRate` (UIScrollView's normal rate by default).
  var rate = 0.998

  /// The index into `positions` the panel settles at, released at `position` moving at `velocity`
  /// (points per second, downward positive) after resting at the anchor `resting`.
  func target(position: Double, velocity: Double, resting: Int) -> Int {
    let last = positions.count - 1
    guard last > 0 else { return 0 }
    var projected = position + velocity / 1000 * rate / (1 - rate)
    // A release without velocity continues away from the anchor it rested at.
    let forward = velocity == 0 ? position > positions[resting] : velocity > 0
    var (lower, upper) = segment(holding: projected, forward: forward)
    if !projectsMomentum {
      (lower, upper) = segment(holding: position, forward: forward)
      if lower == upper {
        if forward { upper = min(upper + 1, last) } else { lower = max(lower - 1, 0) }
      }
      let (near, far) = forward ? (lower, upper) : (upper, lower)
      let beyond = forward ? min(far + 1, last) : max(far - 1, 0)
      projected =
        forward
        ? max(min(projected, positions[beyond]), positions[near])
        : max(min(projected, positions[near]), positions[beyond])
    }
    let (near, far) = forward ? (lower, upper) : (upper, lower)
    let progress = abs(projected - positions[near]) / abs(positions[near] - positions[far])
    // NaN (a segment of one anchor) is not greater: the near anchor.
    return progress > redirectionalProgress ? far : near
  }

  /// The anchors around `point` looking `forward` (downward) or backward; beyond either end both are the
  /// end anchor.
  private func segment(holding point: Double, forward: Bool) -> (lower: Int, upper: Int) {
    let above = positions.firstIndex { forward ? point < $0 : point <= $0 }
    switch above {
    case 0: return (0, 0)
    case let index?: return (index - 1, index)
    case nil: return (positions.count - 1, positions.count - 1)
    }
  }
}
