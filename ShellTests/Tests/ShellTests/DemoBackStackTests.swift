import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

@MainActor
@Suite("Demo: back tapped again and again during transitions, and a swipe from anywhere")
struct DemoBackStackTests {
  @Test(
    "Three levels pushed at once arrive in turn; three quick backs go back three levels; a swipe pops the last"
  )
  func backAgainAndAgain() {
    let app = DemoAppWorld()
    guard let first = app.openScreen(row: 13, as: BackStackDemoViewController.self) else { return }
    app.tapButton("Push three levels", in: first.view)
    #expect(app.navigation.viewControllers.count == 3)
    #expect(app.navigation.queuedPushes.count == 2)
    app.world.advance(by: 4)
    #expect(app.navigation.viewControllers.count == 5)
    var shown: [String] = []
    for _ in 0..<3 {
      guard let top = app.navigation.topViewController else { break }
      app.placeStack(of: top)
      shown.append(top.title ?? "")
      app.tapButton("Back", in: top.view)
      app.world.advance(by: 0.1)
    }
    #expect(shown.count == 3)
    app.world.advance(by: 4)
    #expect(app.navigation.viewControllers.count == 2)
    #expect(app.navigation.topViewController === first)
    let label = descendants(of: first.view).compactMap { $0 as? UILabel }.first {
      $0.text?.hasPrefix("Level 1") == true
    }
    #expect(label?.text == "Level 1, appeared 2 times")
    app.world.drag(from: CGPoint(x: 150, y: 600), to: CGPoint(x: 360, y: 600), duration: 0.15)
    app.world.advance(by: 2)
    #expect(app.navigation.viewControllers.count == 1)
    expectClean(app.world)
  }
}
