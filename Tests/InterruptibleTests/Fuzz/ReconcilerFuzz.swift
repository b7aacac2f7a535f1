import Foundation
import Testing

@testable import InterruptibleCore

/// ``PresentationReconciler`` driven by a lying platform: phases reported in any order (idle while a
/// present has not been asked for, presented from nowhere, dismissing while idle), `isGrabbed` and
/// `isStarting` in every combination, declines with nothing outstanding, writes and flushes at any
/// time. Whatever the platform says, the reconciler keeps its promises: at most one presentation
/// live (no `present` over content not reported dismissed), one `onDismiss` per presentation, never
/// a request while one is outstanding or a finger holds the slot, and write-backs only of nil or the
/// content.
final class ReconcilerLyingFuzz: FuzzTarget {
  static let name = "PresentationReconciler, lying platform"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "write", options: 4),
    FuzzCallKind(name: "flush"),
    FuzzCallKind(name: "observe", options: 16),
    FuzzCallKind(name: "declined"),
    FuzzCallKind(name: "dismissContent"),
  ]
  static var maximumLength: Int { 40 }

  var reconciler = PresentationReconciler<Int>()
  /// Presentations requested, minus those declined, minus those reported dismissed.
  var live = 0
  var failure: String?

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "write": reconciler.write(call.option == 0 ? nil : call.option)
    case "flush":
      let blocked = reconciler.outstanding != nil || reconciler.isGrabbed
      let update = reconciler.flush()
      if blocked, let request = update.request { failure = "\(request) while outstanding or grabbed" }
      apply(update)
    case "observe":
      let phases: [PresentationPhase] = [.idle, .presenting, .presented, .dismissing]
      apply(
        reconciler.observe(
          phases[call.option % 4], isGrabbed: call.option / 4 % 2 == 1, isStarting: call.option / 8 == 1))
    case "declined":
      let wasPresent = reconciler.outstanding == .present
      apply(reconciler.requestDeclined())
      if wasPresent { live -= 1 }
    default: apply(reconciler.dismissContent())
    }
  }

  private func apply(_ update: PresentationUpdate<Int>) {
    if case .present = update.request { live += 1 }
    if update.dismissedContent != nil { live -= 1 }
    if update.writesBinding, let value = update.bindingValue, value != reconciler.content {
      failure = "wrote back \(value) while the content is \(String(describing: reconciler.content))"
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let failure { checker.expect(false, failure) }
    checker.expect(live >= 0, "onDismiss without a presentation (\(live) live)")
    checker.expect(live <= 1, "\(live) presentations live: a present over content never reported dismissed")
  }
}

/// The same reconciler through ``ReconcilerHarness``: a real coordinator on a manual clock and a
/// plausible platform (requests begin on the next frame or at once), driven by writes, the dismiss
/// action, taps, pans and frames with hostile translations, velocities and frame lengths. Checked
/// after every call as the random reconciler test checks it (no request UIKit would queue, one
/// `onDismiss` per completed dismissal, the binding names where the slot heads).
final class ReconcilerPlausibleFuzz: FuzzTarget {
  static let name = "PresentationReconciler, plausible platform"
  static let kinds: [FuzzCallKind] = [
    FuzzCallKind(name: "set", options: 3),
    FuzzCallKind(name: "dismissAction"),
    FuzzCallKind(name: "frame", ranges: [0...0.1]),
    FuzzCallKind(name: "flush"),
    FuzzCallKind(name: "tap"),
    FuzzCallKind(name: "panBegan"),
    FuzzCallKind(name: "panChanged", ranges: [-400...400]),
    FuzzCallKind(name: "panEnded", ranges: [-3000...3000]),
  ]
  static var maximumLength: Int { 40 }

  var harness = ReconcilerHarness()

  required init() {}

  func perform(_ call: FuzzCall) {
    switch call.name {
    case "set": harness.set(call.option == 0 ? nil : call.option)
    case "dismissAction": harness.dismissAction()
    case "frame": harness.frame(call[0])
    case "flush": harness.flush()
    case "tap": harness.tapOutside()
    case "panBegan": harness.panBegan()
    case "panChanged": harness.panChanged(call[0])
    default: harness.panEnded(velocity: call[0])
    }
  }

  func check(_ checker: inout FuzzChecker) {
    if let broken = ReconcilerRandomTests.checkFrame(harness) { checker.expect(false, broken) }
  }
}

extension FuzzTests {
  @Test("Fuzz: PresentationReconciler with a lying platform (phases, grabs and starts in any order)")
  func reconcilerLying() { FuzzDriver.check(ReconcilerLyingFuzz.self) }

  @Test("Fuzz: PresentationReconciler with a plausible platform and hostile gestures")
  func reconcilerPlausible() { FuzzDriver.check(ReconcilerPlausibleFuzz.self) }
}
