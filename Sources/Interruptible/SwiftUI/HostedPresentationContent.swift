#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The environment values a presentation hands to its content: a `UIHostingController` starts a
  /// new SwiftUI hierarchy, so without this the content would not see the presenting view's
  /// appearance, text and locale settings. Values whose meaning belongs to the presenter's own
  /// place (its `dismiss` action, its size classes) are not carried over, nor are an app's own
  /// environment keys: pass those to the content explicitly.
  struct HostedEnvironment {
    var colorScheme: ColorScheme
    var dynamicTypeSize: DynamicTypeSize
    var layoutDirection: LayoutDirection
    var locale: Locale
    var calendar: Calendar
    var timeZone: TimeZone
    var font: Font?
    var isEnabled: Bool
    var legibilityWeight: LegibilityWeight?
    var multilineTextAlignment: TextAlignment
    var lineLimit: Int?
    var truncationMode: Text.TruncationMode
    var minimumScaleFactor: CGFloat
    var allowsTightening: Bool
    var textCase: Text.Case?
    var imageScale: Image.Scale
    var redactionReasons: RedactionReasons
    var openURL: OpenURLAction

    init(_ environment: EnvironmentValues) {
      colorScheme = environment.colorScheme
      dynamicTypeSize = environment.dynamicTypeSize
      layoutDirection = environment.layoutDirection
      locale = environment.locale
      calendar = environment.calendar
      timeZone = environment.timeZone
      font = environment.font
      isEnabled = environment.isEnabled
      legibilityWeight = environment.legibilityWeight
      multilineTextAlignment = environment.multilineTextAlignment
      lineLimit = environment.lineLimit
      truncationMode = environment.truncationMode
      minimumScaleFactor = environment.minimumScaleFactor
      allowsTightening = environment.allowsTightening
      textCase = environment.textCase
      imageScale = environment.imageScale
      redactionReasons = environment.redactionReasons
      openURL = environment.openURL
    }

    /// Puts these values into `environment`.
    func apply(to environment: inout EnvironmentValues) {
      environment.colorScheme = colorScheme
      environment.dynamicTypeSize = dynamicTypeSize
      environment.layoutDirection = layoutDirection
      environment.locale = locale
      environment.calendar = calendar
      environment.timeZone = timeZone
      environment.font = font
      environment.isEnabled = isEnabled
      environment.legibilityWeight = legibilityWeight
      environment.multilineTextAlignment = multilineTextAlignment
      environment.lineLimit = lineLimit
      environment.truncationMode = truncationMode
      environment.minimumScaleFactor = minimumScaleFactor
      environment.allowsTightening = allowsTightening
      environment.textCase = textCase
      environment.imageScale = imageScale
      environment.redactionReasons = redactionReasons
      if #available(iOS 15.0, *) { environment.openURL = openURL }
    }

    /// The UIKit interface style matching the colour scheme (the hosting view's own background).
    var interfaceStyle: UIUserInterfaceStyle { colorScheme == .dark ? .dark : .light }
  }

  /// The root view of a presented hosting controller: the user's content with the presenting view's
  /// environment, the dismiss action, and the sink the dismiss-disabled marks vote into.
  struct HostedPresentationContent<Content: View>: View {
    let content: Content
    let environment: HostedEnvironment
    let dismiss: InterruptibleDismissAction
    let reportDismissDisabled: @MainActor @Sendable (ObjectIdentifier, Bool?) -> Void

    var body: some View {
      let hosted = environment
      content
        .transformEnvironment(\.self) { values in hosted.apply(to: &values) }
        .environment(\.interruptibleDismiss, dismiss)
        .environment(\.interruptibleDismissDisabledSink, DismissDisabledSink(vote: reportDismissDisabled))
    }
  }
#endif
