// The code of Docs/CancellingMidFlight.md, type-checked for iOS by .ci/run (ios-check, 0 warnings);
// scripts/check-guide-snippets checks that every Swift block of the guide appears here verbatim.
import Interruptible
import UIKit

final class ToolbarViewController: UIViewController {
  let actionsButton = UIButton(type: .system)
  let menu = UIViewController()

  func toggleMenu() {
    switch menu.interruptibleDriver?.phase ?? .idle {
    case .idle, .dismissing:
      // Presenting a menu that is still leaving turns its dismissal around.
      var presentation = InterruptiblePresentation.pullDownMenu(from: actionsButton)
      presentation.touchRouter.passThroughRegions = [actionsButton.convert(actionsButton.bounds, to: nil)]
      present(menu, transition: presentation)
    case .presenting, .presented:
      // Reverses an arriving menu from where it is; dismisses one at rest.
      menu.interruptibleDismiss()
    }
  }

  func presentModalCard(_ card: UIViewController) {
    var presentation = InterruptiblePresentation.card
    presentation.touchRouter.outsideTouchBehavior = .ignore  // only the card's own buttons close it
    present(card, transition: presentation)
  }

  func presentBanner(_ banner: UIViewController) {
    var presentation = InterruptiblePresentation(transition: SlideTransition(edge: .top))
    presentation.touchRouter.outsideTouchBehavior = .passThrough  // the screen behind stays live
    present(banner, transition: presentation)
  }

  func flipInsteadOfSpring() -> InterruptiblePresentation {
    var configuration = TransitionConfiguration(distance: 240)
    configuration.reversal = .flip  // UIKit's plain isReversed toggle: retrace the curve
    return InterruptiblePresentation(transition: ScaleTransition(configuration: configuration))
  }
}
