#if canImport(UIKit)
  @preconcurrency import UIKit

  extension ContextMenuSession {
    /// A scroll view tracking the finger stops: the finger belongs to the menu now (a recognizer
    /// disabled and enabled again cancels its gesture).
    static func cancelScrolling(around view: UIView) {
      var current = view.superview
      while let candidate = current {
        if let scroll = candidate as? UIScrollView {
          scroll.panGestureRecognizer.isEnabled = false
          scroll.panGestureRecognizer.isEnabled = true
        }
        current = candidate.superview
      }
    }
  }

  /// A source that stands in for content the interaction cannot scale itself (the SwiftUI
  /// modifier's view, drawn by SwiftUI above it): it shows that content while it lifts.
  @MainActor
  protocol ContextMenuLiftStandIn: AnyObject {
    /// The lift is about to scale this view: show the content in it from now on.
    func liftWillBegin()
    /// The session ended: this view is at rest again.
    func liftDidEnd()
  }

  extension UIView {
    /// The view controller whose view holds this view.
    var nearestViewController: UIViewController? {
      var responder: UIResponder? = self
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }
#endif
