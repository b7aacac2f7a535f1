import Foundation
import UIKit

/// A button: its label laid out; a tap through UIKit's hit-testing calls `action` (a touch that
/// lifts inside the button, as a UIKit control's touch-up-inside).
public struct Button<Label: View>: View, PrimitiveView, LayoutBehaviour {
  let action: @MainActor () -> Void
  let label: Label
  /// A button with a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "label", view: label, environment: environment)]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    Layout.sizeOfUnits(Layout.units(under: node), proposal: proposal)
  }
  func place(_ node: ViewNode, in frame: CGRect) { Layout.placeUnits(Layout.units(under: node), in: frame) }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// Button styles (recorded, not drawn).
public struct ButtonStyleChoice: Sendable {
  /// A prominent bordered button.
  public static let borderedProminent = ButtonStyleChoice()
  /// A borderless button.
  public static let borderless = ButtonStyleChoice()
  /// A plain button.
  public static let plain = ButtonStyleChoice()
}

extension View {
  /// The style of buttons here.
  public func buttonStyle(_ style: ButtonStyleChoice) -> some View {
    modifier(_InertModifier(name: "buttonStyle"))
  }
}

/// A text field backed by a UIKit text field (as on iOS): typing writes the binding.
public struct TextField: View, PrimitiveView, LayoutBehaviour {
  let title: String
  let text: Binding<String>
  /// A field editing `text`, with `title` as its placeholder.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] { [] }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let font = node.environment.font ?? .body
    let ideal = Text.size(of: title, font: font, proposal: .unspecified)
    return CGSize(width: proposal.width ?? ideal.width, height: ideal.height)
  }
  func place(_ node: ViewNode, in frame: CGRect) {}
}

/// A switch with a label, backed by a UIKit switch at the trailing edge: a tap flips the binding.
public struct Toggle<Label: View>: View, PrimitiveView, LayoutBehaviour {
  let isOn: Binding<Bool>
  let label: Label
  /// Primitive.
  public var body: Never { fatalError() }
  func children(environment: EnvironmentValues) -> [GraphChild] {
    [GraphChild(key: "label", view: label, environment: environment)]
  }
  func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
    let label = Layout.sizeOfUnits(Layout.units(under: node), proposal: .unspecified)
    return CGSize(width: proposal.width ?? label.width + 59, height: max(label.height, 31))
  }
  func place(_ node: ViewNode, in frame: CGRect) {
    let units = Layout.units(under: node)
    let label = Layout.sizeOfUnits(units, proposal: ProposedViewSize(width: frame.width - 59, height: nil))
    Layout.placeUnits(units, in: CGRect(origin: .zero, size: label).leading(in: frame))
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `title`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn, label: Text(title))
  }
}

/// The UIKit controls behind buttons, fields and toggles.
@MainActor
enum Controls {
  static func update(_ node: ViewNode) {
    if let button = node.viewAs((any ButtonLike).self) {
      let control = node.platform?.placed as? ButtonHitView ?? ButtonHitView()
      if node.platform == nil { node.platform = PlatformState(placed: control) }
      control.action = button.buttonAction
    } else if let field = node.viewAs(TextField.self) {
      let control = node.platform?.placed as? BoundTextField ?? BoundTextField()
      if node.platform == nil { node.platform = PlatformState(placed: control) }
      control.placeholder = field.title
      control.binding = field.text
      if control.text != field.text.wrappedValue { control.text = field.text.wrappedValue }
    } else if let toggle = node.viewAs((any ToggleLike).self) {
      let control = node.platform?.placed as? BoundSwitch ?? BoundSwitch()
      if node.platform == nil {
        let platform = PlatformState(placed: control)
        platform.frameInNode = { frame in
          CGRect(x: frame.maxX - 51, y: frame.midY - 15.5, width: 51, height: 31)
        }
        node.platform = platform
      }
      control.binding = toggle.binding
      control.isOn = toggle.binding.wrappedValue
    }
  }
}

@MainActor
protocol ButtonLike {
  var buttonAction: @MainActor () -> Void { get }
}

extension Button: ButtonLike {
  var buttonAction: @MainActor () -> Void { action }
}

@MainActor
protocol ToggleLike {
  var binding: Binding<Bool> { get }
}

extension Toggle: ToggleLike {
  var binding: Binding<Bool> { isOn }
}

/// The hit area of a SwiftUI button.
final class ButtonHitView: UIControl {
  var action: (@MainActor () -> Void)?
  override init(frame: CGRect) {
    super.init(frame: frame)
    addAction(UIAction { [weak self] _ in self?.action?() }, for: .touchUpInside)
  }
  required init?(coder: NSCoder) { nil }
}

/// A text field writing a binding as the user types.
final class BoundTextField: UITextField {
  var binding: Binding<String>?
  override init(frame: CGRect) {
    super.init(frame: frame)
    addAction(
      UIAction { [weak self] _ in self?.binding?.wrappedValue = self?.text ?? "" }, for: .editingChanged)
  }
  required init?(coder: NSCoder) { nil }
}

/// A switch writing a binding when flipped.
final class BoundSwitch: UISwitch {
  var binding: Binding<Bool>?
  override init(frame: CGRect) {
    super.init(frame: frame)
    addAction(
      UIAction { [weak self] _ in self?.binding?.wrappedValue = self?.isOn ?? false }, for: .valueChanged)
  }
  required init?(coder: NSCoder) { nil }
}
