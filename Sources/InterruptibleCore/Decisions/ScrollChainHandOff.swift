import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One pan over a sheet and the scroll views under the finger, step by step: who moves by how much,
/// with the pan handed over mid-gesture when a list reaches its edge (or the sheet its largest
/// detent).
///
/// Each step goes to one mover only, chosen by ``ScrollChainRule`` for the step's direction from
/// where everything is now: a list scrolls until its edge, then the sheet takes over; the sheet,
/// pulled down and pushed back up, moves until its largest detent, then the list scrolls again. The
/// part of a step beyond an edge is carried to the next step's new owner, so the sheet and a list
/// never move in the same step and, once the next owner has moved, the finger's travel equals the
/// lists' plus the sheet's exactly.
///
/// Vertical pans move the sheet. A pan that starts across the sheet's axis over a scroll view along
/// that axis (a carousel) belongs to it for the whole gesture; the sheet does not move.
///
/// ```swift
/// let list = ScrollChainLink(axis: .vertical, offset: 20, contentLength: 2000, viewportLength: 600)
/// var pan = ScrollChainHandOff(chain: [list])
/// pan.move(by: 30)   // the list scrolls 20 pt to its top; 10 pt are carried
/// pan.move(by: 5)    // the sheet moves 15 pt down
/// ```
///
/// Bad input: a NaN or infinite step moves nothing, a finite one beyond ±1e9 pt
/// (``ScrollChainLink/maximumLength``) counts as ±1e9 pt; a NaN or negative room above the sheet
/// counts as 0, one beyond 1e9 pt as 1e9 pt; the sheet's position stays within ±1e12 pt, so the
/// running sums never overflow.
package struct ScrollChainHandOff: Sendable, Hashable {
  /// What one step moved: a scroll view's content offset (along its axis, from the content's start)
  /// or the sheet (points, down positive), never both.
  package struct Step: Sendable, Hashable {
    /// The scroll view that moved and by how much its offset changed.
    package var scroll: (index: Int, offsetChange: Double)? {
      scrollIndex.map { ($0, offsetChange) }
    }
    /// How far the sheet moved (points, down positive).
    package var sheet: Double
    private var scrollIndex: Int?
    private var offsetChange: Double

    init(scroll: Int? = nil, offsetChange: Double = 0, sheet: Double = 0) {
      scrollIndex = scroll
      self.offsetChange = offsetChange
      self.sheet = sheet
    }
  }

  /// The chain, innermost first, with the offsets the pan has scrolled them to.
  package private(set) var chain: [ScrollChainLink]
  /// How far the sheet is below its largest detent (points; negative past it, rubber-banding).
  package private(set) var sheetPosition: Double
  /// The finger's travel not yet handed to a mover (beyond an edge reached in the last step).
  package private(set) var carried = 0.0
  /// The scroll view along the other axis that owns the whole pan, if it started across the
  /// sheet's axis over one.
  package private(set) var acrossOwner: Int?
  private var started = false

  /// A pan starting over `chain` (innermost first) with the sheet `roomAbove` points below its
  /// largest detent.
  package init(chain: [ScrollChainLink], roomAbove: Double = 0) {
    self.chain = chain
    sheetPosition = roomAbove.isFinite && roomAbove > 0 ? min(roomAbove, ScrollChainLink.maximumLength) : 0
  }

  /// The finger moved by `dx`, `dy` points (right and down positive) since the last step.
  package mutating func move(dx: Double = 0, by dy: Double) -> Step {
    guard dx.isFinite, dy.isFinite else { return Step() }
    let limit = ScrollChainLink.maximumLength
    let dx = min(max(dx, -limit), limit)
    let dy = min(max(dy, -limit), limit)
    if !started, dx != 0 || dy != 0 {
      started = true
      if abs(dx) > abs(dy), let index = chain.firstIndex(where: { $0.axis == .horizontal && $0.scrolls }) {
        acrossOwner = index
      }
    }
    if let acrossOwner { return scroll(acrossOwner, by: dx) }
    let delta = dy + carried
    carried = 0
    guard delta != 0 else { return Step() }
    let owner = ScrollChainRule.owner(
      translation: CGPoint(x: 0, y: delta), chain: chain,
      sheetAtLargestDetent: sheetPosition <= ScrollChainLink.edgeTolerance)
    switch owner {
    case .scroll(let index): return scroll(index, by: delta)
    case .sheet: return moveSheet(by: delta)
    }
  }

  /// Scrolls `chain[index]` with a finger moving `delta`, up to its edge; the rest is carried.
  private mutating func scroll(_ index: Int, by delta: Double) -> Step {
    let link = chain[index]
    // The content follows the finger: a positive delta moves it toward its start (end if inverted).
    let change = link.isInverted ? delta : -delta
    let maximum = max(link.contentLength - link.viewportLength, 0)
    let target = min(max(link.offset + change, 0), maximum)
    let moved = target - link.offset
    if acrossOwner == nil { carried = delta - (link.isInverted ? moved : -moved) }
    chain[index].offset = target
    return Step(scroll: index, offsetChange: moved)
  }

  /// Moves the sheet by `delta`; pushed up to its largest detent while a list can take the rest,
  /// it stops there and the rest is carried.
  private mutating func moveSheet(by delta: Double) -> Step {
    var moved = delta
    let listTakesRest = chain.contains { $0.axis == .vertical && $0.canScroll(fingerDelta: delta) }
    if delta < 0, sheetPosition > 0, sheetPosition + delta < 0, listTakesRest {
      moved = -sheetPosition
      carried = delta - moved
    }
    // Clamped far beyond any screen (a finger's whole travel, 1e9 pt a step, never gets there in
    // practice), so the sum stays finite however long the pan.
    let position = min(max(sheetPosition + moved, -1e12), 1e12)
    moved = position - sheetPosition
    sheetPosition = position
    return Step(sheet: moved)
  }
}
