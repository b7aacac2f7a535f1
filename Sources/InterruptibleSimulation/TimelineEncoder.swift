import InterruptibleCore

/// Writes a timeline as JSON Lines, in the exact format external tools read:
///
/// ```
/// {"t":0.1083,"session":1,"kind":"present","state":"active","running":true,"reversed":false,"fraction":0.41,"progress":0.57,"velocity":812.5}
/// {"t":0.15,"session":1,"event":"completion","position":"start"}
/// {"t":0.15,"session":1,"event":"completeTransition","didComplete":false}
/// ```
///
/// Times are rounded to 4 decimals, `fraction` and `progress` to 6, `velocity` to 3. Integral values
/// print without a decimal point, `-0` prints as `0`, and a non-finite value (which the core should
/// never produce) prints as `0` so every line stays valid JSON.
package enum TimelineEncoder {
  /// The JSON line of one record, without a newline.
  package static func line(for record: TimelineRecord) -> String {
    switch record {
    case .sample(let sample):
      return "{\"t\":\(number(sample.time, decimals: 4)),\"session\":\(sample.session),"
        + "\"kind\":\"\(sample.kind.rawValue)\",\"state\":\"\(stateName(sample.state))\","
        + "\"running\":\(sample.isRunning),\"reversed\":\(sample.isReversed),"
        + "\"fraction\":\(number(sample.fraction, decimals: 6)),"
        + "\"progress\":\(number(sample.progress, decimals: 6)),"
        + "\"velocity\":\(number(sample.velocity, decimals: 3))"
        + (sample.detent.map { ",\"detent\":\($0)" } ?? "")
        + (sample.keyboard.map { ",\"keyboard\":\(number($0, decimals: 3))" } ?? "")
        + (sample.form.map { ",\"form\":\"\($0)\"" } ?? "")
        + (sample.frame.map {
          ",\"frame\":[" + $0.map { number($0, decimals: 3) }.joined(separator: ",") + "]"
        } ?? "")
        + stackFields(sample)
        + "}"
    case .completion(let time, let session, let position):
      return "{\"t\":\(number(time, decimals: 4)),\"session\":\(session),"
        + "\"event\":\"completion\",\"position\":\"\(positionName(position))\"}"
    case .completeTransition(let time, let session, let didComplete):
      return "{\"t\":\(number(time, decimals: 4)),\"session\":\(session),"
        + "\"event\":\"completeTransition\",\"didComplete\":\(didComplete)}"
    case .detentChanged(let time, let session, let detent):
      return "{\"t\":\(number(time, decimals: 4)),\"session\":\(session),"
        + "\"event\":\"detentChanged\",\"detent\":\(detent)}"
    case .willSettle(let time, let session, let progress, let detent):
      return "{\"t\":\(number(time, decimals: 4)),\"session\":\(session),"
        + "\"event\":\"willSettle\",\"progress\":\(number(progress, decimals: 6))"
        + (detent.map { ",\"detent\":\($0)" } ?? "") + "}"
    case .dismissAttempt(let time, let session):
      return "{\"t\":\(number(time, decimals: 4)),\"session\":\(session),\"event\":\"dismissAttempt\"}"
    }
  }

  /// A stack scenario's keys: `"level"`, `"scale"` (6 decimals) and `"offset"` (3); empty otherwise.
  static func stackFields(_ sample: SessionSample) -> String {
    guard let level = sample.level else { return "" }
    return ",\"level\":\(level),\"scale\":\(number(sample.scale ?? 1, decimals: 6)),"
      + "\"offset\":\(number(sample.offset ?? 0, decimals: 3))"
  }

  /// All records, one line each, every line ending in a newline.
  package static func encode(_ timeline: Timeline) -> String {
    if timeline.scenario.contextMenu != nil { return ContextMenuEncoder.encode(timeline.contextMenuRecords) }
    var text = ""
    for record in timeline.records {
      text += line(for: record)
      text += "\n"
    }
    return text
  }

  /// `value` rounded to `decimals` places in JSON number syntax.
  package static func number(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<max(decimals, 0) { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if !rounded.isFinite { rounded = value }
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  /// `inactive`, `active` or `stopped`.
  package static func stateName(_ state: AnimatorState) -> String {
    switch state {
    case .inactive: return "inactive"
    case .active: return "active"
    case .stopped: return "stopped"
    }
  }

  /// `start`, `end` or `current`.
  package static func positionName(_ position: AnimatorPosition) -> String {
    switch position {
    case .start: return "start"
    case .end: return "end"
    case .current: return "current"
    }
  }
}
