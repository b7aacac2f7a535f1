internal import StandInModel

/// The stand-in's run loop and logs: what UIKit would log and ignore (`refusals`), what it would
/// raise (`exceptions`), work deferred to a later turn, and the animators the clock moves.
@MainActor
package final class StandInRuntime {
  package static var shared = StandInRuntime()

  /// What UIKit would log and ignore (PR05, PR06, PR10, PR13).
  package var refusals: [String] = []
  /// What UIKit would raise (PR07, PR08; animator misuse).
  package var exceptions: [String] = []
  /// Work for the next turn of the run loop, in order.
  private var nextTurn: [() -> Void] = []
  /// Timed work (gesture timers, delayed starts), by due time.
  private var timers: [(due: Double, order: Int, body: () -> Void)] = []
  private var timerOrder = 0
  /// The clock every property animator runs on.
  let clock = ManualClock(start: StandInClock.now)
  /// Windows, front to back order of creation; the world's key window is the first.
  package var windows: [UIWindow] = []
  /// Active property animators, kept alive until they finish (as the system keeps them).
  private var active: [ObjectIdentifier: UIViewPropertyAnimator] = [:]
  func retain(_ animator: UIViewPropertyAnimator) { active[ObjectIdentifier(animator)] = animator }
  func release(_ animator: UIViewPropertyAnimator) { active[ObjectIdentifier(animator)] = nil }
  /// Every property animator made in this world, held weakly.
  var animators: [WeakAnimator] = []
  /// How many of them are alive.
  package var liveAnimatorCount: Int { animators.filter { $0.value != nil }.count }
  /// Where UIKit's timing is not promised, which variant runs (`UIKitWorld` sets these).
  package var timing = Timing()
  /// Where UIKit does not promise how input is reported, which variant runs (`UIKitWorld` sets it).
  package var input = InputSwitches()
  /// Gesture actions waiting to be sent (GR03), with the depth of their recognizer's view.
  var queuedActions: [(depth: Int, order: Int, body: () -> Void)] = []

  package struct Timing: Sendable {
    /// A navigation controller asks its delegate for the animation controller inside
    /// push/pop (true) or on the next layout pass (false).
    package var navigationAsksDelegateSynchronously = true
    /// UIKit asks for the interaction controller in the same call as the animation controller
    /// (true) or starts the transition on the next turn (false).
    package var startsTransitionSynchronously = true
    /// With the deferred start: `presentedViewController`/`presentingViewController` are set only
    /// when the transition starts (true), not yet when `present` returns (false) (PR01, unverified).
    package var linksPresentationAtStart = false
    /// `layer.presentation()` is nil until the layer's first commit (the layout pass at the end of
    /// a turn) (true), or never nil (false) (VW14; when the first commit happens is unverified).
    package var presentationLayerAfterCommit = false
    package init() {}
  }

  /// A new world's run loop: main-actor jobs a previous world left are dropped (never run).
  package init() { _ = Self.jobs.take() }

  /// SwiftUI's step of a turn (the SwiftUI stand-in sets it): every hosting controller with
  /// pending changes runs one update pass, after the deferred work and before the layout pass.
  package static var updatePasses: (@MainActor () -> Void)?
  /// True while the previous world's objects are being released.
  package static var isTearingDown = false

  func refuse(_ message: String) { refusals.append(message) }
  func raise(_ message: String) { exceptions.append(message) }

  /// Runs `body` on the next turn of the run loop.
  package func later(_ body: @escaping () -> Void) { nextTurn.append(body) }

  /// Runs `body` once the clock reaches `due`.
  package func schedule(at due: Double, _ body: @escaping () -> Void) {
    timerOrder += 1
    timers.append((due, timerOrder, body))
  }

  /// One turn: due timers, deferred work, then a layout pass over every window.
  /// Main-actor jobs run with the deferred work (the main queue); SwiftUI's update passes run after
  /// them, before the layout pass, and work they enqueue waits for the next turn.
  package func turn() {
    let executor = Self.jobs
    executor.capture(true)
    defer { executor.capture(false) }
    let now = StandInClock.now
    let due = timers.filter { $0.due <= now }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
    timers.removeAll { $0.due <= now }
    for timer in due { timer.body() }
    runDeferredWork(executor)
    Self.updatePasses?()
    for window in windows {
      window.layoutIfNeeded()
      window.commitLayers()
    }
  }

  /// The main queue of this turn: deferred UIKit work and main-actor jobs, until none is left.
  private func runDeferredWork(_ executor: StandInJobs) {
    var jobs = executor.take()
    var rounds = 0
    while !nextTurn.isEmpty || !jobs.isEmpty, rounds < 100 {
      let work = nextTurn
      nextTurn.removeAll()
      for body in work { body() }
      for job in jobs { Self.run(job) }
      jobs = executor.take()
      rounds += 1
    }
  }

  /// Runs `body` with main-actor jobs it starts kept for the run loop (a touch, a key press).
  package func capturingMainActorJobs(_ body: () -> Void) {
    let executor = Self.jobs
    executor.capture(true)
    defer { executor.capture(false) }
    body()
  }

  /// Moves the clock (animations and their completions run on it).
  package func advanceClock(to time: Double) {
    let step = time - clock.now
    if step > 0 { clock.advance(by: step) }
    StandInClock.now = time
  }

  /// Whether deferred work or timers are pending.
  package var hasPendingWork: Bool { !nextTurn.isEmpty || !timers.isEmpty }
}

/// The views a transition context or an animation block is changing, for the presentation layer.
@MainActor
final class AnimationCapture {
  static var current: AnimationCapture?
  var changes: [(view: UIView, property: AnimatedProperty, from: AnimatedProperty.Value)] = []
}
