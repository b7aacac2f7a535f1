import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The adaptive card: UIKit's form-sheet size where both size classes are regular, the card preset's
/// frame elsewhere, re-laid out when the window crosses a size-class boundary (size classes as in
/// ``AdaptiveSheetTests``).
@MainActor
@Suite("Adaptive card: the form-sheet size on iPad, the card preset on iPhone, a resize in flight")
struct AdaptiveCardTests {
  func world(_ size: CGSize, _ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass)
    -> (
      UIKitWorld, HomeViewController
    )
  {
    let world = UIKitWorld(screenSize: size, safeAreaInsets: .zero, sizeClasses: (horizontal, vertical))
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    return (world, home)
  }

  func shownFrame(_ card: UIViewController) -> CGRect { card.view.convert(card.view.bounds, to: nil) }

  @Test("iPad portrait 1024 × 1366: 540 × 620 centred; iPhone 390 × 844: the card preset's 342 × 506.4")
  func formSheetOnPadCardOnPhone() {
    let (world, home) = world(CGSize(width: 1024, height: 1366), .regular, .regular)
    let card = ContentViewController()
    home.present(card, transition: .card(adaptiveForm: .automatic))
    world.advance(by: 2)
    #expect(shownFrame(card) == CGRect(x: 242, y: 373, width: 540, height: 620))
    expectClean(world)
    let (phoneWorld, phoneHome) = self.world(CGSize(width: 390, height: 844), .compact, .regular)
    let small = ContentViewController()
    phoneHome.present(small, transition: .card(adaptiveForm: .automatic))
    phoneWorld.advance(by: 2)
    let frame = shownFrame(small)
    #expect(
      abs(frame.minX - 24) < 0.01 && abs(frame.width - 342) < 0.01 && abs(frame.height - 844 * 0.6) < 0.01)
    expectClean(phoneWorld)
  }

  @Test(
    "A resize from a compact window to a regular one mid-present ends at the form-sheet size, presented once")
  func resizeMidPresent() {
    let (world, home) = world(CGSize(width: 500, height: 1366), .compact, .regular)
    let card = ContentViewController()
    var completions = 0
    home.present(card, transition: .card(adaptiveForm: .automatic)) { completions += 1 }
    world.advance(by: 0.1)
    world.resize(to: CGSize(width: 1024, height: 1366), sizeClasses: (.regular, .regular))
    world.advance(by: 2)
    #expect(shownFrame(card) == CGRect(x: 242, y: 373, width: 540, height: 620))
    #expect(completions == 1)
    world.resize(to: CGSize(width: 500, height: 1366), sizeClasses: (.compact, .regular))
    world.advance(by: 1)
    #expect(abs(shownFrame(card).width - 452) < 0.01)
    expectClean(world)
  }
}
