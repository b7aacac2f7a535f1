import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// An app's model for the navigation stack: the path, and every value the stack wrote back to it.
@MainActor
final class NavigationPathModel: ObservableObject {
  @Published var path: [Int] = []
  var writeBacks: [[Int]] = []
}

/// A stack of numbered messages; message 9 cross-fades in and out, the others slide.
struct NavigationPathScreen: View {
  @ObservedObject var model: NavigationPathModel

  var body: some View {
    InterruptibleNavigationStack(
      path: Binding(
        get: { model.path },
        set: { path in
          model.writeBacks.append(path)
          model.path = path
        }),
      transition: Self.transition
    ) {
      Text("Inbox")
    } destination: { message in
      MessageView(number: message)
    }
  }
}

extension NavigationPathScreen {
  /// Message 9's transition; nil (a slide) for the others.
  static func transition(for message: Int) -> (any InterruptibleTransition)? {
    message == 9 ? CrossFadeTransition() : nil
  }
}

/// A message screen.
struct MessageView: View {
  let number: Int
  var body: some View { Text("Message \(number)") }
}

/// What a navigation test drives: the world, the app's model and the stack's UIKit side.
@MainActor
struct NavigationStackRig {
  let world: UIKitWorld
  let model: NavigationPathModel
  let navigation: UINavigationController
  let delegate: InterruptibleNavigationDelegate

  /// A stack at the window's root, at rest, showing `path`.
  init(path: [Int] = [], swipe: NavigationSwitches.SwipeWithDelegate? = nil) {
    let model = NavigationPathModel()
    model.path = path
    let (world, host) = hostedWorld(NavigationPathScreen(model: model))
    if let swipe { world.swipeWithDelegate = swipe }
    world.advance(by: 3)
    let navigation = host.children.first as! UINavigationController
    self.world = world
    self.model = model
    self.navigation = navigation
    delegate = navigation.delegate as! InterruptibleNavigationDelegate
  }

  /// The number of the message each screen above the root hosts (-1 for another screen).
  var shownMessages: [Int] {
    navigation.viewControllers.dropFirst().map { messageNumber(in: $0) ?? -1 }
  }

  /// Sets the path as the app would, then lets `seconds` pass.
  func setPath(_ path: [Int], thenWait seconds: TimeInterval = 3) {
    model.path = path
    world.advance(by: seconds)
  }

  /// A pan from the middle of the screen toward the trailing edge, lifted at `endX` after moving
  /// back to it (a swipe let go back when `endX` is small).
  func swipe(from startX: CGFloat = 150, to farX: CGFloat, endingAt endX: CGFloat) {
    world.touchDown(at: CGPoint(x: startX, y: 400))
    for x in stride(from: startX + 12, through: farX, by: 12) {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: x, y: 400))
    }
    for x in stride(from: farX - 6, through: endX, by: -6) {
      world.advance(by: UIKitWorld.frame)
      world.touchMove(to: CGPoint(x: x, y: 400))
    }
    world.advance(by: UIKitWorld.frame)
    world.touchUp()
    world.advance(by: 3)
  }
}

