/// The facts line's note on cancelled sessions. A cancelled transition returns on its own animator
/// reversed (UIKit's `isReversed`), so a cancelled presentation returns in the presentation's
/// timing, not in the dismissal's: the line names the animator and the return's measured duration,
/// from the tick at which it last turned around to its `completeTransition(false)`.
extension PlotLayout {
  /// One part per session that completed cancelled: `present 1 cancelled: the presenting animator
  /// reversed, back in 0.45 s`; none for other timelines.
  static func cancellations(of timeline: Timeline) -> [String] {
    var parts: [String] = []
    for record in timeline.records {
      guard case .completeTransition(let end, let id, false) = record,
        let start = returnStart(ofSession: id, before: end, in: timeline),
        let kind = timeline.samples(ofSession: id).first?.kind
      else { continue }
      let animator = kind == .present ? "presenting" : "dismissing"
      let duration = ScenarioNumber.text(PlotValue.rounded(end - start))
      parts.append(
        "\(kind.rawValue) \(id) cancelled: the \(animator) animator reversed, back in \(duration) s")
    }
    return parts
  }

  /// When session `id` last turned around before `end`: the first of the reversed samples that run
  /// up to `end`; nil when it was not reversed then.
  private static func returnStart(ofSession id: Int, before end: Double, in timeline: Timeline) -> Double? {
    let points = timeline.plotPoints(ofSession: id).filter { $0.time < end - 1e-9 }
    var start: Double?
    for point in points.reversed() {
      guard point.isReversed else { break }
      start = point.time
    }
    return start
  }
}
