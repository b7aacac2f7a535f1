#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The environment values a presentation hands to its content: a `UIHostingController` starts a
  /// new SwiftUI hierarchy, so without this the content would not see the presenting view's colour
  /// scheme, Dynamic Type size, layout direction or locale.
  struct HostedEnvironment {
    var colorScheme: ColorScheme
    var dynamicTypeSize: DynamicTypeSize
    var layoutDirection: LayoutDirection
    var locale: Locale

    init(_ environment: EnvironmentValues) {
      colorScheme = environment.colorScheme
      dynamicTypeSize = environment.dynamicTypeSize
      layoutDirection = environment.layoutDirection
      locale = environment.locale
    }

    /// The UIKit interface style matching the colour scheme (the hosting view's own background).
    var interfaceStyle: UIUserInterfaceStyle { colorScheme == .dark ? .dark : .light }
  }

  /// The root view of a presented hosting controller: the user's content with the presenting view's
  /// environment, the dismiss action, and the dismiss-disabled preference reported to the host.
  struct HostedPresentationContent<Content: View>: View {
    let content: Content
    let environment: HostedEnvironment
    let dismiss: InterruptibleDismissAction
    let reportDismissDisabled: @MainActor @Sendable (Bool) -> Void

    var body: some View {
      let report = reportDismissDisabled
      content
        .environment(\.colorScheme, environment.colorScheme)
        .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
        .environment(\.layoutDirection, environment.layoutDirection)
        .environment(\.locale, environment.locale)
        .environment(\.interruptibleDismiss, dismiss)
        .onPreferenceChange(InterruptibleDismissDisabledKey.self) { isDisabled in
          // Newer SDKs make this closure @Sendable: hop to the main actor explicitly.
          Task { @MainActor in report(isDisabled) }
        }
    }
  }
#endif
