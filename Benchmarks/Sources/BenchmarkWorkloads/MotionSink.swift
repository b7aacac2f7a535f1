import InterruptibleCore

/// A listener for the motion-event rows: it receives every `willSettle` and `trajectoryChanged`
/// and keeps a checksum of the targets, so the events are built and delivered as an app's would be.
final class MotionSink {
  nonisolated(unsafe) static var checksum = 0.0

  /// Makes `coordinator` report its motion events to the sink.
  static func observe(_ coordinator: TransitionCoordinator) {
    coordinator.onMotionEvent = { _, event in checksum += event.trajectory.target }
  }
}
