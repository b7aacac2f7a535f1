import Foundation
import InterruptibleCore

/// One line of a context-menu scenario's timeline.
package enum ContextMenuRecord: Sendable, Equatable {
  /// A session's state at a tick.
  case sample(ContextMenuSample)
  /// A decision of the session's ``ContextMenuLift``, at the moment it was made.
  case event(time: Double, session: Int, event: ContextMenuLift.Event)

  /// The record's time, in seconds.
  package var time: Double {
    switch self {
    case .sample(let sample): return sample.time
    case .event(let time, _, _): return time
    }
  }

  /// The session (1-based, one per press).
  package var session: Int {
    switch self {
    case .sample(let sample): return sample.session
    case .event(_, let session, _): return session
    }
  }
}

/// The state of one context-menu session at one tick.
package struct ContextMenuSample: Sendable, Equatable {
  /// Seconds from the start.
  package var time: Double
  /// The session, 1-based in press order.
  package var session: Int
  /// `lifting`, `open`, `leaving` or `finished`.
  package var phase: String
  /// The lift's progress: 0 at rest, 1 at the commit (1 while the menu shows).
  package var lift: Double
  /// The lift's speed, in progress per second.
  package var liftVelocity: Double
  /// The source's scale for the lift (1 at rest, 0.96 at the commit; 1 with Reduce Motion).
  package var scale: Double
  /// The preview's shown frame `[x, y, width, height]`: the lifting source before the commit, the
  /// preview moving to its lifted frame after it.
  package var preview: [Double]
  /// The menu's shown frame, nil before the commit and for a lift that never committed.
  package var menu: [Double]?
  /// How far the menu and the preview have come out: 0 at the source, 1 at their placed frames.
  package var growth: Double
  /// The highlighted row, if any.
  package var highlighted: Int?
  /// The outcome once decided: `cancelled`, `committed`, `rowFired` or `previewCommitted`.
  package var outcome: String?
  /// How many times the session reported its completion so far (0, then 1).
  package var completions: Int
}

/// Where the core placed one session's preview and menu at its commit, and in which container.
package struct ContextMenuPlaced: Sendable, Equatable {
  /// The session.
  package var session: Int
  /// The lifted preview's frame `[x, y, width, height]`.
  package var preview: [Double]
  /// The menu's frame.
  package var menu: [Double]
  /// The container's size `[width, height]` at the commit.
  package var container: [Double]

  init(session: Int, placement: ContextMenuPlacement?, container: CGSize) {
    func values(_ rect: CGRect?) -> [Double] {
      rect.map { [$0.minX, $0.minY, $0.width, $0.height].map { Double($0) } } ?? [0, 0, 0, 0]
    }
    self.session = session
    preview = values(placement?.previewFrame)
    menu = values(placement?.menuFrame)
    self.container = [Double(container.width), Double(container.height)]
  }
}

extension ContextMenuLift.SessionOutcome {
  /// The outcome's name in the timeline.
  var name: String {
    switch self {
    case .cancelled: return "cancelled"
    case .committed: return "committed"
    case .rowFired: return "rowFired"
    case .previewCommitted: return "previewCommitted"
    }
  }
}

/// Writes a context-menu timeline as JSON Lines (the keys in this order, always all of them):
///
/// ```
/// {"t":0.25,"session":1,"kind":"contextMenu","phase":"lifting","lift":0.5,"liftVelocity":3,"scale":0.98,"preview":[…],"menu":null,"growth":0,"highlighted":null,"outcome":null,"completions":0}
/// {"t":0.5,"session":1,"event":"commit"}
/// {"t":1.2,"session":1,"event":"completed","outcome":"rowFired","row":2}
/// ```
enum ContextMenuEncoder {
  /// Every record, one line each, each ending in a newline.
  static func encode(_ records: [ContextMenuRecord]) -> String {
    records.map { line(for: $0) + "\n" }.joined()
  }

  /// One record's line.
  static func line(for record: ContextMenuRecord) -> String {
    switch record {
    case .sample(let sample): return line(for: sample)
    case .event(let time, let session, let event):
      return "{\"t\":\(n(time, 4)),\"session\":\(session),\"event\":" + fields(of: event) + "}"
    }
  }

  private static func line(for sample: ContextMenuSample) -> String {
    func rect(_ values: [Double]?) -> String {
      values.map { "[" + $0.map { n($0, 3) }.joined(separator: ",") + "]" } ?? "null"
    }
    return "{\"t\":\(n(sample.time, 4)),\"session\":\(sample.session),\"kind\":\"contextMenu\","
      + "\"phase\":\"\(sample.phase)\",\"lift\":\(n(sample.lift, 6)),"
      + "\"liftVelocity\":\(n(sample.liftVelocity, 3)),\"scale\":\(n(sample.scale, 6)),"
      + "\"preview\":\(rect(sample.preview)),\"menu\":\(rect(sample.menu)),\"growth\":\(n(sample.growth, 6)),"
      + "\"highlighted\":\(sample.highlighted.map(String.init) ?? "null"),"
      + "\"outcome\":\(sample.outcome.map { "\"\($0)\"" } ?? "null"),\"completions\":\(sample.completions)}"
  }

  /// The event's name and its own fields.
  private static func fields(of event: ContextMenuLift.Event) -> String {
    switch event {
    case .beginLift: return "\"beginLift\""
    case .cancelLift(let back, let cause):
      return "\"cancelLift\",\"cause\":\"\(name(of: cause))\",\"progress\":\(n(back.progress, 6)),"
        + "\"velocity\":\(n(back.velocity, 3))"
    case .commit: return "\"commit\""
    case .highlightChanged(let row): return "\"highlight\",\"row\":\(row.map(String.init) ?? "null")"
    case .fire(let row): return "\"fire\",\"row\":\(row)"
    case .openSubmenu(let row): return "\"openSubmenu\",\"row\":\(row)"
    case .dismiss: return "\"dismiss\""
    case .commitPreview: return "\"commitPreview\""
    case .completed(let outcome):
      if case .rowFired(let row) = outcome { return "\"completed\",\"outcome\":\"rowFired\",\"row\":\(row)" }
      return "\"completed\",\"outcome\":\"\(outcome.name)\""
    }
  }

  static func name(of cause: ContextMenuLift.CancelCause) -> String {
    switch cause {
    case .moved: return "moved"
    case .released: return "released"
    case .tapOutside: return "tapOutside"
    case .touchCancelled: return "touchCancelled"
    case .code: return "code"
    }
  }

  private static func n(_ value: Double, _ decimals: Int) -> String {
    TimelineEncoder.number(value, decimals: decimals)
  }
}
