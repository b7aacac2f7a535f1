import Foundation
import InterruptibleCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The steady-state work of one 120 Hz frame while a session is live, on the model clock: nothing
/// is created or ended, so a frame must not allocate.
///
/// On iOS the shell does no per-frame work of its own (no display link: Core Animation moves the
/// views); these are the costs of a host that reads the model every frame (the simulator, tests,
/// a custom renderer) and of a drag, whose pan events arrive once per frame.
package final class SessionFrame {
  /// The travel of the transition, in points.
  package static let distance = 300.0
  let clock = ManualClock()
  let coordinator: TransitionCoordinator
  let session: TransitionSession

  /// A presentation in flight that does not end while measured: `timing` stretched to a very long
  /// duration (`.easeInOut` by default), 0.1 s in. With `interactive`, a pan has grabbed it.
  package init(interactive: Bool = false, observed: Bool = false) {
    var configuration = TransitionConfiguration(distance: Self.distance)
    configuration.present = TransitionTiming(duration: 1e7, parameters: .easeInOut)
    coordinator = TransitionCoordinator(configuration: configuration, clock: clock)
    if observed { MotionSink.observe(coordinator) }
    coordinator.present()
    clock.run(for: 0.1)
    guard let live = coordinator.currentSession else { preconditionFailure("no live session") }
    session = live
    if interactive { coordinator.panBegan() }
  }

  /// One frame of a running presentation: the clock ticks, the host reads the content's position
  /// and velocity (one sample). Returns a checksum.
  @inline(never)
  package func frame() -> Double {
    clock.tick(framesPerSecond: 120)
    let sample = session.sample
    return sample.progress * Self.distance + sample.velocity
  }

  /// One frame of a drag: the pan moves to `fraction` of the travel, the clock ticks, the host
  /// reads the position. Returns a checksum.
  @inline(never)
  package func dragFrame(_ fraction: Double) -> Double {
    coordinator.panChanged(translation: fraction * Self.distance)
    clock.tick(framesPerSecond: 120)
    return session.sample.progress
  }

  /// Nothing but the call: the baseline for `frame` and `dragFrame`.
  @inline(never)
  package func frameBaseline(_ fraction: Double) -> Double { fraction }
}

/// Touch-down routing (HT07): where a touch goes while a card is presented in flight, decided on
/// the in-flight frame the way the presentation controller does it.
package final class TouchRouting {
  let router = TouchRouter(passThroughRegions: [CGRect(x: 0, y: 0, width: 390, height: 44)])
  let presentedFrame = CGRect(x: 0, y: 244, width: 390, height: 600)
  let content: HitTestNode

  /// A card of 12 controls (the last on top) in a 390 × 844 container.
  package init() {
    let controls = (0..<12).map { index in
      HitTestNode(
        name: "control \(index)",
        frame: CGRect(x: 16, y: 16 + Double(index) * 48, width: 358, height: 44))
    }
    content = HitTestNode(name: "card", frame: presentedFrame, children: controls)
  }

  /// The route of a touch at (`fraction`·390, `fraction`·844) with the card `fraction` of the way
  /// in (`route(_:contentFrame:phase:)`, what the presentation controller calls). Returns a code.
  @inline(never)
  package func routeFrame(_ fraction: Double) -> Double {
    let frame = TouchRouter.inFlightFrame(
      presentedFrame: presentedFrame, dismissDirection: .down, distance: 600,
      presentedProgress: fraction)
    let point = CGPoint(x: fraction * 390, y: fraction * 844)
    return Self.code(router.route(point, contentFrame: frame, phase: .presenting))
  }

  /// The same touch hit-tested through the card's 12-control tree (`route(_:content:phase:)`).
  @inline(never)
  package func routeTree(_ fraction: Double) -> Double {
    let point = CGPoint(x: fraction * 390, y: fraction * 844)
    return Self.code(router.route(point, content: content, phase: .presenting))
  }

  /// Nothing but the call: the baseline for both routes.
  @inline(never)
  package func routeBaseline(_ fraction: Double) -> Double { fraction }

  static func code(_ route: TouchRoute) -> Double {
    switch route {
    case .content: return 1
    case .cancelPresentation: return 2
    case .dismiss: return 3
    case .passThrough: return 4
    case .ignore: return 5
    }
  }
}
