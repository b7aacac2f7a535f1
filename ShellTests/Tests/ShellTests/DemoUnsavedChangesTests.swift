import Interruptible
import Testing
import UIKit
import UIKitWorld

@testable import DemoApp

/// The "Unsaved changes" screen: a composer that resists dismissal only while it holds a draft.
@MainActor
@Suite("Demo app: a composer with unsaved changes resists dismissal", .serialized)
struct DemoUnsavedChangesTests {
  /// Opens the screen and its composer, at rest, with its stack laid out.
  func openComposer(_ app: DemoAppWorld) -> (UnsavedChangesDemoViewController, ComposerViewController)? {
    guard let screen = app.openScreen(row: 8, as: UnsavedChangesDemoViewController.self) else { return nil }
    app.tapButton("Write a note", in: screen.view)
    app.world.advance(by: 2)
    guard let composer = app.presented(ComposerViewController.self, by: screen) else { return nil }
    app.placeStack(of: composer)
    return (screen, composer)
  }

  @Test("Empty, a tap outside closes it; with a draft, taps and a pull resist and ask once per try")
  func resists() {
    let app = DemoAppWorld()
    do {
      guard let (screen, composer) = openComposer(app) else { return }
      #expect(composer.status.text == "Nothing to lose")
      app.world.tap(at: CGPoint(x: 200, y: 60))
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
      #expect(screen.attempts == 0)

      app.tapButton("Write a note", in: screen.view)
      app.world.advance(by: 2)
      app.world.type("Groceries", into: composer.field)
      #expect(composer.isModalInPresentation)
      #expect(composer.status.text == "Unsaved changes")
      app.world.tap(at: CGPoint(x: 200, y: 60))
      app.world.advance(by: 1)
      #expect(screen.presentedViewController === composer)
      #expect(screen.attempts == 1)
      #expect(composer.status.text == "Discard this draft?")

      let start = app.center(of: composer.status)
      app.world.touchDown(at: start)
      let end = app.move(from: start, dx: 0, dy: 12, count: 30)
      app.world.touchUp()
      app.world.advance(by: 2)
      #expect(end.y - start.y == 360)
      #expect(screen.presentedViewController === composer)
      #expect(screen.attempts == 2)
      app.placeStack(of: composer)
      app.tapButton("Keep editing", in: composer.view)
      #expect(composer.status.text == "Unsaved changes")
      composer.interruptibleDismiss()
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
    }
    app.expectEndsClean()
  }

  @Test("Discard clears the draft and closes by code; Save closes by code and the next draft starts empty")
  func discardAndSave() {
    let app = DemoAppWorld()
    weak var weakComposer: ComposerViewController?
    do {
      guard let (screen, composer) = openComposer(app) else { return }
      weakComposer = composer
      app.world.type("Draft", into: composer.field)
      app.world.tap(at: CGPoint(x: 200, y: 60))
      app.world.advance(by: 0.5)
      app.placeStack(of: composer)
      app.tapButton("Discard", in: composer.view)
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
      #expect(composer.field.text == "")
      #expect(!composer.isModalInPresentation)

      app.tapButton("Write a note", in: screen.view)
      app.world.advance(by: 2)
      app.world.type("Keep", into: composer.field)
      app.tapButton("Save", in: composer.view)
      app.world.advance(by: 2)
      #expect(screen.presentedViewController == nil)
      #expect(composer.status.text == "Saved")
      #expect(screen.attempts == 1)
      app.popToList()
    }
    #expect(weakComposer == nil)
    app.expectEndsClean()
  }
}
