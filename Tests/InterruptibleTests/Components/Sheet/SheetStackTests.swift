import Testing

@testable import InterruptibleCore

/// Detents peek (240), medium (400) and large (800) in an 800 pt container, 0.5 s settles.
private let threeDetents = DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .medium, .large])

/// A stack with one level per detent index given, each presented at its own time and at rest by
/// the last time + 1 s.
private func restingStack(_ detents: [Int], configuration: DetentSheetConfiguration = threeDetents) -> (
  SheetStack, [Int]
) {
  var stack = SheetStack()
  var ids: [Int] = []
  for (offset, detent) in detents.enumerated() {
    ids.append(stack.present(configuration, container: 800, toDetent: detent, at: Double(offset)))
    _ = stack.update(at: Double(offset) + 0.9)
  }
  return (stack, ids)
}

@Suite("Stacked sheets: the recede and the rules of the stack")
struct SheetStackTests {
  @Test("The recede: 0.92 scale, 10 pt higher and 10 pt corners per full level; scale floors at 0.8")
  func recedeNumbers() {
    let style = DetentSheetConfiguration.RecedeStyle()
    let one = SheetRecede(depth: 1, style: style)
    #expect(abs(one.scale - 0.92) < 1e-12 && one.verticalOffset == -10 && one.cornerRadius == 10)
    let half = SheetRecede(depth: 0.5, style: style)
    #expect(abs(half.scale - 0.96) < 1e-12 && half.verticalOffset == -5 && half.cornerRadius == 5)
    let two = SheetRecede(depth: 2, style: style)
    #expect(abs(two.scale - 0.84) < 1e-12 && two.verticalOffset == -20 && two.cornerRadius == 10)
    #expect(SheetRecede(depth: 3, style: style).scale == 0.8)
    #expect(SheetRecede(depth: .nan, style: style) == .none)
    #expect(SheetRecede(depth: -.infinity, style: style) == .none)
    // The transform's translation keeps the top edge 10 pt higher: 800 pt tall, 0.92: −32 − 10.
    #expect(abs(one.translation(forHeight: 800) - -42) < 1e-9)
    #expect(one.translation(forHeight: .nan) == -10)
  }

