#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension View {
    /// Presents `content` interruptibly while `isPresented` is true, like `sheet(isPresented:)`, but
    /// every change of mind takes effect mid-flight: `false` while the content arrives reverses it
    /// from where it is, `true` while it leaves turns the dismissal around, a tap outside cancels a
    /// presentation in flight. A tap or pan that dismisses writes `false` back when the dismissal is
    /// decided; `onDismiss` runs once each time the content has left. Several changes within one
    /// frame coalesce. The content sees this view's colour scheme and Dynamic Type size, and can
    /// dismiss itself with ``SwiftUI/EnvironmentValues/interruptibleDismiss``.
    ///
    /// ```swift
    /// Button("Show") { showsCard = true }
    ///   .interruptiblePresentation(isPresented: $showsCard, transition: .card) {
    ///     CardView()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the content is presented (or heading there).
    ///   - transition: `.sheet` (default), `.card`, `.pullDownMenu` (anchored to this view) or
    ///     `.custom(_:frame:)`.
    ///   - onDismiss: Runs once per completed dismissal.
    ///   - content: The content, hosted in a `UIHostingController` presented through the driver.
    @MainActor
    public func interruptiblePresentation<Content: View>(
      isPresented: Binding<Bool>, transition: InterruptiblePresentationStyle = .sheet,
      onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      background(
        PresentationHost(
          item: isPresented.wrappedValue ? PresentedFlag() : nil,
          setItem: { isPresented.wrappedValue = $0 != nil },
          style: transition, onDismiss: onDismiss, content: { _ in content() }))
    }

    /// Presents the content for `item` interruptibly, like `sheet(item:)`. A different item while one
    /// is shown dismisses the old content (reversing it if still arriving) and presents the new one
    /// once the old has left; going back to the leaving item turns its dismissal around. Changes to
    /// the item on screen (same `id`) reach the hosted content; leaving content keeps its last value.
    ///
    /// ```swift
    /// List(photos) { photo in
    ///   Button(photo.title) { selection = photo }
    /// }
    /// .interruptiblePresentation(item: $selection, transition: .sheet) { photo in
    ///   PhotoView(photo: photo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item whose content is presented; nil dismisses.
    ///   - transition: `.sheet` (default), `.card`, `.pullDownMenu` or `.custom(_:frame:)`.
    ///   - onDismiss: Runs once per completed dismissal (also when one item replaces another).
    ///   - content: The content for an item.
    @MainActor
    public func interruptiblePresentation<Item: Identifiable, Content: View>(
      item: Binding<Item?>, transition: InterruptiblePresentationStyle = .sheet,
      onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      background(
        PresentationHost(
          item: item.wrappedValue, setItem: { item.wrappedValue = $0 }, style: transition,
          onDismiss: onDismiss, content: content))
    }
  }
#endif
