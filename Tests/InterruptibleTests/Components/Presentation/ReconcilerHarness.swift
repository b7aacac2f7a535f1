import Interruptible

/// A ``PresentationReconciler`` wired to a real ``TransitionCoordinator`` on a manual clock, with a
/// fake of what UIKit does with the requests: `present` and `dismiss` begin on the next frame (a
/// deferred start), or inside the call with `beginsAtOnce` (UIKit's modal dismissal usually asks for
/// its controllers synchronously); a request UIKit would queue or drop (a `present` while the slot is
/// not idle, a `dismiss` while the content is not at rest, either while another has not begun) is
/// recorded as a violation. Taps and pans go where the presentation controller sends them.
final class ReconcilerHarness {
  enum PlatformRequest: Equatable { case present, dismiss }

  let clock = ManualClock()
  let coordinator: TransitionCoordinator
  var reconciler = PresentationReconciler<Int>()
  /// The binding's storage (SwiftUI's @State).
  private(set) var binding: Int?
  /// Every request the reconciler sent, in order.
  private(set) var requests: [PresentationRequest<Int>] = []
  /// Each `onDismiss` call with the content it was for.
  private(set) var dismissed: [Int] = []
  /// Each value the reconciler wrote back into the binding.
  private(set) var writeBacks: [Int?] = []
  /// Requests UIKit would have queued or dropped, and other broken rules.
  private(set) var violations: [String] = []
  /// Completed dismissals counted from the coordinator's own events (the slot became idle).
  private(set) var completedDismissals = 0
  /// A UIKit transition requested and not begun yet.
  private(set) var pending: PlatformRequest?
  private var isPanning = false
  /// Whether UIKit begins a requested transition inside the call rather than on the next frame.
  let beginsAtOnce: Bool

  init(configuration: TransitionConfiguration = TransitionConfiguration(), beginsAtOnce: Bool = false) {
    self.beginsAtOnce = beginsAtOnce
    coordinator = TransitionCoordinator(configuration: configuration, clock: clock)
    coordinator.onEvent = { [unowned self] event in
      if case .completeTransition = event, self.coordinator.phase == .idle { self.completedDismissals += 1 }
      self.report()
    }
  }

  var isGrabbed: Bool { coordinator.currentSession?.isInteractive ?? false }

  // MARK: - Inputs

  /// Code sets the binding (SwiftUI re-renders; the shell forwards the value).
  func set(_ value: Int?) {
    binding = value
    reconciler.write(value)
  }

  /// The environment's dismiss action from inside the content.
  func dismissAction() { apply(reconciler.dismissContent()) }

  /// One frame: the clock moves, UIKit begins what was requested, the shell flushes once.
  func frame(_ seconds: Double = 1.0 / 60) {
    clock.advance(by: seconds)
    beginPending()
    flush()
  }

  func flush() { apply(reconciler.flush()) }

  /// A tap outside the content: the presentation controller calls the driver's `dismiss()`.
  func tapOutside() {
    if coordinator.dismissNeedsNewTransition {
      if pending == nil { request(.dismiss) }
    } else {
      coordinator.tapOutside()
    }
    report()
  }

  func panBegan() {
    guard pending == nil, !isPanning else { return }
    isPanning = true
    coordinator.panBegan()
    report()
  }

  func panChanged(_ translation: Double) {
    guard isPanning else { return }
    coordinator.panChanged(dismissalTranslation: translation)
  }

  func panEnded(velocity: Double) {
    guard isPanning else { return }
    isPanning = false
    coordinator.panEnded(dismissalVelocity: velocity)
    report()
  }

  /// Lets go of any pan and runs frames until nothing is in flight and nothing is left to send.
  func settle(maxFrames: Int = 2_000) {
    panEnded(velocity: 0)
    flush()
    for _ in 0..<maxFrames {
      if coordinator.sessions.isEmpty, pending == nil, !reconciler.needsFlush { return }
      frame()
    }
    violations.append("did not settle in \(maxFrames) frames")
  }

  // MARK: - Platform

  /// UIKit records the request; with `beginsAtOnce` it begins the transition inside the call.
  private func request(_ platformRequest: PlatformRequest) {
    pending = platformRequest
    if beginsAtOnce { beginPending() }
  }

  private func beginPending() {
    guard let request = pending else { return }
    pending = nil
    switch request {
    case .present: coordinator.present()
    case .dismiss: coordinator.dismiss()
    }
    report()
  }

  /// The driver's phase callback, and the session's interaction-change callback (grab / release).
  func report() {
    apply(reconciler.observe(coordinator.phase, isGrabbed: isGrabbed, isStarting: pending != nil))
  }

  private func apply(_ update: PresentationUpdate<Int>) {
    if update.writesBinding {
      binding = update.bindingValue
      writeBacks.append(update.bindingValue)
    }
    if let request = update.request { send(request) }
    if let content = update.dismissedContent { dismissed.append(content) }
  }

  private func send(_ request: PresentationRequest<Int>) {
    requests.append(request)
    let phase = coordinator.phase
    switch request {
    case .present:
      if phase != .idle || pending != nil {
        violations.append("present while \(phase), pending \(String(describing: pending))")
      }
      self.request(.present)
    case .dismiss:
      if phase != .presented || pending != nil {
        violations.append("dismiss while \(phase), pending \(String(describing: pending))")
      }
      self.request(.dismiss)
    case .cancelPresentation:
      if phase != .presenting || isGrabbed { violations.append("cancelPresentation while \(phase)") }
      coordinator.dismiss()
      report()
    case .cancelDismissal:
      if phase != .dismissing || isGrabbed { violations.append("cancelDismissal while \(phase)") }
      coordinator.present()
      report()
    }
  }
}
