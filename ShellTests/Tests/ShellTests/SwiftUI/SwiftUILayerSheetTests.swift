import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A detent sheet model: its detents, whether its content resists, and the callbacks' counts.
@MainActor
final class NoteModel: ObservableObject {
  @Published var showsNote = false
  @Published var detents: [SheetDetent] = [.medium, .large]
  @Published var detent = SheetDetent.Identifier.medium
  @Published var resists = false
  var attempts = 0
  var dismissals = 0

  /// The sheet's `onDismissAttempt`.
  func attempted() { attempts += 1 }
  /// The sheet's `onDismiss`.
  func left() { dismissals += 1 }
}

/// A detent sheet whose content may resist dismissal and closes itself with the dismiss action.
struct NoteScreen: View {
  @ObservedObject var model: NoteModel

  var body: some View {
    Color.blue
      .interruptibleSheet(
        isPresented: $model.showsNote, detents: model.detents, selection: $model.detent,
        onDismissAttempt: model.attempted, onDismiss: model.left
      ) {
        NoteContent(resists: model.resists)
      }
  }
}

/// The sheet's content: a Done button using the environment's dismiss action.
struct NoteContent: View {
  let resists: Bool
  @Environment(\.interruptibleDismiss) private var dismiss

  var body: some View {
    VStack {
      Button("Done") { dismiss() }.frame(width: 200, height: 44)
      Spacer()
    }
    .interruptibleDismissDisabled(resists)
  }
}

@MainActor
@Suite("The SwiftUI layer in the world: the detent sheet's detents, resistance and dismiss action")
struct SwiftUILayerSheetTests {
  private func shownNote(_ model: NoteModel) -> (UIKitWorld, UIHostingController<NoteScreen>) {
    model.showsNote = true
    let (world, host) = hostedWorld(NoteScreen(model: model))
    world.advance(by: 1)
    return (world, host)
  }

  @Test("Changing detents: a sheet at a removed detent moves to a remaining one; selection follows")
  func detentsChange() {
    let model = NoteModel()
    let (world, host) = shownNote(model)
    #expect(shownSheet(host)?.selectedDetentIdentifier == .medium)
    model.detents = [.large]
    world.advance(by: 1)
    #expect(shownSheet(host)?.selectedDetentIdentifier == .large)
    #expect(model.detent == .large)
    model.showsNote = false
    world.advance(by: 1)
    #expect(model.dismissals == 1)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }

  @Test("A resisting sheet: a drag down springs back, onDismissAttempt runs once, the binding stays")
  func resistedDrag() {
    let model = NoteModel()
    model.resists = true
    let (world, host) = shownNote(model)
    guard let sheet = shownSheet(host) else {
      Issue.record("no sheet")
      return
    }
    let top = sheet.sheetView.convert(sheet.sheetView.bounds, to: nil).minY + 10
    world.drag(from: CGPoint(x: 300, y: top), to: CGPoint(x: 300, y: top + 380), duration: 0.2)
    world.advance(by: 1.5)
    #expect(shownSheet(host) === sheet)
    #expect(model.showsNote)
    #expect(model.attempts == 1)
    #expect(model.dismissals == 0)
    model.resists = false
    world.advance(by: 0.1)
    world.drag(from: CGPoint(x: 300, y: top), to: CGPoint(x: 300, y: top + 380), duration: 0.2)
    world.advance(by: 1.5)
    #expect(shownSheet(host) == nil)
    #expect(!model.showsNote)
    #expect(model.attempts == 1)
    #expect(model.dismissals == 1)
    expectClean(world)
  }

  @Test(
    "Content dismiss-disabled from its first frame resists in every variant, also where SwiftUI does not report a preference's initial value",
    arguments: ["", "S2", "S5", "S1,S2,S6,S8,S9"])
  func resistsFromTheStart(variant: String) {
    let model = NoteModel()
    model.resists = true
    model.showsNote = true
    let (world, host) = hostedWorld(NoteScreen(model: model), switches: .init(variant: variant))
    world.advance(by: 1)
    guard let sheet = shownSheet(host) else {
      Issue.record("no sheet")
      return
    }
    world.tap(at: CGPoint(x: 20, y: 60))  // behind the sheet
    world.advance(by: 1.5)
    #expect(shownSheet(host) === sheet)
    #expect(model.showsNote)
    #expect(model.attempts == 1)
    #expect(model.dismissals == 0)
    expectClean(world)
  }

  @Test("The content's interruptibleDismiss closes the sheet: binding false, onDismiss once, nothing left")
  func dismissFromContent() {
    let model = NoteModel()
    let (world, host) = shownNote(model)
    weak var sheet: UIViewController?
    do {
      sheet = shownSheet(host)
      guard let shown = sheet, let done = firstView(UIControl.self, in: shown.view) else {
        Issue.record("no Done button")
        return
      }
      world.tap(at: centre(of: done))
    }
    world.advance(by: 1.5)
    #expect(shownSheet(host) == nil)
    #expect(!model.showsNote)
    #expect(model.dismissals == 1)
    #expect(sheet == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }
}
