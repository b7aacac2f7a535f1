import Testing

@testable import InterruptibleCore

@Suite("The finger's speed at a release: a rest before the lift means zero")
struct FingerRestTests {
  @Test("A lift within 0.1 s of the last move keeps the reported speed; a later one is zero")
  func restThreshold() {
    var rest = FingerRest()
    rest.moved(at: 10)
    #expect(rest.releaseVelocity(800, releasedAt: 10.008) == 800)
    #expect(rest.releaseVelocity(-800, releasedAt: 10.1) == -800)
    #expect(rest.releaseVelocity(800, releasedAt: 10.1001) == 0)
    #expect(rest.releaseVelocity(800, releasedAt: 10.3) == 0)
    #expect(!rest.isAtRest(at: 10.05))
    #expect(rest.isAtRest(at: 10.2))
    rest.moved(at: 10.25)  // moving again
    #expect(rest.releaseVelocity(800, releasedAt: 10.3) == 800)
  }

  @Test("Without a move, with a non-finite time or speed: zero; a non-finite move time is ignored")
  func badInput() {
    var rest = FingerRest()
    #expect(rest.releaseVelocity(500, releasedAt: 1) == 0)
    rest.moved(at: 1)
    rest.moved(at: .nan)
    #expect(rest.lastMove == 1)
    #expect(rest.releaseVelocity(.infinity, releasedAt: 1.01) == 0)
    #expect(rest.releaseVelocity(.nan, releasedAt: 1.01) == 0)
    #expect(rest.releaseVelocity(500, releasedAt: .nan) == 0)
    #expect(rest.releaseVelocity(500, releasedAt: 1.01) == 500)
  }
}
