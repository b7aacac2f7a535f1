/// Whether a presentation asked for by a binding can begin now, as SwiftUI's own `.sheet`,
/// `.fullScreenCover` and `.popover` decide it: a binding that is `true` before its view is on
/// screen presents once the view is in a window, and a presentation asked for while another one on
/// the same screen arrives or leaves waits until that one has finished. Neither writes the binding
/// back.
package enum PresentationAvailability: Sendable, Hashable {
  /// The presenting view is in a window and nothing on its screen is arriving or leaving.
  case available
  /// The presenting view is not in a window (yet, or any more): a presentation waits for one.
  case notInWindow
  /// Another presentation on the presenting view's screen is arriving or leaving: a presentation
  /// waits until it has finished.
  case screenBusy
}

/// What a binding that asks for a change waits for before the change is made.
package enum PresentationWait: Sendable, Hashable {
  /// The presenting view to be in a window.
  case window
  /// Another presentation on the same screen to finish arriving or leaving.
  case otherPresentation
  /// The content to have appeared (a sheet cannot be dismissed before its first frame).
  case appearance
  /// The finger that holds the content to lift.
  case release
}

/// The view controllers a presentation could be presented from, and the decision where (and
/// whether) it goes: from the top-most presented controller, as UIKit accepts only one presentation
/// per controller, and only while none of them is arriving or leaving (UIKit refuses a `present`
/// during a transition, and a controller that dismisses itself takes what it presents with it).
///
/// ```swift
/// let chain = PresenterChain(
///   isInWindow: true,
///   links: [.init(isArriving: false, isLeaving: false), .init(isArriving: false, isLeaving: true)])
/// chain.availability    // .screenBusy: the menu on top is still leaving
/// chain.presenterIndex  // nil
/// ```
///
/// Bad input: an empty chain (no enclosing view controller) is `.notInWindow`.
package struct PresenterChain: Sendable, Hashable {
  /// One view controller of the chain: the presenting view's enclosing controller first, then each
  /// controller it presents, in turn.
  package struct Link: Sendable, Hashable {
    /// Being presented (UIKit: `isBeingPresented`).
    package var isArriving: Bool
    /// Being dismissed (UIKit: `isBeingDismissed`), or settling towards its own dismissal.
    package var isLeaving: Bool

    /// A link with these states.
    package init(isArriving: Bool, isLeaving: Bool) {
      self.isArriving = isArriving
      self.isLeaving = isLeaving
    }
  }

  /// Whether the presenting view is in a window.
  package var isInWindow: Bool
  /// The controllers, from the enclosing one to the top-most presented one.
  package var links: [Link]

  /// A chain of `links` for a presenting view that is (or is not) in a window.
  package init(isInWindow: Bool, links: [Link]) {
    self.isInWindow = isInWindow
    self.links = links
  }

  /// Whether a presentation can begin now.
  package var availability: PresentationAvailability {
    guard isInWindow, !links.isEmpty else { return .notInWindow }
    return links.contains { $0.isArriving || $0.isLeaving } ? .screenBusy : .available
  }

  /// The index in ``links`` of the controller to present from (the top-most), nil unless
  /// ``availability`` is `.available`.
  package var presenterIndex: Int? { availability == .available ? links.count - 1 : nil }
}
