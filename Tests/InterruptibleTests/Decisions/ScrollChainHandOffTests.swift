import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ScrollChainHandOff: a pan handed between the lists and the sheet mid-gesture")
struct ScrollChainHandOffTests {
  typealias Kind = ScrollChainRuleTests.Kind

  /// The finger's travel a step accounts for: the sheet's move, or the list's offset change in the
  /// finger's terms (the content follows the finger).
  static func fingerTravel(_ step: ScrollChainHandOff.Step, _ chain: [ScrollChainLink]) -> Double {
    guard let scroll = step.scroll else { return step.sheet }
    return chain[scroll.index].isInverted ? scroll.offsetChange : -scroll.offsetChange
  }

  @Test("A list scrolled 20 pt takes the first 20 pt of a pull down, then the sheet takes the rest")
  func listThenSheet() {
    let list = ScrollChainLink(axis: .vertical, offset: 20, contentLength: 2000, viewportLength: 600)
    var pan = ScrollChainHandOff(chain: [list])
    let first = pan.move(by: 30)
    #expect(first.scroll?.index == 0 && first.scroll?.offsetChange == -20 && first.sheet == 0)
    #expect(pan.carried == 10)
    let second = pan.move(by: 5)
    #expect(second.scroll == nil && second.sheet == 15 && pan.carried == 0)
    #expect(pan.chain[0].offset == 0 && pan.sheetPosition == 15)
  }

  @Test("Pulled down and pushed back up: the sheet returns to its largest detent, then the list scrolls")
  func sheetThenList() {
    let list = ScrollChainLink(axis: .vertical, offset: 0, contentLength: 2000, viewportLength: 600)
    var pan = ScrollChainHandOff(chain: [list])
    #expect(pan.move(by: 40).sheet == 40)
    let back = pan.move(by: -50)
    #expect(back.sheet == -40 && back.scroll == nil && pan.carried == -10)
    let then = pan.move(by: -5)
    #expect(then.scroll?.offsetChange == 15 && then.sheet == 0)
  }

  @Test("Below the largest detent a push up expands the sheet first, then the list scrolls")
  func expandsThenScrolls() {
    let list = ScrollChainLink(axis: .vertical, offset: 300, contentLength: 2000, viewportLength: 600)
    var pan = ScrollChainHandOff(chain: [list], roomAbove: 100)
    #expect(pan.move(by: -60).sheet == -60)
    let edge = pan.move(by: -60)
    #expect(edge.sheet == -40 && pan.carried == -20)
    #expect(pan.move(by: -10).scroll?.offsetChange == 30)
  }

  @Test("A pan that starts across, over a carousel, stays the carousel's; the sheet never moves")
  func carouselKeepsThePan() {
    let carousel = ScrollChainLink(axis: .horizontal, offset: 0, contentLength: 1200, viewportLength: 390)
    let list = ScrollChainLink(axis: .vertical, offset: 0, contentLength: 2000, viewportLength: 600)
    var pan = ScrollChainHandOff(chain: [carousel, list])
    #expect(pan.move(dx: -30, by: 5).scroll?.index == 0)
    #expect(pan.move(dx: -5, by: 40).sheet == 0)
    #expect(pan.acrossOwner == 0 && pan.sheetPosition == 0)
  }

  @Test(
    "Every cell of the generated table (chains ≤ 3 × {vertical, horizontal, inverted} × {start, middle, end} × 8 directions × 2 detents): the first mover is the rule's owner"
  )
  func generatedTable() {
    var cells = 0
    for chain in ScrollChainRuleTests.chains(upTo: 3) {
      for direction in ScrollChainRuleTests.directions {
        for largest in [true, false] {
          cells += 1
          var pan = ScrollChainHandOff(chain: chain, roomAbove: largest ? 0 : 100)
          let step = pan.move(dx: Double(direction.x), by: Double(direction.y))
          let owner = ScrollChainRule.owner(
            translation: direction, chain: chain, sheetAtLargestDetent: largest)
          switch owner {
          case .sheet:
            #expect(step.scroll == nil, "\(chain) \(direction)")
            // Across with no carousel: the sheet takes the vertical part.
            #expect(step.sheet == Double(abs(direction.x) > abs(direction.y) ? 0 : direction.y))
          case .scroll(let index):
            #expect(step.scroll?.index == index && step.sheet == 0, "\(chain) \(direction)")
          }
        }
      }
    }
    #expect(cells == 13_120)
  }

