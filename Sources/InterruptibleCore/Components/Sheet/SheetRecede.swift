/// How far a sheet below the top one has receded: scaled back about its top edge, its top edge
/// raised, its corners rounded, and dimmed by the sheets above it.
///
/// A level's recede is a pure function of its **depth**: the sum of the presentation progress of
/// every level above it (each 0…1, see ``SheetStack/progress(of:atHeight:)``). Scale, offset and
/// corner radius are affine in the depth (up to ``DetentSheetConfiguration/RecedeStyle/minimumScale``), and each level's
/// progress is affine in its height, so while only the top sheet moves, the recede of every level
/// below is affine in the top sheet's height: a drag scrubs it continuously, and a
/// `UIViewPropertyAnimator` that moves the top sheet moves the recede on the same spring, with the
/// same velocity at a release.
///
/// ```swift
/// let style = DetentSheetConfiguration.RecedeStyle()
/// let recede = SheetRecede(depth: 1, style: style)
/// recede.scale            // 0.92
/// recede.verticalOffset   // -10 (the top edge 10 pt higher)
/// recede.cornerRadius     // 10
/// ```
package struct SheetRecede: Sendable, Hashable {
  /// The scale about the level's top edge, 1 when nothing covers it.
  package var scale: Double
  /// How far the level's top edge moves, in points (negative: up).
  package var verticalOffset: Double
  /// The corner radius the level's top corners take on (0 up to the style's radius).
  package var cornerRadius: Double
  /// The alpha of the dimming the levels above lay over this one, 0…1.
  package var dimming: Double

  /// Nothing above: no recede.
  package static let none = SheetRecede(scale: 1, verticalOffset: 0, cornerRadius: 0, dimming: 0)

  package init(scale: Double, verticalOffset: Double, cornerRadius: Double, dimming: Double) {
    self.scale = scale
    self.verticalOffset = verticalOffset
    self.cornerRadius = cornerRadius
    self.dimming = dimming
  }

  /// The recede at `depth` (levels' worth of sheets above, clamped to 0…``DetentSheetConfiguration/RecedeStyle/maximumDepth``;
  /// NaN counts as 0) with the dimming `dimming` (clamped to 0…1, NaN as 0).
  package init(depth: Double, dimming: Double = 0, style: DetentSheetConfiguration.RecedeStyle) {
    let depth = depth.isNaN ? 0 : min(max(depth, 0), DetentSheetConfiguration.RecedeStyle.maximumDepth)
    let shrink = 1 - style.scalePerLevel
    scale = max(1 - shrink * depth, style.minimumScale)
    verticalOffset = -style.offsetPerLevel * depth
    cornerRadius = style.cornerRadius * min(depth, 1)
    self.dimming = dimming.isNaN ? 0 : min(max(dimming, 0), 1)
  }

  /// The vertical translation that, with ``scale`` about the centre of a level `height` points tall
  /// (a view's transform), puts its top edge ``verticalOffset`` from where it was: `-(1 − scale) ·
  /// height / 2 + verticalOffset`. A non-finite or negative height counts as 0.
  package func translation(forHeight height: Double) -> Double {
    let height = height.isFinite ? max(height, 0) : 0
    return -(1 - scale) * height / 2 + verticalOffset
  }
}

extension DetentSheetConfiguration {
  /// The look of a stack of sheets: how much each level below the top one recedes per sheet above
  /// it.
  ///
  /// Apple publishes no numbers for the recede of `UIModalPresentationStyle.pageSheet`; the defaults
  /// are chosen to look like it on an iPhone: a level scales to 0.92 per sheet above it, its top edge
  /// rises 10 pt, its top corners round to 10 pt.
  ///
  /// Bad input: a non-finite or out-of-range value is clamped: ``scalePerLevel`` to 0.5…1 (NaN: 0.92),
  /// ``minimumScale`` to 0.1…1 (NaN: 0.8), ``offsetPerLevel`` and ``cornerRadius`` to 0…100 (NaN: 10).
  public struct RecedeStyle: Sendable, Hashable {
    /// The scale a level takes per fully presented sheet above it (0.92 by default).
    public var scalePerLevel: Double {
      didSet { scalePerLevel = Self.clamp(scalePerLevel, 0.5...1, nan: 0.92) }
    }
    /// The smallest scale a level takes, however many sheets are above it (0.8 by default).
    public var minimumScale: Double {
      didSet { minimumScale = Self.clamp(minimumScale, 0.1...1, nan: 0.8) }
    }
    /// How far a level's top edge rises per fully presented sheet above it, in points (10 by default).
    public var offsetPerLevel: Double {
      didSet { offsetPerLevel = Self.clamp(offsetPerLevel, 0...100, nan: 10) }
    }
    /// The corner radius a level's top corners take once a sheet above it is fully presented (10 pt by
    /// default).
    public var cornerRadius: Double {
      didSet { cornerRadius = Self.clamp(cornerRadius, 0...100, nan: 10) }
    }

    /// A style with the values above (the defaults look like UIKit's page sheets).
    public init(
      scalePerLevel: Double = 0.92, minimumScale: Double = 0.8, offsetPerLevel: Double = 10,
      cornerRadius: Double = 10
    ) {
      self.scalePerLevel = Self.clamp(scalePerLevel, 0.5...1, nan: 0.92)
      self.minimumScale = Self.clamp(minimumScale, 0.1...1, nan: 0.8)
      self.offsetPerLevel = Self.clamp(offsetPerLevel, 0...100, nan: 10)
      self.cornerRadius = Self.clamp(cornerRadius, 0...100, nan: 10)
    }

    /// The deepest a level counts as receding (more sheets above it recede it no further): 8 levels.
    static let maximumDepth = 8.0

    private static func clamp(_ value: Double, _ range: ClosedRange<Double>, nan: Double) -> Double {
      value.isNaN ? nan : min(max(value, range.lowerBound), range.upperBound)
    }
  }
}
