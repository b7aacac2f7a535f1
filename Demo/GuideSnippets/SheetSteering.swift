import Interruptible
import SwiftUI
import UIKit

// The "Observing and steering" blocks of Docs/Sheets.md and Docs/SwiftUI.md, type-checked for iOS
// by .ci/run.

final class EditorViewController: UIViewController {
  let header = UIView()
  var hasUnsavedChanges = false

  func showEditor(_ form: UIViewController) {
    let sheet = DetentSheetViewController(
      content: form, configuration: DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .large]))
    // Fades with the sheet, frame-exact, inside the sheet's own animator: no callback per frame.
    sheet.animateAlongside { [header] height in header.alpha = CGFloat(1 - min(height / 400, 1)) }
    sheet.onWillSettle = { target, trajectory in
      print("heading to", target, "arrives at", trajectory.endTime)
    }
    // A hard throw up always goes to the top.
    sheet.targetOverride = { proposal in proposal.velocity < -2_000 ? .detent(1) : proposal.target }
    form.isModalInPresentation = hasUnsavedChanges  // the sheet rubber-bands instead of dismissing
    present(sheet, animated: false)
  }

  func showMore(_ sheet: DetentSheetViewController) {
    sheet.setDetents([.fraction(0.3, id: "peek"), .medium, .large])  // at any time, even mid-settle
  }
}

@MainActor
struct PlacesScreen: View {
  @State private var showsPlaces = true
  @State private var detent: SheetDetent.Identifier = "peek"
  @StateObject private var motion = InterruptibleSheetMotion()

  var body: some View {
    Color.blue
      .interruptibleSheet(isPresented: $showsPlaces, detents: [.fraction(0.25, id: "peek"), .large]) {
        Text("Places")
      }
  }

  var withSelection: some View {
    TimelineView(.animation) { context in
      Text("Map").opacity(1 - min(motion.height(at: context.date) / 400, 1))
    }
    .interruptibleSheet(
      isPresented: $showsPlaces, detents: [.fraction(0.25, id: "peek"), .large], selection: $detent,
      motion: motion
    ) {
      Text("Places")
    }
    .task {
      for await report in motion.reports {
        if case .willSettle(let target, _) = report { print("will settle at", target) }
      }
    }
  }
}

@MainActor
struct NoteScreen: View {
  @State private var editsNote = true
  @State private var note = ""
  @State private var confirmsDiscard = false

  var body: some View {
    Color.blue
      .interruptibleSheet(
        isPresented: $editsNote, detents: [.medium, .large], onDismissAttempt: askToDiscard
      ) {
        TextEditor(text: $note).interruptibleDismissDisabled(!note.isEmpty)
      }
  }

  private func askToDiscard() { confirmsDiscard = true }
}
