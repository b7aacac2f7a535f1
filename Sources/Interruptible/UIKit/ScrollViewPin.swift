#if canImport(UIKit)
  import UIKit

  /// Holds a scroll view at one offset while something else owns the pan (a sheet or presented
  /// content dragged from over a list): the offset is put back at once whenever the scroll view's own
  /// pan moves it. UIKit promises no order among the actions of recognizers that recognize together,
  /// so a write made from the dragged thing's own action may run before or after the scroll view's;
  /// the scroll view's change is undone either way. Released with ``release(stoppingMotion:)``
  /// `true`, it also takes back the momentum the scroll view starts from the same lift, whichever
  /// action came first: it keeps holding until the next turn of the run loop and stops the scroll
  /// view there.
  @MainActor
  final class ScrollViewPin {
    private weak var scrollView: UIScrollView?
    private var offset = CGPoint.zero
    private var observation: NSKeyValueObservation?
    /// Released with its motion stopped at the next turn: until then every change is undone.
    private var isStopping = false

    /// A pin that holds nothing yet.
    init() {}

    /// Whether a scroll view is held.
    var isHolding: Bool { observation != nil && scrollView != nil }

    /// Holds `scrollView` at `offset` from now on (puts it there now).
    func hold(_ scrollView: UIScrollView, at offset: CGPoint) {
      isStopping = false
      if self.scrollView !== scrollView || observation == nil {
        release()
        self.scrollView = scrollView
        observation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
          Self.changed(self)
        }
      }
      self.offset = offset
      restore()
    }

    /// Lets the scroll view move again; `stoppingMotion`: not before the next turn, with any momentum
    /// it started from this lift stopped where it is held.
    func release(stoppingMotion: Bool = false) {
      guard stoppingMotion, isHolding else { return releaseNow() }
      isStopping = true
      // Held strongly until then: the pan that made the pin may be gone by the next turn.
      onMain(after: 0) { [self] in
        guard isStopping, let scrollView else { return }
        let offset = offset
        releaseNow()
        scrollView.setContentOffset(offset, animated: false)
      }
    }

    private func releaseNow() {
      observation?.invalidate()
      observation = nil
      scrollView = nil
      isStopping = false
    }

    /// Puts the offset back; a change the scroll view makes after its drag ended (paging, momentum)
    /// is its own.
    private func restore(afterChange: Bool = false) {
      guard let scrollView, scrollView.contentOffset != offset else { return }
      if afterChange, !scrollView.isDragging, !isStopping { return }
      scrollView.contentOffset = offset
    }

    #if canImport(ObjectiveC)
      /// A KVO change: UIKit scrolls on the main thread, so the offset is put back synchronously.
      private nonisolated static func changed(_ pin: ScrollViewPin?) {
        _ = onMainThread { pin?.restore(afterChange: true) }
      }
    #else
      private static func changed(_ pin: ScrollViewPin?) { pin?.restore(afterChange: true) }
    #endif
  }
#endif
