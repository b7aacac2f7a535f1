/// The rows of an open menu as cumulative offsets, for finding the row under a finger in
/// `O(log n)` without allocating.
///
/// ```swift
/// let rows = MenuRowIndex(heights: [44, 44, 8, 44], selectable: [true, true, false, true])
/// rows.row(atY: 50)          // 1
/// rows.row(atY: 90)          // nil (the 8 pt separator is not selectable)
/// rows.frameOfRow(3)         // (minY: 96, height: 44)
/// ```
///
/// Bad input: non-finite or negative heights count as 0; heights and their running sum are clamped
/// to 1e9 pt (so every offset stays finite); NaN positions find no row; an index outside the rows
/// starts from the first (or last) row, and only a step's sign counts (0 counts as down).
package struct MenuRowIndex: Sendable, Hashable {
  /// The top of each row and, last, the bottom of the last row.
  package let offsets: [Double]
  /// Whether each row can be highlighted and chosen (not a separator, a disabled action or a loading
  /// row).
  package let selectable: [Bool]
  /// Whether each row opens a submenu (choosing it opens the submenu instead of dismissing).
  package let opensSubmenu: [Bool]

  /// An index over rows of `heights`; `selectable` defaults to every row, `opensSubmenu` to none.
  package init(heights: [Double], selectable: [Bool]? = nil, opensSubmenu: [Bool]? = nil) {
    var offsets = [0.0]
    offsets.reserveCapacity(heights.count + 1)
    for height in heights {
      let usable = height.isFinite ? min(max(height, 0), MenuBounds.limit) : 0
      offsets.append(min(offsets[offsets.count - 1] + usable, MenuBounds.limit))
    }
    self.offsets = offsets
    self.selectable =
      selectable.map {
        Array($0.prefix(heights.count)) + Array(repeating: false, count: max(heights.count - $0.count, 0))
      }
      ?? Array(repeating: true, count: heights.count)
    self.opensSubmenu = (0..<heights.count).map { index in
      opensSubmenu.map { index < $0.count && $0[index] } ?? false
    }
  }

  /// The number of rows.
  package var count: Int { offsets.count - 1 }
  /// The total height of the rows.
  package var contentHeight: Double { offsets[offsets.count - 1] }

  /// The selectable row at `y` (points from the top of the rows, scroll offset included), if any.
  package func row(atY y: Double) -> Int? {
    guard y >= 0, y < contentHeight else { return nil }
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= y { low = middle } else { high = middle - 1 }
    }
    return selectable[low] ? low : nil
  }

  /// The top and height of row `index`.
  package func frameOfRow(_ index: Int) -> (minY: Double, height: Double) {
    guard index >= 0, index < count else { return (0, 0) }
    return (offsets[index], offsets[index + 1] - offsets[index])
  }

  /// The next selectable row after `index` going down (`step` 1) or up (`step` -1), wrapping; nil
  /// when no row is selectable. From nil it starts at the first (or last) row.
  package func nextSelectable(after index: Int?, step: Int) -> Int? {
    guard count > 0 else { return nil }
    let step = step < 0 ? -1 : 1
    var current = index.flatMap { (0..<count).contains($0) ? $0 : nil } ?? (step > 0 ? -1 : count)
    for _ in 0..<count {
      current = (current + step + count) % count
      if selectable[current] { return current }
    }
    return nil
  }
}
