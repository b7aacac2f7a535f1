#if canImport(UIKit)
  import UIKit

  /// The scroll views under a finger inside a sheet, innermost first, as the core's
  /// ``ScrollChainRule`` reads them; discovered at each pan start, so pages that swap their lists
  /// just work.
  @MainActor
  struct SheetScrollChain {
    /// The scroll views, innermost first.
    let scrollViews: [UIScrollView]

    /// The scroll views between `view` (the one under the finger) and `sheet`, innermost first.
    init(under view: UIView?, in sheet: UIView) {
      var found: [UIScrollView] = []
      var current = view
      while let candidate = current, candidate !== sheet {
        if let scroll = candidate as? UIScrollView { found.append(scroll) }
        current = candidate.superview
      }
      scrollViews = found
    }

    /// The chain as the core sees it: each scroll view along the axis it scrolls (vertical when both
    /// or neither), its offset from the content's start, content and visible lengths.
    var links: [ScrollChainLink] {
      scrollViews.map { scroll in
        let insets = scroll.adjustedContentInset
        let horizontal =
          scroll.contentSize.width + insets.left + insets.right > scroll.bounds.width + 0.5
          && scroll.contentSize.height + insets.top + insets.bottom <= scroll.bounds.height + 0.5
        if horizontal {
          return ScrollChainLink(
            axis: .horizontal, offset: Double(scroll.contentOffset.x + insets.left),
            contentLength: Double(scroll.contentSize.width + insets.left + insets.right),
            viewportLength: Double(scroll.bounds.width), isScrollEnabled: scroll.isScrollEnabled)
        }
        return ScrollChainLink(
          axis: .vertical, offset: Double(scroll.contentOffset.y + insets.top),
          contentLength: Double(scroll.contentSize.height + insets.top + insets.bottom),
          viewportLength: Double(scroll.bounds.height), isScrollEnabled: scroll.isScrollEnabled)
      }
    }

    /// Puts each scroll view at `links`' offset along its axis (where the core has scrolled it).
    func place(at links: [ScrollChainLink]) {
      for (scroll, link) in zip(scrollViews, links) {
        let insets = scroll.adjustedContentInset
        var offset = scroll.contentOffset
        if link.axis == .vertical {
          offset.y = CGFloat(link.offset) - insets.top
        } else {
          offset.x = CGFloat(link.offset) - insets.left
        }
        if offset != scroll.contentOffset { scroll.contentOffset = offset }
      }
    }

    /// Stops every scroll view where it is (no momentum).
    func stop() {
      for scroll in scrollViews { scroll.setContentOffset(scroll.contentOffset, animated: false) }
    }
  }
#endif
