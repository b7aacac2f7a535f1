/// The world's switches for input behaviour UIKit does not document and reports disagree on, and the
/// gesture-action queue that the order switch sorts (GR03).
package struct InputSwitches: Sendable {
  /// The order in which the actions of recognizers that changed state on the same touch event are
  /// sent. UIKit promises none (UIGestureRecognizer.h: actions come "at the next turn of the run
  /// loop"); a test run takes one order for all of them.
  package enum ActionOrder: String, Sendable {
    /// The recognizer of the deepest view first (the hit view's own, then its ancestors').
    case innermostFirst = "innermost"
    /// The recognizer of the outermost view first.
    case outermostFirst = "outermost"
  }

  /// What `UIPanGestureRecognizer.velocity(in:)` reports at `.ended` when the finger rested before
  /// it lifted (no move for longer than ``restInterval``). Not documented; reports disagree.
  package enum RestVelocity: String, Sendable {
    /// The speed measured before the rest, unchanged (the pan saw no move that would change it).
    case keepsPreRestSpeed = "keep"
    /// Zero: the rest is taken as the finger's speed at the lift.
    case zeroAfterRest = "zero"
  }

  /// Who hears a pointer's click of another button than the primary (a secondary click). UIKit
  /// documents only that a tap matches it by `buttonMaskRequired` (UITapGestureRecognizer.h);
  /// whether other recognizers and the view's touch methods hear it is not documented.
  package enum SecondaryClick: String, Sendable {
    /// Only the taps whose `buttonMaskRequired` asks for its buttons.
    case askingRecognizersOnly = "asking"
    /// Every recognizer (taps still by `buttonMaskRequired`) and the view, as a touch.
    case everyone = "everyone"
  }

  package var actionOrder = ActionOrder.innermostFirst
  package var secondaryClick = SecondaryClick.askingRecognizersOnly
  package var restVelocity = RestVelocity.keepsPreRestSpeed
  /// How long a finger sends no move before the `zeroAfterRest` pan reports zero at the lift.
  package static let restInterval: Double = 0.05
  package init() {}
}

extension StandInRuntime {
  /// Queues a recognizer's action (GR03): it is sent once the recognizers have processed the current
  /// touch event (``sendQueuedActions()``), or on the next turn when no event is being delivered.
  func queueAction(depth: Int, _ body: @escaping () -> Void) {
    let first = queuedActions.isEmpty
    queuedActions.append((depth, queuedActions.count, body))
    if first { later { [weak self] in self?.sendQueuedActions() } }
  }

  /// Sends the queued actions in the order of the world's switch; actions that queue others (a
  /// recognizer disabled from an action) are sent after them.
  func sendQueuedActions() {
    while !queuedActions.isEmpty {
      let innermostFirst = input.actionOrder == .innermostFirst
      let batch = queuedActions.sorted {
        $0.depth != $1.depth
          ? (innermostFirst ? $0.depth > $1.depth : $0.depth < $1.depth) : $0.order < $1.order
      }
      queuedActions.removeAll()
      for action in batch { action.body() }
    }
  }
}