  @Test(
    "10 000 random pan traces: never two movers in one step; finger = lists + sheet + carry every step, exactly once a hand-off is delivered"
  )
  func randomTraces() {
    let seed: UInt64 = 0x2929_5EED
    print("ScrollChainHandOff random traces, seed", seed)
    var random = SplitMix64(seed: seed)
    var handOffs = 0
    var worst = 0.0
    var largestCarry = 0.0
    for trace in 0..<10_000 {
      let chain = (0..<random.below(4)).map { _ in Self.randomLink(&random) }
      var pan = ScrollChainHandOff(chain: chain, roomAbove: random.oneIn(3) ? random.unit() * 200 : 0)
      var finger = 0.0
      var accounted = 0.0
      var previousMover: String?
      var awaitingDelivery = false
      for _ in 0..<(10 + random.below(50)) {
        let dy = (random.unit() - 0.45) * 60
        let dx = trace % 10 == 0 ? (random.unit() - 0.5) * 60 : 0
        let before = pan.chain
        let carriedIn = pan.carried
        let step = pan.move(dx: dx, by: dy)
        let moversCount = (step.scroll == nil ? 0 : 1) + (step.sheet == 0 ? 0 : 1)
        #expect(moversCount <= 1, "trace \(trace): \(step)")
        for (index, link) in pan.chain.enumerated() {
          #expect(link.offset >= 0 && link.offset <= max(link.contentLength - link.viewportLength, 0) + 1e-9)
          if step.scroll?.index != index { #expect(link.offset == before[index].offset) }
        }
        guard pan.acrossOwner == nil else {
          #expect(step.sheet == 0)
          continue
        }
        finger += dy
        accounted += Self.fingerTravel(step, before)
        // Exact bookkeeping: what is not accounted for is what is carried.
        #expect(abs(finger - accounted - pan.carried) < 1e-9, "trace \(trace)")
        // The carry is at most the step's own input (this step's finger travel and what came in).
        #expect(abs(pan.carried) <= abs(dy + carriedIn) + 1e-9)
        largestCarry = max(largestCarry, abs(pan.carried))
        let mover = step.scroll.map { "scroll\($0.index)" } ?? (step.sheet == 0 ? nil : "sheet")
        if let mover, let previousMover, mover != previousMover {
          handOffs += 1
          awaitingDelivery = true
        }
        // Once a hand-off's carry is delivered to the new owner, the finger's travel is the lists'
        // plus the sheet's.
        if awaitingDelivery, pan.carried == 0 {
          awaitingDelivery = false
          let gap = abs(finger - accounted)
          worst = max(worst, gap)
          #expect(gap <= 0.5, "trace \(trace): finger \(finger), moved \(accounted) after a hand-off")
        }
        if let mover { previousMover = mover }
      }
    }
    print(
      "ScrollChainHandOff random traces:", handOffs, "hand-offs, largest gap once delivered", worst,
      "pt, largest carry", largestCarry, "pt")
    #expect(handOffs > 1000)
  }

  static func randomLink(_ random: inout SplitMix64) -> ScrollChainLink {
    let kind = random.pick(Kind.allCases)
    let viewport = 200 + random.unit() * 600
    let content = random.oneIn(5) ? viewport * random.unit() : viewport + random.unit() * 2000
    let maximum = max(content - viewport, 0)
    let offset = random.pick([0, maximum, random.unit() * maximum, min(0.3, maximum)])
    return ScrollChainLink(
      axis: kind == .horizontal ? .horizontal : .vertical, isInverted: kind == .inverted, offset: offset,
      contentLength: content, viewportLength: viewport, isScrollEnabled: !random.oneIn(8))
  }
}
