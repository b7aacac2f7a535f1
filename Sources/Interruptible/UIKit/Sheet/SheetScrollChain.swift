#if canImport(UIKit)
  import UIKit

  /// The scroll views under a finger inside a sheet, innermost first, as the core's
  /// ``ScrollChainRule`` reads them; discovered at each pan start, so pages that swap their lists
  /// just work.
  @MainActor
  struct SheetScrollChain {
    /// The scroll views, innermost first.
    let scrollViews: [UIScrollView]
    /// One pin per scroll view: each stays where the core put it, whichever pan's action runs first.
    private let pins: [ScrollViewPin]

    /// The scroll views between `view` (the one under the finger) and `sheet`, innermost first.
    init(under view: UIView?, in sheet: UIView) {
      var found: [UIScrollView] = []
      var current = view
      while let candidate = current, candidate !== sheet {
        if let scroll = candidate as? UIScrollView { found.append(scroll) }
        current = candidate.superview
      }
      scrollViews = found
      pins = found.map { _ in ScrollViewPin() }
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
      for ((scroll, pin), link) in zip(zip(scrollViews, pins), links) {
        let insets = scroll.adjustedContentInset
        var offset = scroll.contentOffset
        if link.axis == .vertical {
          offset.y = CGFloat(link.offset) - insets.top
        } else {
          offset.x = CGFloat(link.offset) - insets.left
        }
        pin.hold(scroll, at: offset)
      }
    }

    /// Lets the scroll views move on their own again (the pan is over), keeping the momentum the
    /// lift gives them.
    func release() {
      for pin in pins { pin.release() }
    }

    /// Stops every scroll view where it is (no momentum), whichever pan's action UIKit sent first.
    func stop() {
      for pin in pins { pin.release(stoppingMotion: true) }
      for scroll in scrollViews { scroll.setContentOffset(scroll.contentOffset, animated: false) }
    }
  }

  /// One pan over a chain of scroll views and something the finger drags (a sheet, presented
  /// content): the core's ``ScrollChainHandOff`` gives each step to one of them.
  @MainActor
  struct ScrollChainPan {
    /// The scroll views under the finger, innermost first.
    let chain: SheetScrollChain
    /// Who moves at each step, decided by the core.
    private(set) var handOff: ScrollChainHandOff
    /// The pan's translation at the last step.
    private var last = CGPoint.zero
    /// How far the dragged thing has moved (points, down positive), once it has.
    private(set) var dragged: Double?
    /// Whether the last step that moved anything moved the dragged thing.
    private(set) var draggedLast = false
    /// The finger's horizontal travel over the steps that moved the dragged thing (points, right
    /// positive): what a dragged thing that follows the finger sideways follows.
    private(set) var draggedAcross = 0.0

    /// A pan over `chain`, the dragged thing `roomAbove` points below its highest resting place.
    init(chain: SheetScrollChain, roomAbove: Double = 0) {
      self.chain = chain
      handOff = ScrollChainHandOff(chain: chain.links, roomAbove: roomAbove)
    }

    /// The pan is at `translation`: the lists are put where the core scrolled them; returns the
    /// dragged thing's translation when it moved in this step, and whether that was its first move.
    mutating func step(to translation: CGPoint) -> (dragged: Double, isFirst: Bool)? {
      let step = handOff.move(dx: Double(translation.x - last.x), by: Double(translation.y - last.y))
      let previous = last
      last = translation
      chain.place(at: handOff.chain)
      if step.sheet != 0 || step.scroll != nil { draggedLast = step.sheet != 0 }
      guard step.sheet != 0 else { return nil }
      draggedAcross += Double(translation.x - previous.x)
      let isFirst = dragged == nil
      let moved = (dragged ?? 0) + step.sheet
      dragged = moved
      return (moved, isFirst)
    }
  }
#endif

#if canImport(UIKit)
  /// The scroll-chain pan in progress of one sheet or presentation, owned privately: begun when a
  /// pan starts over scroll views, stepped with each move, taken at its end.
  @MainActor
  final class ScrollChainPanSlot {
    private var pan: ScrollChainPan?

    /// Whether a scroll-chain pan is under way.
    var isActive: Bool { pan != nil }

    /// A pan over scroll views begins (replacing any other).
    func begin(_ pan: ScrollChainPan) { self.pan = pan }

    /// No scroll-chain pan (the pan in progress is decided otherwise).
    func clear() { pan = nil }

    /// One step of the pan (``ScrollChainPan/step(to:)``): the dragged thing's translation when it
    /// moved, whether that was its first move, and its horizontal travel so far; nil when it did not
    /// move or no chain pan is under way.
    func step(to translation: CGPoint) -> (dragged: Double, isFirst: Bool, across: Double)? {
      guard var state = pan else { return nil }
      let moved = state.step(to: translation)
      pan = state
      return moved.map { ($0.dragged, $0.isFirst, state.draggedAcross) }
    }

    /// The pan ended: the state it ended in, and no pan under way any more.
    func end() -> ScrollChainPan? {
      defer { pan = nil }
      return pan
    }
  }
#endif
