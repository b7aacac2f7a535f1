#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  extension View {
    /// An interruptible context menu whose preview opens `destination`, as a tap on the preview of
    /// a context menu opens its item: everything
    /// ``SwiftUI/View/interruptibleContextMenu(_:preview:accessory:)`` does, and a tap on the lifted
    /// preview presents `destination` with the package's zoom from the preview's frame.
    ///
    /// ```swift
    /// PhotoThumbnail(photo)
    ///   .interruptibleContextMenu(
    ///     UIMenu(children: [UIAction(title: "Share") { _ in print("share") }]),
    ///     destination: { PhotoView(photo: photo) })
    /// ```
    ///
    /// Name the destination with its label: a single unlabelled trailing closure is the preview
    /// of ``SwiftUI/View/interruptibleContextMenu(_:preview:accessory:)``.
    ///
    /// The zoom is interruptible as every zoom of the package: a drag grabs it mid-flight, and the
    /// destination closes with ``SwiftUI/EnvironmentValues/interruptibleDismiss`` or a downward drag,
    /// zooming back into this view. The destination is presented even inside a navigation stack (a
    /// stack driven by its path receives only the screens its path names); it sees this view's
    /// appearance, text and locale settings.
    ///
    /// - Parameters:
    ///   - menu: The menu shown beside the preview.
    ///   - preview: The preview, at its ideal size; without one (`EmptyView`) the preview shows this
    ///     view at its current size.
    ///   - accessory: A view above the preview, at its ideal size; without one (`EmptyView`) there is
    ///     no accessory.
    ///   - destination: The view a tap on the preview presents, hosted in a `UIHostingController`.
    public func interruptibleContextMenu<Preview: View, Accessory: View, Destination: View>(
      _ menu: UIMenu,
      @ViewBuilder preview: @escaping () -> Preview = { EmptyView() },
      @ViewBuilder accessory: @escaping () -> Accessory = { EmptyView() },
      @ViewBuilder destination: @escaping () -> Destination
    ) -> some View {
      contextMenuModifier(
        menu, preview: preview, accessory: accessory, destination: { AnyView(destination()) },
        isPresented: nil)
    }
  }

  extension ContextMenuAnchorModel {
    /// `destination` in a hosting controller, with the modified view's `environment` and an
    /// ``SwiftUI/EnvironmentValues/interruptibleDismiss`` that dismisses it interruptibly.
    static func host(_ destination: () -> AnyView, environment: HostedEnvironment) -> UIViewController {
      weak var hosted: UIViewController?
      let dismiss = InterruptibleDismissAction { hosted?.interruptibleDismiss() }
      let controller = UIHostingController(
        rootView: AnyView(
          destination()
            .transformEnvironment(\.self) { environment.apply(to: &$0) }
            .environment(\.interruptibleDismiss, dismiss)))
      hosted = controller
      return controller
    }
  }
#endif
