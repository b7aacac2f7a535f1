import Testing

@testable import InterruptibleCore

@Suite("Stacked sheets: a held level rebased under the finger")
struct SheetStackDragRebaseTests {
  /// Two levels at medium (400 pt of an 800 pt container), at rest at 2 s; the top one held.
  private func heldTop() -> (SheetStack, [Int]) {
    var stack = SheetStack()
    let configuration = DetentSheetConfiguration(detents: [.medium, .large])
    let ids = [
      stack.present(configuration, container: 800, at: 0),
      stack.present(configuration, container: 800, at: 1),
    ]
    _ = stack.update(at: 2)
    stack.dragBegan(level: ids[1], at: 2)
    stack.dragChanged(level: ids[1], translation: 50, at: 2.1)
    return (stack, ids)
  }

  @Test("the held level goes on from the rebased height, the finger's later moves relative to it")
  func rebasedDragGoesOn() {
    var (stack, ids) = heldTop()
    #expect(abs(stack.levels[1].sheet.height(at: 2.1) - 350) < 1e-9)
    // A keyboard of 100 pt rose under the finger: the sheet shows 100 pt more where the finger is.
    stack.rebaseDrag(level: ids[1], toShownHeight: 450)
    #expect(abs(stack.levels[1].sheet.height(at: 2.1) - 450) < 1e-9)
    stack.dragChanged(level: ids[1], translation: 70, at: 2.2)
    #expect(abs(stack.levels[1].sheet.height(at: 2.2) - 430) < 1e-9)
  }

  @Test("a level no finger holds, a level not in the stack and a non-finite height are ignored")
  func ignoredRebases() {
    var (stack, ids) = heldTop()
    stack.rebaseDrag(level: ids[0], toShownHeight: 100)
    #expect(abs(stack.levels[0].sheet.height(at: 2.1) - 400) < 1e-9)
    stack.rebaseDrag(level: 99, toShownHeight: 100)
    stack.rebaseDrag(level: ids[1], toShownHeight: .nan)
    #expect(abs(stack.levels[1].sheet.height(at: 2.1) - 350) < 1e-9)
    #expect(stack.levels.count == 2)
  }
}