  @Test("Bad recede styles are clamped: NaN to the defaults, out of range to the bounds")
  func recedeStyleBadInput() {
    var style = DetentSheetConfiguration.RecedeStyle(
      scalePerLevel: .nan, minimumScale: 2, offsetPerLevel: -.infinity, cornerRadius: .nan)
    #expect(
      style
        == DetentSheetConfiguration.RecedeStyle(
          scalePerLevel: 0.92, minimumScale: 1, offsetPerLevel: 0, cornerRadius: 10))
    style.scalePerLevel = 0.1
    style.minimumScale = .nan
    style.offsetPerLevel = 1e9
    style.cornerRadius = -3
    #expect(
      style
        == DetentSheetConfiguration.RecedeStyle(
          scalePerLevel: 0.5, minimumScale: 0.8, offsetPerLevel: 100, cornerRadius: 0))
    let deep = SheetRecede(depth: .infinity, style: DetentSheetConfiguration.RecedeStyle())
    #expect(deep.scale == 0.8 && deep.verticalOffset == -80 && deep.cornerRadius == 10)
  }

  @Test("A level recedes by the sum of the progress above it; the top level does not recede")
  func depthIsTheSumAbove() {
    let (stack, _) = restingStack([2, 1, 2])
    // Above level 0: medium (400 / 800 = 0.5) + large (1) = 1.5 levels.
    #expect(abs(stack.recede(ofLevel: 0, at: 5).scale - 0.88) < 1e-12)
    #expect(abs(stack.recede(ofLevel: 1, at: 5).scale - 0.92) < 1e-12)
    #expect(stack.recede(ofLevel: 2, at: 5) == .none)
    #expect(stack.recede(ofLevel: 7, at: 5) == .none)
    // Dimming over level 0: two dimming views of 0.4 each: 1 − 0.6 × 0.6 = 0.64.
    #expect(abs(stack.recede(ofLevel: 0, at: 5).dimming - 0.64) < 1e-12)
  }

  @Test(
    "A drag of the top scrubs the level below continuously: no step above the stated bound on a seeded grid")
  func dragScrubsContinuously() {
    let seed: UInt64 = 0x57AC_4ED
    print("Stack recede continuity: seed \(String(seed, radix: 16))")
    var random = SplitMix64(seed: seed)
    var (stack, ids) = restingStack([2, 2])
    stack.dragBegan(level: ids[1], at: 3)
    // 2 000 finger positions between 900 pt up and 900 pt down, visited in order.
    let translations = (0..<2000).map { _ in random.unit() * 1800 - 900 }.sorted()
    var previous: (height: Double, recede: SheetRecede)?
    var largestStep = 0.0
    for (step, translation) in translations.enumerated() {
      let time = 3 + Double(step + 1) * 1e-3
      stack.dragChanged(level: ids[1], translation: translation, at: time)
      let height = stack.shownHeight(ofLevel: 1, at: time)
      let recede = stack.recede(ofLevel: 0, at: time)
      if let previous {
        // Bounds: scale 0.08 / 800, offset and corner radius 10 / 800 per point the top moves.
        let moved = abs(height - previous.height)
        #expect(abs(recede.scale - previous.recede.scale) <= 0.08 / 800 * moved + 1e-12)
        #expect(abs(recede.verticalOffset - previous.recede.verticalOffset) <= 10.0 / 800 * moved + 1e-9)
        #expect(abs(recede.cornerRadius - previous.recede.cornerRadius) <= 10.0 / 800 * moved + 1e-9)
        largestStep = max(largestStep, abs(recede.scale - previous.recede.scale))
      }
      previous = (height, recede)
    }
    print("Stack recede continuity: largest scale step between neighbouring positions \(largestStep)")
    #expect(largestStep < 0.002)
  }

  @Test("A release carries the finger's velocity into the top and, by the same factor, into the recede below")
  func releaseCarriesVelocity() {
    var (stack, ids) = restingStack([2, 1])
    stack.dragBegan(level: ids[1], at: 3)
    stack.dragChanged(level: ids[1], translation: -50, at: 3.05)
    stack.dragChanged(level: ids[1], translation: -100, at: 3.1)  // 1 000 pt/s up
    let before = stack.recede(ofLevel: 0, at: 3.1).scale
    stack.dragEnded(level: ids[1], velocity: -1000, at: 3.1)
    let dt = 1e-5
    let heightVelocity =
      (stack.shownHeight(ofLevel: 1, at: 3.1 + dt) - stack.shownHeight(ofLevel: 1, at: 3.1)) / dt
    let after = stack.recede(ofLevel: 0, at: 3.1 + dt).scale
    #expect(abs(stack.recede(ofLevel: 0, at: 3.1).scale - before) < 1e-12)  // no jump at the release
    #expect(abs(heightVelocity - 1000) < 5)
    // The scale's velocity is the height's times −0.08 / 800: −0.1 per second.
    #expect(abs((after - before) / dt - -0.1) < 0.001)
  }

  @Test(
    "Dismissing a middle level: one settle, the level between leaves with the top, every level dismissed once, top first"
  )
  func dismissFromTheMiddle() {
    var (stack, ids) = restingStack([2, 2, 1])
    let before = stack.recede(ofLevel: 0, at: 5)
    stack.dismiss(level: ids[1], at: 5)
    #expect(stack.recede(ofLevel: 0, at: 5) == before)  // no jump
    #expect(stack.levels[1].sheet.settleEndTime == nil)  // only the top-most moves
    let end = try! #require(stack.levels[2].sheet.settleEndTime)
    // Halfway through the top's travel the middle level shows the same fraction of its height.
    let midway = 5 + (end - 5) / 3
    let fraction = stack.shownHeight(ofLevel: 2, at: midway) / 400
    #expect(abs(stack.shownHeight(ofLevel: 1, at: midway) - 800 * fraction) < 1e-9)
    #expect(stack.update(at: midway).isEmpty)
    #expect(stack.update(at: end) == [.dismissed(level: ids[2]), .dismissed(level: ids[1])])
    #expect(stack.levels.map(\.id) == [ids[0]])
    #expect(stack.recede(ofLevel: 0, at: end) == .none)
    #expect(stack.update(at: end + 5).isEmpty)
  }

  @Test(
    "A second sheet presented while the first settles: the first settles once, the recede follows the second")
  func presentWhileSettling() {
    var stack = SheetStack()
    let first = stack.present(threeDetents, container: 800, toDetent: 2, at: 0)
    let second = stack.present(threeDetents, container: 800, toDetent: 2, at: 0.2)
    #expect(
      stack.update(at: 0.5) == [.settled(level: first, detent: 2), .detentChanged(level: first, detent: 2)])
    let progress = stack.shownHeight(ofLevel: 1, at: 0.5) / 800
    #expect(abs(stack.recede(ofLevel: 0, at: 0.5).scale - (1 - 0.08 * progress)) < 1e-12)
    #expect(
      stack.update(at: 0.7) == [.settled(level: second, detent: 2), .detentChanged(level: second, detent: 2)])
    #expect(stack.update(at: 3).isEmpty)
  }

  @Test("The level below can be grabbed while the top leaves or rests undimmed, not while the top dims it")
  func grabBelow() {
    var undimmed = threeDetents
    undimmed.largestUndimmedDetent = "peek"
    var (stack, ids) = restingStack([2, 1])
    #expect(!stack.canGrab(level: ids[0], at: 3))  // medium dims
    stack.dragBegan(level: ids[0], at: 3)
    #expect(stack.levels[0].sheet.phase == .resting(2))
    stack.dismiss(level: ids[1], at: 3)
    #expect(stack.canGrab(level: ids[0], at: 3.1))
    stack.dragBegan(level: ids[0], at: 3.1)
    stack.dragChanged(level: ids[0], translation: 100, at: 3.2)
    #expect(stack.shownHeight(ofLevel: 0, at: 3.2) == 700)
    let events = stack.update(at: 4)
    #expect(events == [.dismissed(level: ids[1])])
    stack.dragEnded(level: ids[0], velocity: 0, at: 4)
    #expect(stack.update(at: 5) == [.settled(level: ids[0], detent: 2)])
    var (peek, peekIDs) = restingStack([2, 0], configuration: undimmed)
    #expect(peek.canGrab(level: peekIDs[0], at: 3))
    peek.dragBegan(level: peekIDs[0], at: 3)
    #expect(peek.levels[0].sheet.phase == .dragging)
  }

  @Test(
    "A tap on a receded level brings it forward by dismissing the levels above; ignored when one may not be dismissed"
  )
  func tapBringsForward() {
    var (stack, ids) = restingStack([2, 2, 2])
    stack.tap(level: ids[0], at: 5)
    let end = try! #require(stack.levels[2].sheet.settleEndTime)
    #expect(stack.update(at: end) == [.dismissed(level: ids[2]), .dismissed(level: ids[1])])
    var fixed = threeDetents
    fixed.isDismissible = false
    var (held, heldIDs) = restingStack([2, 2], configuration: fixed)
    held.tap(level: heldIDs[0], at: 5)
    #expect(held.levels.allSatisfy { $0.sheet.settleEndTime == nil })
  }

  @Test("Per-level detents change at any time; a resize keeps each level's detent and the recede follows")
  func perLevelChanges() {
    var (stack, ids) = restingStack([2, 2])
    // The lower level gets new detents while receded: it settles to medium, reported once.
    stack.setDetents(level: ids[0], [.medium], at: 3)
    #expect(
      stack.update(at: 3.5) == [.settled(level: ids[0], detent: 0), .detentChanged(level: ids[0], detent: 0)])
    #expect(stack.shownHeight(ofLevel: 0, at: 3.5) == 400)
    // A keyboard takes 300 pt: each level keeps its detent in a 500 pt container.
    stack.containerDidResize(500, at: 4)
    #expect(stack.shownHeight(ofLevel: 0, at: 4) == 250 && stack.shownHeight(ofLevel: 1, at: 4) == 500)
    // The top is still at its largest detent: the lower level recedes one full level.
    #expect(abs(stack.recede(ofLevel: 0, at: 4).scale - 0.92) < 1e-12)
    #expect(stack.update(at: 10).isEmpty)
  }

  @Test("A release that dismisses a middle level sends the levels above away with it")
  func flingMiddleDismisses() {
    var undimmed = threeDetents
    undimmed.largestUndimmedDetent = "peek"
    var (stack, ids) = restingStack([1, 0], configuration: undimmed)
    stack.dragBegan(level: ids[0], at: 3)
    stack.dragChanged(level: ids[0], translation: 300, at: 3.05)
    stack.dragEnded(level: ids[0], velocity: 3000, at: 3.05)
    #expect(stack.levels[1].isHeadingToDismissal)
    let events = stack.update(at: 10)
    #expect(Set(events) == [.dismissed(level: ids[0]), .dismissed(level: ids[1])] && events.count == 2)
    #expect(stack.levels.isEmpty)
  }
}
