/// The key window. Its root view controller's view fills it; the world owns it.
@MainActor
open class UIWindow: UIView {
  /// The safe-area insets of the screen (the world sets them).
  var windowInsets = UIEdgeInsets.zero
  /// The size classes (SC01); the world sets them.
  package var windowTraits = UITraitCollection(horizontal: .compact, vertical: .regular)
  var activeTouch: UITouch?
  var touchRecognizers: [UIGestureRecognizer] = []
  /// The buttons of the pointer's click under way (none for a finger).
  var activeButtons: UIEvent.ButtonMask = []
  /// PT01: where the pointer hovers (nil: outside the window) and the hover recognizers it is over.
  var hoverPoint: CGPoint?
  var hoveredRecognizers: [UIHoverGestureRecognizer] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    StandInRuntime.shared.windows.append(self)
  }
  public required init?(coder: NSCoder) { nil }

  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let root = rootViewController else { return }
      root.view.frame = bounds
      root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      insertSubview(root.view, at: 0)
      root.sendAppearance(.willAppear, animated: false)
      root.sendAppearance(.didAppear, animated: false)
    }
  }
  open func makeKeyAndVisible() { isHidden = false }
  open var isKeyWindow: Bool { true }
  open override var safeAreaInsets: UIEdgeInsets { windowInsets }
  open override var next: UIResponder? { UIApplication.shared }
}

/// The screen.
@MainActor
public final class UIScreen: NSObject {
  public static let main = UIScreen()
  package var size = CGSize(width: 390, height: 844)
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }
  public var scale: CGFloat { 3 }
}

/// The application: its layout direction (the world may set it) and action dispatch.
@MainActor
public final class UIApplication: UIResponder {
  public static let shared = UIApplication()
  nonisolated(unsafe) package static var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.layoutDirection }
}

/// A coordinate space: views, and the screen's (the world's window fills the screen, so screen
/// coordinates are the window's).
@MainActor
public protocol UICoordinateSpace: AnyObject {
  var bounds: CGRect { get }
}
extension UIView: UICoordinateSpace {
  /// `rect` from `space` (a view, or the screen's coordinate space) into this view.
  public func convert(_ rect: CGRect, from space: UICoordinateSpace) -> CGRect {
    if let view = space as? UIView { return convert(rect, from: view as UIView?) }
    return convert(rect, from: nil as UIView?)
  }
}
/// The screen's fixed coordinate space.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
  var bounds: CGRect { UIScreen.main.bounds }
}
extension UIScreen {
  public var coordinateSpace: UICoordinateSpace { ScreenCoordinateSpace() }
}
extension UIWindow {
  public var screen: UIScreen { UIScreen.main }
}
