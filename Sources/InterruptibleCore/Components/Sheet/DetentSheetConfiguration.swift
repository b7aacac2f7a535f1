/// How a ``DetentSheet`` rests, moves and dims.
///
/// ```swift
/// var configuration = DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .medium, .large])
/// configuration.largestUndimmedDetent = "peek"   // dims only above the peek height
/// configuration.isDismissible = false              // rubber-bands below the smallest detent too
/// configuration.allowsSkippingDetents = false      // a throw moves one detent at most
/// ```
///
/// Bad input: a non-finite or non-positive settle duration becomes 0.5 s (durations are kept within
/// 0.05…10 s); a NaN damping ratio becomes 1; a dimming outside 0…1 is clamped.
public struct DetentSheetConfiguration: Sendable, Hashable {
  /// The detents, in any order (they are sorted by height).
  public var detents: [SheetDetent]
  /// Whether a release projected nearer to 0 than to the smallest detent dismisses the sheet. When
  /// false the sheet rubber-bands below the smallest detent as it does above the largest (saturating
  /// before its height reaches 0: it never shows a negative height).
  public var isDismissible: Bool
  /// Whether a fast throw may carry the sheet past the next detent (true by default: the nearest
  /// detent to the projected height wins). When false a release settles at one of the two detents
  /// around the height where it is let go, as FloatingPanel does by default; see
  /// `DetentReleaseDecision`.
  public var allowsSkippingDetents: Bool
  /// The deceleration that projects a release (a scroll view's normal rate by default).
  public var decelerationRate: DecelerationRate
  /// How long a settle lasts, in seconds (the fitted spring is within 0.1 % of its target by then; a
  /// settle whose spring is not, a bouncy or fast one, lasts until it is, at most an hour).
  public var settleDuration: Double {
    didSet { settleDuration = Self.usableDuration(settleDuration) }
  }
  /// The settle spring's damping ratio (1: no bounce).
  public var dampingRatio: Double
  /// The largest detent at which the content behind is not dimmed, like
  /// `largestUndimmedDetentIdentifier`; nil dims at every height.
  public var largestUndimmedDetent: SheetDetent.Identifier?
  /// The dimming view's alpha when fully dimmed.
  public var maximumDimming: Double {
    didSet { maximumDimming = maximumDimming.isNaN ? 0.4 : min(max(maximumDimming, 0), 1) }
  }

  /// A configuration with `detents` and the defaults above.
  public init(
    detents: [SheetDetent] = [.medium, .large], isDismissible: Bool = true,
    decelerationRate: DecelerationRate = .normal, settleDuration: Double = 0.5, dampingRatio: Double = 1,
    largestUndimmedDetent: SheetDetent.Identifier? = nil, maximumDimming: Double = 0.4,
    allowsSkippingDetents: Bool = true
  ) {
    self.allowsSkippingDetents = allowsSkippingDetents
    self.detents = detents
    self.isDismissible = isDismissible
    self.decelerationRate = decelerationRate
    self.settleDuration = Self.usableDuration(settleDuration)
    self.dampingRatio = dampingRatio.isNaN ? 1 : dampingRatio
    self.largestUndimmedDetent = largestUndimmedDetent
    self.maximumDimming = maximumDimming.isNaN ? 0.4 : min(max(maximumDimming, 0), 1)
  }

  private static func usableDuration(_ duration: Double) -> Double {
    duration.isFinite && duration > 0 ? min(max(duration, 0.05), 10) : 0.5
  }
}
