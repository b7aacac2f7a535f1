import InterruptibleCore

/// One SwiftUI binding write and its decision, through ``PresentationReconciler``: the slot's content
/// is in flight, and each write changes the reconciler's mind (`nil` while presenting, the item while
/// dismissing), so every flush decides a turn-around (`cancelPresentation` / `cancelDismissal`).
package final class BindingWork {
  var reconciler = PresentationReconciler<Int>()

  /// A reconciler whose item 1 is arriving.
  package init() {
    reconciler.write(1)
    _ = reconciler.flush()
    _ = reconciler.observe(.presenting, isGrabbed: false)
  }

  /// One binding write and the flush that decides it; returns 1 when a request was sent (always).
  @inline(never)
  package func writeAndDecide(_ fraction: Double) -> Double {
    reconciler.write(reconciler.phase == .presenting ? nil : 1)
    let update = reconciler.flush()
    return update.request == nil ? fraction : fraction + 1
  }

  /// Nothing but the call: the baseline for `writeAndDecide`.
  @inline(never)
  package func baseline(_ fraction: Double) -> Double { fraction }
}
