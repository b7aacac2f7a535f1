#if canImport(UIKit)
  import UIKit

  /// Sheets over sheets: a detent sheet presented by content inside another one is the level above
  /// it. The levels below recede with the top one's height (the core's ``SheetRecede``), applied in
  /// ``apply(height:)``: inside each settle's `UIViewPropertyAnimator`, so the recede runs on the
  /// same spring, and at each move of a drag, so it follows the finger.
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

    /// Whether this sheet takes part in a dismissal from the middle (leaving, or the top-most that
    /// the others leave with): such a dismissal is committed, no finger takes these sheets.
    var isInStackDismissal: Bool { leaving != nil || sheetsBelow.first?.leaving?.with === self }

    /// The progress of this level at `height`, and of the levels above it now (their heights on
    /// the core's clock): how far the level just below recedes.
    private func depth(atHeight height: Double) -> Double {
      let now = CACurrentMediaTime()
      return sheetsAbove.reduce(SheetStack.progress(of: model, atHeight: height)) { depth, sheet in
        depth + SheetStack.progress(of: sheet.model, atHeight: sheet.model.height(at: now))
      }
    }

    /// Recedes the sheets below for this sheet at `height`; levels leaving with this one (a
    /// dismissal from the middle) shrink with it.
    func recedeSheetsBelow(height: Double) {
      let below = sheetsBelow
      guard !below.isEmpty else { return }
      var depth = depth(atHeight: height)
      let now = CACurrentMediaTime()
      for sheet in below {
        var shown = sheet.model.height(at: now)
        if let leaving = sheet.leaving, leaving.with === self {
          let fraction = leaving.topHeight > 0 ? min(max(height / leaving.topHeight, 0), 1) : 0
          shown = leaving.height * fraction
          sheet.place(height: shown)
        }
        sheet.applyRecede(SheetRecede(depth: depth, style: sheet.recedeStyle))
        depth += SheetStack.progress(of: sheet.model, atHeight: shown)
      }
    }

    /// Keeps this sheet's own recede under the sheets above it when its height changes (its own
    /// settle, new detents, the keyboard): the recede scales about its top edge, which depends on
    /// its height.
    func recedeUnderSheetsAbove() {
      let above = sheetsAbove
      guard !above.isEmpty, leaving == nil else { return }
      let now = CACurrentMediaTime()
      let depth = above.reduce(0) { depth, sheet in
        depth + SheetStack.progress(of: sheet.model, atHeight: sheet.model.height(at: now))
      }
      applyRecede(SheetRecede(depth: depth, style: recedeStyle))
    }

    /// Shows `recede` on the sheet view: scaled about its top edge, the edge raised, the corners at
    /// least the recede's radius.
    func applyRecede(_ recede: SheetRecede) {
      let scale = CGFloat(recede.scale)
      let lift = CGFloat(recede.translation(forHeight: Double(sheetView.bounds.height)))
      sheetView.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: lift)
      sheetView.layer.cornerRadius = max(Self.cornerRadius, CGFloat(recede.cornerRadius))
    }

    /// Dismisses this sheet and the sheets above it with one motion: the top-most settles away
    /// from where it is, the others leave with it; ignored while a finger holds the top-most.
    func dismissWithSheetsAbove() -> Bool {
      guard let top = sheetsAbove.last else { return false }
      guard top.model.phase != .dragging, !top.grip.isHeld else { return true }
      let now = CACurrentMediaTime()
      let topHeight = top.model.height(at: now)
      for sheet in [self] + sheetsAbove.dropLast() where sheet.leaving == nil {
        sheet.stopAnimator()
        sheet.leaving = SheetLeaving(with: top, height: sheet.model.height(at: now), topHeight: topHeight)
      }
      top.dismissSheet()
      return true
    }

    /// The end of this sheet's dismissal: the sheets leaving with it go in the same `dismiss`, and
    /// each `onDismiss` runs once, this one first. The completion holds the sheets until their
    /// callbacks have run (UIKit may release them before it runs the completion, and content inside
    /// them, a SwiftUI sheet's host, answers the callbacks).
    func dismissWithLeavingSheets() {
      let leaving = Array(sheetsBelow.prefix { $0.leaving?.with === self })
      guard let lowest = leaving.last, let host = lowest.presentingViewController else {
        return dismiss(animated: false) { [onDismiss] in onDismiss?() }
      }
      host.dismiss(animated: false) {
        self.onDismiss?()
        for sheet in leaving { sheet.onDismiss?() }
      }
    }
  }

  /// A sheet leaving with the top-most sheet of a dismissal from the middle: its height, and the
  /// top-most's, when it began.
  struct SheetLeaving {
    weak var with: DetentSheetViewController?
    let height: Double
    let topHeight: Double
  }
#endif
