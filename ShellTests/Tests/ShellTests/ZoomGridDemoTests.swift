import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

@MainActor
@Suite("Zoom grid demo in the world", .serialized)
struct ZoomGridDemoTests {
  @Test("A tapped photo zooms in; scrolled under its way back, it lands and shows again once")
  func gridDemo() {
    let app = DemoAppWorld()
    guard let screen = app.open(row: 9) as? ZoomGridDemoViewController else {
      Issue.record("row 8 did not open the zoom grid")
      return
    }
    let scrollView = screen.view.subviews.compactMap { $0 as? UIScrollView }.first
    let tile = scrollView?.subviews.compactMap { $0 as? UIButton }.first
    guard let scrollView, let tile else {
      Issue.record("no grid")
      return
    }
    let center = tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: nil)
    app.world.tap(at: center)
    app.world.advance(by: 2)
    let detail = screen.presentedViewController as? ZoomDetailViewController
    #expect(detail != nil)
    #expect(!tile.isHidden)
    detail?.interruptibleDismiss()
    app.world.advance(by: 0.05)
    #expect(tile.isHidden)
    for _ in 0..<12 {
      scrollView.contentOffset.y += 4
      app.world.advance(by: 1.0 / 120)
    }
    app.world.advance(by: 2)
    #expect(screen.presentedViewController == nil)
    #expect(!tile.isHidden)
    app.popToList()
    expectClean(app.world)
  }
}
