import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// A counter whose state a test reads back through `seen`.
struct Counter: View {
  @State private var taps = 0
  let seen: ProbeLog
  var body: some View {
    Button("Count \(taps)") { taps += 1 }
      .onAppear { seen.calls.append("appear") }
      .onDisappear { seen.calls.append("disappear") }
  }
}

/// Two branches of the same type, or one identity under `.id`.
struct Branches: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  let useID: Bool
  var body: some View {
    if useID {
      Probe(log: log, value: 0).id(model.count)
    } else if model.flag {
      Probe(log: log, value: 1)
    } else {
      Probe(log: log, value: 2)
    }
  }
}

/// A state whose initial value comes from the parent.
struct Seeded: View {
  @State var value: Int
  let log: ProbeLog
  var body: some View { Probe(log: log, value: value) }
}

/// A parent re-creating `Seeded` with the model's count as its initial value.
struct SeedingParent: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  var body: some View { Seeded(value: model.count, log: log) }
}

/// A model counting how often it was made.
@MainActor
final class CountedModel: ObservableObject {
  static var made = 0
  @Published var value = 0
  init() { Self.made += 1 }
}

/// Owns a `CountedModel`.
struct Owner: View {
  @StateObject private var model = CountedModel()
  let log: ProbeLog
  var body: some View { Probe(log: log, value: model.value) }
}

/// Re-creates `Owner` each time the test's model changes.
struct OwnerParent: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  var body: some View { Owner(log: log).opacity(model.flag ? 0 : 1) }
}

@MainActor
@Suite("SwiftUI stand-in: identity, state and representables")
struct SwiftUIStandInIdentityTests {
  @Test("RP01 RP02 RP08 makeCoordinator, then makeUIView off-window, then updateUIView, once each")
  func makeOrder() {
    let log = ProbeLog()
    let (world, _) = hostedWorld(Probe(log: log), switches: .init())
    let afterMake = StandInSwiftUI.switches.skipsUpdateAfterMake ? [] : ["updateUIView(0)"]
    #expect(log.calls == ["makeCoordinator", "makeUIView"] + afterMake)
    #expect(log.windowAtMake == .some(nil))
    #expect(world.refusals.isEmpty)
  }

  @Test("RP09 the representable's view reaches its hosting controller up the responder chain")
  func responderChain() {
    let log = ProbeLog()
    let (_, host) = hostedWorld(Probe(log: log), switches: .init())
    let wrapper = host.view.subviews.first
    var responder: UIResponder? = wrapper?.subviews.first
    var found: UIViewController?
    while let current = responder, found == nil {
      found = current as? UIViewController
      responder = current.next
    }
    #expect(found === host)
    #expect(wrapper?.subviews.first?.window != nil)
  }

  @Test("SV02 SV13 RP06 flipping if/else dismantles the old branch's representable and makes the new one")
  func branchesAreIdentities() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(Branches(model: model, log: log, useID: false), switches: .init())
    log.calls = []
    model.flag = true
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.contains("dismantleUIView"))
    #expect(log.calls.filter { $0 == "makeUIView" }.count == 1)
    #expect(log.dismantledCoordinator != nil)
  }

  @Test("SV03 changing .id ends the identity: dismantle, then a new coordinator and view")
  func explicitIdentity() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(Branches(model: model, log: log, useID: true), switches: .init())
    log.calls = []
    model.count = 1
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.filter { $0 == "dismantleUIView" }.count == 1)
    #expect(log.calls.filter { $0 == "makeCoordinator" }.count == 1)
    #expect(log.calls.filter { $0 == "makeUIView" }.count == 1)
  }

  @Test("SV06 @State keeps its value when the parent passes a different initial value")
  func stateSurvivesParent() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(SeedingParent(model: model, log: log), switches: .init())
    model.count = 7
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.last == "updateUIView(0)")  // the first instance's initial value is kept
  }

  @Test("DF05 SV09 @StateObject is made once per identity, at installation, not for each struct")
  func stateObjectOnce() {
    CountedModel.made = 0
    let model = TestModel()
    let log = ProbeLog()
    _ = Owner(log: log)
    #expect(CountedModel.made == 0)  // not at struct creation
    let (world, _) = hostedWorld(OwnerParent(model: model, log: log), switches: .init())
    #expect(CountedModel.made == 1)
    model.flag = true
    world.advance(by: UIKitWorld.frame)
    #expect(CountedModel.made == 1)
  }

  @Test("SV10 a Button tapped through UIKit's hit-testing runs its action; onAppear runs after the pass")
  func buttonTap() {
    let seen = ProbeLog()
    let (world, host) = hostedWorld(Counter(seen: seen), switches: .init())
    #expect(seen.calls == ["appear"])
    guard let hit = firstView(UIControl.self, in: host.view) else { return #expect(Bool(false)) }
    #expect(hit.frame.width > 0 && hit.frame.height > 0)
    world.tap(at: centre(of: hit))
    world.advance(by: UIKitWorld.frame)
    let titles = StandInSwiftUI.log.compactMap { event -> String? in
      if case .body(let name) = event { return name }
      return nil
    }
    #expect(titles.filter { $0 == "Counter" }.count == 2)  // the tap changed state once
    #expect(world.refusals.isEmpty)
  }

  @Test("DF08 @Published emits objectWillChange before the new value is stored")
  func publishedOrder() {
    let model = TestModel()
    var seen: [Int] = []
    let token = model.objectWillChange.subscribe { MainActor.assumeIsolated { seen.append(model.count) } }
    model.count = 3
    #expect(seen == [0])
    #expect(model.count == 3)
    token.cancelNow()
  }

  @Test("DF03 a binding reads the source's current value, never a copy")
  func bindingIsLive() {
    let model = TestModel()
    let binding = ObservedObject(wrappedValue: model).projectedValue.count
    model.count = 9
    #expect(binding.wrappedValue == 9)
    binding.wrappedValue = 4
    #expect(model.count == 4)
  }

  @Test("DF04 Binding(get:set:) calls exactly its closures, once per access")
  func closureBinding() {
    var gets = 0
    var sets: [Int] = []
    let binding = Binding(
      get: {
        gets += 1
        return 1
      }, set: { sets.append($0) })
    _ = binding.wrappedValue
    binding.wrappedValue = 1
    #expect(gets == 1 && sets == [1])
  }
}
