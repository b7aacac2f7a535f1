#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The representable placed behind the modified view: its UIKit view gives the presentation its
  /// presenting view controller (up the responder chain) and the anchor frame in window coordinates.
  struct PresentationHost<Item: Identifiable, Content: View>: UIViewRepresentable {
    let item: Item?
    let setItem: (Item?) -> Void
    let style: InterruptiblePresentationStyle
    let onDismiss: (() -> Void)?
    let content: (Item) -> Content

    func makeCoordinator() -> PresentationHostModel<Item, Content> {
      PresentationHostModel(makeContent: content)
    }

    func makeUIView(context: Context) -> PresentationAnchorView {
      let view = PresentationAnchorView()
      let model = context.coordinator
      view.onWindowChange = { [weak model] in model?.anchorDidMove() }
      model.anchor = view
      // The binding from the start: SwiftUI need not call `updateUIView` right after this.
      updateUIView(view, context: context)
      return view
    }

    func updateUIView(_ view: PresentationAnchorView, context: Context) {
      let model = context.coordinator
      model.setItem = setItem
      model.makeContent = content
      model.style = style
      model.onDismiss = onDismiss
      model.environment = HostedEnvironment(context.environment)
      model.update(item: item)
    }

    static func dismantleUIView(_ view: PresentationAnchorView, coordinator: Coordinator) {
      coordinator.anchorRemoved()
    }
  }

  /// An invisible view the size of the modified view.
  final class PresentationAnchorView: UIView {
    var onWindowChange: (() -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange?()
    }

    /// The first view controller up the responder chain (the hosting controller of the modified view).
    var enclosingViewController: UIViewController? {
      var responder: UIResponder? = next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }

  /// The content identity of a Boolean presentation.
  struct PresentedFlag: Identifiable {
    var id: Bool { true }
  }
#endif
