import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ScrollChainRule: who takes a pan over nested scroll views in a sheet")
struct ScrollChainRuleTests {
  enum Kind: CaseIterable { case vertical, horizontal, inverted }
  enum Place: CaseIterable { case start, middle, end }

  static func link(_ kind: Kind, _ place: Place) -> ScrollChainLink {
    let offset: Double
    switch place {
    case .start: offset = 0
    case .middle: offset = 700
    case .end: offset = 1400
    }
    return ScrollChainLink(
      axis: kind == .horizontal ? .horizontal : .vertical, isInverted: kind == .inverted, offset: offset,
      contentLength: 2000, viewportLength: 600)
  }

  /// The eight pan directions, 30 pt long (diagonals are ties: vertical wins).
  static let directions: [CGPoint] = [
    CGPoint(x: 0, y: -30), CGPoint(x: 30, y: -30), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 30),
    CGPoint(x: 0, y: 30), CGPoint(x: -30, y: 30), CGPoint(x: -30, y: 0), CGPoint(x: -30, y: -30),
  ]

  static func chains(upTo length: Int) -> [[ScrollChainLink]] {
    var all: [[ScrollChainLink]] = [[]]
    var last: [[ScrollChainLink]] = [[]]
    for _ in 0..<length {
      last = last.flatMap { chain in
        Kind.allCases.flatMap { kind in Place.allCases.map { chain + [link(kind, $0)] } }
      }
      all += last
    }
    return all
  }

  @Test(
    "Every cell of chains up to 3 × {vertical, horizontal, inverted} × {start, middle, end} × 8 directions × 2 detents obeys the rule (13 120 cells)"
  )
  func exhaustiveTable() {
    var cells = 0
    for chain in Self.chains(upTo: 3) {
      for translation in Self.directions {
        for largest in [true, false] {
          cells += 1
          let owner = ScrollChainRule.owner(
            translation: translation, chain: chain, sheetAtLargestDetent: largest)
          let dy = Double(translation.y)
          if abs(translation.x) > abs(translation.y) {
            let expected = chain.firstIndex { $0.axis == .horizontal && $0.scrolls }
            #expect(owner == (expected.map { .scroll(index: $0) } ?? .sheet))
            continue
          }
          if !largest && dy < 0 {
            #expect(owner == .sheet)
            continue
          }
          switch owner {
          case .scroll(let index):
            #expect(chain[index].axis == .vertical && chain[index].canScroll(fingerDelta: dy))
            #expect(!chain[..<index].contains { $0.axis == .vertical && $0.canScroll(fingerDelta: dy) })
          case .sheet:
            #expect(!chain.contains { $0.axis == .vertical && $0.canScroll(fingerDelta: dy) })
          }
        }
      }
    }
    #expect(cells == 13_120)
  }

  @Test(
    "A list at its top gives a pull down to the sheet and keeps a push up; a chat list (inverted) the other way round"
  )
  func edges() {
    let list = ScrollChainLink(axis: .vertical, offset: 0, contentLength: 2000, viewportLength: 600)
    #expect(ScrollChainRule.owner(translation: CGPoint(x: 0, y: 30), chain: [list]) == .sheet)
    #expect(ScrollChainRule.owner(translation: CGPoint(x: 0, y: -30), chain: [list]) == .scroll(index: 0))
    let chat = ScrollChainLink(
      axis: .vertical, isInverted: true, offset: 0, contentLength: 2000, viewportLength: 600)
    #expect(ScrollChainRule.owner(translation: CGPoint(x: 0, y: 30), chain: [chat]) == .scroll(index: 0))
    #expect(ScrollChainRule.owner(translation: CGPoint(x: 0, y: -30), chain: [chat]) == .sheet)
  }

  @Test("An inner list at its edge hands the pan to the outer list that can still move, then to the sheet")
  func nested() {
    let inner = ScrollChainLink(axis: .vertical, offset: 0, contentLength: 900, viewportLength: 300)
    let outer = ScrollChainLink(axis: .vertical, offset: 250, contentLength: 2000, viewportLength: 600)
    #expect(
      ScrollChainRule.owner(translation: CGPoint(x: 0, y: 20), chain: [inner, outer]) == .scroll(index: 1))
    var top = outer
    top.offset = 0.4  // within the 0.5 pt tolerance: at the edge
    #expect(ScrollChainRule.owner(translation: CGPoint(x: 0, y: 20), chain: [inner, top]) == .sheet)
  }

  @Test("A carousel keeps horizontal swipes; a short or disabled list never takes a pan")
  func acrossAndInert() {
    let carousel = ScrollChainLink(axis: .horizontal, offset: 0, contentLength: 1200, viewportLength: 390)
    let list = ScrollChainLink(axis: .vertical, offset: 300, contentLength: 2000, viewportLength: 600)
    #expect(
      ScrollChainRule.owner(translation: CGPoint(x: -40, y: 10), chain: [carousel, list]) == .scroll(index: 0)
    )
    #expect(
      ScrollChainRule.owner(translation: CGPoint(x: 10, y: 40), chain: [carousel, list]) == .scroll(index: 1))
    let short = ScrollChainLink(axis: .vertical, offset: 0, contentLength: 500, viewportLength: 600)
    var disabled = list
    disabled.isScrollEnabled = false
    #expect(ScrollChainRule.owner(translation: CGPoint(x: 0, y: -30), chain: [short, disabled]) == .sheet)
  }

  @Test("Below the largest detent a push up expands the sheet first, even over a list that could scroll")
  func expandsFirst() {
    let list = ScrollChainLink(axis: .vertical, offset: 300, contentLength: 2000, viewportLength: 600)
    #expect(
      ScrollChainRule.owner(translation: CGPoint(x: 0, y: -30), chain: [list], sheetAtLargestDetent: false)
        == .sheet)
    #expect(
      ScrollChainRule.owner(translation: CGPoint(x: 0, y: 30), chain: [list], sheetAtLargestDetent: false)
        == .scroll(index: 0))
  }

  @Test("Bad input: a zero or NaN translation gives the sheet; NaN and negative lengths make a link inert")
  func badInput() {
    let list = ScrollChainLink(axis: .vertical, offset: 300, contentLength: 2000, viewportLength: 600)
    #expect(ScrollChainRule.owner(translation: .zero, chain: [list]) == .sheet)
    #expect(ScrollChainRule.owner(translation: CGPoint(x: CGFloat.nan, y: 30), chain: [list]) == .sheet)
    let broken = ScrollChainLink(axis: .vertical, offset: .nan, contentLength: -5, viewportLength: .infinity)
    #expect(broken.offset == 0 && broken.contentLength == 0 && broken.viewportLength == 0)
    #expect(!broken.scrolls)
    let infinite = ScrollChainRule.owner(translation: CGPoint(x: 0, y: CGFloat.infinity), chain: [list])
    #expect(infinite == .scroll(index: 0))
  }
}