/// The number of the ``MessageView`` a hosting controller's root view holds, found by reflection
/// (the root view's type is the package's own).
@MainActor
func messageNumber(in controller: UIViewController) -> Int? {
  func search(_ value: Any, depth: Int) -> Int? {
    if let message = value as? MessageView { return message.number }
    guard depth > 0 else { return nil }
    let mirror = Mirror(reflecting: value)
    for child in mirror.children {
      if let found = search(child.value, depth: depth - 1) { return found }
    }
    return nil
  }
  let mirror = Mirror(reflecting: controller)
  guard let root = mirror.children.first(where: { $0.label == "rootView" })?.value else { return nil }
  return search(root, depth: 4)
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: the interruptible navigation stack")
struct SwiftUILayerNavigationTests {
  @Test(
    "Three values appended to the path push three hosted screens, one after the other; nothing is written back"
  )
  func pushesThree() {
    let rig = NavigationStackRig()
    #expect(rig.navigation.viewControllers.count == 1)
    rig.setPath([1, 2, 3])
    #expect(rig.shownMessages == [1, 2, 3])
    #expect(rig.model.writeBacks.isEmpty)
    expectClean(rig.world)
  }

  @Test("Two values removed from the path pop two screens; nothing is written back")
  func popsTwo() {
    let rig = NavigationStackRig(path: [1, 2, 3])
    #expect(rig.shownMessages == [1, 2, 3])
    rig.setPath([1])
    #expect(rig.shownMessages == [1])
    #expect(rig.model.writeBacks.isEmpty)
    expectClean(rig.world)
  }

  @Test(
    "A path changed back during its push turns the push around: the screen never appears, no step is queued")
  func reversesMidFlight() {
    let rig = NavigationStackRig(path: [1])
    let recorder = ShownRecorder()
    rig.delegate.forwardingDelegate = recorder
    let below = rig.navigation.viewControllers.last
    below?.appearanceLog = []
    rig.setPath([1, 2], thenWait: 0.1)
    let pushed = rig.navigation.viewControllers.last
    #expect(rig.navigation.viewControllers.count == 3)
    #expect(rig.delegate.driver?.coordinator.phase == .presenting)
    rig.model.path = [1]
    rig.world.advance(by: 0.05)
    #expect(rig.delegate.driver?.coordinator.phase == .dismissing)
    rig.world.advance(by: 3)
    #expect(rig.shownMessages == [1])
    // The reversal's appearance order: the pushed screen never appears, the one below returns, and
    // no didShow is sent (the stack is as it was).
    #expect(pushed?.appearanceLog == ["willAppear", "willDisappear", "didDisappear"])
    #expect(below?.appearanceLog == ["willDisappear", "willAppear", "didAppear"])
    #expect(recorder.shown.isEmpty)
    #expect(rig.model.writeBacks.isEmpty)
    expectClean(rig.world)
  }

  @Test("A user's back-swipe that pops writes the path back once")
  func userSwipeWritesOnce() {
    let rig = NavigationStackRig(path: [1, 2])
    rig.swipe(to: 330, endingAt: 330)
    #expect(rig.shownMessages == [1])
    #expect(rig.model.writeBacks == [[1]])
    #expect(rig.model.path == [1])
    expectClean(rig.world)
  }

  @Test(
    "A swipe from the leading edge pops and writes the path back once, UIKit's slide or the package's",
    arguments: [NavigationSwitches.SwipeWithDelegate.begins, .declines])
  func edgeSwipeWritesOnce(swipe: NavigationSwitches.SwipeWithDelegate) {
    let rig = NavigationStackRig(path: [1, 2], swipe: swipe)
    rig.swipe(from: 5, to: 305, endingAt: 305)
    #expect(rig.shownMessages == [1])
    #expect(rig.model.writeBacks == [[1]])
    expectClean(rig.world)
  }

  @Test("A swipe let go back is cancelled: the screen stays and nothing is written")
  func cancelledSwipeWritesNothing() {
    let rig = NavigationStackRig(path: [1, 2])
    rig.swipe(to: 260, endingAt: 160)
    #expect(rig.shownMessages == [1, 2])
    #expect(rig.model.writeBacks.isEmpty)
    #expect(rig.model.path == [1, 2])
    expectClean(rig.world)
  }

  @Test(
    "Back tapped three times during transitions goes back three levels and writes the path once per level")
  func backThreeTimes() {
    let rig = NavigationStackRig(path: [1, 2, 3])
    for _ in 0..<3 {
      rig.delegate.goBack(in: rig.navigation)
      rig.world.advance(by: 0.1)
    }
    rig.world.advance(by: 3)
    #expect(rig.shownMessages == [])
    #expect(rig.model.writeBacks == [[1, 2], [1], []])
    expectClean(rig.world)
  }

  @Test(
    "A value's own transition runs for its push only: message 9 cross-fades, the message pushed from it slides"
  )
  func transitionPerValue() {
    let rig = NavigationStackRig()
    rig.setPath([9], thenWait: 0.1)
    #expect(rig.delegate.driver?.transition is CrossFadeTransition)
    rig.world.advance(by: 3)
    rig.setPath([9, 1], thenWait: 0.1)
    #expect(rig.delegate.driver?.transition is SlideTransition)
    rig.world.advance(by: 3)
    #expect(rig.shownMessages == [9, 1])
    expectClean(rig.world)
  }

  @Test("A path set before the stack is on screen is shown at once, and screens update with the app's state")
  func initialPathAndUpdates() {
    let rig = NavigationStackRig(path: [4, 5])
    #expect(rig.shownMessages == [4, 5])
    #expect(messageNumber(in: rig.navigation.viewControllers[0]) == nil)
    #expect(rig.model.writeBacks.isEmpty)
    expectClean(rig.world)
  }
}
