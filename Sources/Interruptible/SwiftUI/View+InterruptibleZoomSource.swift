#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  extension View {
    /// Marks this view as the source of a zoom presented with
    /// ``InterruptiblePresentationStyle/zoom(sourceID:in:options:)`` (in the spirit of iOS 18's
    /// `matchedTransitionSource(id:in:)`): the zoom flies from this view's frame and back into it,
    /// following it while its scroll view scrolls, and the view is hidden while the zoom flies.
    ///
    /// ```swift
    /// @Namespace var zoom
    /// ForEach(photos) { photo in
    ///   Thumbnail(photo).interruptibleZoomSource(id: photo.id, in: zoom)
    /// }
    /// .interruptiblePresentation(item: $selection, transition: .zoom(in: zoom)) { PhotoView(photo: $0) }
    /// ```
    public func interruptibleZoomSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
      modifier(ZoomSourceModifier(key: ZoomSourceKey(id: AnyHashable(id), namespace: namespace)))
    }
  }

  /// A source's identity: its id within a namespace.
  struct ZoomSourceKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
  }

  /// The live source views, by key: the latest view registered for a key that is still in a window
  /// (a lazily built list may hand the same id to a new view).
  @MainActor
  final class ZoomSourceRegistry {
    static let shared = ZoomSourceRegistry()
    private var views: [ZoomSourceKey: WeakView] = [:]

    private struct WeakView { weak var view: UIView? }

    func register(_ view: UIView, for key: ZoomSourceKey) {
      views = views.filter { $0.value.view != nil }
      views[key] = WeakView(view: view)
    }

    func view(for key: ZoomSourceKey) -> UIView? {
      guard let view = views[key]?.view, view.window != nil else { return nil }
      return view
    }
  }

  /// Hides the modified view while its marker is hidden (the zoom hides the marker, a UIKit view
  /// behind the SwiftUI content, at the source's frame).
  struct ZoomSourceModifier: ViewModifier {
    let key: ZoomSourceKey
    @State private var isHidden = false

    func body(content: Content) -> some View {
      content
        .opacity(isHidden ? 0 : 1)
        .background(ZoomSourceMarker(key: key, isHidden: $isHidden))
    }
  }

  /// The UIKit view standing for a SwiftUI source.
  struct ZoomSourceMarker: UIViewRepresentable {
    let key: ZoomSourceKey
    @Binding var isHidden: Bool

    func makeUIView(context: Context) -> ZoomSourceMarkerView {
      let view = ZoomSourceMarkerView()
      view.isUserInteractionEnabled = false
      update(view)
      return view
    }

    func updateUIView(_ view: ZoomSourceMarkerView, context: Context) { update(view) }

    @MainActor private func update(_ view: ZoomSourceMarkerView) {
      let binding = $isHidden
      view.onHiddenChange = { binding.wrappedValue = $0 }
      ZoomSourceRegistry.shared.register(view, for: key)
    }
  }

  /// Reports its `isHidden` to SwiftUI (it draws nothing itself).
  final class ZoomSourceMarkerView: UIView {
    var onHiddenChange: ((Bool) -> Void)?
    override var isHidden: Bool {
      didSet { if isHidden != oldValue { onHiddenChange?(isHidden) } }
    }
  }
#endif
