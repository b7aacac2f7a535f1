import Interruptible

/// A ``SheetBindingReconciler`` between a fake of SwiftUI (bindings written by code or by the
/// reconciler, update passes) and a fake of the platform's sheet (present accepted or refused,
/// fingers, reports). It records every binding write, every motion the sheet publishes, and whether
/// each happened inside an update pass: the rule under test is that none does.
final class SheetBindingHarness {
  typealias Identifier = SheetDetent.Identifier

  var reconciler = SheetBindingReconciler()
  // SwiftUI's side.
  var isPresented = false
  var selection: Identifier?
  var detents: [SheetDetent] = [.medium, .large]
  private(set) var isUpdating = false
  /// Each binding write the reconciler asked for, in order.
  private(set) var writes: [String] = []
  /// Writes or publications made during an update pass (SwiftUI's "Modifying state during view
  /// update" and "Publishing changes from within view updates").
  private(set) var madeInUpdate: [String] = []
  private(set) var onDismissCount = 0
  // The platform's side.
  var isInWindow = true
  var isScreenBusy = false
  /// Whether the platform accepts a present it has no reason to refuse.
  var acceptsPresent = true
  private(set) var presents: [Identifier?] = []
  private(set) var dismisses = 0
  private(set) var moves: [Identifier?] = []
  private(set) var detentChanges: [[SheetDetent]] = []
  /// Where the sheet heads (nil: no sheet, or not appeared).
  private(set) var sheetHeading: SheetBindingReconciler.Heading?
  private(set) var isHeld = false
  /// Dismissals that ended (the sheet reached height 0).
  private(set) var leftCount = 0

  init(selection: Identifier? = nil) { self.selection = selection }

  var availability: PresentationAvailability {
    !isInWindow ? .notInWindow : isScreenBusy ? .screenBusy : .available
  }

  // MARK: - SwiftUI

  /// One update pass: the representable's `updateUIView` forwards the bindings.
  func update() {
    isUpdating = true
    reconciler.update(isPresented: isPresented, detents: detents, selection: selection)
    isUpdating = false
  }

  /// The main-queue turn after the update: the shell's flush.
  func flush() {
    reconciler.hostChanged(availability)
    for action in reconciler.flush() { perform(action) }
  }

  /// A run-loop turn: code writes, then the update pass, then the flush on the next main-queue turn.
  func turn(_ code: () -> Void = {}) {
    code()
    update()
    flush()
  }

  // MARK: - The sheet

  /// The sheet's first frame: it heads to its first detent.
  func appear() {
    guard let first = presents.last else { return }
    report(.detent(first ?? "medium"), held: false)
  }

  func grab() { report(nil, held: true) }

  func release(to heading: SheetBindingReconciler.Heading) { report(heading, held: false) }

  /// The sheet reaches where it heads: a detent (rest) or gone (left).
  func arrive() {
    switch sheetHeading {
    case .detent(let identifier)?: reconciler.sheetRested(at: identifier)
    case .dismissal?:
      sheetHeading = nil
      leftCount += 1
      reconciler.sheetLeft()
    case nil: return
    }
  }

  private func report(_ heading: SheetBindingReconciler.Heading?, held: Bool) {
    isHeld = held
    if let heading { sheetHeading = heading }
    if isUpdating { madeInUpdate.append("trajectory") }
    reconciler.sheetMoved(heading, isHeld: held)
  }

  // MARK: - Applying

  private func perform(_ action: SheetBindingReconciler.Action) {
    switch action {
    case .present(_, let initial):
      presents.append(initial)
      if availability == .available, acceptsPresent {
        reconciler.presentAccepted()
      } else {
        reconciler.presentDeclined(availability)
      }
    case .dismiss:
      dismisses += 1
      guard !isHeld else { return }  // the sheet ignores a dismissal while a finger holds it
      report(.dismissal, held: false)
    case .move(let target):
      moves.append(target)
      report(.detent(target ?? "medium"), held: false)
    case .setDetents(let detents):
      detentChanges.append(detents)
    case .writeIsPresented(let value):
      record("isPresented=\(value)")
      isPresented = value
    case .writeSelection(let identifier):
      record("selection=\(identifier.rawValue)")
      selection = identifier
    case .runOnDismiss:
      if isUpdating { madeInUpdate.append("onDismiss") }
      onDismissCount += 1
    }
  }

  private func record(_ write: String) {
    writes.append(write)
    if isUpdating { madeInUpdate.append(write) }
  }
}
