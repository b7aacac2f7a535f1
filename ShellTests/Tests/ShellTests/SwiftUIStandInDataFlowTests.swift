import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// Reads the line limit from its environment into the probe's value.
struct EnvironmentReader: View {
  @Environment(\.lineLimit) private var limit
  let log: ProbeLog
  var body: some View { Probe(log: log, value: limit ?? -1) }
}

/// Sets the line limit from the model, twice nested (the closest wins).
struct EnvironmentScreen: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  var body: some View {
    VStack {
      EnvironmentReader(log: log).environment(\.lineLimit, model.count)
    }
    .environment(\.lineLimit, 99)
  }
}

/// A preference combining children's values in tree order.
struct OrderKey: PreferenceKey {
  static let defaultValue: [Int] = []
  static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Children setting preferences, and an action recording what arrived.
struct PreferenceScreen: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  var body: some View {
    VStack {
      Color.red.preference(key: OrderKey.self, value: [1])
      Color.blue.preference(key: OrderKey.self, value: [model.count])
      Color.green
    }
    .onPreferenceChange(OrderKey.self) { value in
      log.calls.append("preference \(value) updating \(StandInSwiftUI.isUpdating)")
    }
  }
}

/// A row with its own state, for ForEach identity.
struct Row: View {
  let id: Int
  @State private var seenID: Int?
  let log: ProbeLog
  var body: some View {
    Probe(log: log, value: id * 100 + (seenID ?? id))
      .onAppear { seenID = id }
  }
}

/// Rows for the model's order.
struct RowsScreen: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  var body: some View {
    VStack {
      ForEach(model.name == "a" ? [1, 2, 3] : [3, 1], id: \.self) { Row(id: $0, log: log) }
    }
  }
}

/// Starts a task that iterates a stream until cancelled; its button sends into the stream.
struct StreamScreen: View {
  @ObservedObject var model: TestModel
  let log: ProbeLog
  let stream: AsyncStream<Int>
  let send: AsyncStream<Int>.Continuation
  var body: some View {
    Button("Send") {
      log.calls.append("send")
      send.yield(1)
    }
    if !model.flag {
      Text("listening").task {
        log.calls.append("task started")
        for await value in stream { log.calls.append("got \(value)") }
        log.calls.append("task ended")
      }
      .onDisappear { log.calls.append("disappeared") }
    }
  }
}

@MainActor
@Suite("SwiftUI stand-in: data flow, environment, preferences")
struct SwiftUIStandInDataFlowTests {
  @Test("DF11 RP04 RP07 the closest .environment wins; a change reaches updateUIView's context")
  func environmentReachesRepresentable() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(EnvironmentScreen(model: model, log: log), switches: .init())
    #expect(log.calls.last == "updateUIView(0)")
    model.count = 3
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.last == "updateUIView(3)")
    #expect(EnvironmentValues().lineLimit == nil)  // a key never set reads its default
  }

  @Test(
    "DF12 DF13 colorScheme comes from the hosting controller's style; a direct write stays in the subtree")
  func systemEnvironment() {
    let log = ProbeLog()
    let (world, host) = hostedWorld(
      SchemeReader(log: log).environment(\.colorScheme, .dark), switches: .init())
    #expect(log.calls.last == "updateUIView(1)")
    #expect(host.overrideUserInterfaceStyle == .unspecified)
    let plain = UIHostingController(rootView: SchemeReader(log: log))
    plain.overrideUserInterfaceStyle = .dark
    world.window.rootViewController = plain
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.last == "updateUIView(1)")
  }

  @Test("DF14 DF15 DF16 preferences reduce in tree order; onPreferenceChange runs after the pass, on changes")
  func preferences() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(PreferenceScreen(model: model, log: log), switches: .init())
    #expect(log.calls == ["preference [1, 0] updating false"])
    model.name = "b"  // the preference does not change: no call
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.count == 1)
    model.count = 5
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.last == "preference [1, 5] updating false")
  }

  @Test("DF07 DF09 several emissions in one turn give one body run; the view does not own the object")
  func observedObject() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, host) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    let before = StandInSwiftUI.log.filter { $0 == .body("CountScreen") }.count
    model.count = 1
    model.name = "z"
    model.count = 2
    world.advance(by: UIKitWorld.frame)
    #expect(StandInSwiftUI.log.filter { $0 == .body("CountScreen") }.count == before + 1)
    #expect(log.calls.last == "updateUIView(2)")
    host.rootView = CountScreen(model: TestModel(), log: log)
    world.advance(by: UIKitWorld.frame)
    #expect(model.objectWillChange.subscriberCount == 0)  // the same identity observes the new object
    world.window.rootViewController = nil
    #expect(model.count == 2)  // not owned: still there
  }

  @Test("DF10 a $model.property binding assigns the property and updates the view")
  func objectBinding() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    let binding = ObservedObject(wrappedValue: model).projectedValue.count
    binding.wrappedValue = 8
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.last == "updateUIView(8)")
  }

  @Test("SV04 ForEach rows keep their state when reordered; a removed row's identity ends")
  func forEachIdentity() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, _) = hostedWorld(RowsScreen(model: model, log: log), switches: .init())
    world.advance(by: UIKitWorld.frame)
    log.calls = []
    model.name = "b"
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls.filter { $0 == "dismantleUIView" }.count == 1)  // row 2
    #expect(!log.calls.contains("makeUIView"))
    #expect(log.calls.contains("updateUIView(303)") && log.calls.contains("updateUIView(101)"))
  }

  @Test("SV11 SV12 .task starts when the view appears and is cancelled when it goes; onDisappear runs")
  func taskLifetime() {
    let model = TestModel()
    let log = ProbeLog()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let (world, host) = hostedWorld(
      StreamScreen(model: model, log: log, stream: stream, send: continuation), switches: .init())
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls == ["task started"])
    guard let button = firstView(UIControl.self, in: host.view) else { return #expect(Bool(false)) }
    world.tap(at: centre(of: button))
    #expect(log.calls == ["task started", "send", "got 1"])
    model.flag = true
    world.advance(by: 3 * UIKitWorld.frame)
    #expect(log.calls.suffix(2).sorted() == ["disappeared", "task ended"])
  }

  @Test("SV01 the same type at the same position keeps its identity; another type there is a new one")
  func structuralIdentity() {
    let model = TestModel()
    let log = ProbeLog()
    let (world, host) = hostedWorld(CountScreen(model: model, log: log), switches: .init())
    log.calls = []
    host.rootView = CountScreen(model: model, log: log)
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls == ["updateUIView(0)"])
    let typed = UIHostingController(rootView: AnyView(Probe(log: log)))
    world.window.rootViewController = typed
    world.advance(by: UIKitWorld.frame)
    log.calls = []
    typed.rootView = AnyView(Text("other"))
    world.advance(by: UIKitWorld.frame)
    #expect(log.calls == ["dismantleUIView"])
  }

  @Test("UP10 RP12 a transaction does not disable animations by default; representables run inside the pass")
  func transactionDefaults() {
    #expect(Transaction().disablesAnimations == false)
    let log = ProbeLog()
    var updating: [Bool] = []
    _ = hostedWorld(Probe(log: log) { updating.append(StandInSwiftUI.isUpdating) }, switches: .init())
    #expect(updating == [true])
    #expect(log.lastTransaction?.disablesAnimations == false)
  }
}

/// Shows 1 for dark, 0 for light.
struct SchemeReader: View {
  @Environment(\.colorScheme) private var scheme
  let log: ProbeLog
  var body: some View { Probe(log: log, value: scheme == .dark ? 1 : 0) }
}
