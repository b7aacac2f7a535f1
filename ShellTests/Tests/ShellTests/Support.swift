import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A plain screen for tests: a full-window view with a button.
@MainActor
final class HomeViewController: UIViewController {
  let button = UIButton(type: .system)
  var taps = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    view.addSubview(button)
  }
}

/// Content with a fixed preferred size.
@MainActor
final class ContentViewController: UIViewController {
  var appeared = 0
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared += 1
  }
}

/// A world; `synchronous` pins UIKit's unpromised timing (the stand-in's own rule tests state the
/// synchronous variant), otherwise the run's setting applies (UIKIT_STANDIN_TIMING).
@MainActor
func makeWorld(synchronous: Bool = false) -> (UIKitWorld, HomeViewController) {
  let world = synchronous ? synchronousWorld() : UIKitWorld()
  let home = HomeViewController()
  world.window.rootViewController = home
  world.advance(by: 0)
  return (world, home)
}

/// Nothing UIKit would log or raise.
@MainActor
func expectClean(_ world: UIKitWorld, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(world.refusals == [], sourceLocation: sourceLocation)
  #expect(world.exceptions == [], sourceLocation: sourceLocation)
}

/// A world with UIKit's synchronous timing variant, whatever the run's setting.
@MainActor
func synchronousWorld() -> UIKitWorld {
  let world = UIKitWorld()
  world.startsTransitionSynchronously = true
  world.navigationAsksDelegateSynchronously = true
  return world
}

/// The largest distance between corresponding edges of two frames, in points.
func edgeDistance(_ a: CGRect, _ b: CGRect) -> CGFloat {
  max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
}
