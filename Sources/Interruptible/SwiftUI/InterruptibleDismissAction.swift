#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Dismisses the interruptible presentation that shows the current view, like SwiftUI's
  /// `DismissAction`, but interruptibly: a presentation still arriving reverses from where it is,
  /// and the presenting binding becomes `false` (or `nil`) at once.
  ///
  /// ```swift
  /// struct CardView: View {
  ///   @Environment(\.interruptibleDismiss) private var dismiss
  ///   var body: some View { Button("Close") { dismiss() } }
  /// }
  /// ```
  ///
  /// Outside an interruptible presentation it does nothing.
  public struct InterruptibleDismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

    /// Dismisses the presentation that shows this view.
    @MainActor public func callAsFunction() { action() }
  }

  private struct InterruptibleDismissKey: EnvironmentKey {
    static let defaultValue = InterruptibleDismissAction {}
  }

  extension EnvironmentValues {
    /// Dismisses the interruptible presentation showing this view (reverses one still arriving).
    public var interruptibleDismiss: InterruptibleDismissAction {
      get { self[InterruptibleDismissKey.self] }
      set { self[InterruptibleDismissKey.self] = newValue }
    }
  }

  extension View {
    /// Keeps the user from dismissing the interruptible presentation that shows this view, like
    /// `interactiveDismissDisabled(_:)`: taps outside, pans and VoiceOver's escape no longer dismiss
    /// it (or interrupt its transitions). Code still does: the binding and
    /// ``SwiftUI/EnvironmentValues/interruptibleDismiss``.
    ///
    /// ```swift
    /// EditorView().interruptibleDismissDisabled(hasUnsavedChanges)
    /// ```
    public func interruptibleDismissDisabled(_ isDisabled: Bool = true) -> some View {
      background(DismissDisabledProbe(isDisabled: isDisabled))
    }
  }
#endif
