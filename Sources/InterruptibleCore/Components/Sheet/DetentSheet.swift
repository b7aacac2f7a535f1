/// The model behind ``DetentSheetViewController`` and `interruptibleSheet`; an app meets it through
/// ``Report``, what ``InterruptibleSheetMotion/reports`` delivers (its deciding API is the package's).
///
/// The decisions of a sheet that rests at detents: it follows the finger between the smallest and the
/// largest detent, rubber-bands beyond them, projects a release onto the nearest detent (or
/// dismissal), settles with a spring fitted to the release velocity, and can be grabbed or
/// re-targeted mid-settle without a jump in position or velocity.
///
/// Heights are the sheet's visible height in points (up is positive). Pan translations and velocities
/// are measured **downward** (UIKit's y): positive moves the sheet toward dismissal. Time is seconds on
/// the caller's clock (the shell's media time, the simulator's manual clock).
///
/// ```swift
/// var sheet = DetentSheet(configuration: .init(detents: [.fraction(0.3, id: "peek"), .large]), container: 800)
/// sheet.present(at: 0)                         // settles at peek (240 pt) by 0.5 s
/// _ = sheet.update(at: 0.5)                    // [.settled(0), .detentChanged(0)]
/// sheet.dragBegan(at: 1)
/// sheet.dragChanged(translation: -100, at: 1.05)   // 340 pt, following the finger
/// _ = sheet.dragEnded(velocity: -1500, at: 1.05)   // projected 340 + 748.5 = 1 088.5 → large
/// ```
///
/// Events: `Event/settled(detent:)` once per settle that reaches its end, `Event/detentChanged(detent:)`
/// once when that detent differs from the one the sheet last rested at (play the haptic then),
/// `Event/dismissed` once when a dismissal settle ends. A settle that is grabbed or re-targeted
/// reports nothing. Calls out of order (a drag change without a drag, a release while resting) are
/// ignored; non-finite times, translations and velocities count as the last valid time, 0 and 0.
/// Times beyond ±1e9 s count as the last valid time, as NaN does (a half-second settle would
/// vanish in the rounding there, and the sheet would jump at the call).
public struct DetentSheet: Sendable {
  /// What happened.
  package enum Event: Sendable, Hashable {
    /// A settle reached its end at the detent at this index.
    case settled(detent: Int)
    /// The sheet came to rest at a detent other than the one it rested at before.
    case detentChanged(detent: Int)
    /// A dismissal settle reached height 0.
    case dismissed
  }

  /// What the sheet is doing.
  package enum Phase: Sendable, Hashable {
    /// Not on screen.
    case hidden
    /// At rest at the detent at this index.
    case resting(Int)
    /// Moving by itself toward a target.
    case settling
    /// Following a finger.
    case dragging
  }

  /// The configuration (its detents change with ``setDetents(_:at:)``).
  package internal(set) var configuration: DetentSheetConfiguration
  /// The detents resolved in the current container.
  package internal(set) var layout: SheetDetentLayout
  /// What the sheet is doing.
  package internal(set) var phase = Phase.hidden
  /// The detent the sheet rests at or is heading to (nil while hidden or heading to dismissal).
  package internal(set) var detentIndex: Int?
  var restedIndex: Int?
  package var settle: SheetSettle?
  var drag = SheetDrag()
  var restingHeight = 0.0
  var lastTime = 0.0
  var contentHeight: Double?
  /// The detent the sheet is at (and the one it rested at) while a resize left the layout without
  /// them (a keyboard covering the container): the next resize that has them goes back to them.
  var displacedDetent: SheetDetent.Identifier?
  var displacedRest: SheetDetent.Identifier?
  /// Reports, their switch, resistance and the override (see ``SheetObservation``).
  var observation: SheetObservation?

