import InterruptibleCore

/// The keyboard and the container of a stack run, for every level at once: the rules of
/// ``DetentLayout`` applied to each level of the core's ``SheetStack``.
///
/// The keyboard's shown height eases from where it is to its new height over the event's duration.
/// With `"keyboard": "follow"` every level's detents are resolved in the space above the keyboard's
/// final height at once (``SheetStack/containerDidResize(_:at:)``), and what each level shows eases
/// from its old height to its new one with the keyboard; a level a finger holds keeps its top under
/// the finger (``SheetStack/rebaseDrag(level:toShownHeight:)``). Levels leaving with a middle
/// dismissal keep the heights they leave from. A `resize` changes every level's container at once.
struct StackLayout {
  private(set) var distance: Double
  let followsKeyboard: Bool
  private var from = 0.0
  private var target = 0.0
  private var start = 0.0
  private var duration = 0.0
  /// What each level (by id) showed above its model height when the keyboard started moving.
  private var offsets: [Int: Double] = [:]

  init(distance: Double, followsKeyboard: Bool) {
    self.distance = distance
    self.followsKeyboard = followsKeyboard
  }

  /// How far the keyboard's move is at `time`: 0 at its start, 1 at its end.
  private func eased(_ time: Double) -> (value: Double, slope: Double) {
    guard duration > 0 else { return (1, 0) }
    let u = min(max((time - start) / duration, 0), 1)
    let (value, slope) = CubicBezierCurve.easeInOut.progressAndSlope(at: u)
    return (value, u < 1 ? slope / duration : 0)
  }

  /// The keyboard's shown height at `time`, in points.
  func keyboard(at time: Double) -> Double {
    min(from + (target - from) * eased(time).value, distance)
  }

  /// The height every level's detents resolve in.
  var sheetContainer: Double { followsKeyboard ? max(distance - min(target, distance), 0) : distance }

  /// What the level `id` shows, from the stack's height and velocity for it at `time`.
  func shown(level id: Int, height: Double, velocity: Double, at time: Double) -> (
    height: Double, velocity: Double
  ) {
    guard let offset = offsets[id] else { return (height, velocity) }
    let (value, slope) = eased(time)
    return (height + offset * (1 - value), velocity - offset * slope)
  }

  /// `height` as the timeline's progress: over the space above the keyboard when following (at
  /// least 1 pt; 0 with no space at all), as ``DetentLayout/progress(_:at:)``.
  func progress(_ height: Double, at time: Double) -> Double {
    let space = followsKeyboard ? distance - keyboard(at: time) : distance
    return space > 0 ? height / max(space, 1) : 0
  }

  /// The keyboard starts moving to `height` over `duration` at `time`.
  mutating func keyboardChanges(to height: Double, duration: Double, at time: Double, stack: inout SheetStack)
  {
    let before = shownHeights(stack, at: time)
    from = keyboard(at: time)
    target = min(height, distance)
    start = time
    self.duration = duration
    offsets = [:]
    guard followsKeyboard else { return }
    stack.containerDidResize(sheetContainer, at: time)
    for level in stack.levels where level.leaving == nil {
      guard let shown = before[level.id] else { continue }
      if level.sheet.phase == .dragging {
        // The finger's level: its top stays under the finger while its bottom rides on the keyboard.
        stack.rebaseDrag(level: level.id, toShownHeight: shown + from - target)
      }
      guard let index = stack.index(of: level.id), stack.levels[index].sheet.phase != .hidden else {
        continue
      }
      offsets[level.id] = shown - stack.levels[index].sheet.height(at: time)
    }
  }

  /// The container becomes `distance` at `time`.
  mutating func resize(to distance: Double, at time: Double, stack: inout SheetStack) {
    let keyboard = keyboard(at: time)
    self.distance = distance
    from = min(keyboard, distance)
    target = min(target, distance)
    offsets = [:]
    stack.containerDidResize(sheetContainer, at: time)
  }

  /// A finger grabs the level `id` at `time`: the height it shows, which the drag starts from (nil
  /// when it shows its model height).
  mutating func grab(level id: Int, at time: Double, stack: SheetStack) -> Double? {
    guard let offset = offsets[id], offset != 0, let index = stack.index(of: id) else { return nil }
    let sample = stack.levels[index].sheet.sample(at: time)
    let height = shown(level: id, height: sample.height, velocity: sample.velocity, at: time).height
    offsets[id] = nil
    return height
  }

  /// Each level's shown height now, by id.
  private func shownHeights(_ stack: SheetStack, at time: Double) -> [Int: Double] {
    var heights: [Int: Double] = [:]
    for (index, level) in stack.levels.enumerated() {
      let height = stack.shownHeight(ofLevel: index, at: time)
      heights[level.id] = shown(level: level.id, height: height, velocity: 0, at: time).height
    }
    return heights
  }
}
