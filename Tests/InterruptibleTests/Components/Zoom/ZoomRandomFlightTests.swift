import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Zoom: 1 000 random flights")
struct ZoomRandomFlightTests {
  static let seed: UInt64 = 0x5A00_3030

  @Test(
    "lands on the source's last rectangle or the destination within 0.5 pt, steps are bounded, exactly once")
  func randomFlights() {
    print("Zoom random flights: seed \(String(Self.seed, radix: 16)), run i uses seed + i")
    var worstLanding = (source: 0.0, destination: 0.0)
    var counts = (source: 0, destination: 0, lost: 0, reversed: 0)
    var worstExcess = -Double.infinity
    var worstRate = 0.0
    var baseExceeded = (runs: 0, worst: -Double.infinity)
    for index in 0..<1000 {
      let run = ZoomRandomRun(seed: Self.seed &+ UInt64(index))
      run.run()
      let label = "run \(index) (seed \(String(Self.seed &+ UInt64(index), radix: 16)))"
      #expect(run.completions.count == 1, "\(label): completions \(run.completions)")
      #expect(run.unrestoredViews == 0 && run.visibilityAlternates, "\(label): visibility")
      #expect(run.landingError <= 0.5, "\(label): landing off by \(run.landingError)")
      #expect(run.worstStepExcess <= 0, "\(label): step \(run.worstStep)")
      let duration = max(run.completionTime, 1)
      let rate = Double(run.flight.tracker.corrections.count) / duration
      #expect(rate <= 150, "\(label): \(run.flight.tracker.corrections.count) corrections in \(duration) s")
      worstRate = max(worstRate, rate)
      worstExcess = max(worstExcess, run.worstStepExcess)
      if run.worstBaseExcess > 0 { baseExceeded.runs += 1 }
      baseExceeded.worst = max(baseExceeded.worst, run.worstBaseExcess)
      if run.landedOnSource {
        worstLanding.source = max(worstLanding.source, run.landingError)
        counts.source += 1
      } else {
        worstLanding.destination = max(worstLanding.destination, run.landingError)
        counts.destination += 1
      }
      if run.flight.tracker.lostAtFraction != nil { counts.lost += 1 }
      if run.kind == .dismiss && run.completions == [false] { counts.reversed += 1 }
    }
    print(
      "Zoom random flights: \(counts.source) landed on the source (worst \(worstLanding.source) pt), "
        + "\(counts.destination) on the destination (worst \(worstLanding.destination) pt), "
        + "\(counts.reversed) dismissals turned back, \(counts.lost) lost sources; "
        + "worst step excess over the bound \(worstExcess) pt; most corrections per second \(worstRate); "
        + "with the flight's step on the uncorrected path instead (not asserted): \(baseExceeded.runs) runs "
        + "exceed, worst by \(baseExceeded.worst) pt")
  }
}
