import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a zoom does when its source disappears mid-flight (a cell scrolled away and not replaced).
public enum ZoomLostSourcePolicy: String, Sendable, Hashable {
  /// Keep flying to the last known rectangle and fade out over the rest of the way.
  case fadeOut
  /// Keep flying to the last known rectangle, fully visible.
  case landOnLastKnown
}

/// One change of the zoom's target: the source's rectangle the flight now goes to.
package struct ZoomCorrection: Sendable, Equatable {
  /// When the correction was made, in the clock's seconds.
  package let time: Double
  /// The fraction (0 source, 1 destination) the flight was at.
  package let fraction: Double
  /// The source's rectangle from now on.
  package let source: CGRect
  /// The source's rectangle until now.
  package let previous: CGRect
}

/// Follows a zoom's source while the zoom flies: turns "the source moved to this rectangle at this
/// time" into at most one correction per ``minimumInterval``, only when the source moved at least
/// ``minimumChange`` points, and never once the transition is completing.
///
/// A correction is mapped to the flight's fraction: the flying frame at fraction `f` is the straight
/// path from the **corrected** source to the destination, so a correction weighs `1 − f`. At the
/// source end (`f` = 0) the frame is exactly the last corrected rectangle; at the destination (`f`
/// = 1, a dismissal turned back) no correction shows at all. A change the rules hold back waits
/// until the next report or ``flush(at:fraction:)``.
///
/// ```swift
/// let tracker = ZoomSourceTracker(source: thumbnail)
/// tracker.sourceMoved(to: scrolled, at: clock.now, fraction: session.presentedProgress)
/// let target = tracker.appliedSource     // what the flight flies to
/// ```
///
/// Bad input: a non-finite time is ignored (nothing is reported); a time earlier than the last
/// correction counts as that time; a non-finite or negative-size rectangle is sanitised as in
/// ``ZoomGeometry``; reports after the source was lost are ignored.
package final class ZoomSourceTracker {
  /// The shortest time between two corrections, in seconds (8 ms, one frame at 120 Hz).
  package static let minimumInterval = 0.008
  /// The smallest move that makes a correction, in points (largest edge displacement).
  package static let minimumChange = 0.5

  /// What happens when the source is lost.
  package let lostSourcePolicy: ZoomLostSourcePolicy
  /// The rectangle the flight goes to: the last corrected source.
  package private(set) var appliedSource: CGRect
  /// The last reported rectangle, corrected or not yet.
  package private(set) var reportedSource: CGRect
  /// The fraction the flight was at when the source was lost (nil while it is known).
  package private(set) var lostAtFraction: Double?
  /// The corrections made so far, in order.
  package private(set) var corrections: [ZoomCorrection] = []
  /// Whether the transition is completing (corrections are over).
  package private(set) var isCompleting = false
  private var lastCorrectionTime = -Double.infinity

  /// A tracker for a flight whose source starts at `source`.
  package init(source: CGRect, lostSourcePolicy: ZoomLostSourcePolicy = .fadeOut) {
    let source = ZoomGeometry.sanitized(source)
    appliedSource = source
    reportedSource = source
    self.lostSourcePolicy = lostSourcePolicy
  }

  /// Reports the source at `rect` at `time`, when the flight is at `fraction`. Returns the
  /// correction to apply now, or nil when the rules hold it back or drop it.
  @discardableResult
  package func sourceMoved(to rect: CGRect, at time: Double, fraction: Double) -> ZoomCorrection? {
    guard time.isFinite, !isCompleting, lostAtFraction == nil else { return nil }
    reportedSource = ZoomGeometry.sanitized(rect)
    return flush(at: time, fraction: fraction)
  }

  /// Applies a held-back change if the interval since the last correction has passed: call it when
  /// the time comes (a timer, the next frame). Returns the correction, if any.
  @discardableResult
  package func flush(at time: Double, fraction: Double) -> ZoomCorrection? {
    guard time.isFinite, !isCompleting else { return nil }
    let time = max(time, lastCorrectionTime)
    guard time - lastCorrectionTime >= Self.minimumInterval - 1e-9,
      reportedSource.edgeDistance(to: appliedSource) >= Self.minimumChange
    else { return nil }
    let correction = ZoomCorrection(
      time: time, fraction: ZoomGeometry.usable(fraction), source: reportedSource, previous: appliedSource)
    appliedSource = reportedSource
    lastCorrectionTime = time
    corrections.append(correction)
    return correction
  }

  /// Whether a reported change waits for its correction.
  package var hasPendingChange: Bool {
    !isCompleting && reportedSource.edgeDistance(to: appliedSource) >= Self.minimumChange
  }

  /// Reports that the source is gone at `fraction`: the flight keeps its last corrected rectangle and,
  /// with ``ZoomLostSourcePolicy/fadeOut``, fades from here. Later reports are ignored.
  package func sourceLost(at fraction: Double) {
    guard lostAtFraction == nil, !isCompleting else { return }
    lostAtFraction = min(max(ZoomGeometry.usable(fraction), 0), 1)
  }

  /// Ends corrections: the transition is completing. Later reports and flushes make none.
  package func beginCompletion() {
    isCompleting = true
  }

  /// The flying view's opacity at `fraction`: 1, except after a loss with ``ZoomLostSourcePolicy/fadeOut``,
  /// where it goes linearly from 1 at the fraction of the loss to 0 at the source (so a flight turned
  /// back to the destination becomes visible again).
  package func alpha(at fraction: Double) -> Double {
    guard lostSourcePolicy == .fadeOut, let lost = lostAtFraction else { return 1 }
    guard lost > 0 else { return fraction > 0 ? 1 : 0 }
    return min(max(ZoomGeometry.usable(fraction) / lost, 0), 1)
  }
}
