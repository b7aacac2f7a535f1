import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

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
