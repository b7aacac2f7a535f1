import Foundation
import InterruptibleCore

/// `interruptible-sim menu-layout FILE.json` (or `-`): the menu placement the core chooses, as one
/// JSON line, so layouts can be checked and plotted without a device. Both formats are fixed and
/// documented field by field in `Docs/ScenarioFormat.md` (section "menu-layout"); samples are in
/// `Demo/MenuLayouts/`:
///
/// Input:
/// ```
/// {"container": {"width": 390, "height": 844},
///  "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
///  "source": {"x": 300, "y": 60, "width": 44, "height": 44},
///  "rows": [{"height": 44}, {"height": 44}, {"height": 8}, {"height": 44}],
///  "layoutDirection": "leftToRight"}
/// ```
/// Output:
/// ```
/// {"frame": {"x": 132, "y": 112, "width": 250, "height": 140}, "opens": "down", "anchor": {"x": 322, "y": 104}, "scrolls": false}
/// ```
/// `layoutDirection` is optional (`leftToRight` or `rightToLeft`, default `leftToRight`). Every other
/// field is required; sizes, insets and row heights must be finite and ≥ 0, positions finite, and
/// there must be at least one row (at most 10 000). A missing or invalid field is a ``ScenarioError``
/// naming it (exit 2).
package enum MenuLayoutCommand {
  /// The placement for the input `data`.
  package static func placement(_ data: Data) throws -> MenuPlacement {
    let top = try JSONObjectReader(JSONValue.parse(data, path: "layout"), path: "", name: "layout")
    try top.rejectUnknownFields(allowing: ["container", "safeArea", "source", "rows", "layoutDirection"])
    let container = try object(top, "container")
    let safe = try object(top, "safeArea")
    let source = try object(top, "source")
    let nonNegative = "must be finite and >= 0"
    func size(_ reader: JSONObjectReader, _ key: String) throws -> Double {
      try reader.number(key, nonNegative) { $0 >= 0 }
    }
    try container.rejectUnknownFields(allowing: ["width", "height"])
    try safe.rejectUnknownFields(allowing: ["top", "left", "bottom", "right"])
    try source.rejectUnknownFields(allowing: ["x", "y", "width", "height"])
    return MenuPlacement(
      container: CGSize(width: try size(container, "width"), height: try size(container, "height")),
      safeArea: MenuInsets(
        top: try size(safe, "top"), left: try size(safe, "left"), bottom: try size(safe, "bottom"),
        right: try size(safe, "right")),
      source: CGRect(
        x: try source.number("x"), y: try source.number("y"), width: try size(source, "width"),
        height: try size(source, "height")),
      rowHeights: try rows(top), layoutDirection: try direction(top))
  }

  /// The output line (without a newline) for `placement`.
  package static func line(_ placement: MenuPlacement) -> String {
    func n(_ value: CGFloat) -> String { TimelineEncoder.number(Double(value), decimals: 3) }
    let frame = placement.frame
    return "{\"frame\": {\"x\": \(n(frame.minX)), \"y\": \(n(frame.minY)), \"width\": \(n(frame.width)), "
      + "\"height\": \(n(frame.height))}, \"opens\": \"\(placement.opens.rawValue)\", "
      + "\"anchor\": {\"x\": \(n(placement.anchor.x)), \"y\": \(n(placement.anchor.y))}, "
      + "\"scrolls\": \(placement.scrolls)}"
  }

  private static func object(_ top: JSONObjectReader, _ key: String) throws -> JSONObjectReader {
    try JSONObjectReader(try top.required(key), path: top.path(of: key))
  }

  private static func rows(_ top: JSONObjectReader) throws -> [Double] {
    let items = try top.array("rows")
    guard !items.isEmpty, items.count <= 10_000 else {
      throw ScenarioError(path: "rows", message: "expected 1 to 10000 rows, got \(items.count)")
    }
    return try items.enumerated().map { index, item in
      let row = try JSONObjectReader(item, path: "rows[\(index)]")
      try row.rejectUnknownFields(allowing: ["height"])
      return try row.number("height", "must be finite and >= 0") { $0 >= 0 }
    }
  }

  private static func direction(_ top: JSONObjectReader) throws -> MenuLayoutDirection {
    guard top.fields["layoutDirection"] != nil else { return .leftToRight }
    let text = try top.string("layoutDirection")
    guard let direction = MenuLayoutDirection(rawValue: text) else {
      throw ScenarioError(
        path: "layoutDirection", message: "expected \"leftToRight\" or \"rightToLeft\", got \"\(text)\"")
    }
    return direction
  }
}
