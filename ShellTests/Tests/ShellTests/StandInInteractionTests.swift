import Foundation
import Testing
import UIKit

/// Records the calls an interaction hears.
@MainActor
final class RecordingInteraction: NSObject, UIInteraction {
  private(set) weak var view: UIView?
  var calls: [String] = []
  func willMove(to view: UIView?) { calls.append("willMove(\(view == nil ? "nil" : "view"))") }
  func didMove(to view: UIView?) {
    self.view = view
    calls.append("didMove(\(view == nil ? "nil" : "view"))")
  }
}

@MainActor
@Suite("UIKit stand-in: interactions and snapshots")
struct StandInInteractionTests {
  @Test(
    "VW20 addInteraction tells willMove then didMove and keeps it; removeInteraction tells nil and drops it")
  func interactions() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let interaction = RecordingInteraction()
    view.addInteraction(interaction)
    #expect(interaction.calls == ["willMove(view)", "didMove(view)"])
    #expect(view.interactions.count == 1 && view.interactions.first === interaction)
    #expect(interaction.view === view)
    view.removeInteraction(interaction)
    #expect(interaction.calls == ["willMove(view)", "didMove(view)", "willMove(nil)", "didMove(nil)"])
    #expect(view.interactions.isEmpty)
    view.removeInteraction(interaction)  // not attached: nothing
    #expect(interaction.calls.count == 4)
  }

  @Test("VW21 snapshotView is a new view of the bounds' size, outside any hierarchy")
  func snapshot() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 120, height: 44))
    view.backgroundColor = .systemRed
    parent.addSubview(view)
    let snapshot = view.snapshotView(afterScreenUpdates: false)
    #expect(snapshot !== view)
    #expect(snapshot?.bounds.size == CGSize(width: 120, height: 44))
    #expect(snapshot?.superview == nil)
    #expect(snapshot?.backgroundColor === UIColor.systemRed)
  }
}
