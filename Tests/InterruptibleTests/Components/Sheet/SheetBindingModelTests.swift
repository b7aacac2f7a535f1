import Interruptible
import Testing

/// ``SheetBindingReconciler`` driven by a real ``DetentSheet`` (the model the UIKit sheet applies):
/// what the SwiftUI host reports after each of the sheet's changes, and the decisions that follow.
@Suite struct SheetBindingModelTests {
  static let configuration = DetentSheetConfiguration(detents: [.medium, .large])

  @Test("the heading of a real sheet: hidden nil, settling to a detent, held nil, dismissing, resting")
  func headingOfRealSheet() {
    var sheet = DetentSheet(configuration: Self.configuration, container: 800)
    #expect(SheetBindingReconciler.Heading(of: sheet) == nil)
    sheet.present(at: 0)
    #expect(SheetBindingReconciler.Heading(of: sheet) == .detent(.medium))
    _ = sheet.update(at: 5)
    #expect(sheet.phase == .resting(0))
    #expect(SheetBindingReconciler.Heading(of: sheet) == .detent(.medium))
    sheet.move(toDetent: 1, at: 5)
    #expect(SheetBindingReconciler.Heading(of: sheet) == .detent(.large))
    sheet.dragBegan(at: 5.1)
    #expect(SheetBindingReconciler.Heading(of: sheet) == nil)
    sheet.dragEnded(velocity: 4_000, at: 5.2)
    #expect(SheetBindingReconciler.Heading(of: sheet) == .dismissal)
  }

  @Test(
    "false while a finger drags a real sheet: the sheet itself ignores a dismissal, so it waits for the release"
  )
  func falseDuringRealDrag() {
    var sheet = DetentSheet(configuration: Self.configuration, container: 800)
    var reconciler = SheetBindingReconciler()
    reconciler.update(isPresented: true, detents: [.medium, .large], selection: nil)
    #expect(reconciler.flush() == [.present(detents: [.medium, .large], selection: nil)])
    reconciler.presentAccepted()
    reconciler.sheetMoved(sheet)  // not appeared yet: nothing
    #expect(reconciler.stage == .appearing)
    sheet.present(at: 0)
    reconciler.sheetMoved(sheet)
    _ = sheet.update(at: 5)
    sheet.dragBegan(at: 5)
    reconciler.sheetMoved(sheet)
    reconciler.update(isPresented: false, detents: [.medium, .large], selection: nil)
    #expect(reconciler.flush().isEmpty)
    sheet.dismiss(at: 5.1)  // what the old shell did: the dragging sheet ignores it
    #expect(sheet.phase == .dragging)
    sheet.dragChanged(translation: -30, at: 5.2)
    sheet.dragEnded(velocity: -200, at: 5.3)  // released upward: back to a detent
    reconciler.sheetMoved(sheet)
    #expect(reconciler.flush() == [.dismiss])
    sheet.dismiss(at: 5.3)
    reconciler.sheetMoved(sheet)
    #expect(SheetBindingReconciler.Heading(of: sheet) == .dismissal)
    #expect(sheet.update(at: 10) == [.dismissed])
    reconciler.sheetLeft()
    #expect(reconciler.flush() == [.runOnDismiss])
    #expect(reconciler.flush().isEmpty)
  }
}
