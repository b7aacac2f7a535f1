import Foundation
import Testing

@testable import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// ``PresentationReconciler``: what a platform report does to the binding and the presentation.
@Suite("PresentationReconciler: platform reports")
struct PresentationReconcilerTests {}

extension PresentationReconcilerTests {
  @Test(
    "PresentationReconciler: an idle report flagged starting is a completed dismissal (one onDismiss, no second present)"
  )
  func reconcilerIdleStarting() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(1)
    #expect(reconciler.flush().request == .present(1))
    _ = reconciler.observe(.presented, isGrabbed: false)
    let gone = reconciler.observe(.idle, isGrabbed: false, isStarting: true)
    #expect(gone.dismissedContent == 1)
    #expect(reconciler.binding == nil && reconciler.content == nil)
    #expect(reconciler.flush().request == nil)
  }
}