  /// A hidden sheet with `configuration` in a container `container` points tall.
  package init(configuration: DetentSheetConfiguration, container: Double, contentHeight: Double? = nil) {
    self.configuration = configuration
    self.contentHeight = contentHeight
    layout = SheetDetentLayout(configuration.detents, container: container, contentHeight: contentHeight)
  }

  /// The dimension rubber-banding uses: the container's height.
  package var container: Double { layout.container }

  /// The visible height at `time`.
  package func height(at time: Double) -> Double { sample(at: time).height }

  /// The visible height and its velocity (points per second, up positive) at `time`.
  package func sample(at time: Double) -> (height: Double, velocity: Double) {
    switch phase {
    case .hidden: return (0, 0)
    case .resting: return (restingHeight, 0)
    case .dragging: return (drag.height, drag.velocity)
    case .settling: return settle?.sample(at: validTime(time)) ?? (restingHeight, 0)
    }
  }

  /// The settle's time fraction at `time` (0 when not settling).
  package func settleFraction(at time: Double) -> Double {
    guard case .settling = phase, let settle else { return 0 }
    return settle.fraction(at: validTime(time))
  }

  /// Whether the current settle moves down (toward dismissal).
  package var isMovingDown: Bool { settle.map { $0.to < $0.from } ?? false }

  /// Presents: settles from 0 to the detent at `index` (clamped to the layout; the smallest by
  /// default). Ignored unless hidden.
  package mutating func present(toDetent index: Int = 0, at time: Double) {
    guard case .hidden = phase else { return }
    let index = min(max(index, 0), layout.heights.count - 1)
    startSettle(from: 0, velocity: 0, target: .detent(index), at: time)
  }

  /// Moves to the detent at `index` from wherever the sheet is, keeping its current velocity (a move
  /// in flight turns around smoothly). Ignored while hidden or dragging, or for an index outside the
  /// layout.
  package mutating func move(toDetent index: Int, at time: Double) {
    guard layout.heights.indices.contains(index) else { return }
    switch phase {
    case .hidden, .dragging: return
    case .resting, .settling:
      let now = sample(at: time)
      startSettle(from: now.height, velocity: now.velocity, target: .detent(index), at: time)
    }
  }

  /// Dismisses from wherever the sheet is, keeping its velocity. Ignored while hidden or dragging.
  package mutating func dismiss(at time: Double) {
    switch phase {
    case .hidden, .dragging: return
    case .resting, .settling:
      let now = sample(at: time)
      startSettle(from: now.height, velocity: now.velocity, target: .dismiss, at: time)
    }
  }

  /// A finger grabbed the sheet: it stops where it is shown, with no jump in position; from then on
  /// its velocity is the finger's. `shownHeight` is the
  /// height the platform actually shows (a paused animator's presentation layer); when given and
  /// finite it wins over the model's estimate, as the platform's fraction does for transitions.
  /// Ignored while hidden.
  package mutating func dragBegan(at time: Double, shownHeight: Double? = nil) {
    guard phase != .hidden, phase != .dragging else { return }
    let now = sample(at: time)
    let height = shownHeight.flatMap { $0.isFinite ? followedHeight($0) : nil } ?? now.height
    settle = nil
    // The finger holds it: its velocity is the finger's from now on (0 until the finger moves), as a
    // paused transition's is (MD02) and as the timeline reports a drag.
    drag = SheetDrag(origin: height, time: record(time), velocity: 0)
    phase = .dragging
    reportMotion(nil)
  }

  /// When the current settle ends (nil when not settling).
  package var settleEndTime: Double? {
    guard case .settling = phase, let settle else { return nil }
    return settle.endTime
  }

  /// The finger moved `translation` points downward from where the drag began: the sheet follows,
  /// rubber-banding past the largest detent (and below the smallest when not dismissible).
  package mutating func dragChanged(translation: Double, at time: Double) {
    guard case .dragging = phase else { return }
    let raw = drag.origin - (translation.isFinite ? translation : 0)
    drag.raw = raw
    drag.move(to: followedHeight(raw), at: record(time))
  }

