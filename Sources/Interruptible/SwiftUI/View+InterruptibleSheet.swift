#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension View {
    /// Presents `content` in a sheet that rests at detents while `isPresented` is true, like
    /// `sheet(isPresented:)` with `presentationDetents(_:selection:)`, but every move can be grabbed
    /// mid-flight and keeps the finger's velocity. `selection` moves the sheet when you set it and
    /// reflects the detent it comes to rest at; a dismissal by the user writes `false` back to
    /// `isPresented` as soon as it is decided (the release), and `onDismiss` runs once it has left.
    /// Changing `detents` moves the sheet as `DetentSheet/setDetents(_:at:)` does. Setting the
    /// binding to false dismisses from wherever the sheet is; true again while it leaves turns it
    /// around.
    ///
    /// As with SwiftUI's `.sheet`: a binding that is `true` before the view is on screen presents
    /// the sheet once the view is in a window; a sheet asked for while another presentation on the
    /// screen arrives or leaves waits for it (the binding keeps saying `true`); the bindings are
    /// never written and the sheet never moves inside a view update (both happen on the next
    /// main-queue turn); `false` while a finger holds the sheet dismisses it after the release; and
    /// when the view leaves the hierarchy the sheet is dismissed and `onDismiss` runs once.
    ///
    /// The content sees the presenting view's environment and
    /// ``SwiftUI/EnvironmentValues/interruptibleDismiss``; content marked
    /// ``SwiftUI/View/interruptibleDismissDisabled(_:)`` resists the user's dismissals as a view
    /// controller that is modal in presentation does: a drag below the smallest detent rubber-bands
    /// and springs back, a tap behind the sheet leaves it in place, and `onDismissAttempt` runs once
    /// per attempt.
    ///
    /// ```swift
    /// Map()
    ///   .interruptibleSheet(isPresented: $showsPlaces, detents: [.fraction(0.25, id: "peek"), .large]) {
    ///     PlacesList()
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented (or heading there).
    ///   - detents: The detents, in any order.
    ///   - selection: The detent the sheet rests at or heads to; nil starts at the smallest.
    ///   - motion: Receives the sheet's trajectory and reports (see ``InterruptibleSheetMotion``).
    ///   - keyboardPolicy: What the sheet does when the keyboard appears, as
    ///     ``DetentSheetViewController/keyboardPolicy``: stay (`.ignore`, the default), ride on it
    ///     (`.follow`), ride on it and move to a detent (`.expand(to:)`, a search field in a peek
    ///     sheet), or rise only as far as keeps the focused field visible.
    ///   - onDismissAttempt: Runs once per user dismissal that resisted (each release that would have
    ///     dismissed, each tap behind the sheet), like `presentationControllerDidAttemptToDismiss(_:)`:
    ///     the place to ask whether to discard unsaved changes.
    ///   - onDismiss: Runs once per completed dismissal.
    ///   - content: The sheet's content, hosted in a `UIHostingController`.
    @MainActor
    public func interruptibleSheet<Content: View>(
      isPresented: Binding<Bool>, detents: [SheetDetent] = [.medium, .large],
      selection: Binding<SheetDetent.Identifier>? = nil, motion: InterruptibleSheetMotion? = nil,
      keyboardPolicy: SheetKeyboardPolicy = .ignore, onDismissAttempt: (() -> Void)? = nil,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      background(
        DetentSheetHost(
          isPresented: isPresented, detents: detents, selection: selection, motion: motion,
          keyboardPolicy: keyboardPolicy, onDismissAttempt: onDismissAttempt, onDismiss: onDismiss,
          content: content))
    }
  }
#endif
