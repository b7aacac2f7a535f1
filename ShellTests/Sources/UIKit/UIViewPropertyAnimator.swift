internal import StandInModel

public enum UIViewAnimatingState: Int, Sendable {
  case inactive = 0
  case active = 1
  case stopped = 2
}
public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
  case current = 2
}

/// UIKit's animating protocols.
@MainActor
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// A timing curve provider: cubic or spring parameters.
@MainActor
public protocol UITimingCurveProvider: AnyObject {}

/// The model's parameters behind a provider.
@MainActor
protocol TimingSource {
  var timingParameters: TimingParameters { get }
  /// The timing of a position's vertical component, when it differs (a spring's 2-D velocity).
  var verticalTimingParameters: TimingParameters? { get }
}

extension TimingSource {
  var verticalTimingParameters: TimingParameters? { nil }
}

/// UIKit's animation curves: an Objective-C enumeration, so any raw value makes one (KB02: the
/// keyboard's 7, outside the named cases, is a valid curve).
public struct UIViewAnimationCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init?(rawValue: Int) { self.rawValue = rawValue }
  private init(_ rawValue: Int) { self.rawValue = rawValue }
  public static let easeInOut = UIViewAnimationCurve(0)
  public static let easeIn = UIViewAnimationCurve(1)
  public static let easeOut = UIViewAnimationCurve(2)
  public static let linear = UIViewAnimationCurve(3)
}

/// KB07: the keyboard's curve 7, as the stand-in runs it: UIKit documents no shape for it; reports
/// measure it as close to the cubic Bézier (0.38, 0.7) (0.125, 1) over the posted duration.
let keyboardCurve = CubicBezierCurve(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)

public final class UICubicTimingParameters: UITimingCurveProvider, TimingSource {
  let timingParameters: TimingParameters
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    timingParameters = .cubic(
      CubicBezierCurve(
        x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x),
        y2: Double(controlPoint2.y)))
  }
  public init(animationCurve: UIViewAnimationCurve) {
    switch animationCurve.rawValue {
    case 1: timingParameters = .cubic(.easeIn)
    case 2: timingParameters = .cubic(.easeOut)
    case 3: timingParameters = .cubic(.linear)
    case 7: timingParameters = .cubic(keyboardCurve)  // KB07
    default: timingParameters = .cubic(.easeInOut)
    }
  }
  public convenience init() { self.init(animationCurve: .easeInOut) }
}

/// A spring. UIKit takes the initial velocity "as a two-dimensional vector to accommodate view
/// movements": a position (`center`) moves horizontally with `dx` and vertically with `dy`; every
/// other property, and the animator's own progress, uses `dx`.
public final class UISpringTimingParameters: UITimingCurveProvider, TimingSource {
  let timingParameters: TimingParameters
  private(set) var verticalTimingParameters: TimingParameters?
  public init(dampingRatio: CGFloat, initialVelocity: CGVector) {
    timingParameters = .spring(
      SpringTimingParameters(dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity.dx)))
    if initialVelocity.dy != initialVelocity.dx {
      verticalTimingParameters = .spring(
        SpringTimingParameters(
          dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity.dy)))
    }
  }
  public convenience init(dampingRatio: CGFloat) {
    self.init(dampingRatio: dampingRatio, initialVelocity: .zero)
  }
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
    timingParameters = .spring(
      SpringTimingParameters(
        mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
        initialVelocity: Double(initialVelocity.dx)))
    if initialVelocity.dy != initialVelocity.dx {
      verticalTimingParameters = .spring(
        SpringTimingParameters(
          mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
          initialVelocity: Double(initialVelocity.dy)))
    }
  }
  public init() { timingParameters = .spring(SpringTimingParameters()) }
}

