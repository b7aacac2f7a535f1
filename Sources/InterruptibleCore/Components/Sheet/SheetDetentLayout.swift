/// The detents of a sheet resolved for one container: ascending heights in points, each with its
/// identifier. Only usable detents are kept.
///
/// ```swift
/// let layout = SheetDetentLayout([.large, .fraction(0.3, id: "peek"), .medium], container: 800)
/// layout.heights        // [240, 400, 800]
/// layout.index(of: "peek")  // 0
/// ```
///
/// Bad input: detents whose height is not finite or ≤ 0.5 pt are dropped; heights above the container
/// are clamped to it; of two detents closer than 0.5 pt the first given wins. A container that is not
/// finite or ≤ 0.5 pt (the detent floor) counts as 1 pt; one taller than ``maximumContainer`` (1e7 pt) counts as that. With no usable detent left, the layout holds one: large.
package struct SheetDetentLayout: Sendable, Hashable {
  /// The resolved heights, ascending.
  package let heights: [Double]
  /// The identifier of each height.
  package let identifiers: [SheetDetent.Identifier]
  /// The container's height the detents were resolved in.
  package let container: Double

  /// Resolves `detents` in a container `container` points tall, content `contentHeight` tall.
  package init(_ detents: [SheetDetent], container: Double, contentHeight: Double? = nil) {
    let container = container.isFinite && container > 0.5 ? min(container, Self.maximumContainer) : 1
    let content = contentHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    var resolved: [(height: Double, id: SheetDetent.Identifier)] = []
    var kept = KeptHeights()
    for detent in detents {
      let height = detent.height(container: container, contentHeight: content)
      guard height.isFinite, height > 0.5 else { continue }
      let clamped = min(height, container)
      guard kept.insert(clamped) else { continue }
      resolved.append((clamped, detent.identifier))
    }
    if resolved.isEmpty { resolved = [(container, SheetDetent.large.identifier)] }
    resolved.sort { $0.height < $1.height }
    heights = resolved.map(\.height)
    identifiers = resolved.map(\.id)
    self.container = container
  }

  /// The tallest container a sheet works with (larger ones are clamped), so heights, differences and
  /// velocities stay finite.
  package static let maximumContainer = 1e7

  /// The smallest height.
  package var smallest: Double { heights[0] }
  /// The largest height.
  package var largest: Double { heights[heights.count - 1] }

  /// The index of the detent named `identifier`, if it is in the layout.
  package func index(of identifier: SheetDetent.Identifier) -> Int? {
    identifiers.firstIndex(of: identifier)
  }
}

/// The heights kept so far, bucketed by 0.5 pt, so "is a kept height closer than 0.5 pt?" looks at
/// three buckets instead of every kept height: resolving n detents costs O(n) (plus the sort), not
/// O(n²). Kept heights are at least 0.5 pt apart, so a bucket holds at most two.
private struct KeptHeights {
  private var buckets: [Int: [Double]] = [:]

  /// Keeps `height` unless a kept height is closer than 0.5 pt; returns whether it was kept.
  mutating func insert(_ height: Double) -> Bool {
    let bucket = Int((height / 0.5).rounded(.down))
    for neighbour in bucket - 1...bucket + 1 {
      if buckets[neighbour]?.contains(where: { abs($0 - height) < 0.5 }) == true { return false }
    }
    buckets[bucket, default: []].append(height)
    return true
  }
}
