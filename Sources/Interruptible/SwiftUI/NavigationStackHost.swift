#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The representable behind ``InterruptibleNavigationStack``: its view holds the navigation
  /// controller's view, and the controller becomes a child of the view controller hosting it once the
  /// view is in a window.
  struct NavigationStackHost<Value: Hashable, Root: View, Destination: View>: UIViewRepresentable {
    let path: [Value]
    let setPath: ([Value]) -> Void
    let root: Root
    let destination: (Value) -> Destination
    let transition: @MainActor (Value) -> (any InterruptibleTransition)?

    func makeCoordinator() -> NavigationStackModel<Value, Root, Destination> {
      NavigationStackModel(root: root, destination: destination)
    }

    func makeUIView(context: Context) -> NavigationContainerView {
      let view = NavigationContainerView()
      let model = context.coordinator
      view.onWindowChange = { [weak model] in model?.containerDidMove() }
      model.container = view
      // The binding from the start: SwiftUI need not call `updateUIView` right after this.
      updateUIView(view, context: context)
      return view
    }

    func updateUIView(_ view: NavigationContainerView, context: Context) {
      let model = context.coordinator
      model.setPath = setPath
      model.makeDestination = destination
      model.transition = transition
      model.update(path: path, root: root, environment: HostedEnvironment(context.environment))
    }

    static func dismantleUIView(_ view: NavigationContainerView, coordinator: Coordinator) {
      coordinator.containerRemoved()
    }
  }

  /// The view that holds the navigation controller's view, filling it.
  final class NavigationContainerView: UIView {
    var onWindowChange: (() -> Void)?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange?()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      for subview in subviews { subview.frame = bounds }
    }

    /// The first view controller up the responder chain (the hosting controller of the stack).
    var enclosingViewController: UIViewController? {
      var responder: UIResponder? = next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }

  /// A screen of the stack: its content with the environment of the view holding the stack (a hosting
  /// controller starts a new SwiftUI hierarchy).
  struct NavigationScreen<Content: View>: View {
    let content: Content
    let environment: HostedEnvironment

    var body: some View {
      let hosted = environment
      content.transformEnvironment(\.self) { values in hosted.apply(to: &values) }
    }
  }
#endif
