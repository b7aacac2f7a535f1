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
  /// The keyboard and the container.
  private var motion: KeyboardMotion
  /// What each level (by id) showed above its model height when the keyboard started moving.
  private var offsets: [Int: Double] = [:]

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

  /// The height every level's detents resolve in.
  var sheetContainer: Double { motion.sheetContainer }

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
  func progress(_ height: Double, at time: Double) -> Double { motion.progress(height, at: time) }

  /// The keyboard starts moving to `height` over `duration` at `time`.
  mutating func keyboardChanges(to height: Double, duration: Double, at time: Double, stack: inout SheetStack)
  {
    let before = shownHeights(stack, at: time)
    motion.move(to: height, duration: duration, at: time)
    offsets = [:]
    guard followsKeyboard else { return }
    stack.containerDidResize(sheetContainer, at: time)
    for level in stack.levels where level.leaving == nil {
      guard let shown = before[level.id] else { continue }
      if level.sheet.phase == .dragging {
        // The finger's level: its top stays under the finger while its bottom rides on the keyboard.
        stack.rebaseDrag(level: level.id, toShownHeight: shown + motion.from - motion.target)
      }
      guard let index = stack.index(of: level.id), stack.levels[index].sheet.phase != .hidden else {
        continue
      }
      offsets[level.id] = shown - stack.levels[index].sheet.height(at: time)
    }
  }

  /// The container becomes `distance` at `time`.
  mutating func resize(to distance: Double, at time: Double, stack: inout SheetStack) {
    motion.resize(to: distance, at: time)
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
