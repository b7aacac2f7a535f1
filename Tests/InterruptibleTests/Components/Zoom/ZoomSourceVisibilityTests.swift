import Testing

@testable import InterruptibleCore

final class FakeSourceView {
  var isHidden: Bool
  var changes: [Bool] = []
  init(hidden: Bool = false) { isHidden = hidden }
}

func makeVisibility() -> ZoomSourceVisibility<FakeSourceView> {
  ZoomSourceVisibility(
    isHidden: { $0.isHidden },
    setHidden: {
      $0.isHidden = $1
      $0.changes.append($1)
    })
}

@Suite("Zoom source visibility")
struct ZoomSourceVisibilityTests {
  @Test("hidden while flying, restored exactly once at the end, whatever is called after")
  func once() {
    let cell = FakeSourceView()
    let visibility = makeVisibility()
    visibility.show(cell)
    visibility.show(cell)
    #expect(cell.changes == [true])
    visibility.restore()
    visibility.restore()
    visibility.show(cell)
    #expect(cell.changes == [true, false])
    #expect(!cell.isHidden)
  }

  @Test(
    "a different (reused) view from the provider: the previous one is restored at once, the new one at the end"
  )
  func reused() {
    let (first, second) = (FakeSourceView(), FakeSourceView())
    let visibility = makeVisibility()
    visibility.show(first)
    visibility.show(second)
    #expect(first.changes == [true, false])
    #expect(visibility.hiddenSource === second)
    visibility.show(nil)
    #expect(second.changes == [true, false])
    visibility.show(first)
    visibility.restore()
    #expect(first.changes == [true, false, true, false])
    #expect(second.changes == [true, false])
  }

  @Test("a view the app had hidden stays hidden")
  func alreadyHidden() {
    let hidden = FakeSourceView(hidden: true)
    let visibility = makeVisibility()
    visibility.show(hidden)
    visibility.restore()
    #expect(hidden.changes.isEmpty && hidden.isHidden)
  }
}
