#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The motion of a sheet presented with
  /// ``SwiftUI/View/interruptibleSheet(isPresented:detents:selection:motion:keyboardPolicy:onDismissAttempt:onDismiss:content:)``:
  /// its current trajectory, to sample on SwiftUI's clock, and a stream of its reports. Both change
  /// on the main-queue turn after the sheet reports, never inside a view update, so a view observing
  /// this object is never invalidated while SwiftUI updates views. The trajectory is a function of
  /// time, so sampling it stays exact.
  ///
  /// ```swift
  /// @StateObject private var motion = InterruptibleSheetMotion()
  ///
  /// TimelineView(.animation) { context in
  ///   Header().opacity(1 - min(motion.height(at: context.date) / 400, 1))
  /// }
  /// .interruptibleSheet(isPresented: $shows, motion: motion) { Details() }
  /// .task { for await report in motion.reports { print(report) } }
  /// ```
  @MainActor
  public final class InterruptibleSheetMotion: ObservableObject {
    /// The sheet's motion from the last change on (visible height in points, on
    /// `CACurrentMediaTime()`); resting at 0 before the sheet is presented.
    @Published public private(set) var trajectory = MotionTrajectory.resting(at: 0, time: 0)
    private var continuations: [Int: AsyncStream<DetentSheet.Report>.Continuation] = [:]
    private var nextID = 0

    /// A motion object for one sheet.
    public init() {}

    /// The visible height at `date` (a `TimelineView`'s `context.date`): the trajectory sampled at
    /// that moment of the media clock. No callback per frame: SwiftUI's clock drives it.
    public func height(at date: Date) -> Double {
      trajectory.value(at: CACurrentMediaTime() + date.timeIntervalSinceNow)
    }

    /// Every report of the sheet from now on, in order (`willSettle`, `trajectoryChanged`,
    /// `dismissalAttempted`), for `.task { for await report in motion.reports { … } }`. Each access
    /// makes a new stream; it ends when its task is cancelled.
    public var reports: AsyncStream<DetentSheet.Report> {
      var made: AsyncStream<DetentSheet.Report>.Continuation?
      let stream = AsyncStream<DetentSheet.Report> { made = $0 }
      guard let continuation = made else { return stream }
      let id = nextID
      nextID += 1
      continuations[id] = continuation
      continuation.onTermination = { @Sendable [weak self] _ in
        Task { @MainActor in self?.continuations[id] = nil }
      }
      return stream
    }

    /// Records and forwards one report of the sheet.
    func deliver(_ report: DetentSheet.Report) {
      if case .trajectoryChanged(let trajectory) = report { self.trajectory = trajectory }
      for continuation in continuations.values { continuation.yield(report) }
    }
  }
#endif
