import Foundation
import InterruptibleCore

/// `interruptible-sim pan-owner FILE.json` (or `-`): who takes a pan over nested scroll views in a
/// sheet, decided by the core's ``ScrollChainRule``, as one JSON line. Both formats are fixed:
///
/// Input:
/// ```
/// {"axis": "vertical", "translation": [0, 30], "sheetAtLargestDetent": true,
///  "chain": [{"axis": "vertical", "inverted": false, "offset": 0, "content": 2000, "viewport": 600,
///             "scrollEnabled": true}]}
/// ```
/// Output: `{"owner":"sheet"}` or `{"owner":"scroll","index":0}`.
///
/// `axis` is the sheet's axis (`vertical`, or `horizontal` for a drawer: the rule then runs with the
/// axes swapped); `translation` is `[dx, dy]` in points, down and right positive. The chain is
/// innermost first; `offset` is the content offset along that scroll view's axis, `content` and
/// `viewport` its lengths. `sheetAtLargestDetent` (default `true`), `inverted` (default `false`) and
/// `scrollEnabled` (default `true`) are optional; every other field is required. Numbers must be
/// finite, lengths ≥ 0, and the chain at most 64 long. A missing or invalid field is a
/// ``ScenarioError`` naming it (exit 2).
package enum PanOwnerCommand {
  /// The owner for the input `data`.
  package static func owner(_ data: Data) throws -> ScrollChainOwner {
    let top = try JSONObjectReader(JSONValue.parse(data), path: "", name: "input")
    try top.rejectUnknownFields(allowing: ["axis", "translation", "sheetAtLargestDetent", "chain"])
    let swapped = try axis(top, "axis", default: .vertical) == .horizontal
    let vector = try pair(top, "translation")
    let translation = swapped ? CGPoint(x: vector.1, y: vector.0) : CGPoint(x: vector.0, y: vector.1)
    let items = try top.array("chain")
    guard items.count <= 64 else {
      throw ScenarioError(path: "chain", message: "expected at most 64 scroll views, got \(items.count)")
    }
    let chain = try items.enumerated().map { index, item in
      try link(JSONObjectReader(item, path: "chain[\(index)]"), swapped: swapped)
    }
    let largest = try flag(top, "sheetAtLargestDetent", default: true)
    return ScrollChainRule.owner(translation: translation, chain: chain, sheetAtLargestDetent: largest)
  }

  /// The output line (without a newline) for `owner`.
  package static func line(_ owner: ScrollChainOwner) -> String {
    switch owner {
    case .sheet: return "{\"owner\":\"sheet\"}"
    case .scroll(let index): return "{\"owner\":\"scroll\",\"index\":\(index)}"
    }
  }

  private static func link(_ reader: JSONObjectReader, swapped: Bool) throws -> ScrollChainLink {
    try reader.rejectUnknownFields(allowing: [
      "axis", "inverted", "offset", "content", "viewport", "scrollEnabled",
    ])
    let own = try axis(reader, "axis", default: nil)
    let length = "must be finite and >= 0"
    return ScrollChainLink(
      axis: swapped ? (own == .vertical ? .horizontal : .vertical) : own,
      isInverted: try flag(reader, "inverted", default: false), offset: try reader.number("offset"),
      contentLength: try reader.number("content", length) { $0 >= 0 },
      viewportLength: try reader.number("viewport", length) { $0 >= 0 },
      isScrollEnabled: try flag(reader, "scrollEnabled", default: true))
  }

  private static func axis(_ reader: JSONObjectReader, _ key: String, default fallback: ScrollChainLink.Axis?)
    throws -> ScrollChainLink.Axis
  {
    if reader.fields[key] == nil, let fallback { return fallback }
    let text = try reader.string(key)
    guard let axis = ScrollChainLink.Axis(rawValue: text) else {
      throw ScenarioError(
        path: reader.path(of: key), message: "expected \"vertical\" or \"horizontal\", got \"\(text)\"")
    }
    return axis
  }

  private static func flag(_ reader: JSONObjectReader, _ key: String, default fallback: Bool) throws -> Bool {
    guard let value = reader.fields[key] else { return fallback }
    guard case .bool(let flag) = value else {
      throw ScenarioError(
        path: reader.path(of: key), message: "expected a boolean, got \(value.kindDescription)")
    }
    return flag
  }

  private static func pair(_ reader: JSONObjectReader, _ key: String) throws -> (Double, Double) {
    let items = try reader.array(key)
    guard items.count == 2, case .number(let x) = items[0], case .number(let y) = items[1], x.isFinite,
      y.isFinite
    else { throw ScenarioError(path: reader.path(of: key), message: "expected [dx, dy], two finite numbers") }
    return (x, y)
  }
}
