import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``TransitionSession``: what its listeners hear.
@Suite("TransitionSession: reports to its listeners")
struct TransitionSessionTests {}

extension TransitionSessionTests {
  @Test("TransitionSession.notifyWhenScrubbed reports the scrub clamped to [0, 1]")
  func scrubReportClamped() {
    let clock = ManualClock()
    let session = TransitionSession(kind: .present, timing: .standard) { _, timing in
      AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
    }
    var reports: [Double] = []
    session.notifyWhenScrubbed { reports.append($0) }
    let interactor = TransitionInteractor(session: session)
    session.start(interactive: true)
    for progress in [0.3, .infinity, -.infinity, 5, -2, .greatestFiniteMagnitude, .nan] {
      interactor.scrub(to: progress)
    }
    #expect(reports == [0.3, 1, 0, 1, 0, 1])  // NaN is ignored, as by the scrub
  }
}
