/// Reconciles the bindings of a SwiftUI detent sheet — `isPresented`, `detents`, `selection` — with
/// one ``DetentSheet`` on screen, deciding every overlap in the core (the SwiftUI shell forwards and
/// applies). It behaves as SwiftUI's `.sheet` with `.presentationDetents(_:selection:)` does:
///
/// - **Nothing happens inside a view update.** ``update(isPresented:detents:selection:)`` only
///   records the bindings; every decision comes out of ``flush()``, which the shell runs on the next
///   main-queue turn, never inside an update. The sheet's own reports are recorded the same way, so
///   a binding write-back, a move by `selection` (and the motion it publishes) and `onDismiss` all
///   happen in a flush. Several updates before a flush coalesce: `true, false, true` presents once.
/// - **A binding that starts `true` presents once the view is in a window**, and a sheet asked for
///   while another presentation on the screen arrives or leaves waits for it (``hostChanged(_:)``);
///   the binding is not written back. A `present` the platform refuses is not kept: it is asked
///   again once the reason is gone (``presentDeclined(_:)``).
/// - **`false` while a finger holds the sheet dismisses after the release** (unless the release
///   dismisses it anyway); `false` before the sheet has appeared dismisses once it has. A selection
///   set during a drag moves the sheet after the release.
/// - **A user dismissal writes `false` back when it is decided** (the release, or a tap behind the
///   sheet); a grab that brings a leaving sheet back to a detent writes `true` back. `true` while the
///   sheet leaves turns it around.
/// - **`selection` moves the sheet when the code changes it**, and is written back when the sheet
///   comes to rest at another detent; a change of `detents` re-targets the sheet.
/// - **`onDismiss` runs exactly once per dismissal that ended**; a binding still `true` then
///   presents the sheet again.
/// - **A presenting view removed while the sheet is up dismisses it**: `onDismiss` runs once when it
///   has left, and the bindings (whose view is gone) are never written again (``isFinished``).
///
/// ```swift
/// var reconciler = SheetBindingReconciler()
/// reconciler.hostChanged(.notInWindow)
/// reconciler.update(isPresented: true, detents: [.medium, .large], selection: nil)
/// reconciler.flush()                       // []: waits for a window
/// reconciler.hostChanged(.available)
/// reconciler.flush()                       // [.present(detents: [.medium, .large], selection: nil)]
/// reconciler.presentAccepted()
/// ```
///
/// Bad input: reports for a sheet that is not there (``sheetMoved(_:isHeld:)`` before
/// ``presentAccepted()``, ``sheetLeft()`` twice) are ignored; a `nil` selection means "no selection
/// binding" and never moves the sheet.
package struct SheetBindingReconciler: Sendable, Hashable {
  /// What the shell does, in order, after a ``flush()``.
  package enum Action: Sendable, Hashable {
    /// Present a new sheet with these detents, resting first at `selection` (nil: the smallest).
    case present(detents: [SheetDetent], selection: SheetDetent.Identifier?)
    /// Dismiss the sheet from wherever it is.
    case dismiss
    /// Move the sheet to this detent (a leaving sheet turns around); nil: its smallest detent.
    case move(to: SheetDetent.Identifier?)
    /// Give the sheet these detents.
    case setDetents([SheetDetent])
    /// Write this value to `isPresented`.
    case writeIsPresented(Bool)
    /// Write this detent to `selection`.
    case writeSelection(SheetDetent.Identifier)
    /// Run `onDismiss` (once per ended dismissal).
    case runOnDismiss

    var writesIsPresented: Bool {
      if case .writeIsPresented = self { return true }
      return false
    }

    var writesSelection: Bool {
      if case .writeSelection = self { return true }
      return false
    }
  }

  /// Where the sheet is in its life.
  package enum Stage: Sendable, Hashable {
    /// No sheet (none asked for, or the last one has left).
    case absent
    /// A `present` was asked for and the platform has not answered.
    case requested
    /// The platform accepted the sheet; it has not appeared yet.
    case appearing
    /// On screen, resting at a detent or heading to one.
    case shown
    /// Heading to its dismissal.
    case leaving
  }

  /// Where the sheet heads, as it reports it.
  package enum Heading: Sendable, Hashable {
    /// To the detent with this identifier.
    case detent(SheetDetent.Identifier)
    /// To its dismissal.
    case dismissal
  }

  /// The sheet's stage.
  package private(set) var stage = Stage.absent
  /// `isPresented` as far as the reconciler knows (the last update or write-back).
  package private(set) var isPresented = false
  /// The bound selection as far as the reconciler knows; nil without a selection binding.
  package private(set) var selection: SheetDetent.Identifier?
  /// The bound detents.
  package private(set) var detents: [SheetDetent] = []
  /// Whether a finger holds the sheet.
  package private(set) var isHeld = false
  /// Whether the presenting view can present now (``hostChanged(_:)``).
  package private(set) var availability = PresentationAvailability.available
  /// Whether the presenting view left the hierarchy (``hostRemoved()``).
  package private(set) var isHostRemoved = false
  private var sheetDetents: [SheetDetent]?
  private var sheetSelection: SheetDetent.Identifier?
  private var selectionMoved = false
  private var pending: [Action] = []

  /// No sheet, `isPresented` false, the presenting view available.
  package init() {}

  // MARK: - From SwiftUI

  /// Records the bindings' values from a view update. Decides nothing (``flush()`` does, after the
  /// update). A selection different from the last one recorded is a move asked by the code. While a
  /// write-back to a binding waits for the flush, that binding's value here is its old one and is
  /// not taken as the code's: the write-back lands on the flush.
  package mutating func update(
    isPresented: Bool, detents: [SheetDetent], selection: SheetDetent.Identifier?
  ) {
    guard !isHostRemoved else { return }
    self.detents = detents
    // A binding whose write-back is still pending shows its old value: it is not the code's.
    if !pending.contains(where: \.writesIsPresented) { self.isPresented = isPresented }
    if !pending.contains(where: \.writesSelection), selection != self.selection {
      self.selection = selection
      selectionMoved = selection != nil
    }
  }

  /// The presenting view joined or left a window, or another presentation on its screen began or
  /// finished.
  package mutating func hostChanged(_ availability: PresentationAvailability) {
    self.availability = availability
  }

  /// The presenting view left the hierarchy: the sheet leaves, the bindings are never written again.
  package mutating func hostRemoved() {
    isHostRemoved = true
    isPresented = false
    pending.removeAll { action in
      if case .runOnDismiss = action { return false }
      return true
    }
  }

  /// The content's dismiss action: `isPresented` becomes false (written back) and the sheet leaves.
  package mutating func dismissFromContent() {
    guard isPresented, stage != .absent, !isHostRemoved else { return }
    isPresented = false
    pending.append(.writeIsPresented(false))
  }

  // MARK: - From the platform

  /// The platform accepted the `present`: the sheet will appear.
  package mutating func presentAccepted() {
    guard stage == .requested else { return }
    stage = .appearing
  }

  /// The platform refused the `present` because of `reason`. With `.notInWindow` or `.screenBusy`
  /// the sheet is asked for again once ``hostChanged(_:)`` reports `.available`; with `.available`
  /// (refused for another reason) it is given up and `isPresented` is written back to false.
  package mutating func presentDeclined(_ reason: PresentationAvailability) {
    guard stage == .requested else { return }
    stage = .absent
    sheetDetents = nil
    availability = reason
    if reason == .available, isPresented, !isHostRemoved {
      isPresented = false
      pending.append(.writeIsPresented(false))
    }
  }

  /// The sheet reported its motion: held by a finger (`isHeld`), or heading to `heading` (nil and
  /// not held: not on screen yet). The first such report of an appearing sheet means it has
  /// appeared. A user's release or tap that heads to the dismissal writes `false` back; one that
  /// brings a leaving sheet back writes `true` back.
  package mutating func sheetMoved(_ heading: Heading?, isHeld held: Bool) {
    guard stage == .appearing || stage == .shown || stage == .leaving else { return }
    if stage == .appearing {
      guard held || heading != nil else { return }  // not on screen yet
      stage = .shown
    }
    isHeld = held
    guard !held, let heading else { return }
    switch heading {
    case .dismissal:
      guard stage != .leaving else { return }
      stage = .leaving
      writeBack(isPresented: false)
    case .detent(let identifier):
      sheetSelection = identifier
      guard stage == .leaving else { return }
      stage = .shown
      writeBack(isPresented: true)
    }
  }

  /// The sheet came to rest at a detent: `selection` is written back when it names another one.
  package mutating func sheetRested(at identifier: SheetDetent.Identifier) {
    guard stage == .shown else { return }
    sheetSelection = identifier
    guard let selection, selection != identifier, !isHostRemoved else { return }
    self.selection = identifier
    selectionMoved = false
    pending.append(.writeSelection(identifier))
  }

  /// The sheet's dismissal ended: `onDismiss` runs once; a binding still `true` presents again.
  package mutating func sheetLeft() {
    guard stage != .absent, stage != .requested else { return }
    stage = .absent
    isHeld = false
    sheetDetents = nil
    sheetSelection = nil
    pending.append(.runOnDismiss)
  }

  private mutating func writeBack(isPresented value: Bool) {
    guard isPresented != value, !isHostRemoved else { return }
    isPresented = value
    pending.append(.writeIsPresented(value))
  }

  // MARK: - Deciding

  /// The actions for everything recorded since the last flush, in order. Run it on a main-queue
  /// turn, never inside a view update.
  package mutating func flush() -> [Action] {
    var actions = pending
    pending = []
    switch stage {
    case .absent:
      guard isPresented, !isHostRemoved, availability == .available else { break }
      stage = .requested
      sheetDetents = detents
      sheetSelection = selection
      selectionMoved = false
      actions.append(.present(detents: detents, selection: selection))
    case .requested, .appearing:
      break
    case .shown:
      guard !isHeld else { break }
      if !isPresented {
        stage = .leaving
        actions.append(.dismiss)
      } else {
        retarget(into: &actions)
      }
    case .leaving:
      guard isPresented, !isHeld else { break }
      // True again while it leaves: back to the bound detent, else the one it left from.
      stage = .shown
      if detents != sheetDetents {
        sheetDetents = detents
        actions.append(.setDetents(detents))
      }
      selectionMoved = false
      sheetSelection = selection ?? sheetSelection
      actions.append(.move(to: sheetSelection))
    }
    return actions
  }

  /// New detents, then a selection moved by the code.
  private mutating func retarget(into actions: inout [Action]) {
    if detents != sheetDetents {
      sheetDetents = detents
      actions.append(.setDetents(detents))
    }
    if selectionMoved, let selection {
      selectionMoved = false
      if selection != sheetSelection {
        sheetSelection = selection
        actions.append(.move(to: selection))
      }
    }
  }

  /// Whether ``flush()`` would return an action now.
  package var needsFlush: Bool {
    var copy = self
    return !copy.flush().isEmpty
  }

  /// What the bindings' latest values wait for, if anything.
  package var waitsFor: PresentationWait? {
    switch stage {
    case .absent:
      guard isPresented, !isHostRemoved else { return nil }
      switch availability {
      case .available: return nil
      case .notInWindow: return .window
      case .screenBusy: return .otherPresentation
      }
    case .requested: return nil
    case .appearing: return isPresented ? nil : .appearance
    case .shown, .leaving:
      let wantsChange = (stage == .shown) != isPresented || selectionMoved && selection != sheetSelection
      return isHeld && wantsChange ? .release : nil
    }
  }

  /// Whether the presenting view was removed and the sheet has left (nothing more will happen).
  package var isFinished: Bool { isHostRemoved && stage == .absent && pending.isEmpty }
}
