#if canImport(UIKit)
  import UIKit

  /// What a tap on a context menu's preview opens: the UIKit facts around the source (its screen,
  /// the navigation stack holding it, whether the package's navigation delegate animates that stack)
  /// handed to the core's ``ContextMenuCommitRoute``, with the views the chosen route needs.
  @MainActor
  struct CommitTarget {
    /// The core's decision.
    let route: ContextMenuCommitRoute
    /// The destination, asked once of the configuration (nil when the app's action runs).
    let destination: UIViewController?
    /// The screen holding the source: it presents the destination.
    let presenter: UIViewController?
    /// The navigation stack holding that screen, if any.
    let navigation: UINavigationController?
    /// The package's delegate animating that stack, if it is one.
    let navigationDelegate: InterruptibleNavigationDelegate?

    init(configuration: InterruptibleContextMenuInteraction.Configuration, source: UIView?) {
      let hasAction = configuration.commitAction != nil
      destination = hasAction ? nil : configuration.destinationProvider?()
      presenter = source?.nearestViewController
      navigation = configuration.pushesInNavigationStack ? presenter?.navigationController : nil
      navigationDelegate = navigation?.delegate as? InterruptibleNavigationDelegate
      let stack: ContextMenuCommitRoute.Navigation =
        navigation == nil ? .none : navigationDelegate == nil ? .otherStack : .interruptibleStack
      // A destination already on screen cannot be shown again (UIKit refuses a second push or
      // present of the same controller); no screen to open it from counts as a screen that presents.
      let inUse = destination.map { $0.parent != nil || $0.presentingViewController != nil } ?? false
      route = ContextMenuCommitRoute(
        hasCommitAction: hasAction, hasDestination: destination != nil, destinationInUse: inUse,
        navigation: stack, isPresenting: presenter.map { $0.presentedViewController != nil } ?? true)
    }
  }
#endif
