import InterruptibleCore

extension ScenarioTiming {
  /// The longest duration a scenario may give.
  package static let maximumDuration = 60.0

  /// Decodes `{"duration": d, "curve": c}` at `path` (`present` or `dismiss`). `duration` may be
  /// left out for implicit-duration springs (mass/stiffness/damping, duration/bounce), whose run
  /// length is their own settling time (SP02); given, it is checked and kept but does not change the run.
  static func decode(_ value: JSONValue, path: String) throws -> ScenarioTiming {
    let reader = try JSONObjectReader(value, path: path)
    try reader.rejectUnknownFields(allowing: ["duration", "curve"])
    let curve = try CurveDecoder.decode(try reader.required("curve"), path: reader.path(of: "curve"))
    let duration = try reader.optionalNumber("duration", "must be > 0 and <= 60") {
      $0 > 0 && $0 <= maximumDuration
    }
    if let duration {
      return ScenarioTiming(duration: duration, parameters: curve.parameters, curveLabel: curve.label)
    }
    guard case .spring(let spring) = curve.parameters, spring.hasImplicitDuration else {
      throw ScenarioError(path: reader.path(of: "duration"), message: "missing")
    }
    let settling = spring.resolved(duration: 0).settlingDuration(initialVelocity: spring.initialVelocity)
    return ScenarioTiming(duration: settling, parameters: curve.parameters, curveLabel: curve.label)
  }
}

/// Decodes the `curve` field in each of its forms.
enum CurveDecoder {
  /// Named cubic curves. `default` is `UICubicTimingParameters()`, Core Animation's default
  /// (0.25, 0.1, 0.25, 1) (TC02).
  static let named: [(name: String, curve: CubicBezierCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("default", .systemDefault),
  ]

  /// The timing parameters and a label for the curve at `path`.
  static func decode(_ value: JSONValue, path: String) throws -> (parameters: TimingParameters, label: String)
  {
    switch value {
    case .string(let name):
      guard let match = named.first(where: { $0.name == name }) else {
        let names = named.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw ScenarioError(
          path: path, message: "unknown curve \"\(name)\" (expected \(names), cubic or spring)")
      }
      return (.cubic(match.curve), name)
    case .object(let fields):
      let reader = try JSONObjectReader(value, path: path)
      guard fields.count == 1, let key = fields.keys.first, key == "cubic" || key == "spring" else {
        throw ScenarioError(
          path: path, message: "expected an object with exactly one of \"cubic\", \"spring\"")
      }
      return key == "cubic"
        ? try cubic(try reader.required("cubic"), path: reader.path(of: "cubic"))
        : try spring(try reader.required("spring"), path: reader.path(of: "spring"))
    default:
      throw ScenarioError(
        path: path, message: "expected a curve name or an object, got \(value.kindDescription)")
    }
  }

  private static func cubic(_ value: JSONValue, path: String) throws -> (TimingParameters, String) {
    guard case .array(let items) = value, items.count == 4 else {
      throw ScenarioError(path: path, message: "expected an array of 4 numbers [x1, y1, x2, y2]")
    }
    var points: [Double] = []
    for (index, item) in items.enumerated() {
      guard case .number(let number) = item, number.isFinite else {
        throw ScenarioError(
          path: "\(path)[\(index)]", message: "expected a number, got \(item.kindDescription)")
      }
      if index % 2 == 0, !(0...1).contains(number) {
        throw ScenarioError(
          path: "\(path)[\(index)]",
          message: "x control points must be in 0...1, got \(ScenarioNumber.text(number))")
      }
      let yRange = CubicBezierCurve.controlPointYRange
      if index % 2 == 1, !yRange.contains(number) {
        throw ScenarioError(
          path: "\(path)[\(index)]",
          message:
            "y control points must be in \(ScenarioNumber.text(yRange.lowerBound))...\(ScenarioNumber.text(yRange.upperBound)), got \(ScenarioNumber.text(number))"
        )
      }
      points.append(number)
    }
    let curve = CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    let label = "cubic(" + points.map(ScenarioNumber.text).joined(separator: ", ") + ")"
    return (.cubic(curve), label)
  }

  private static func spring(_ value: JSONValue, path: String) throws -> (TimingParameters, String) {
    let reader = try JSONObjectReader(value, path: path)
    let velocity = try reader.optionalNumber("initialVelocity") ?? 0
    let velocityRange = SpringTimingParameters.initialVelocityRange
    guard velocityRange.contains(velocity) else {
      throw ScenarioError(
        path: reader.path(of: "initialVelocity"),
        message:
          "must be in \(ScenarioNumber.text(velocityRange.lowerBound))...\(ScenarioNumber.text(velocityRange.upperBound)) (travel per second), got \(ScenarioNumber.text(velocity))"
      )
    }
    let suffix = velocity == 0 ? "" : ", initialVelocity: \(ScenarioNumber.text(velocity))"
    let positive = "must be > 0"
    if reader.fields["dampingRatio"] != nil {
      try reader.rejectUnknownFields(
        allowing: ["dampingRatio", "initialVelocity"], context: "with dampingRatio")
      let ratio = try reader.number("dampingRatio", positive) { $0 > 0 }
      let spring = SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)
      return (.spring(spring), "spring(dampingRatio: \(ScenarioNumber.text(ratio))\(suffix))")
    }
    if reader.fields["mass"] != nil || reader.fields["stiffness"] != nil || reader.fields["damping"] != nil {
      try reader.rejectUnknownFields(
        allowing: ["mass", "stiffness", "damping", "initialVelocity"], context: "with mass/stiffness/damping")
      let mass = try reader.number("mass", positive) { $0 > 0 }
      let stiffness = try reader.number("stiffness", positive) { $0 > 0 }
      let damping = try reader.number("damping", positive) { $0 > 0 }
      let spring = SpringTimingParameters(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      let text = [mass, stiffness, damping].map(ScenarioNumber.text)
      return (
        .spring(spring), "spring(mass: \(text[0]), stiffness: \(text[1]), damping: \(text[2])\(suffix))"
      )
    }
    if reader.fields["duration"] != nil || reader.fields["bounce"] != nil {
      try reader.rejectUnknownFields(
        allowing: ["duration", "bounce", "initialVelocity"], context: "with duration/bounce")
      let duration = try reader.number("duration", "must be > 0 and <= 60") { $0 > 0 && $0 <= 60 }
      let bounce = try reader.number("bounce", "must be > -1 and < 1") { $0 > -1 && $0 < 1 }
      let spring = SpringTimingParameters(duration: duration, bounce: bounce, initialVelocity: velocity)
      let text = [duration, bounce].map(ScenarioNumber.text)
      return (.spring(spring), "spring(duration: \(text[0]), bounce: \(text[1])\(suffix))")
    }
    throw ScenarioError(
      path: path,
      message:
        "expected \"dampingRatio\", or \"mass\", \"stiffness\" and \"damping\", or \"duration\" and \"bounce\""
    )
  }
}