/// A property animator run by the project's reference model of UIKit's animator on the world's clock.
/// Every call the model refuses is recorded as the exception UIKit would raise.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  let model: AnimatorModel
  /// The vertical component of positions, for a spring whose 2-D velocity differs per axis: run in
  /// step with ``model`` (same calls), on its own timing.
  let verticalModel: AnimatorModel?
  private var pendingBlocks: [(block: () -> Void, delay: CGFloat)] = []
  private var animated: [(view: UIView, property: AnimatedProperty)] = []

  public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    model = AnimatorModel(
      duration: duration, timing: (parameters as? TimingSource)?.timingParameters ?? .easeInOut,
      clock: StandInRuntime.shared.clock)
    verticalModel = (parameters as? TimingSource)?.verticalTimingParameters.map {
      AnimatorModel(duration: duration, timing: $0, clock: StandInRuntime.shared.clock)
    }
    super.init()
    StandInRuntime.shared.animators.append(WeakAnimator(value: self))
    model.errorHandler = { error in StandInRuntime.shared.raise("UIViewPropertyAnimator: \(error)") }
    verticalModel?.errorHandler = { error in
      StandInRuntime.shared.raise("UIViewPropertyAnimator (vertical component): \(error)")
    }
    model.addCompletion { [weak self] position in
      guard let self else { return }
      self.settleViews(at: position)
      StandInRuntime.shared.release(self)
    }
  }
  public convenience init(
    duration: TimeInterval, curve: UIViewAnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }
  public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: dampingRatio))
    if let animations { addAnimations(animations) }
  }

  public var state: UIViewAnimatingState {
    switch model.state {
    case .inactive: return .inactive
    case .active: return .active
    case .stopped: return .stopped
    }
  }
  public var isRunning: Bool { model.isRunning }
  public var isReversed: Bool {
    get { model.isReversed }
    set {
      model.isReversed = newValue
      verticalModel?.isReversed = newValue
    }
  }
  public var fractionComplete: CGFloat {
    get { model.fractionComplete }
    set {
      if model.state == .inactive { runPendingBlocks(beforeStart: true) }
      model.fractionComplete = newValue
      verticalModel?.fractionComplete = newValue
      becameActive()
    }
  }
  public var isInterruptible: Bool { model.isInterruptible }
  public var scrubsLinearly: Bool {
    get { model.scrubsLinearly }
    set {
      model.scrubsLinearly = newValue
      verticalModel?.scrubsLinearly = newValue
    }
  }
  public var pausesOnCompletion: Bool {
    get { model.pausesOnCompletion }
    set {
      model.pausesOnCompletion = newValue
      verticalModel?.pausesOnCompletion = newValue
    }
  }
  public var isUserInteractionEnabled: Bool {
    get { model.isUserInteractionEnabled }
    set { model.isUserInteractionEnabled = newValue }
  }
  public var isManualHitTestingEnabled: Bool {
    get { model.isManualHitTestingEnabled }
    set { model.isManualHitTestingEnabled = newValue }
  }
  public var duration: TimeInterval { model.duration }

  public func startAnimation() {
    // The blocks given before the start move with the animator's own timing from its start (its
    // spring's initial velocity included), not as blocks joining a run; the same for the other
    // calls that make an inactive animator active (a delayed start, a pause, a fraction set).
    if model.state == .inactive { runPendingBlocks(beforeStart: true) }
    model.startAnimation()
    verticalModel?.startAnimation()
    becameActive()
  }
  public func startAnimation(afterDelay delay: TimeInterval) {
    if model.state == .inactive { runPendingBlocks(beforeStart: true) }
    model.startAnimation(afterDelay: delay)
    verticalModel?.startAnimation(afterDelay: delay)
    becameActive()
  }
  public func pauseAnimation() {
    if model.state == .inactive { runPendingBlocks(beforeStart: true) }
    model.pauseAnimation()
    verticalModel?.pauseAnimation()
    becameActive()
  }
  public func stopAnimation(_ withoutFinishing: Bool) {
    let wasActive = model.state == .active
    model.stopAnimation(withoutFinishing)
    verticalModel?.stopAnimation(withoutFinishing)
    // The views stay where they are shown (UIKit's documented stop).
    if wasActive, model.state != .active { freezeViews() }
    if model.state == .inactive { StandInRuntime.shared.release(self) }
  }

  /// An active animator is kept alive by the system until it finishes, as Core Animation keeps
  /// UIKit's (a local animator started and forgotten still runs to its end).
  private func becameActive() {
    if model.state == .active { StandInRuntime.shared.retain(self) }
    runPendingBlocks()
  }
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    verticalModel?.finishAnimation(at: AnimatorPosition(rawValue: finalPosition.rawValue) ?? .current)
    model.finishAnimation(at: AnimatorPosition(rawValue: finalPosition.rawValue) ?? .current)
  }
  public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard model.state != .stopped else {
      StandInRuntime.shared.raise("UIViewPropertyAnimator: addAnimations in stopped state")
      return
    }
    if model.state == .inactive {
      pendingBlocks.append((animation, delayFactor))
    } else {
      run(animation, delayFactor: delayFactor)
    }
  }
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    model.addCompletion { position in
      completion(UIViewAnimatingPosition(rawValue: position.rawValue) ?? .current)
    }
  }
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    let source = parameters as? TimingSource
    verticalModel?.continueAnimation(
      withTimingParameters: source?.verticalTimingParameters ?? source?.timingParameters,
      durationFactor: Double(durationFactor))
    model.continueAnimation(
      withTimingParameters: source?.timingParameters, durationFactor: Double(durationFactor))
  }

  // MARK: Views

  private func runPendingBlocks(beforeStart: Bool = false) {
    guard model.state == .active || beforeStart else { return }
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for (block, delay) in blocks { run(block, delayFactor: delay) }
  }

  /// Runs an animation block, recording the properties it changes as animations of one track.
  private func run(_ block: () -> Void, delayFactor: CGFloat) {
    let capture = AnimationCapture()
    let saved = AnimationCapture.current
    AnimationCapture.current = capture
    block()
    AnimationCapture.current = saved
    guard !capture.changes.isEmpty,
      let track = model.addAnimations(from: 0, to: 1, delayFactor: Double(delayFactor))
    else { return }
    let verticalTrack = verticalModel?.addAnimations(from: 0, to: 1, delayFactor: Double(delayFactor))
    // A block joining this animator again takes a property over from what is shown, on its own
    // track (AA05); within one block only the first change of a property counts (its value before
    // the block).
    var seen: [(view: UIView, property: AnimatedProperty)] = []
    for change in capture.changes
    where !seen.contains(where: { $0.view === change.view && $0.property == change.property }) {
      seen.append((change.view, change.property))
      if change.view.animations[change.property]?.animator !== self {
        animated.append((change.view, change.property))
      }
      change.view.animations[change.property] = PropertyAnimation(
        from: change.from, animator: self, track: track,
        verticalTrack: change.property == .center ? verticalTrack : nil)
    }
  }

  /// At the end, the views take the values of `position` (UIKit sets the model values).
  private func settleViews(at position: AnimatorPosition) {
    for (view, property) in animated {
      guard let animation = view.animations[property], animation.animator === self else { continue }
      switch position {
      // At the start: what the last block shows there (its `from`, or its target when it joined
      // while the animator ran back to the start).
      case .start: view.setModelValue(animation.fraction == 1 ? view.modelValue(property) : animation.from)
      case .current: view.setModelValue(view.presentationValue(property))
      case .end: break
      }
      view.animations[property] = nil
    }
    animated.removeAll()
  }

  private func freezeViews() {
    for (view, property) in animated where view.animations[property]?.animator === self {
      view.setModelValue(view.presentationValue(property))
      view.animations[property] = nil
    }
    animated.removeAll()
  }
}

struct WeakAnimator {
  weak var value: UIViewPropertyAnimator?
}
