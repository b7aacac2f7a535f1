/// A custom action an assistive technology offers for an element (AX04): VoiceOver lists an
/// element's `accessibilityCustomActions` in its Actions rotor and runs the chosen one's handler,
/// whose result reports success.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// The handler's type: returns whether the action succeeded.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// The localized name VoiceOver reads.
  open var name: String
  /// The image shown for the action (iOS 14).
  open var image: UIImage?
  /// What the action does.
  open var actionHandler: Handler?

  /// An action named `name` that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// An action named `name`, with an image, that runs `actionHandler` (iOS 14).
  public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
    super.init()
  }
}
