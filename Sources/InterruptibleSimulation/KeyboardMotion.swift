import InterruptibleCore

/// The keyboard of a detent or stack run and the container it shares with the sheets.
///
/// The keyboard's shown height moves from where it is to its new height over the event's duration
/// with an ease-in-out curve; a keyboard taller than the distance covers all of it. With
/// `"keyboard": "follow"` the sheets' detents resolve in the space above the keyboard's final height.
struct KeyboardMotion {
  /// The container's height.
  private(set) var distance: Double
  /// Whether the sheets' detents resolve above the keyboard (`"keyboard": "follow"`).
  let followsKeyboard: Bool
  /// The keyboard's shown height when its current move started.
  private(set) var from = 0.0
  /// The keyboard's height at the end of its current move.
  private(set) var target = 0.0
  private var start = 0.0
  private var duration = 0.0

  init(distance: Double, followsKeyboard: Bool) {
    self.distance = distance
    self.followsKeyboard = followsKeyboard
  }

  /// How far the keyboard's move is at `time`: 0 at its start, 1 at its end, and its rate.
  func eased(_ time: Double) -> (value: Double, slope: Double) {
    guard duration > 0 else { return (1, 0) }
    let u = min(max((time - start) / duration, 0), 1)
    let (value, slope) = CubicBezierCurve.easeInOut.progressAndSlope(at: u)
    return (value, u < 1 ? slope / duration : 0)
  }

  /// The keyboard's shown height at `time`, in points.
  func keyboard(at time: Double) -> Double {
    min(from + (target - from) * eased(time).value, distance)
  }

  /// The height the sheets' detents resolve in.
  var sheetContainer: Double { followsKeyboard ? max(distance - min(target, distance), 0) : distance }

  /// `height` as the timeline's progress: over the space above the keyboard when following. A space
  /// below 1 pt counts as 1 pt, the smallest container ``SheetDetentLayout`` resolves detents in, so
  /// a resting sheet never reads more than 1; no space at all reads 0.
  func progress(_ height: Double, at time: Double) -> Double {
    let space = followsKeyboard ? distance - keyboard(at: time) : distance
    return space > 0 ? height / max(space, 1) : 0
  }

  /// The keyboard starts moving from where it is shown to `height` over `duration` at `time`.
  mutating func move(to height: Double, duration: Double, at time: Double) {
    from = keyboard(at: time)
    target = min(height, distance)
    start = time
    self.duration = duration
  }

  /// The container becomes `distance` at `time`; the keyboard stops where it is shown, within it.
  mutating func resize(to distance: Double, at time: Double) {
    from = min(keyboard(at: time), distance)
    self.distance = distance
    target = min(target, distance)
  }
}
