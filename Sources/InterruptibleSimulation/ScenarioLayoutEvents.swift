import InterruptibleCore

extension ScenarioAction {
  /// `keyboard` and `resize`, with their fields; nil for any other name.
  ///
  /// ```json
  /// {"at": 0.5, "do": "keyboard", "height": 336, "duration": 0.25}
  /// {"at": 0.9, "do": "resize", "distance": 390}
  /// ```
  static func decodeLayoutEvent(name: String, reader: JSONObjectReader) throws -> ScenarioAction? {
    switch name {
    case "keyboard":
      try reader.rejectUnknownFields(
        allowing: ["at", "do", "height", "duration"], context: "for \"keyboard\"")
      let height = try reader.number("height", "must be >= 0 and <= 100000") { $0 >= 0 && $0 <= 100_000 }
      let duration = try reader.number("duration", "must be in 0...60") { $0 >= 0 && $0 <= 60 }
      return .keyboard(height: height, duration: duration)
    case "resize":
      try reader.rejectUnknownFields(
        allowing: ["at", "do", "distance", "width", "horizontalSizeClass"], context: "for \"resize\"")
      let distance = try reader.number("distance", "must be > 0 and <= 100000") {
        $0 > 0 && $0 <= Scenario.limits.distance
      }
      return .resize(distance: distance, window: try ScenarioWindow.decode(reader))
    default:
      return nil
    }
  }
}

extension Scenario {
  /// The top-level `"keyboard"` (`"follow"` or `"ignore"`, detent scenarios only) and the `keyboard`
  /// events (detent scenarios only).
  static func checkKeyboard(
    _ top: JSONObjectReader, events: [ScenarioEvent], detents: inout DetentScenario?
  ) throws {
    if let value = top.fields["keyboard"], detents != nil {
      guard case .string(let policy) = value, policy == "follow" || policy == "ignore" else {
        throw ScenarioError(path: "keyboard", message: "expected \"follow\" or \"ignore\"")
      }
      detents?.followsKeyboard = policy == "follow"
    }
    for (index, event) in events.enumerated() {
      guard case .keyboard = event.action, detents == nil else { continue }
      throw ScenarioError(path: "events[\(index)].do", message: "keyboard needs \"detents\" in the scenario")
    }
  }
}

/// The keyboard and the container of a detent run.
///
/// The keyboard's shown height moves from where it is to its new height over the event's duration
/// with an ease-in-out curve. With `"keyboard": "follow"` the sheet's detents are resolved in the
/// space above the keyboard's final height at once, and what the sheet shows eases from its old
/// height to its new one with the keyboard (a grab stops that where it is shown); `progress` is the
/// height above the keyboard over the space above it; a sheet held by a finger keeps its top where
/// the finger holds it while the keyboard moves. A `resize` changes the distance (the sheet's
/// container) at once. A keyboard taller than the distance covers all of it.
struct DetentLayout {
  /// The keyboard and the container.
  private var motion: KeyboardMotion
  /// What the sheet showed above its model height when the keyboard started moving.
  private var offset = 0.0

  init(distance: Double, followsKeyboard: Bool) {
    motion = KeyboardMotion(distance: distance, followsKeyboard: followsKeyboard)
  }

  /// The container's height.
  var distance: Double { motion.distance }
  /// Whether the detents resolve above the keyboard.
  var followsKeyboard: Bool { motion.followsKeyboard }

  private func eased(_ time: Double) -> (value: Double, slope: Double) { motion.eased(time) }

  /// The keyboard's shown height at `time`, in points.
  func keyboard(at time: Double) -> Double { motion.keyboard(at: time) }

  /// The height the sheet's detents resolve in.
  var sheetContainer: Double { motion.sheetContainer }

  /// What the sheet shows, from its model's sample at `time`.
  func shown(_ model: (height: Double, velocity: Double), at time: Double) -> (
    height: Double, velocity: Double
  ) {
    let (value, slope) = eased(time)
    return (model.height + offset * (1 - value), model.velocity - offset * slope)
  }

  /// `height` as the timeline's progress: over the space above the keyboard when following. A space
  /// below 1 pt counts as 1 pt, the smallest container ``SheetDetentLayout`` resolves detents in, so
  /// a resting sheet never reads more than 1; no space at all reads 0.
  func progress(_ height: Double, at time: Double) -> Double { motion.progress(height, at: time) }

  /// The keyboard starts moving to `height` over `duration` at `time`.
  mutating func keyboardChanges(
    to height: Double, duration: Double, at time: Double, sheet: inout DetentSheet
  ) {
    let before = shown(sheet.sample(at: time), at: time).height
    motion.move(to: height, duration: duration, at: time)
    offset = 0
    guard followsKeyboard else { return }
    sheet.containerDidResize(sheetContainer, at: time)
    if sheet.phase == .dragging {
      // A finger holds the sheet: its top stays under the finger while its bottom rides on the
      // keyboard, so the drag continues from the height the keyboard's whole move gives or takes.
      sheet.rebaseDrag(toShownHeight: before + motion.from - motion.target)
    }
    if sheet.phase != .hidden { offset = before - sheet.height(at: time) }
  }

  /// The container becomes `distance` at `time`.
  mutating func resize(to distance: Double, at time: Double, sheet: inout DetentSheet) {
    motion.resize(to: distance, at: time)
    offset = 0
    sheet.containerDidResize(sheetContainer, at: time)
  }

  /// The container becomes `distance` without touching the sheet (an adaptive run resizes it).
  mutating func setDistance(_ distance: Double, at time: Double) {
    motion.resize(to: distance, at: time)
    offset = 0
  }

  /// A finger grabs the sheet at `time`: the height it shows, which the drag starts from.
  mutating func grab(at time: Double, sheet: DetentSheet) -> Double? {
    guard offset != 0 else { return nil }
    let height = shown(sheet.sample(at: time), at: time).height
    offset = 0
    return height
  }
}

extension ScenarioAction {
  /// A `resize` in a presentation scenario: the coordinator's distance from now on (pans scrub by
  /// it); transitions in flight keep their progress, which now spans the new distance.
  func resize(_ coordinator: TransitionCoordinator) {
    guard case .resize(let distance, _) = self else { return }
    coordinator.configuration.distance = distance
  }
}
