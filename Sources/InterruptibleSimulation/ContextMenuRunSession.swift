import Foundation
import InterruptibleCore

/// One press of a context-menu run: the core's decisions and the animators the shell would run.
final class ContextMenuRunSession {
  let id: Int
  var lift: ContextMenuLift
  /// The source's lift (and its return), nil with Reduce Motion and once the lift committed.
  var liftAnimator: AnimatorModel?
  /// The preview's and menu's growth (and their leaving), from the commit on.
  var overlay: AnimatorModel?
  /// The growth value in `overlay`.
  var growth: AnimatedValue?
  /// Where the core placed the preview and the menu, in the container at the commit (nil before).
  var placement: ContextMenuPlacement?
  /// The container's size at the commit.
  var placedIn: CGSize?
  /// Where the preview comes from at growth 0: the lifted source at the commit, the source at rest
  /// once a grown menu leaves (nil before the commit).
  var previewStart: CGRect?
  var completions = 0
  /// The highlighted row, as the highlight events set it (the shell highlights from them).
  var highlighted: Int?
  /// Whether the line after the session finished was written.
  var wroteLastSample = false

  init(id: Int, lift: ContextMenuLift) {
    self.id = id
    self.lift = lift
  }

  /// How far the preview and the menu have come out (0 before the commit).
  var growthNow: Double {
    guard let overlay, let growth else { return 0 }
    let value = overlay.value(of: growth)
    return value.isFinite ? value : 0
  }

  /// The lift's progress and speed: the core's while it lifts and once it committed, the return's
  /// animator while a cancelled lift turns back (0 once it is back or without an animator).
  func liftNow(at time: Double) -> (progress: Double, velocity: Double) {
    if lift.phase == .lifting || overlay != nil { return lift.liftProgress(at: time) }
    guard let animator = liftAnimator else { return (0, 0) }
    return (animator.progress, animator.velocity)
  }

  /// Where the menu shows, nil before the commit: shrunk to 0.2 toward its anchor at growth 0, its
  /// placed frame at growth 1 (only faded with Reduce Motion).
  func menuFrame(reducesMotion: Bool) -> CGRect? {
    guard overlay != nil, let placement else { return nil }
    let frame = placement.menuFrame
    guard !reducesMotion else { return frame }
    let g = growthNow
    let scale = 0.2 + 0.8 * g
    let anchor = placement.menuAnchor
    let midX = Double(anchor.x) + (Double(frame.midX) - Double(anchor.x)) * g
    let midY = Double(anchor.y) + (Double(frame.midY) - Double(anchor.y)) * g
    let width = Double(frame.width) * scale
    let height = Double(frame.height) * scale
    return CGRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
  }

  /// The preview's shown frame: the source scaled by the lift about its centre before the commit,
  /// then moving from `previewStart` to the lifted preview's frame (placed at once with Reduce
  /// Motion).
  func previewFrame(_ menu: ContextMenuScenario, scale: Double) -> CGRect {
    guard overlay != nil, let placement else {
      return ContextMenuLift.liftedFrame(of: menu.source, scale: scale)
    }
    guard !menu.reducesMotion else { return placement.previewFrame }
    let g = growthNow
    let start = previewStart ?? menu.source
    let target = placement.previewFrame
    func mix(_ a: CGFloat, _ b: CGFloat) -> Double { Double(a) + (Double(b) - Double(a)) * g }
    return CGRect(
      x: mix(start.minX, target.minX), y: mix(start.minY, target.minY),
      width: mix(start.width, target.width), height: mix(start.height, target.height))
  }

  /// The tick line at `time`.
  func sample(at time: Double, menu: ContextMenuScenario) -> ContextMenuSample {
    let (progress, velocity) = liftNow(at: time)
    let scale = lift.liftScale(progress: progress, reducesMotion: menu.reducesMotion)
    func values(_ rect: CGRect) -> [Double] {
      [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
    }
    return ContextMenuSample(
      time: time, session: id, phase: phaseName, lift: progress, liftVelocity: velocity, scale: scale,
      preview: values(previewFrame(menu, scale: scale)),
      menu: menuFrame(reducesMotion: menu.reducesMotion).map(values), growth: growthNow,
      highlighted: highlighted, outcome: lift.outcome?.name, completions: completions)
  }

  private var phaseName: String {
    switch lift.phase {
    case .idle: return "idle"
    case .lifting: return "lifting"
    case .open: return "open"
    case .leaving: return "leaving"
    case .finished: return "finished"
    }
  }
}
