/// The timing of an animator run: a cubic curve or a spring, as `UITimingCurveProvider` offers.
///
/// ```swift
/// let timing = TimingParameters.spring(.init(dampingRatio: 0.8))
/// let curve = TimingParameters.cubic(.easeInOut)
/// ```
public enum TimingParameters: Sendable, Hashable {
  /// A cubic Bézier curve over the run's duration (`UICubicTimingParameters`).
  case cubic(CubicBezierCurve)
  /// A spring (`UISpringTimingParameters`).
  case spring(SpringTimingParameters)

  /// Linear timing.
  public static let linear = TimingParameters.cubic(.linear)
  /// The default of `UIView` block animations, easeInOut (TC01).
  public static let easeInOut = TimingParameters.cubic(.easeInOut)

  /// Whether the run length comes from the spring itself rather than the animator's duration
  /// (SP02, SP05).
  public var hasImplicitDuration: Bool {
    if case .spring(let spring) = self { return spring.hasImplicitDuration }
    return false
  }
}

/// Spring timing in each of UIKit's parameterisations (`UISpringTimingParameters`).
///
/// ```swift
/// SpringTimingParameters(dampingRatio: 0.75)                              // fitted to the duration
/// SpringTimingParameters(mass: 1, stiffness: 300, damping: 30)            // implicit duration
/// SpringTimingParameters(duration: 0.5, bounce: 0.2)                      // implicit duration
/// ```
///
/// `initialVelocity` is the starting velocity normalised by the remaining distance (SP09): a value
/// moving at 1200 pt/s with 450 pt left to go has an initial velocity of 2.667.
public struct SpringTimingParameters: Sendable, Hashable {
  /// How the spring was described.
  public enum Description: Sendable, Hashable {
    /// A damping ratio; stiffness is fitted so the spring settles in the run's duration (SP03).
    case dampingRatio(Double)
    /// Physical constants; the run lasts the spring's settling duration (SP02).
    case physical(SpringParameters)
  }

  /// How the spring was described.
  public let description: Description
  /// The initial velocity normalised by the remaining distance (SP09). Non-finite values become 0;
  /// others are clamped to ``initialVelocityRange``.
  public let initialVelocity: Double

  /// The initial velocities the library accepts, in travel units per second: a finger at the
  /// 20 000 pt/s release limit over a 20 pt travel is 1000. Values outside are clamped to it.
  public static let initialVelocityRange: ClosedRange<Double> = -1000...1000

  /// `UISpringTimingParameters()`: damping ratio 4.56, which fitting clamps to critical (SP04).
  public init() { self.init(dampingRatio: 4.56) }

  /// A spring with `dampingRatio` that settles in the animator's duration (SP03). A non-finite ratio
  /// becomes 1 (critically damped); ratios outside `[1.19e-7, 1]` are clamped when fitted (SP07).
  public init(dampingRatio: Double, initialVelocity: Double = 0) {
    description = .dampingRatio(dampingRatio.isFinite ? dampingRatio : 1)
    self.initialVelocity = Self.usableVelocity(initialVelocity)
  }

  /// A spring from mass, stiffness and damping; the animator's duration is ignored (SP02).
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.init(
      SpringParameters(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
  }

  /// iOS 17's `init(duration:bounce:initialVelocity:)`, treated as an implicit-duration spring
  /// (SP05).
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
    self.init(SpringParameters(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// A spring with the given physical constants.
  public init(_ parameters: SpringParameters, initialVelocity: Double = 0) {
    description = .physical(parameters)
    self.initialVelocity = Self.usableVelocity(initialVelocity)
  }

  /// 0 for a non-finite velocity; others clamped to ``initialVelocityRange``.
  static func usableVelocity(_ velocity: Double) -> Double {
    let range = initialVelocityRange
    return velocity.isFinite ? min(max(velocity, range.lowerBound), range.upperBound) : 0
  }

  /// Whether the run length is the spring's own settling duration.
  public var hasImplicitDuration: Bool {
    if case .physical = description { return true }
    return false
  }

  /// The same spring with another initial velocity.
  public func withInitialVelocity(_ velocity: Double) -> SpringTimingParameters {
    switch description {
    case .dampingRatio(let ratio):
      return SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)
    case .physical(let parameters): return SpringTimingParameters(parameters, initialVelocity: velocity)
    }
  }

  /// The physical spring used for a run of `duration` seconds (ignored for implicit springs).
  public func resolved(duration: Double) -> SpringParameters {
    switch description {
    case .dampingRatio(let ratio):
      return .fitted(dampingRatio: ratio, duration: duration, initialVelocity: initialVelocity)
    case .physical(let parameters):
      return parameters
    }
  }
}
