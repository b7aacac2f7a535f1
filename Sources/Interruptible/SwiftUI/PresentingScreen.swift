#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// Where a SwiftUI presentation is presented from: the anchor's enclosing view controller and the
  /// controllers it presents, handed to the core's ``PresenterChain``, which picks the top-most one
  /// and says whether the screen is free (in a window, nothing arriving or leaving).
  @MainActor
  enum PresentingScreen {
    /// The controller to present from (nil unless the screen is free) and the availability.
    static func presenter(from anchor: PresentationAnchorView?) -> (
      UIViewController?, PresentationAvailability
    ) {
      guard let anchor, anchor.window != nil, let base = anchor.enclosingViewController else {
        return (nil, .notInWindow)
      }
      var controllers = [base]
      while let next = controllers.last?.presentedViewController, controllers.count < 64 {
        controllers.append(next)
      }
      let chain = PresenterChain(isInWindow: true, links: controllers.map(link))
      return (chain.presenterIndex.map { controllers[$0] }, chain.availability)
    }

    /// A controller's state; a detent sheet is leaving as the core's stack rule says
    /// (`SheetStack.isLeaving`: settling to its dismissal, or leaving with the sheets above it).
    private static func link(_ controller: UIViewController) -> PresenterChain.Link {
      let sheetIsLeaving = (controller as? DetentSheetViewController).map {
        SheetStack.isLeaving($0.stackLevel)
      }
      return PresenterChain.Link(
        isArriving: controller.isBeingPresented,
        isLeaving: controller.isBeingDismissed || sheetIsLeaving == true)
    }
  }
#endif