  /// The finger let go moving at `velocity` points per second downward: the sheet settles at the
  /// detent the projection chooses, or dismisses; ``targetOverride`` may choose another target, and
  /// a sheet that is modal in presentation springs back instead of dismissing (see
  /// ``isModalInPresentation``). Returns the projection's decision (nil when not dragging).
  @discardableResult
  package mutating func dragEnded(velocity: Double, at time: Double) -> DetentReleaseDecision? {
    guard case .dragging = phase else { return nil }
    let decision = DetentReleaseDecision(
      height: drag.height, velocity: velocity, layout: layout, isDismissible: configuration.isDismissible,
      decelerationRate: configuration.decelerationRate,
      allowsSkippingDetents: configuration.allowsSkippingDetents)
    let target = steeredTarget(decision)
    startSettle(from: drag.height, velocity: decision.heightVelocity, target: target, at: time)
    return decision
  }

  /// Advances to `time`: a settle that reached its end comes to rest and reports its events.
  package mutating func update(at time: Double) -> [Event] {
    let time = record(time)
    guard case .settling = phase, let settle, settle.isFinished(at: time) else { return [] }
    self.settle = nil
    switch settle.target {
    case .dismiss:
      phase = .hidden
      detentIndex = nil
      restedIndex = nil
      restingHeight = 0
      return [.dismissed]
    case .detent(let index):
      phase = .resting(index)
      restingHeight = layout.heights[index]
      let changed = restedIndex != index
      restedIndex = index
      return changed ? [.settled(detent: index), .detentChanged(detent: index)] : [.settled(detent: index)]
    }
  }

  /// Settles from `height` at `velocity` to `target` over `duration` (the configured settle duration
  /// when nil).
  mutating func startSettle(
    from height: Double, velocity: Double, target: DetentSheet.Target, at time: Double,
    duration: Double? = nil
  ) {
    let goal: Double
    switch target {
    case .dismiss: goal = 0
    case .detent(let index): goal = layout.heights[index]
    }
    if case .detent(let index) = target { detentIndex = index } else { detentIndex = nil }
    displacedDetent = nil
    displacedRest = nil
    settle = SheetSettle(
      from: height, to: goal, velocity: velocity.isFinite ? velocity : 0, start: record(time), target: target,
      configuration: configuration, duration: duration)
    phase = .settling
    reportMotion(target)
  }

  var restedIndexIdentifier: SheetDetent.Identifier? { restedIndex.map { layout.identifiers[$0] } }

  /// After a resize: the detent (and the one last rested at) by their new indices; a resting sheet
  /// jumps to its detent's new height, a settle heads to it from where it is and keeps its end time
  /// (its spring fitted to the time left, see ``changeForm(detentContainer:at:)``).
  mutating func reassign(detent index: Int?, rested: Int?, at time: Double) {
    restedIndex = rested
    switch phase {
    case .hidden, .dragging:
      detentIndex = index
    case .resting:
      let target = index ?? 0
      detentIndex = target
      phase = .resting(target)
      let moved = restingHeight != layout.heights[target]
      restingHeight = layout.heights[target]
      if moved { reportMotion(nil) }
    case .settling:
      let now = sample(at: time)
      let timeLeft = settleEndTime.map { max($0 - validTime(time), 0) }
      let target: DetentSheet.Target = index.map { .detent($0) } ?? .dismiss
      startSettle(
        from: min(now.height, layout.container), velocity: now.velocity, target: target, at: time,
        duration: timeLeft)
    }
  }

  /// `time` if valid (within ±1e9 s, see `CallTime`; remembered as the last valid time), else the
  /// last valid time.
  mutating func record(_ time: Double) -> Double {
    if CallTime.isValid(time) { lastTime = time }
    return lastTime
  }

  /// `time` if valid, else the last valid time (nothing is recorded).
  func validTime(_ time: Double) -> Double { CallTime.isValid(time) ? time : lastTime }
}
