#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension View {
    /// A pull-down menu of SwiftUI `content` anchored to this view: it grows from the view's bottom
    /// edge (top edge when it only fits above), sized to the content, and a tap outside cancels it
    /// mid-flight. Like the UIKit menu it dims nothing, and while it opens or is open it stays beside
    /// this view when the view moves (a rotation, a window resize, a list scrolling under it); it is
    /// dismissed when the view scrolls out of sight or leaves the screen.
    ///
    /// ```swift
    /// Button("Sort") { showsSort = true }
    ///   .interruptibleMenu(isPresented: $showsSort) {
    ///     VStack(alignment: .leading) {
    ///       Button("Name") { sort = .name; showsSort = false }
    ///       Button("Date") { sort = .date; showsSort = false }
    ///     }
    ///     .padding()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the menu is open (or opening).
    ///   - onDismiss: Runs once each time the menu has closed.
    ///   - content: The menu's rows.
    @MainActor
    public func interruptibleMenu<Content: View>(
      isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      interruptiblePresentation(
        isPresented: isPresented, transition: .pullDownMenu, onDismiss: onDismiss, content: content)
    }
  }
#endif
