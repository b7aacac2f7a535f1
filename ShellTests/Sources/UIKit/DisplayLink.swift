import Foundation

/// A display link (Core Animation's `CADisplayLink`): calls its body once per frame of the stand-in
/// clock, in each run-loop turn in which the clock has moved, with `timestamp` the frame's time, until
/// it is invalidated. Without the Objective-C runtime it takes a closure instead of a target and
/// selector (as the stand-in's recognizers and controls do).
@MainActor
public final class CADisplayLink {
  private var body: ((CADisplayLink) -> Void)?
  /// The time of the frame being drawn.
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame.
  public var targetTimestamp: CFTimeInterval { timestamp + 1.0 / 120 }
  /// Whether the link skips frames.
  public var isPaused = false
  private var lastFired: CFTimeInterval

  /// A link that calls `body` every frame once added to a run loop.
  public init(_ body: @escaping (CADisplayLink) -> Void) {
    self.body = body
    lastFired = StandInClock.now
  }

  /// Starts calling the body on the (one) run loop.
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard body != nil else { return }
    lastFired = StandInClock.now
    StandInRuntime.shared.addDisplayLink(self)
  }

  /// Stops the link for good.
  public func invalidate() {
    body = nil
    StandInRuntime.shared.removeDisplayLink(self)
  }

  /// A frame at `now`: calls the body if the clock moved since the last call.
  func fire(at now: CFTimeInterval) {
    guard !isPaused, now > lastFired, let body else { return }
    lastFired = now
    timestamp = now
    body(self)
  }
}
