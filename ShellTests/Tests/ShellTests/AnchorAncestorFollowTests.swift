import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A screen whose menu button sits in a panel (the button's superview), which sits in a card.
@MainActor
final class PanelButtonViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 0, y: 150, width: 390, height: 400))
  let panel = UIView(frame: CGRect(x: 0, y: 50, width: 390, height: 200))
  let button = UIButton(type: .system)
  override func viewDidLoad() {
    super.viewDidLoad()
    button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    panel.addSubview(button)
    card.addSubview(panel)
    view.addSubview(card)
  }
}

@MainActor
@Suite("A menu follows its anchor through any ancestor's geometry")
struct AnchorAncestorFollowTests {
  private func open() -> (UIKitWorld, PanelButtonViewController, InterruptibleMenuViewController) {
    let world = UIKitWorld()
    let screen = PanelButtonViewController()
    world.window.rootViewController = screen
    world.advance(by: 0)
    let menu = screen.presentMenu(UIMenu(children: actions(3)), from: screen.button)
    world.advance(by: 1)
    return (world, screen, menu)
  }

  private func gap(_ menu: InterruptibleMenuViewController, _ button: UIButton) -> CGFloat {
    menu.view.convert(menu.view.bounds, to: nil).minY - button.convert(button.bounds, to: nil).maxY
  }

  @Test(
    "the button's superview moves up 60 pt, then its grandparent 40 pt (a row inserted above, a re-layout): the menu stays one gap below the button"
  )
  func followsAncestors() {
    let (world, screen, menu) = open()
    let before = gap(menu, screen.button)
    #expect(abs(before - CGFloat(MenuPlacement.defaultGap)) < 0.5)
    screen.panel.center.y -= 60
    world.advance(by: 0.05)
    #expect(abs(gap(menu, screen.button) - before) < 0.5)
    screen.card.frame.origin.y -= 40
    world.advance(by: 0.05)
    #expect(abs(gap(menu, screen.button) - before) < 0.5)
    menu.interruptibleDismiss()
    world.advance(by: 2)
    expectClean(world)
  }
}
