/// A view controller: view loading, appearance, containment, preferred content size (PR30), size
/// transitions, and presentation (see Presentation.swift).
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  public init(nibName: String?, bundle: Bundle?) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { nil }

  open var title: String?
  open var toolbarItems: [UIBarButtonItem]?
  public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

  // MARK: View
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningController = self
    }
  }
  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Traits changed (DT03, SC02): each controller hears it once, before its root view (the change
  /// walks the window's views top-down).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Appearance calls, in order, for tests.
  package var appearanceLog: [String] = []

  /// Sends an appearance callback to this controller and its children (automatic forwarding).
  func sendAppearance(_ phase: AppearancePhase, animated: Bool) {
    appearanceLog.append("\(phase)")
    switch phase {
    case .willAppear: viewWillAppear(animated)
    case .didAppear: viewDidAppear(animated)
    case .willDisappear: viewWillDisappear(animated)
    case .didDisappear: viewDidDisappear(animated)
    }
    for child in children { child.sendAppearance(phase, animated: animated) }
  }
  enum AppearancePhase { case willAppear, didAppear, willDisappear, didDisappear }

  // MARK: Containment
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }
  /// VW16: UIKit forwards appearance to children automatically (`shouldAutomaticallyForwardAppearanceMethods`
  /// is true by default): a child whose view joins the window while its parent has appeared, and
  /// that is not appearing already, hears `viewWillAppear` then `viewDidAppear`.
  func viewJoinedWindowAsChild() {
    guard let parent, parent.appearanceLog.last == "didAppear",
      appearanceLog.last != "willAppear", appearanceLog.last != "didAppear"
    else { return }
    sendAppearance(.willAppear, animated: false)
    sendAppearance(.didAppear, animated: false)
  }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
  open var navigationController: UINavigationController? {
    (parent as? UINavigationController) ?? parent?.navigationController
  }

  // MARK: Preferred content size (PR30: sent to the container only on change)
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      if let parent {
        parent.preferredContentSizeDidChange(forChildContentContainer: self)
      } else if presentingViewController != nil {
        presentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }
  open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

  // MARK: Size transitions (RT): children hear it first-hand from their parent; a presented
  // controller from the presentation controller of the one that presented it, once (RT01: not again
  // through a child, whose `presentedViewController` is its ancestor's).
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
    presentedSlot?.presentationController?.viewWillTransition(to: size, with: coordinator)
  }

  // MARK: Size classes (SC)
  /// SC01: the window's size classes once the view is in one (else the presenter's); unspecified
  /// before.
  open var traitCollection: UITraitCollection {
    viewIfLoaded?.window?.windowTraits.current
      ?? presentingViewController?.traitCollection
      ?? UITraitCollection(horizontal: .unspecified, vertical: .unspecified)
  }

  /// SC02: sent before `viewWillTransition(to:with:)` when the size classes change, down the
  /// hierarchy (children, then the presented controller), with the new traits.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
    presentedSlot?.willTransition(to: newCollection, with: coordinator)
  }

  // MARK: Responders
  override open var next: UIResponder? { loadedView?.superview ?? presentingViewController }
  open var keyCommands: [UIKeyCommand]? { nil }

  // MARK: Presentation state (driven by Presentation.swift)
  /// PR01: the controller this one presents (own slot).
  var presentedSlot: UIViewController?
  weak var presentingSlot: UIViewController?
  var storedPresentationController: UIPresentationController?
  /// The transition in progress in this controller's slot, if any (PR06, PR13).
  var slotTransition: PresentationTransition?
  /// A transition UIKit has accepted and will start on a later turn (the deferred timing variant).
  var slotTransitionPending = false
  /// The coordinator of the presentation or dismissal of this slot, from `present`/`dismiss` until
  /// the transition ends (TR13).
  var slotCoordinator: StandInTransitionCoordinator?
  /// UIKit's: the coordinator of an active presentation or dismissal this controller takes part in
  /// (as presenter or presented), else its parent's (UIViewControllerTransitionCoordinator.h).
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
    slotCoordinator ?? presentingSlot?.slotCoordinator ?? parent?.transitionCoordinator
  }
  /// Whether a presentation or dismissal of this slot has started (or is about to) and not ended.
  var isSlotBusy: Bool { slotTransition != nil || slotTransitionPending }
  public internal(set) var isBeingPresented = false
  public internal(set) var isBeingDismissed = false
  open var definesPresentationContext = false
  open var isModalInPresentation = false
  /// The appearance this controller and its views use (UIKit: "the user interface style adopted by
  /// the view controller and all of its children"); `.unspecified` follows the system (light here).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  private var storedStyle = UIModalPresentationStyle.automatic
  /// PR04: `.automatic` reads back as `.pageSheet`.
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { storedStyle == .automatic ? .pageSheet : storedStyle }
    set { storedStyle = newValue }
  }
  /// PR18: held weakly.
  open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

  /// PR02: presented by this controller or its nearest ancestor.
  open var presentedViewController: UIViewController? { presentedSlot ?? parent?.presentedViewController }
  /// PR02: the presenter of this controller or of its farthest ancestor.
  open var presentingViewController: UIViewController? { presentingSlot ?? parent?.presentingViewController }

  /// PR19: created before the transition, kept until the dismissal completes.
  open var presentationController: UIPresentationController? {
    if storedPresentationController == nil, let make = makePresentationController { return make() }
    return storedPresentationController ?? parent?.presentationController
  }
  /// Makes (once) the presentation controller of a presentation `present` has accepted and not
  /// started yet.
  var makePresentationController: (() -> UIPresentationController)?
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}
/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// A content container: view controllers and presentation controllers.
@MainActor
public protocol UIContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
}
extension UIViewController: UIContentContainer {}
