#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  private struct InterruptibleSheetAdaptationKey: EnvironmentKey {
    static let defaultValue = AdaptiveForm.sheet
  }

  extension EnvironmentValues {
    /// How interruptible sheets presented from here adapt their form (``AdaptiveForm/sheet`` by
    /// default: a bottom sheet everywhere).
    var interruptibleSheetAdaptation: AdaptiveForm {
      get { self[InterruptibleSheetAdaptationKey.self] }
      set { self[InterruptibleSheetAdaptationKey.self] = newValue }
    }
  }

  extension View {
    /// How the interruptible sheets this view presents (``interruptibleSheet(isPresented:detents:selection:motion:keyboardPolicy:onDismissAttempt:onDismiss:content:)``)
    /// adapt to their window, in the spirit of `presentationCompactAdaptation(_:)`: `.automatic`
    /// floats the sheet as a panel where both size classes are regular and attaches it to the
    /// bottom edge in compact height, `.floatingPanel(edge:width:)` floats it in regular width,
    /// `.sheet` (the default) keeps a bottom sheet. Apply it to the view that presents (outside the
    /// sheet's content); a change applies to a sheet on screen at once.
    ///
    /// ```swift
    /// MapView()
    ///   .interruptibleSheet(isPresented: $showsPlaces) { PlacesList() }
    ///   .interruptibleSheetAdaptation(.automatic)
    /// ```
    public func interruptibleSheetAdaptation(_ adaptation: AdaptiveForm) -> some View {
      environment(\.interruptibleSheetAdaptation, adaptation)
    }
  }
#endif
