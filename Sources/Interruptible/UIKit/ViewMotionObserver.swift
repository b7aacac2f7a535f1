#if canImport(UIKit)
  import UIKit

  /// Observes where a view is on screen: its `frame`, `center` and `bounds`, the `frame` and
  /// `center` of every view above it below the window, and the `contentOffset` of every scroll view
  /// above it (KVO: a view moved by its own Core Animation animation is seen at
  /// its model value), and calls ``onChange`` on the main run loop's next turn after each change (a
  /// move seen by several observations calls it once for each; the followers' answers do not
  /// change when nothing has). Used by a zoom to follow its source and by a pull-down menu to
  /// follow its anchor.
  @MainActor
  final class ViewMotionObserver {
    /// Called on the turn after a change (the view, or a scroll view above it, moved).
    var onChange: (@MainActor () -> Void)?
    /// The view observed now.
    private(set) weak var observed: UIView?
    private var observations: [NSKeyValueObservation] = []

    /// An observer that observes nothing yet.
    init() {}

    /// Observes `view` (nil: nothing) instead of the view observed so far.
    func observe(_ view: UIView?) {
      stop()
      observed = view
      guard let view else { return }
      // `frame` for code that sets it; `center` and `bounds` for Auto Layout, which moves a view
      // through them (UIKit's KVO on `frame` does not report those).
      observations.append(view.observe(\.frame, options: [.new]) { [weak self] _, _ in Self.later(self) })
      observations.append(view.observe(\.center, options: [.new]) { [weak self] _, _ in Self.later(self) })
      observations.append(view.observe(\.bounds, options: [.new]) { [weak self] _, _ in Self.later(self) })
      var ancestor = view.superview
      while let current = ancestor, !(current is UIWindow) {
        if let scrollView = current as? UIScrollView {
          observations.append(
            scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in Self.later(self) })
        }
        // A container that moves carries the view with it (SwiftUI places a representable's view
        // by moving the platform view that wraps it, not the view itself).
        observations.append(
          current.observe(\.frame, options: [.new]) { [weak self] _, _ in Self.later(self) })
        observations.append(
          current.observe(\.center, options: [.new]) { [weak self] _, _ in Self.later(self) })
        ancestor = current.superview
      }
    }

    /// Stops observing.
    func stop() {
      for observation in observations { observation.invalidate() }
      observations = []
      observed = nil
    }

    #if canImport(ObjectiveC)
      /// A KVO change: handled on the main queue's next turn (KVO handlers are not main-actor
      /// isolated; UIKit changes a view's geometry on the main thread).
      private nonisolated static func later(_ observer: ViewMotionObserver?) {
        DispatchQueue.main.async { [weak observer] in observer?.onChange?() }
      }
    #else
      /// A KVO change: handled on the stand-in run loop's next turn, as on iOS.
      private static func later(_ observer: ViewMotionObserver?) {
        StandInRuntime.shared.later { [weak observer] in observer?.onChange?() }
      }
    #endif
  }

  /// Runs `body` on the main run loop `delay` seconds from now.
  @MainActor
  func onMain(after delay: Double, _ body: @escaping @MainActor () -> Void) {
    #if canImport(ObjectiveC)
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { body() }
    #else
      StandInRuntime.shared.schedule(at: CACurrentMediaTime() + delay) { body() }
    #endif
  }
#endif
