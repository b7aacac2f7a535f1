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

/// Content that resists dismissal.
struct ResistingContent: View {
  var body: some View { Text("Unsaved").interruptibleDismissDisabled(true) }
}

/// A sheet whose motion's reports a `.task` loop collects while the screen is shown.
struct ReportScreen: View {
  @ObservedObject var model: ScreenModel
  let motion: InterruptibleSheetMotion
  let log: ProbeLog
  var body: some View {
    if !model.showsMenu {
      Color.blue
        .interruptibleSheet(
          isPresented: $model.showsSheet, motion: motion, onDismissAttempt: attempted
        ) {
          ResistingContent()
        }
        .task {
          for await _ in motion.reports { log.calls.append("report") }
          log.calls.append("ended")
        }
    }
  }

  private func attempted() { log.calls.append("attempt") }
}

@MainActor
@Suite("SwiftUI layer under the SwiftUI stand-in: the sheet's motion reports and resisting content")
struct SwiftUILayerSheetMotionTests {
  @Test("Motion reports reach a .task loop; content marked dismiss-disabled resists a tap behind it")
  func reportsAndResistance() {
    let model = ScreenModel()
    let motion = InterruptibleSheetMotion()
    let log = ProbeLog()
    let (world, host) = hostedWorld(ReportScreen(model: model, motion: motion, log: log))
    model.showsSheet = true
    world.advance(by: 1)
    #expect(host.presentedViewController is DetentSheetViewController)
    #expect(log.calls.contains("report"))
    world.tap(at: CGPoint(x: 195, y: 120))  // behind the sheet at its medium detent
    world.advance(by: 1)
    #expect(log.calls.filter { $0 == "attempt" }.count == 1)
    #expect(model.showsSheet)
    #expect(host.presentedViewController is DetentSheetViewController)
    #expect(world.refusals.isEmpty, "\(world.refusals)")
    model.showsMenu = true  // the screen's view goes: its task is cancelled, the loop ends
    world.advance(by: 1)
    #expect(log.calls.last == "ended")
    #expect(host.presentedViewController == nil)  // the sheet left with its presenting view
    #expect(world.refusals.isEmpty, "\(world.refusals)")
  }
}

extension SwiftUILayerSheetMotionTests {
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
