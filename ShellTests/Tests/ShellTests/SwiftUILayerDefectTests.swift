import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A detent sheet whose motion a header observes, as in the modifier's documentation.
struct MotionScreen: View {
  @ObservedObject var model: ScreenModel
  @ObservedObject var motion: InterruptibleSheetMotion
  var body: some View {
    Text("Header \(Int(motion.trajectory.value(at: 0)))")
      .interruptibleSheet(
        isPresented: $model.showsSheet, detents: [.medium, .large], selection: $model.detent, motion: motion
      ) {
        Text("Sheet")
      }
  }
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: a second presentation, the observed motion")
struct SwiftUILayerDefectTests {
  @Test(
    "A menu row that closes the menu and opens a card in one action: the card appears after the menu left")
  func menuThenCard() {
    let model = ScreenModel()
    let (world, host) = hostedWorld(ScenarioScreen(model: model))
    model.showsMenu = true
    world.advance(by: 1)
    #expect(host.presentedViewController != nil)
    model.showsMenu = false
    model.showsCard = true
    world.advance(by: 2)
    #expect(model.dismissals == 1)  // the menu left, once
    #expect(model.showsCard)  // never written back to false
    #expect(host.presentedViewController != nil)
    model.showsCard = false
    world.advance(by: 2)
    #expect(model.dismissals == 2)
    #expect(world.liveAnimators == 0)
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test("Moving a sheet observed through motion: by its selection publishes nothing inside a view update")
  func motionPublishing() {
    let model = ScreenModel()
    let motion = InterruptibleSheetMotion()
    let (world, host) = hostedWorld(MotionScreen(model: model, motion: motion))
    model.showsSheet = true
    world.advance(by: 1)
    #expect(host.presentedViewController is DetentSheetViewController)
    model.detent = .large
    world.advance(by: 1)
    #expect((host.presentedViewController as? DetentSheetViewController)?.selectedDetentIdentifier == .large)
    // The motion was delivered (visible height heading for the large detent), outside the update.
    #expect(motion.trajectory.target > 0.7 * Double(host.view.bounds.height), "\(motion.trajectory.target)")
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty, "\(world.refusals)")
  }
}
