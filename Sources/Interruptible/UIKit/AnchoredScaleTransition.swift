#if canImport(UIKit)
  import UIKit

  /// A ``ScaleTransition`` whose anchor is computed from the container it runs in (a menu placed in
  /// the real container at the content's real size grows from its own edge, wherever that is).
  struct AnchoredScaleTransition: InterruptibleTransition {
    let base: ScaleTransition
    let anchor: @MainActor (CGRect) -> CGPoint

    var configuration: TransitionConfiguration { base.configuration }
    var dismissDirection: TransitionDirection { base.dismissDirection }

    func apply(progress: Double, to views: TransitionViews) {
      var placed = base
      placed.anchor = anchor(views.container.bounds)
      placed.apply(progress: progress, to: views)
    }
  }
#endif
