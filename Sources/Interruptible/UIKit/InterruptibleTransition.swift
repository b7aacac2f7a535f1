#if canImport(UIKit)
  import UIKit

  /// The views of one transition, as the animations see them.
  ///
  /// ```swift
  /// func apply(progress: Double, to views: TransitionViews) {
  ///   views.background?.alpha = 1 - 0.3 * progress   // the view behind dims as the content arrives
  ///   views.content.alpha = progress
  /// }
  /// ```
  @MainActor
  public struct TransitionViews {
    /// The container UIKit provides.
    public let container: UIView
    /// The view of the content that moves (presented, or pushed/switched in, or leaving).
    public let content: UIView
    /// The content's frame when presented.
    public let presentedFrame: CGRect
    /// The view behind (the presenting or previous content), only if UIKit hands it over
    /// (`view(forKey:)`; nil for a custom presentation that leaves the presenting view in place).
    public let background: UIView?

    /// The same views with the content presented at `presentedFrame` (a container resized in flight).
    func moved(to presentedFrame: CGRect) -> TransitionViews {
      TransitionViews(
        container: container, content: content, presentedFrame: presentedFrame, background: background)
    }

    private init(container: UIView, content: UIView, presentedFrame: CGRect, background: UIView?) {
      self.container = container
      self.content = content
      self.presentedFrame = presentedFrame
      self.background = background
    }

    /// The views of `context`, placed for the transition: arriving content is added at its final
    /// frame; for leaving content, the view it reveals (if UIKit hands it over) goes underneath.
    init?(context: UIViewControllerContextTransitioning, appearing: Bool) {
      let key: UITransitionContextViewControllerKey = appearing ? .to : .from
      // Only the views UIKit hands over: a nil view (the presenting view of a custom presentation
      // that keeps it on screen) is UIKit's to manage, not ours to move.
      guard let controller = context.viewController(forKey: key),
        let content = context.view(forKey: appearing ? .to : .from)
      else { return nil }
      if appearing {
        content.frame = context.finalFrame(for: controller)
        context.containerView.addSubview(content)
      } else if let revealed = context.view(forKey: .to), let below = context.viewController(forKey: .to) {
        revealed.frame = context.finalFrame(for: below)
        context.containerView.insertSubview(revealed, at: 0)
      }
      self.container = context.containerView
      self.content = content
      presentedFrame = appearing ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
      background = context.view(forKey: appearing ? .from : .to)
    }
  }

  /// What a transition animates: the content's dismissed and presented states. The shell runs these
  /// inside one `UIViewPropertyAnimator`, so they pause, scrub, reverse and complete together.
  ///
  /// ```swift
  /// struct Fade: InterruptibleTransition {
  ///   func apply(progress: Double, to views: TransitionViews) { views.content.alpha = progress }
  /// }
  /// ```
  @MainActor
  public protocol InterruptibleTransition {
    /// Puts the views in the state of `progress` (0 dismissed, 1 presented). Called outside and inside
    /// animation blocks; must only set animatable properties.
    func apply(progress: Double, to views: TransitionViews)
    /// The configuration of this transition's slot (distance, timing, thresholds).
    var configuration: TransitionConfiguration { get }
    /// The direction the content moves when it is dismissed by a pan.
    var dismissDirection: TransitionDirection { get }
    /// How far (points) the content travels between dismissed and presented, for content at
    /// `presentedFrame` in a container of `bounds`; nil keeps the configuration's distance. A pan
    /// moves the content exactly with the finger when this is its travel.
    func travelDistance(presentedFrame: CGRect, in bounds: CGRect) -> Double?
  }

  extension InterruptibleTransition {
    /// A 0.45 s spring over 300 pt.
    public var configuration: TransitionConfiguration { TransitionConfiguration() }
    /// Down.
    public var dismissDirection: TransitionDirection { .down }
    /// nil: the configuration's distance.
    public func travelDistance(presentedFrame: CGRect, in bounds: CGRect) -> Double? { nil }
  }

  /// Slides the content in from an edge: sheets and drawers.
  ///
  /// ```swift
  /// present(sheet, transition: SlideTransition(edge: .bottom))
  /// ```
  public struct SlideTransition: InterruptibleTransition {
    /// The edge the content arrives from.
    public var edge: UIRectEdge
    /// The slot configuration; its distance is replaced by the content's extent along the edge.
    public var configuration: TransitionConfiguration

    /// A slide from `edge`.
    public init(
      edge: UIRectEdge = .bottom, configuration: TransitionConfiguration = TransitionConfiguration()
    ) {
      self.edge = edge
      self.configuration = configuration
    }

    /// The direction opposite to the arrival.
    public var dismissDirection: TransitionDirection {
      switch edge {
      case .top: return .up
      case .left: return .left
      case .right: return .right
      default: return .down
      }
    }

    /// The content's extent along the edge: the offset ``apply(progress:to:)`` moves it by.
    public func travelDistance(presentedFrame frame: CGRect, in bounds: CGRect) -> Double? {
      let extent: CGFloat
      switch edge {
      case .top: extent = frame.maxY
      case .left: extent = frame.maxX
      case .right: extent = bounds.width - frame.minX
      default: extent = bounds.height - frame.minY
      }
      return extent.isFinite && extent > 0 ? Double(extent) : nil
    }

    /// Offsets the content toward `edge` by `(1 − progress)` of its extent.
    public func apply(progress: Double, to views: TransitionViews) {
      let frame = views.presentedFrame
      let away = CGFloat(1 - progress)
      switch edge {
      case .top: views.content.transform = CGAffineTransform(translationX: 0, y: -frame.maxY * away)
      case .left: views.content.transform = CGAffineTransform(translationX: -frame.maxX * away, y: 0)
      case .right:
        views.content.transform = CGAffineTransform(
          translationX: (views.container.bounds.width - frame.minX) * away, y: 0)
      default:
        views.content.transform = CGAffineTransform(
          translationX: 0, y: (views.container.bounds.height - frame.minY) * away)
      }
    }
  }

  /// Scales and fades the content from an anchor: pull-down menus and cards.
  ///
  /// ```swift
  /// present(menu, transition: ScaleTransition(anchor: button.frame.center))
  /// ```
  public struct ScaleTransition: InterruptibleTransition {
    /// The point (in the container) the content grows from; nil grows from its centre.
    public var anchor: CGPoint?
    /// The scale of the dismissed state.
    public var minimumScale: CGFloat
    /// The slot configuration.
    public var configuration: TransitionConfiguration

    /// A scale transition.
    public init(
      anchor: CGPoint? = nil, minimumScale: CGFloat = 0.2,
      configuration: TransitionConfiguration = TransitionConfiguration(distance: 200)
    ) {
      self.anchor = anchor
      self.minimumScale = minimumScale
      self.configuration = configuration
    }

    /// Up: a menu is dismissed by pushing it back toward its anchor.
    public var dismissDirection: TransitionDirection { .up }

    /// Scales from the anchor and fades with `progress`.
    public func apply(progress: Double, to views: TransitionViews) {
      let p = CGFloat(progress)
      let scale = minimumScale + (1 - minimumScale) * p
      let frame = views.presentedFrame
      let origin = anchor ?? CGPoint(x: frame.midX, y: frame.midY)
      let dx = (origin.x - frame.midX) * (1 - p)
      let dy = (origin.y - frame.midY) * (1 - p)
      views.content.transform = CGAffineTransform(translationX: dx, y: dy).scaledBy(x: scale, y: scale)
      views.content.alpha = min(max(p, 0), 1)
    }
  }

  /// Cross-fades, for Reduce Motion (AX02): same timing and interruption semantics.
  /// `ReduceMotionObserver` substitutes it automatically; use it directly for a fade everywhere.
  ///
  /// ```swift
  /// present(toast, transition: InterruptiblePresentation(transition: CrossFadeTransition()))
  /// ```
  public struct CrossFadeTransition: InterruptibleTransition {
    /// The slot configuration of the transition it replaces.
    public var configuration: TransitionConfiguration

    /// A cross-fade with `configuration`.
    public init(configuration: TransitionConfiguration = TransitionConfiguration()) {
      self.configuration = configuration
    }

    /// Sets the content's alpha to `progress`.
    public func apply(progress: Double, to views: TransitionViews) {
      views.content.transform = .identity
      views.content.alpha = CGFloat(min(max(progress, 0), 1))
    }
  }
#endif
