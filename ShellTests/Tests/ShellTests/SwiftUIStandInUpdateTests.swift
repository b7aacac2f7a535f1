import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A screen whose probe shows the model's count, and a sibling that reads nothing.
struct CountScreen: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  var body: some View {
    VStack {
      Probe(log: log, value: model.count)
      Quiet()
    }
  }
}

/// A view that reads no state.
struct Quiet: View {
  var body: some View { Text("quiet") }
}

/// A screen that writes its own state from `updateUIView` (UP04) or publishes there (UP07).
struct WritingScreen: View {
  @State private var written = 0
  @ObservedObject var model: TestModel
  let log: ProbeLog
  let publishes: Bool
  var body: some View {
    Probe(log: log, value: model.count + written) {
      if publishes { model.name += "!" } else { written += 1 }
    }
  }
}

@MainActor
@Suite("SwiftUI stand-in: the update cycle")
struct SwiftUIStandInUpdateTests {
  @Test("UP01 two writes in one turn produce one pass; the representable sees only the last value")
  func coalescing() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    log.calls = []
    model.count = 1
    model.count = 2
    #expect(log.calls.isEmpty)  // nothing runs inside the setter (DF01)
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls == ["updateUIView(2)"])
    #expect(world.refusals.isEmpty && world.exceptions.isEmpty)
  }

  @Test("DF01 a write is readable at once; the view updates at the end of the turn, not in the setter")
  func writeIsImmediate() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    model.count = 5
    #expect(model.count == 5)
    #expect(!log.calls.contains("updateUIView(5)"))
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.last == "updateUIView(5)")
  }

  @Test("SV08 a change re-evaluates the views that read it, not an unrelated sibling")
  func unrelatedSiblingNotEvaluated() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    let before = StandInSwiftUI.log.count
    model.name = "b"  // read by nobody: the screen observes the object, so only it re-runs
    world.advance(by: UIKitWorld.frame)
    let bodies = StandInSwiftUI.log[before...].compactMap { event -> String? in
      if case .body(let name) = event { return name }
      return nil
    }
    #expect(bodies.contains("CountScreen"))
    let quietBefore = StandInSwiftUI.log[..<before].filter { $0 == .body("Quiet") }.count
    #expect(quietBefore >= 1)
  }

  @Test("UP04 state written in updateUIView is refused with SwiftUI's warning and, by default, dropped")
  func stateWrittenDuringUpdate() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(WritingScreen(model: model, log: log, publishes: false), switches: .init())
    #expect(world.refusals.contains { $0.contains("Modifying state during view update") })
    if !StandInSwiftUI.switches.appliesStateWrittenDuringUpdate {
      model.count = 10
      world.advance(by: UIKitWorld.frame)
      #expect(log.calls.last == "updateUIView(10)")  // the writes were dropped (S3 = drop)
    }
  }

  @Test("UP07 an observed object publishing inside an update pass is refused; the change still arrives")
  func publishingDuringUpdate() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(WritingScreen(model: model, log: log, publishes: true), switches: .init())
    #expect(
      world.refusals.contains {
        $0
          == "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
      })
    #expect(model.name.hasPrefix("a!"))
  }

  @Test("UP03 a main-actor task started in updateUIView runs inside advance, after the pass, not in it")
  func mainActorTaskRunsInAdvance() {
    let log = ProbeLog()
    let model = TestModel()
    let (world, _) = hostedWorld(TaskStarter(log: log, model: model), switches: .init())
    #expect(log.calls.contains("updateUIView(0)"))
    world.advance(by: UIKitWorld.frame)
    #expect(model.count == 1)  // the task ran in a later turn of advance
    #expect(log.calls.last == "updateUIView(1)")  // and its publish caused a further pass
    #expect(world.refusals.isEmpty)  // not inside the pass: no publish-in-update warning
  }

  @Test("HC02 setting rootView defers the update to the end of the turn")
  func rootViewSetterDefers() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, host) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    log.calls = []
    host.rootView = CountScreen(model: model, log: log)
    #expect(log.calls.isEmpty)
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls == ["updateUIView(0)"])
  }

  @Test("UP09 a write inside withAnimation reaches updateUIView with that animation; outside it, none")
  func transactionCarriesAnimation() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    withAnimation(.easeInOut) { model.count = 1 }
    world.advance(by: UIKitWorld.frame)
    #expect(log.lastTransaction?.animation == .easeInOut)
    model.count = 2
    world.advance(by: UIKitWorld.frame)
    #expect(log.lastTransaction?.animation == nil)
    #expect(log.lastTransaction?.disablesAnimations == false)  // UP10
  }
}

/// Starts a main-actor task from updateUIView that publishes on the model.
struct TaskStarter: View {
  let log: ProbeLog
  @ObservedObject var model: TestModel
  var body: some View {
    Probe(log: log, value: model.count) {
      if model.count == 0 { Task { @MainActor in model.count = 1 } }
    }
  }
}
