import Testing
import UIKit
import UIKitWorld

@testable import Interruptible

/// Menus only in the top half of the interaction's view (as a SwiftUI hosting view with one
/// modified view in it answers).
@MainActor
final class TopHalfMenus: InterruptibleContextMenuInteractionDelegate {
  var asked = 0
  func contextMenuInteraction(
    _ interaction: InterruptibleContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> InterruptibleContextMenuInteraction.Configuration? {
    asked += 1
    guard location.y < 300 else { return nil }
    return InterruptibleContextMenuInteraction.Configuration(
      menu: UIMenu(children: [UIAction(title: "Copy") { _ in }]))
  }
}

@MainActor
@Suite("A pointer's secondary click where the interaction offers no menu")
struct ContextMenuSecondaryClickTests {
  @Test("A secondary click where the delegate returns nil opens nothing and leaves the view's touch alone")
  func noMenuLeavesTouchAlone() {
    let (world, root) = worldWithRoot()
    world.secondaryClick = .everyone  // the views hear the click too (PT05)
    let menus = TopHalfMenus()
    let interaction = InterruptibleContextMenuInteraction(delegate: menus)
    root.addInteraction(interaction)
    let button = TouchLog(frame: CGRect(x: 40, y: 500, width: 200, height: 60))
    root.addSubview(button)
    world.advance(by: 0)
    world.click(at: CGPoint(x: 140, y: 530), button: .secondary)
    world.advance(by: 1)
    #expect(button.calls == ["began", "ended"])
    #expect(interaction.session == nil)
    #expect(!world.window.subviews.contains { String(describing: type(of: $0)).contains("Overlay") })
    #expect(menus.asked >= 1)
    // Where the delegate offers one, the click still opens the menu.
    world.click(at: CGPoint(x: 140, y: 200), button: .secondary)
    world.advance(by: 1)
    #expect(world.window.subviews.contains { String(describing: type(of: $0)).contains("Overlay") })
    expectClean(world)
  }
}
