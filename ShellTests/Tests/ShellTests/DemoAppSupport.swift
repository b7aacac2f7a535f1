import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

/// The demo app in a world, as its scene delegate builds it: the demo list in the app's navigation
/// controller. Slow motion starts off.
///
/// The stand-in solves no Auto Layout, so the demo's constraint-placed views get the frames UIKit's
/// layout gives them from the helpers below (`placeStack`, `place`); everything else (hit-testing,
/// gestures, controls, the shell's own frames) runs as modelled.
@MainActor
final class DemoAppWorld {
  let world = UIKitWorld()
  let list = DemoListViewController()
  let navigation: DemoNavigationController
  /// The bottom of the navigation bar: the top of a pushed screen's safe area in UIKit.
  static let barBottom: CGFloat = 91
  /// The readable margin of a 390 pt wide iPhone screen.
  static let margin: CGFloat = 16

  init() {
    SlowMotion.shared.setEnabled(false)
    navigation = DemoNavigationController(rootViewController: list)
    world.window.rootViewController = navigation
    world.advance(by: 0)
    // UIKit insets a list below the navigation bar (automatic content inset adjustment); the
    // stand-in does not, so the list is scrolled to where UIKit shows its first row.
    list.tableView.contentOffset = CGPoint(x: 0, y: -Self.barBottom)
    world.advance(by: 0)
  }

  /// Taps row `row` of `table`'s `section` at its centre, as a finger would.
  func tapRow(_ row: Int, section: Int = 0, in table: UITableView) {
    guard let cell = table.cellForRow(at: IndexPath(row: row, section: section)) else {
      Issue.record("no cell for row \(row) in section \(section)")
      return
    }
    world.tap(at: center(of: cell))
  }

  /// Taps demo row `row` of the list and lets the push end; returns the pushed screen.
  func open(row: Int) -> UIViewController? {
    tapRow(row, in: list.tableView)
    world.advance(by: 2)
    guard navigation.viewControllers.count == 2 else { return nil }
    return navigation.topViewController
  }

  /// Taps demo row `row`, lets the push end and places the screen's stack; records an issue and
  /// returns nil when the row did not push a `Screen`.
  func openScreen<Screen: UIViewController>(row: Int, as _: Screen.Type) -> Screen? {
    guard let screen = open(row: row) as? Screen else {
      Issue.record("row \(row) did not push a \(Screen.self)")
      return nil
    }
    placeStack(of: screen)
    return screen
  }

  /// What `screen` presents, as a `Presented`; records an issue when it is not one.
  func presented<Presented: UIViewController>(_: Presented.Type, by screen: UIViewController)
    -> Presented?
  {
    guard let presented = screen.presentedViewController as? Presented else {
      Issue.record("\(type(of: screen)) presents no \(Presented.self)")
      return nil
    }
    return presented
  }

  /// Nothing logged or raised, and every animator made in the world is gone.
  func expectEndsClean(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(world.liveAnimators == 0, sourceLocation: sourceLocation)
    expectClean(world, sourceLocation: sourceLocation)
  }

  /// Dismisses `sheet`, lets it leave and pops back to the list.
  func closeSheet(_ sheet: DetentSheetViewController) {
    sheet.dismissSheet()
    world.advance(by: 2)
    popToList()
  }

  /// The sheet (or screen) held weakly in `gone` was released, and the world is clean. The live
  /// animator count is not read: the stand-in's count is shared by tests that run in parallel.
  func expectReleased(_ gone: AnyObject?, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(gone == nil, sourceLocation: sourceLocation)
    expectClean(world, sourceLocation: sourceLocation)
  }

  /// Pops back to the list and lets the pop end.
  func popToList() {
    navigation.popViewController(animated: true)
    world.advance(by: 2)
  }

  /// The frame UIKit gives `DemoStyle.stack(in:)`: below the bar + 20 pt, within the readable
  /// margins, as tall as its arranged views.
  func placeStack(of screen: UIViewController) {
    guard let stack = screen.view.subviews.compactMap({ $0 as? UIStackView }).first else {
      Issue.record("no stack on \(type(of: screen))")
      return
    }
    let width = screen.view.bounds.width - 2 * Self.margin
    place(stack, at: CGRect(x: Self.margin, y: Self.barBottom + 20, width: width, height: 0))
  }

  /// Gives `view` `frame`, with its fitting height when `frame` has none, and runs a layout pass.
  func place(_ view: UIView, at frame: CGRect) {
    var frame = frame
    if frame.height == 0 {
      frame.size.height =
        view.systemLayoutSizeFitting(
          frame.size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }
    view.frame = frame
    world.advance(by: 0)
  }

  /// The finger rests where it is for `seconds`: the clock moves and no touch event is sent, as
  /// on a device (a finger at rest sends no moves).
  func holdStill(for seconds: TimeInterval) {
    world.rest(for: seconds)
  }

  /// The finger moves by (`dx`, `dy`) every frame, `count` times, from `point`; returns where it ends.
  func move(from point: CGPoint, dx: CGFloat, dy: CGFloat, count: Int) -> CGPoint {
    var point = point
    for _ in 0..<count {
      world.advance(by: UIKitWorld.frame)
      point = CGPoint(x: point.x + dx, y: point.y + dy)
      world.touchMove(to: point)
    }
    return point
  }

  /// Taps the (configured) button titled `title` inside `root`, at its centre.
  func tapButton(_ title: String, in root: UIView) {
    guard let button = button(title, in: root) else {
      Issue.record("no button “\(title)”")
      return
    }
    world.tap(at: center(of: button))
  }

  func center(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }
}

/// Every view under `root`, depth first.
@MainActor
func descendants(of root: UIView) -> [UIView] {
  root.subviews.flatMap { [$0] + descendants(of: $0) }
}

@MainActor
func button(_ title: String, in root: UIView) -> UIButton? {
  descendants(of: root).compactMap { $0 as? UIButton }.first { $0.configuration?.title == title }
}

/// The texts of the labels under `root`.
@MainActor
func labelTexts(in root: UIView) -> [String] {
  descendants(of: root).compactMap { ($0 as? UILabel)?.text }
}

/// The list content of `table`'s row.
@MainActor
func content(_ table: UITableView, row: Int, section: Int = 0) -> UIListContentConfiguration? {
  table.cellForRow(at: IndexPath(row: row, section: section))?.contentConfiguration
    as? UIListContentConfiguration
}
