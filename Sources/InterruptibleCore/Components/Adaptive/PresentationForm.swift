extension AdaptiveForm {
  /// The shape a presentation takes in its container: the core decides it from the container's size
  /// classes and an ``AdaptiveForm``, as UIKit adapts its own sheets and
  /// popovers.
  ///
  /// | Presentation | Compact width | Regular width, regular height | Compact height |
  /// | --- | --- | --- | --- |
  /// | Detent sheet, `.automatic` | ``sheet`` | ``floatingPanel(edge:)`` | ``edgeAttachedSheet`` |
  /// | Detent sheet, `.sheet` | ``sheet`` | ``sheet`` | ``sheet`` |
  /// | Detent sheet, `.floatingPanel` | ``sheet`` | ``floatingPanel(edge:)`` | ``floatingPanel(edge:)`` (regular width) |
  /// | Card, `.automatic` | ``card`` | ``formSheet`` | ``card`` |
  /// | Menu | ``popover`` | ``popover`` | ``popover`` |
  public enum Form: Sendable, Hashable {
    /// The edge of the container a floating panel keeps to; it follows the layout direction.
    public enum Edge: String, Sendable, Hashable {
      /// The left edge left-to-right, the right edge right-to-left.
      case leading
      /// The right edge left-to-right, the left edge right-to-left.
      case trailing
    }

    /// The whole width at the container's bottom edge.
    case sheet
    /// A card of a preferred width beside `edge`, floating above the bottom with margins, keeping its
    /// detents and its drag (Maps on iPad).
    case floatingPanel(edge: Edge)
    /// Attached to the bottom edge, centred, narrower than the container, like a sheet with
    /// `prefersEdgeAttachedInCompactHeight`.
    case edgeAttachedSheet
    /// Centred at the form-sheet size (UIKit's `formSheet`, 540 × 620 pt by default).
    case formSheet
    /// Centred at the content's own size.
    case card
    /// Anchored to its source and kept on screen (an arrowless popover, a pull-down menu).
    case popover

    /// The detent sheet's form in `environment` for `adaptation` (see the table above).
    package static func sheet(in environment: PresentationEnvironment, adaptation: AdaptiveForm) -> Self {
      switch adaptation.style {
      case .sheet:
        return .sheet
      case .floatingPanel:
        return environment.horizontalSizeClass == .regular
          ? .floatingPanel(edge: adaptation.panelEdge) : .sheet
      case .automatic:
        if environment.verticalSizeClass == .compact {
          return adaptation.prefersEdgeAttachedInCompactHeight ? .edgeAttachedSheet : .sheet
        }
        return environment.horizontalSizeClass == .regular
          ? .floatingPanel(edge: adaptation.panelEdge) : .sheet
      }
    }

    /// A card's form in `environment`: the form-sheet size where both size classes are regular (as
    /// UIKit shows `formSheet` only there, and full screen elsewhere), its own size otherwise.
    /// `.sheet` keeps the card at its own size everywhere.
    package static func card(in environment: PresentationEnvironment, adaptation: AdaptiveForm) -> Self {
      if case .sheet = adaptation.style { return .card }
      let regular = environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .regular
      return regular ? .formSheet : .card
    }

    /// A menu's form: anchored to its source in every environment (UIKit's menus do not adapt).
    package static var menu: Self { .popover }
  }
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass` (an unspecified one counts as compact).
package enum PresentationSizeClass: String, Sendable, Hashable {
  /// Little room (an iPhone's width in portrait, its height in landscape, a narrow window).
  case compact
  /// Plenty of room (an iPad's full screen).
  case regular
}

/// The space a presentation adapts to: the container's size and size classes, its layout
/// direction and safe area. All in points.
///
/// Bad input: a NaN, infinite or negative size or inset counts as 0.
package struct PresentationEnvironment: Sendable, Hashable {
  package var width: Double
  package var height: Double
  package var horizontalSizeClass: PresentationSizeClass
  package var verticalSizeClass: PresentationSizeClass
  package var layoutDirection: MenuLayoutDirection
  package var safeArea: MenuInsets

  package init(
    width: Double, height: Double, horizontalSizeClass: PresentationSizeClass,
    verticalSizeClass: PresentationSizeClass, layoutDirection: MenuLayoutDirection = .leftToRight,
    safeArea: MenuInsets = MenuInsets()
  ) {
    self.width = Self.usable(width)
    self.height = Self.usable(height)
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.safeArea = MenuInsets(
      top: Self.usable(safeArea.top), left: Self.usable(safeArea.left), bottom: Self.usable(safeArea.bottom),
      right: Self.usable(safeArea.right))
  }

  /// `value` when finite and positive, within 1e7 pt; else 0.
  static func usable(_ value: Double) -> Double {
    value.isFinite && value > 0 ? min(value, SheetDetentLayout.maximumContainer) : 0
  }
}
