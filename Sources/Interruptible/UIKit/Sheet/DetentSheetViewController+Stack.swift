#if canImport(UIKit)
  import UIKit

  /// Sheets over sheets: a detent sheet presented by content inside another one is the level above
  /// it. Every rule of the stack is the core's (``SheetStack``'s pure functions over its levels):
  /// this extension reads the levels from the chain of presented sheets, asks the core, and applies
  /// its answers. The recede is applied in ``apply(height:)``: inside each settle's
  /// `UIViewPropertyAnimator`, so it runs on the same spring, and at each move of a drag, so it
  /// follows the finger.
  extension DetentSheetViewController {
    /// The detent sheets below this one, nearest first (each presented the one above it).
    var sheetsBelow: [DetentSheetViewController] {
      var below: [DetentSheetViewController] = []
      var next = presentingViewController
      while let sheet = next as? DetentSheetViewController {
        below.append(sheet)
        next = sheet.presentingViewController
      }
      return below
    }

    /// The detent sheets above this one, nearest first.
    var sheetsAbove: [DetentSheetViewController] {
      var above: [DetentSheetViewController] = []
      var next = presentedViewController
      while let sheet = next as? DetentSheetViewController {
        above.append(sheet)
        next = sheet.presentedViewController
      }
      return above
    }

    /// The sheets of this sheet's stack, lowest first, and this sheet's index among them.
    var stack: (sheets: [DetentSheetViewController], index: Int) {
      let below = sheetsBelow
      return (below.reversed() + [self] + sheetsAbove, below.count)
    }

    /// This sheet as a level of the core's stack.
    var stackLevel: SheetStack.Level { SheetStack.Level(id: stackID, sheet: model, leaving: leaving) }

    /// The levels of `sheets`, as the core's rules take them.
    static func levels(_ sheets: [DetentSheetViewController]) -> [SheetStack.Level] {
      sheets.map(\.stackLevel)
    }

    /// The heights `sheets` show now (the core's shown heights), with `override` for one of them.
    static func shownHeights(
      _ sheets: [DetentSheetViewController], override: (index: Int, height: Double)? = nil
    ) -> [Double] {
      let now = CACurrentMediaTime()
      var own = sheets.map { $0.model.height(at: now) }
      if let override, own.indices.contains(override.index) { own[override.index] = override.height }
      return SheetStack.shownHeights(of: levels(sheets), ownHeights: own)
    }

    /// Whether this sheet takes part in a dismissal from the middle (the core's
    /// `isCommittedToDismissal`): no finger takes it.
    var isInStackDismissal: Bool {
      let (sheets, index) = stack
      return SheetStack.isCommittedToDismissal(level: index, in: Self.levels(sheets))
    }

    /// Shows the core's recede with this sheet at `height` (inside a settle's animator, its target;
    /// during a drag, the finger's): the sheets leaving with this one take the heights the core
    /// gives them, every sheet below recedes under the sheets above it, and this one under the
    /// sheets above it (its recede scales about its top edge, which depends on its height).
    func recedeStack(height: Double) {
      let (sheets, index) = stack
      guard sheets.count > 1 else { return }
      let levels = Self.levels(sheets)
      let shown = Self.shownHeights(sheets, override: (index, height))
      for below in sheets.indices.prefix(index) {
        let sheet = sheets[below]
        if sheet.leaving?.with == stackID { sheet.place(height: shown[below]) }
        sheet.applyRecede(
          SheetStack.recede(ofLevel: below, in: levels, shownHeights: shown, style: sheet.recedeStyle))
      }
      guard leaving == nil else { return }  // the top-most it leaves with places it
      applyRecede(SheetStack.recede(ofLevel: index, in: levels, shownHeights: shown, style: recedeStyle))
    }

    /// Shows `recede` on the sheet view: scaled about its top edge, the edge raised, the corners at
    /// least the recede's radius.
    func applyRecede(_ recede: SheetRecede) {
      let scale = CGFloat(recede.scale)
      let lift = CGFloat(recede.translation(forHeight: Double(sheetView.bounds.height)))
      sheetView.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: lift)
      sheetView.layer.cornerRadius = max(Self.cornerRadius, CGFloat(recede.cornerRadius))
    }

    /// With sheets above this one (or while this one leaves), the core decides its dismissal
    /// (`SheetStack.dismissal`): ignored, or the top-most settles away from where it is and the
    /// sheets between leave with it. False for the top-most sheet: it dismisses on its own.
    func dismissWithSheetsAbove() -> Bool {
      let (sheets, index) = stack
      guard index + 1 < sheets.count || leaving != nil, let top = sheets.last else { return false }
      let plan = SheetStack.dismissal(
        ofLevel: index, in: Self.levels(sheets), shownHeights: Self.shownHeights(sheets),
        topIsHeld: top.grip.isHeld)
      guard let plan, top !== self else { return true }
      for (below, leaving) in plan {
        sheets[below].stopAnimator()
        sheets[below].leaving = leaving
      }
      top.dismissSheet()
      return true
    }

    /// A release of this sheet that heads to its dismissal sends the sheets above it away too, each
    /// from where it is (the core's `levelsSentAway`).
    func sendSheetsAboveAway() {
      let (sheets, index) = stack
      let now = CACurrentMediaTime()
      for above in SheetStack.levelsSentAway(byReleaseOf: index, in: Self.levels(sheets)) {
        sheets[above].model.dismiss(at: now)
        sheets[above].runSettle()
      }
    }

    /// The end of this sheet's dismissal: the sheets the core says depart with it (the sheets above
    /// it, the sheets leaving with it) go in the same `dismiss`, and each `onDismiss` runs once, the
    /// top-most first. The completion holds the sheets until their callbacks have run (UIKit may
    /// release them before it runs the completion, and content inside them, a SwiftUI sheet's host,
    /// answers the callbacks).
    func dismissWithLeavingSheets() {
      let (sheets, index) = stack
      let departing = SheetStack.departures(whenLevelLeaves: index, in: Self.levels(sheets)).map {
        sheets[$0]
      }
      for sheet in departing where sheet !== self { sheet.stopAnimator() }  // no settle ends after this
      let host = departing.last?.presentingViewController ?? self
      host.dismiss(animated: false) {
        for sheet in departing { sheet.onDismiss?() }
      }
    }
  }
#endif
