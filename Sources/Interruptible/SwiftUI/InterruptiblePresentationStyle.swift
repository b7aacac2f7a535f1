#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// How SwiftUI content is presented: the same presets as UIKit's ``InterruptiblePresentation``
  /// (`.card`, `.sheet`, `.pullDownMenu`) and any custom ``InterruptibleTransition``.
  ///
  /// Cards and menus take the size of the hosted SwiftUI content (`PresentationLayout`); a menu
  /// opens under the modified view (above it when it only fits there), dims nothing and stays
  /// beside the view while it moves, as UIKit's ``InterruptiblePresentation/pullDownMenu(from:)``
  /// does. The look of each preset is the core's `PresentationChrome`.
  ///
  /// ```swift
  /// Text("Details").interruptiblePresentation(isPresented: $showsCard, transition: .card) {
  ///   CardView()
  /// }
  /// ```
  @MainActor
  public struct InterruptiblePresentationStyle {
    enum Kind {
      case card, sheet, pullDownMenu
      case custom(any InterruptibleTransition, frame: ((CGRect) -> CGRect)?)
      case zoom(sourceID: AnyHashable?, namespace: Namespace.ID, options: ZoomTransitionOptions)
    }

    let kind: Kind
    /// The corner radius of the hosted content (0 for custom transitions).
    public var cornerRadius: CGFloat
    private var transform: ((any InterruptibleTransition) -> any InterruptibleTransition)?
    private var keyboard = SheetKeyboardPolicy.ignore

    init(kind: Kind, cornerRadius: CGFloat) {
      self.kind = kind
      self.cornerRadius = cornerRadius
    }

    /// A centred card, sized to its content, that scales in; tap outside cancels or dismisses it.
    public static var card: InterruptiblePresentationStyle {
      .init(kind: .card, cornerRadius: CGFloat(PresentationChrome.card.cornerRadius))
    }
    /// A bottom sheet over the lower 70 % of the screen, pan-to-dismiss; its top corners are rounded.
    public static var sheet: InterruptiblePresentationStyle {
      .init(kind: .sheet, cornerRadius: CGFloat(PresentationChrome.sheet.cornerRadius))
    }
    /// A menu sized to its content that grows from the modified view; touches outside cancel it
    /// mid-flight. It dims nothing, and while it opens or is open it stays beside the modified view
    /// when that moves (a rotation, a window resize, a list scrolling under it); it is dismissed when
    /// the view leaves the screen.
    public static var pullDownMenu: InterruptiblePresentationStyle {
      .init(kind: .pullDownMenu, cornerRadius: CGFloat(PresentationChrome.pullDownMenu.cornerRadius))
    }

    /// Your own transition; `frame` places the content in the container (nil fills it).
    public static func custom(
      _ transition: any InterruptibleTransition, frame: ((CGRect) -> CGRect)? = nil
    ) -> InterruptiblePresentationStyle {
      .init(kind: .custom(transition, frame: frame), cornerRadius: 0)
    }

    /// A zoom from the view marked with ``SwiftUI/View/interruptibleZoomSource(id:in:)`` for
    /// `sourceID` in `namespace` (nil: the presented item's `id`), in the spirit of iOS 18's
    /// `navigationTransition(.zoom(sourceID:in:))`. The content fills the container.
    ///
    /// With `interruptiblePresentation(isPresented:)` there is no item to take the id from: pass
    /// `sourceID`. Without one the zoom has no source and does what `options.lostSourcePolicy` says
    /// (it fades by default). ``keyboardPolicy(_:)`` applies to the zoomed content as to the presets.
    public static func zoom(
      sourceID: AnyHashable? = nil, in namespace: Namespace.ID, options: ZoomTransitionOptions = .init()
    ) -> InterruptiblePresentationStyle {
      .init(kind: .zoom(sourceID: sourceID, namespace: namespace, options: options), cornerRadius: 0)
    }

    /// This style with its transition passed through `transform` when a presentation starts (frame
    /// and sizing kept): to retime a preset or wrap its animation.
    ///
    /// ```swift
    /// .card.transformingTransition { StretchedTransition(base: $0, factor: 10) }
    /// ```
    public func transformingTransition(
      _ transform: @escaping (any InterruptibleTransition) -> any InterruptibleTransition
    ) -> InterruptiblePresentationStyle {
      var style = self
      let previous = self.transform
      style.transform = { transform(previous?($0) ?? $0) }
      return style
    }

    /// This style with a keyboard policy, as UIKit's ``InterruptiblePresentation/keyboardPolicy``:
    /// following, the content is laid out above the keyboard; keeping the focused field visible, it
    /// rises only as far as needed. Every style takes it, zooms and custom transitions included;
    /// `.expand(to:)` names a detent and, outside a detent sheet, follows the keyboard as `.follow`.
    ///
    /// ```swift
    /// .sheet.keyboardPolicy(.follow)
    /// ```
    public func keyboardPolicy(_ policy: SheetKeyboardPolicy) -> InterruptiblePresentationStyle {
      var style = self
      style.keyboard = policy
      return style
    }

    /// The UIKit presentation of content whose size for a proposal is `fitting` (the hosting
    /// controller's `sizeThatFits(in:)`), anchored at `anchor` (window coordinates) in a window of
    /// `bounds`, in the reading direction `direction` (a menu aligns with the anchor's trailing edge
    /// in right-to-left layouts).
    /// `itemID` is the presented item's `id`, the source of a zoom without its own `sourceID`.
    /// `anchorView` is the modified view's stand-in, which a menu follows while it moves.
    func presentation(
      fitting: @escaping (CGSize) -> CGSize, anchor: CGRect, in bounds: CGRect,
      direction: MenuLayoutDirection = .leftToRight, itemID: AnyHashable? = nil, anchorView: UIView? = nil
    ) -> InterruptiblePresentation {
      if case .zoom(let sourceID, let namespace, let options) = kind {
        let key = ZoomSourceLookup.id(sourceID: sourceID, itemID: itemID).map {
          ZoomSourceKey(id: $0, namespace: namespace)
        }
        var zoom = InterruptiblePresentation.zoom(
          from: { key.flatMap { ZoomSourceRegistry.shared.view(for: $0) } }, options: options)
        if let transform { zoom.transition = transform(zoom.transition) }
        zoom.keyboardPolicy = keyboard
        return zoom
      }
      var presentation: InterruptiblePresentation
      if case .pullDownMenu = kind, let anchorView {
        presentation = .pullDownMenu(from: anchorView)  // undimmed, follows the view
        if transform != nil {
          // The driver re-anchors only a bare scale: a wrapped one grows from where the menu opens.
          let menu = Self.menuFrame(fitting: fitting, anchor: anchor, in: bounds, direction: direction)
          presentation.transition = ScaleTransition(
            anchor: PresentationLayout.menuGrowthPoint(anchor: anchor, menu: menu), minimumScale: 0.2)
        }
      } else {
        presentation = preset(fitting: fitting, anchor: anchor, in: bounds, direction: direction)
        presentation.dimmingAlpha = CGFloat(chrome.dimming)
      }
      if let transform { presentation.transition = transform(presentation.transition) }
      presentation.keyboardPolicy = keyboard
      return presentation
    }

    /// The core's look of this style (corners, dimming, anchoring).
    var chrome: PresentationChrome {
      switch kind {
      case .card: return .card
      case .sheet: return .sheet
      case .pullDownMenu: return .pullDownMenu
      case .custom, .zoom: return .plain
      }
    }

    /// Whether this is the pull-down menu.
    var isMenu: Bool {
      if case .pullDownMenu = kind { return true }
      return false
    }

    /// Rounds the hosted content's corners: all four, or a bottom sheet's top two.
    func round(_ view: UIView) {
      view.layer.cornerRadius = cornerRadius
      view.clipsToBounds = cornerRadius > 0
      switch chrome.roundedCorners {
      case .top: view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      case .all, .none:
        view.layer.maskedCorners = [
          .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
      }
    }

    /// A menu's content size: its fitting size for the menu's proposal (at most 280 pt wide) in a
    /// window of `bounds`; nil for other styles.
    func menuContentSize(fitting: (CGSize) -> CGSize, in bounds: CGRect) -> CGSize? {
      guard isMenu else { return nil }
      let room = PresentationLayout.inset(bounds, by: PresentationLayout.margin)
      return fitting(CGSize(width: min(room.width, PresentationLayout.menuMaximumWidth), height: room.height))
    }

    private func preset(
      fitting: @escaping (CGSize) -> CGSize, anchor: CGRect, in bounds: CGRect, direction: MenuLayoutDirection
    ) -> InterruptiblePresentation {
      switch kind {
      case .sheet:
        return .sheet
      case .card:
        return InterruptiblePresentation(
          transition: ScaleTransition(minimumScale: 0.6),
          frame: { bounds in
            let room = PresentationLayout.inset(bounds, by: PresentationLayout.cardMargin)
            return PresentationLayout.cardFrame(fitting: fitting(room.size), in: bounds)
          })
      case .pullDownMenu:
        let menu = Self.menuFrame(fitting: fitting, anchor: anchor, in: bounds, direction: direction)
        let growth = PresentationLayout.menuGrowthPoint(anchor: anchor, menu: menu)
        return InterruptiblePresentation(
          transition: ScaleTransition(anchor: growth, minimumScale: 0.2),
          frame: { bounds in
            Self.menuFrame(fitting: fitting, anchor: anchor, in: bounds, direction: direction)
          })
      case .custom(let transition, let frame):
        return InterruptiblePresentation(transition: transition, frame: frame)
      case .zoom(_, _, let options):
        return .zoom(from: { nil }, options: options)  // presentation(…) builds zooms with their source
      }
    }

    private static func menuFrame(
      fitting: (CGSize) -> CGSize, anchor: CGRect, in bounds: CGRect, direction: MenuLayoutDirection
    ) -> CGRect {
      let room = PresentationLayout.inset(bounds, by: PresentationLayout.margin)
      let proposal = CGSize(width: min(room.width, PresentationLayout.menuMaximumWidth), height: room.height)
      return PresentationLayout.menuFrame(
        anchor: anchor, fitting: fitting(proposal), in: bounds, layoutDirection: direction)
    }
  }
#endif
