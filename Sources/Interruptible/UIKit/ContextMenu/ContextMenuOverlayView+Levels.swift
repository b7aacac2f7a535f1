#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ContextMenuOverlayView {
    /// Puts `rows` in the menu, top to bottom, at the heights of `index`.
    func layOutRows(_ index: MenuRowIndex?) {
      var y = 0.0
      for (position, row) in rows.enumerated() {
        let height = index?.frameOfRow(position).height ?? 0
        row.frame = CGRect(x: 0, y: y, width: Double(layout.menu.width), height: height)
        menuView.addSubview(row)
        y += height
      }
      menuView.contentSize = CGSize(width: layout.menu.width, height: y)
    }

    /// A submenu opens in place: `newRows` (its header first) replace the rows shown, which are
    /// kept to come back to; `index` is their layout, as the core has it.
    func pushLevel(_ newRows: [MenuRowView], rows index: MenuRowIndex, reducesMotion: Bool) {
      parentRows.append(rows)
      show(newRows, index, reducesMotion: reducesMotion)
    }

    /// Back to the parent level's rows, laid out as `index`.
    func popLevel(rows index: MenuRowIndex, reducesMotion: Bool) {
      guard let parent = parentRows.popLast() else { return }
      show(parent, index, reducesMotion: reducesMotion)
    }

    /// Swaps the rows and resizes the menu from where it is to the core's placement for them (the
    /// edge facing the preview stays); the new rows fade in. With Reduce Motion the size changes at
    /// once and only the fade runs.
    private func show(_ newRows: [MenuRowView], _ index: MenuRowIndex, reducesMotion: Bool) {
      stopLevelChange()
      for row in rows { row.removeFromSuperview() }
      rows = newRows
      layout.resizeMenu(rowHeights: (0..<index.count).map { index.frameOfRow($0).height })
      layOutRows(index)
      menuView.contentOffset = .zero
      for row in rows { row.alpha = 0 }
      let frame = layout.menu
      let resize = { [menuView] in
        // Bounds and centre, not frame: the menu may still carry its growth's transform.
        menuView.bounds.size = frame.size
        menuView.center = CGPoint(x: frame.midX, y: frame.midY)
      }
      if reducesMotion { resize() }
      let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 1) { [rows] in
        if !reducesMotion { resize() }
        for row in rows { row.alpha = 1 }
      }
      animator.startAnimation()
      levelAnimator = animator
      UIAccessibility.post(notification: .layoutChanged, argument: rows.first)
    }

    /// Stops a change of level where it is (the menu is leaving).
    func stopLevelChange() {
      guard let animator = levelAnimator else { return }
      levelAnimator = nil
      if animator.state == .active { animator.stopAnimation(true) }
    }
  }
#endif
