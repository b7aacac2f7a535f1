#if canImport(UIKit)
  import UIKit

  /// The sheet's gestures: the pan (owned by the sheet or a scroll view, as the core decides), the
  /// hold that stops a moving sheet at touch-down, and the tap behind it.
  extension DetentSheetViewController {
    /// A tap behind the sheet: on the visible edge of a sheet receded under the one just below this
    /// one, it brings that sheet forward as the core decides (`SheetStack.levelDismissedByTap`: the
    /// sheets above it leave in one motion, unless one of them resists); elsewhere it is an attempt
    /// to dismiss this sheet.
    func tapBehind() {
      let (sheets, index) = stack
      let point = tap.location(in: view)
      if let tapped = sheets.prefix(index).lastIndex(where: { $0.sheetView.frame.contains(point) }),
        tapped + 1 < index
      {
        for sheet in sheets.dropFirst(tapped + 1) { sheet.syncModalInPresentation() }
        guard let dismissed = SheetStack.levelDismissedByTap(onLevel: tapped, in: Self.levels(sheets)) else {
          return
        }
        return sheets[dismissed].dismissSheet()
      }
      _ = attemptUserDismissal()
    }

    /// A finger on a moving sheet holds it where it is shown; lifted without a drag, the sheet
    /// settles from there.
    func handleHold() {
      let now = CACurrentMediaTime()
      switch hold.state {
      case .began:
        guard !isInStackDismissal, model.settleEndTime != nil, animator != nil else { return }
        stopAnimator()
        model.dragBegan(at: now, shownHeight: shownHeight)
        deliverReports()
        grip.hold()
      case .ended, .cancelled, .failed:
        guard grip.letGo() else { return }
        model.dragEnded(velocity: 0, at: now)
        runSettle()
        sendSheetsAboveAway()
      default:
        break
      }
    }

    func handlePan() {
      let now = CACurrentMediaTime()
      switch pan.state {
      case .began:
        guard !isInStackDismissal else {
          // The dismissal is committed: the pan takes over the hold and moves nothing.
          grip.panBegan(owner: .scrollView)
          return
        }
        // Editing ends only once the pan's owner holds it: UIKit may post the keyboard's change
        // inside `resignFirstResponder`, and the sheet must already be dragging to keep its top
        // under the finger while the keyboard leaves.
        defer { resignIfDraggedDown() }
        if beginChainPan() {
          _ = grip.letGo()  // the pan takes over the hold
          return
        }
        grip.panBegan(owner: ownerOfPan())
        guard grip.panOwner == .sheet else { return }
        stopAnimator()
        // The list stops where it is (no momentum) once the sheet has the pan.
        if let scroll = trackedScrollView { scroll.setContentOffset(scroll.contentOffset, animated: false) }
        syncModalInPresentation()
        model.dragBegan(at: now, shownHeight: shownHeight)
      case .changed:
        if chainPan.isActive { return changeChainPan() }
        guard grip.panOwner == .sheet else { return }
        model.dragChanged(translation: Double(pan.translation(in: view).y), at: now)
        apply(height: model.height(at: now))
        if let scroll = trackedScrollView {
          // Held there whichever of the two pans' actions UIKit sends first.
          scrollPin.hold(scroll, at: CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top))
        }
      case .ended, .cancelled, .failed:
        // The list keeps no momentum from a pan the sheet owned.
        scrollPin.release(stoppingMotion: true)
        if chainPan.isActive { return endChainPan() }
        guard grip.panOwner == .sheet else { return }
        syncModalInPresentation()
        model.dragEnded(velocity: Double(panAction.releaseVelocity(of: pan, in: view).y), at: now)
        runSettle()
        sendSheetsAboveAway()
      default:
        break
      }
    }

    /// The tracked scroll view keeps its rule (it scrolls only at the largest detent); elsewhere the
    /// sheet takes a pan with no scroll view under the finger (``beginChainPan()`` takes the others).
    func ownerOfPan() -> SheetPanOwner {
      guard let scroll = trackedScrollView, isOverTrackedScrollView else { return .sheet }
      let atTop = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
      return model.panOwner(scrollViewIsAtTop: atTop, movingDown: pan.velocity(in: view).y > 0)
    }

    /// Whether the pan is over the explicitly tracked scroll view.
    var isOverTrackedScrollView: Bool {
      guard let scroll = trackedScrollView else { return false }
      return scroll.bounds.contains(pan.location(in: scroll))
    }
  }

  extension DetentSheetViewController: UIGestureRecognizerDelegate {
    /// The sheet's pan runs beside the tracked scroll view's, so the core can give each pan to one.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
      if gestureRecognizer === hold || other === hold { return true }
      // Beside every scroll view inside the sheet: the core gives each pan to one of them.
      guard let scroll = other.view as? UIScrollView, other === scroll.panGestureRecognizer else {
        return false
      }
      return scroll.isDescendant(of: sheetView)
    }
  }
#endif
