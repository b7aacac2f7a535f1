import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A single message bubble with a context menu (Reply, Share ▸ Mail, a disabled Forward, Delete)
/// and an action of the app's own on the bubble.
@MainActor
final class VoiceOverBubble: UIViewController, InterruptibleContextMenuInteractionDelegate {
  let bubble = UIView(frame: CGRect(x: 40, y: 200, width: 240, height: 80))
  var fired: [String] = []
  var ended = 0
  var asked: [CGPoint] = []
  var offersMenu = true
  var replyTitle = "Reply"
  lazy var interaction = InterruptibleContextMenuInteraction(delegate: self)
  lazy var ownAction = UIAccessibilityCustomAction(name: "Like") { _ in true }

  override func viewDidLoad() {
    super.viewDidLoad()
    bubble.isAccessibilityElement = true
    bubble.accessibilityCustomActions = [ownAction]
    view.addSubview(bubble)
    bubble.addInteraction(interaction)
  }

  func action(_ title: String, _ attributes: UIMenuElement.Attributes = []) -> UIAction {
    UIAction(title: title, attributes: attributes) { [weak self] _ in self?.fired.append(title) }
  }

  func contextMenuInteraction(
    _ interaction: InterruptibleContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> InterruptibleContextMenuInteraction.Configuration? {
    asked.append(location)
    guard offersMenu else { return nil }
    let menu = UIMenu(children: [
      action(replyTitle), UIMenu(title: "Share", children: [action("Mail")]), action("Forward", .disabled),
      action("Delete", .destructive),
    ])
    return InterruptibleContextMenuInteraction.Configuration(menu: menu)
  }

  func contextMenuInteractionDidEnd(_ interaction: InterruptibleContextMenuInteraction) { ended += 1 }

  var overlay: UIView? { view.window?.subviews.last { String(describing: type(of: $0)).contains("Overlay") } }
}

@MainActor
private func worldWithBubble() -> (UIKitWorld, VoiceOverBubble) {
  let world = synchronousWorld()
  let controller = VoiceOverBubble()
  world.window.rootViewController = controller
  world.advance(by: 0)
  return (world, controller)
}

@MainActor
@Suite("InterruptibleContextMenuInteraction with VoiceOver: actions, modal menu, escape")
struct ContextMenuVoiceOverTests {
  @Test("The view offers Show Menu and the menu's enabled actions after the app's own, asked at its centre")
  func actionsOffered() {
    let world = synchronousWorld()
    let bubbleController = VoiceOverBubble()
    world.window.rootViewController = bubbleController
    _ = bubbleController.view
    #expect(bubbleController.asked == [])  // not while the view is set up
    world.advance(by: 0)
    let names = world.voiceOverActionNames(of: bubbleController.bubble)
    #expect(names == ["Like", "Show Menu", "Reply", "Share, Mail", "Delete"])
    #expect(bubbleController.asked.last == CGPoint(x: 120, y: 40))
    bubbleController.bubble.removeInteraction(bubbleController.interaction)
    #expect(world.voiceOverActionNames(of: bubbleController.bubble) == ["Like"])
  }

  @Test("An action fires its element exactly once, shows no menu, and the delegate hears one end")
  func actionFiresOnce() {
    let (world, bubbleController) = worldWithBubble()
    #expect(world.voiceOverPerformAction(named: "Share, Mail", of: bubbleController.bubble))
    #expect(bubbleController.fired == ["Mail"])
    #expect(bubbleController.overlay == nil)
    #expect(bubbleController.ended == 1)
    world.advance(by: 1)
    #expect(bubbleController.fired == ["Mail"])
    #expect(bubbleController.ended == 1)
    #expect(world.voiceOverPerformAction(named: "Delete", of: bubbleController.bubble))
    #expect(bubbleController.fired == ["Mail", "Delete"])
    #expect(bubbleController.ended == 2)
    expectClean(world)
  }

  @Test("An action the menu no longer has fails and the list is refreshed; focus refreshes it too")
  func staleActionFails() {
    let (world, bubbleController) = worldWithBubble()
    bubbleController.replyTitle = "Reply All"
    #expect(!world.voiceOverPerformAction(named: "Reply", of: bubbleController.bubble))
    #expect(bubbleController.fired == [] && bubbleController.ended == 0)
    #expect(world.voiceOverActionNames(of: bubbleController.bubble).contains("Reply All"))
    bubbleController.offersMenu = false
    world.voiceOverFocus(on: bubbleController.bubble)
    #expect(world.voiceOverActionNames(of: bubbleController.bubble) == ["Like"])
    bubbleController.offersMenu = true
    world.voiceOverFocus(on: bubbleController.bubble)
    #expect(world.voiceOverActionNames(of: bubbleController.bubble).count == 5)
  }

  @Test("Show Menu opens the menu; VoiceOver then reaches only the menu's elements; escape closes it once")
  func showMenuModalEscape() {
    let (world, bubbleController) = worldWithBubble()
    let postedBefore = UIAccessibility.posted.count
    #expect(world.voiceOverPerformAction(named: "Show Menu", of: bubbleController.bubble))
    #expect(UIAccessibility.posted.dropFirst(postedBefore) == ["screenChanged"])  // focus moves in
    world.advance(by: 0.05)  // the menu is still growing
    let elements = world.voiceOverElements()
    #expect(!elements.contains(bubbleController.bubble))
    #expect(elements.compactMap(\.accessibilityLabel).prefix(4) == ["Reply", "Share", "Forward", "Delete"])
    #expect(!world.voiceOverPerformAction(named: "Reply", of: bubbleController.bubble))  // a menu shows
    let row = elements.first { $0.accessibilityLabel == "Reply" }
    #expect(world.voiceOverEscape(from: row ?? UIView()))
    world.advance(by: 0.05)
    #expect(bubbleController.overlay != nil)  // turning back from where it was
    world.advance(by: 1)
    #expect(bubbleController.overlay == nil)
    #expect(bubbleController.ended == 1)
    #expect(bubbleController.fired == [])
    #expect(world.voiceOverElements().contains(bubbleController.bubble))
    #expect(UIAccessibility.posted.dropFirst(postedBefore) == ["screenChanged", "screenChanged"])
    world.advance(by: 1)
    #expect(bubbleController.ended == 1)
    expectClean(world)
  }
}
