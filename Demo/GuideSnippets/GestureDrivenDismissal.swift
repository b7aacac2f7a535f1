// The code of Docs/GestureDrivenDismissal.md, type-checked for iOS by .ci/run (ios-check, 0 warnings);
// scripts/check-guide-snippets checks that every Swift block of the guide appears here verbatim.
import Interruptible
import UIKit

final class CommentsViewController: UIViewController {
  let tableView = UITableView()
}

final class PostViewController: UIViewController {
  let comments = CommentsViewController()

  func showComments() {
    present(comments, transition: .sheet(tracking: comments.tableView))
  }

  func showStiffComments() {
    var configuration = TransitionConfiguration(distance: 600)
    configuration.finishThreshold = 0.35  // a shorter projected pull dismisses
    configuration.decelerationRate = .fast  // flicks coast less far
    let transition = SlideTransition(edge: .bottom, configuration: configuration)
    present(comments, transition: InterruptiblePresentation(transition: transition))
  }
}

final class GrabberViewController: UIViewController {
  @objc func handleGrabberPan(_ pan: UIPanGestureRecognizer) {
    guard let driver = interruptibleDriver, let container = view.superview else { return }
    let direction = driver.transition.dismissDirection
    switch pan.state {
    case .began:
      driver.beginPan()  // grabs a transition in flight, or starts an interactive dismissal
    case .changed:
      let translation = direction.component(of: pan.translation(in: container))
      driver.panChanged(dismissalTranslation: translation)
    case .ended, .cancelled, .failed:
      let velocity = direction.component(of: pan.velocity(in: container))
      driver.panEnded(dismissalVelocity: velocity)  // finish or cancel by projection
    default:
      break
    }
  }
}
