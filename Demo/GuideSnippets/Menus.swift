import Interruptible
import UIKit

// The UIKit blocks of Docs/Menus.md, type-checked for iOS by .ci/run.

final class DocumentViewController: UIViewController {
  let moreButton = UIButton(type: .system)

  func documentMenu() -> UIMenu {
    UIMenu(children: [
      UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in print("copy") },
      UIAction(title: "Show Ruler", state: .on) { _ in print("ruler") },
      UIMenu(
        title: "Export",
        children: [
          UIAction(title: "PDF") { _ in print("pdf") }, UIAction(title: "Plain Text") { _ in print("text") },
        ]),
      UIMenu(
        options: .displayInline,
        children: [
          UIAction(title: "Delete", attributes: .destructive) { _ in print("delete") }
        ]),
    ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    moreButton.showsInterruptibleMenu(documentMenu())  // touch down, slide to a row, lift
  }

  @objc func showFromCode() {
    presentMenu(documentMenu(), from: moreButton)  // or from: barButtonItem, or from: point, in: view
  }
}

extension DocumentViewController {
  func recentFilesMenu() -> UIMenu {
    let recent = UIDeferredMenuElement.interruptible { completion in
      completion([UIAction(title: "Notes.txt") { _ in print("open") }])
    }
    return UIMenu(title: "Open Recent", children: [recent])
  }
}

// Migrating from UIButton.menu: the same UIMenu, one line changed.
final class MigratedViewController: UIViewController {
  let button = UIButton(type: .system)
  let menu = UIMenu(children: [UIAction(title: "Rename") { _ in print("rename") }])

  func before() {
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
  }

  func after() {
    button.showsInterruptibleMenu(menu)
  }
}
