import Interruptible
import SwiftUI
import UIKit

// The Swift blocks of Docs/ContextMenus.md, type-checked for iOS by .ci/run.

final class ReactionBar: UIView {}
final class ConversationViewController: UIViewController {}

final class MessagesViewController: UITableViewController, InterruptibleContextMenuInteractionDelegate {
  lazy var contextMenus = InterruptibleContextMenuInteraction(delegate: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.addInteraction(contextMenus)
  }

  func contextMenuInteraction(
    _ interaction: InterruptibleContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> InterruptibleContextMenuInteraction.Configuration? {
    guard let indexPath = tableView.indexPathForRow(at: location) else { return nil }
    let menu = UIMenu(children: [
      UIAction(title: "Reply") { _ in print("reply") },
      UIAction(title: "Delete", attributes: .destructive) { _ in print("delete") },
    ])
    let configuration = InterruptibleContextMenuInteraction.Configuration(menu: menu)
    configuration.sourceView = tableView.cellForRow(at: indexPath)
    configuration.accessoryProvider = { ReactionBar(frame: CGRect(x: 0, y: 0, width: 280, height: 52)) }
    configuration.destinationProvider = { ConversationViewController() }
    return configuration
  }

  func contextMenuInteractionDidEnd(_ interaction: InterruptibleContextMenuInteraction) {
    print("the menu is gone")
  }
}

extension MessagesViewController {
  func settings() {
    contextMenus.minimumPressDuration = 0.35  // UIKit's long press: 0.5 s
    contextMenus.allowableMovement = 10  // UIKit's long press: 10 pt
  }

  func closeFromCode() {
    contextMenus.dismiss()  // a lift turns back, a growing menu retracts, from where they are
  }

  func openWithoutLift(at point: CGPoint) {
    contextMenus.presentMenu(at: point)  // a keyboard shortcut, an accessibility action
  }
}

struct MessageRow: View {
  let text: String

  var body: some View {
    Text(text)
      .padding()
      .interruptibleContextMenu(
        UIMenu(children: [
          UIAction(title: "Reply") { _ in print("reply") },
          UIAction(title: "Delete", attributes: .destructive) { _ in print("delete") },
        ]),
        accessory: { ReactionPicker() })
  }
}

struct ReactionPicker: View {
  var body: some View {
    HStack {
      ForEach(["👍", "❤️", "😂"], id: \.self) { emoji in
        Button(emoji) { print(emoji) }
      }
    }
    .padding()
  }
}

struct MessagePreviewRow: View {
  let text: String

  var body: some View {
    Text(text)
      .interruptibleContextMenu(UIMenu(children: [UIAction(title: "Copy") { _ in print("copy") }])) {
        Text(text).font(.title).padding()
      }
  }
}

@MainActor
func shareMenu() -> UIMenu {
  let share = UIMenu(
    title: "Share",
    children: [
      UIAction(title: "Messages") { _ in print("messages") },
      UIAction(title: "Mail") { _ in print("mail") },
    ])
  let edit = UIMenu(
    options: .displayInline,
    children: [UIAction(title: "Copy") { _ in print("copy") }, UIAction(title: "Pin") { _ in print("pin") }])
  return UIMenu(children: [
    edit, share, UIAction(title: "Delete", attributes: .destructive) { _ in print("delete") },
  ])
}

struct AttachmentRow: View {
  let name: String

  var body: some View {
    Label(name, systemImage: "doc")
      .interruptibleContextMenu(
        UIMenu(children: [UIAction(title: "Share") { _ in print("share") }]),
        destination: { AttachmentScreen(name: name) })
  }
}

struct AttachmentScreen: View {
  let name: String
  @Environment(\.interruptibleDismiss) private var dismiss

  var body: some View {
    VStack {
      Text(name).font(.largeTitle)
      Button("Close") { dismiss() }  // zooms back into the row
    }
  }
}

struct DraftRow: View {
  let text: String
  @State private var showsMenu = false

  var body: some View {
    VStack {
      Text(text)
        .interruptibleContextMenu(
          UIMenu(children: [UIAction(title: "Send") { _ in print("send") }]),
          isPresented: $showsMenu)
      Button("Actions…") { showsMenu = true }  // opens it without a lift
    }
  }
}
