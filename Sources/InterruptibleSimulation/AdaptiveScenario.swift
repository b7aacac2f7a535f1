import InterruptibleCore

/// A window's width and horizontal size class, as a `resize` event of an adaptive detent scenario
/// gives them (the vertical size class is regular; the safe area is empty).
package struct ScenarioWindow: Sendable, Hashable {
  /// The window's width in points.
  package var width: Double
  /// Whether the horizontal size class is regular (else compact).
  package var isRegular: Bool

  /// A window `width` points wide of the given size class.
  package init(width: Double, isRegular: Bool) {
    self.width = width
    self.isRegular = isRegular
  }

  /// `1000 regular`, for plot labels.
  var label: String { "\(ScenarioNumber.text(width)) \(isRegular ? "regular" : "compact")" }

  /// The `width` and `horizontalSizeClass` fields of `reader` (both or neither), nil when absent.
  static func decode(_ reader: JSONObjectReader) throws -> ScenarioWindow? {
    let hasWidth = reader.fields["width"] != nil
    let hasClass = reader.fields["horizontalSizeClass"] != nil
    guard hasWidth || hasClass else { return nil }
    guard hasWidth else {
      throw ScenarioError(path: reader.path(of: "width"), message: "needs \"horizontalSizeClass\" with it")
    }
    let width = try reader.number("width", "must be > 0 and <= 100000") {
      $0 > 0 && $0 <= Scenario.limits.distance
    }
    let name = try reader.fields["horizontalSizeClass"].map { _ in try reader.string("horizontalSizeClass") }
    guard let name, name == "compact" || name == "regular" else {
      throw ScenarioError(
        path: reader.path(of: "horizontalSizeClass"), message: "expected \"compact\" or \"regular\"")
    }
    return ScenarioWindow(width: width, isRegular: name == "regular")
  }
}

/// The `"adaptive"` object of a detent scenario: the sheet's ``AdaptiveForm`` and its first window.
///
/// ```json
/// "adaptive": {"form": "automatic", "width": 500, "horizontalSizeClass": "compact"}
/// ```
package struct AdaptiveScenario: Sendable, Hashable {
  /// How the sheet adapts (`"automatic"`, `"sheet"` or `"floatingPanel"`).
  package var adaptation: AdaptiveForm
  /// The window it starts in.
  package var window: ScenarioWindow

  /// The scenario's `"adaptive"` object, nil when absent; `"keyboard": "follow"` goes without it.
  static func decode(_ top: JSONObjectReader) throws -> AdaptiveScenario? {
    guard let value = top.fields["adaptive"] else { return nil }
    let reader = try JSONObjectReader(value, path: "adaptive")
    try reader.rejectUnknownFields(allowing: ["form", "width", "horizontalSizeClass"])
    let forms: [String: AdaptiveForm] = [
      "automatic": .automatic, "sheet": .sheet, "floatingPanel": .floatingPanel(),
    ]
    guard let form = forms[try reader.string("form")] else {
      throw ScenarioError(
        path: "adaptive.form", message: "expected \"automatic\", \"sheet\" or \"floatingPanel\"")
    }
    guard let window = try ScenarioWindow.decode(reader) else {
      throw ScenarioError(
        path: "adaptive.width", message: "expected the window's width and horizontalSizeClass")
    }
    if case .string("follow") = top.fields["keyboard"] {
      throw ScenarioError(path: "keyboard", message: "\"follow\" is not supported with \"adaptive\"")
    }
    return AdaptiveScenario(adaptation: form, window: window)
  }
}

extension AdaptiveScenario {
  /// A `resize` with a window (`width`, `horizontalSizeClass`) needs `"adaptive"` in the scenario.
  static func check(_ events: [ScenarioEvent], detents: DetentScenario?) throws {
    guard detents?.adaptive == nil else { return }
    for (index, event) in events.enumerated() {
      guard case .resize(_, .some) = event.action else { continue }
      throw ScenarioError(path: "events[\(index)].width", message: "needs \"adaptive\" in the scenario")
    }
  }
}

/// The adaptive form of a detent run: the window, the form the core decides for it and where the
/// sheet sits in that form.
struct AdaptiveRun {
  let adaptation: AdaptiveForm
  var window: ScenarioWindow
  var geometry: SheetFormGeometry

  init(_ scenario: AdaptiveScenario, distance: Double) {
    adaptation = scenario.adaptation
    window = scenario.window
    geometry = Self.geometry(adaptation, window: window, distance: distance)
  }

  /// The form's name in tick lines.
  var name: String {
    switch geometry.form {
    case .sheet: return "sheet"
    case .floatingPanel: return "floatingPanel"
    case .edgeAttachedSheet: return "edgeAttachedSheet"
    case .formSheet: return "formSheet"
    case .card: return "card"
    case .popover: return "popover"
    }
  }

  static func geometry(_ adaptation: AdaptiveForm, window: ScenarioWindow, distance: Double)
    -> SheetFormGeometry
  {
    let environment = PresentationEnvironment(
      width: window.width, height: distance, horizontalSizeClass: window.isRegular ? .regular : .compact,
      verticalSizeClass: .regular)
    return SheetFormGeometry(
      form: .sheet(in: environment, adaptation: adaptation), environment: environment, adaptation: adaptation)
  }

  /// The window becomes `distance` tall (and `window`, when given): a new form carries the sheet
  /// over by its place along the detents (``DetentSheet/changeForm(detentContainer:at:)``), the same
  /// form re-resolves its detents as a plain `resize` does.
  func resized(
    distance: Double, window: ScenarioWindow?, at time: Double, layout: inout DetentLayout,
    sheet: inout DetentSheet
  ) -> AdaptiveRun {
    var next = self
    next.window = window ?? self.window
    next.geometry = Self.geometry(adaptation, window: next.window, distance: distance)
    layout.setDistance(distance, at: time)
    if next.geometry.form != geometry.form {
      sheet.changeForm(detentContainer: next.geometry.detentContainer, at: time)
    } else {
      sheet.containerDidResize(next.geometry.detentContainer, at: time)
    }
    return next
  }
}
