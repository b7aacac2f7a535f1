import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// What a probe representable saw, in order.
@MainActor
final class ProbeLog {
  var calls: [String] = []
  var windowAtMake: UIWindow?? = .none
  var lastTransaction: Transaction?
  var dismantledCoordinator: ProbeCoordinator?
}

/// A probe's coordinator (identity is what the tests check).
@MainActor
final class ProbeCoordinator {
  let log: ProbeLog
  init(log: ProbeLog) { self.log = log }
}

/// A representable that logs its calls and what it was given.
struct Probe: UIViewRepresentable {
  let log: ProbeLog
  var value = 0
  var onUpdate: (@MainActor () -> Void)?

  func makeCoordinator() -> ProbeCoordinator {
    log.calls.append("makeCoordinator")
    return ProbeCoordinator(log: log)
  }
  func makeUIView(context: Context) -> UIView {
    log.calls.append("makeUIView")
    let view = UIView()
    log.windowAtMake = .some(view.window)
    return view
  }
  func updateUIView(_ view: UIView, context: Context) {
    log.calls.append("updateUIView(\(value))")
    log.lastTransaction = context.transaction
    onUpdate?()
  }
  static func dismantleUIView(_ view: UIView, coordinator: ProbeCoordinator) {
    coordinator.log.calls.append("dismantleUIView")
    coordinator.log.dismantledCoordinator = coordinator
  }
}

/// A model a test holds and changes, as an app's view model.
@MainActor
final class TestModel: ObservableObject {
  @Published var flag = false
  @Published var count = 0
  @Published var name = "a"
}

/// A world with `view` hosted at the window's root, after one frame; `switches` replaces the
/// run's SwiftUI switches (a stand-in self-test pins the variant it checks).
@MainActor
func hostedWorld<V: View>(_ view: V, switches: StandInSwiftUI.Switches? = nil) -> (
  UIKitWorld, UIHostingController<V>
) {
  let world = UIKitWorld()
  if let switches { StandInSwiftUI.switches = switches }
  let host = UIHostingController(rootView: view)
  world.window.rootViewController = host
  world.advance(by: UIKitWorld.frame)
  return (world, host)
}

/// The first view of type `T` under `view`.
@MainActor
func firstView<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
  if let match = view as? T { return match }
  for subview in view.subviews { if let match = firstView(type, in: subview) { return match } }
  return nil
}

/// The centre of `view` in window coordinates.
@MainActor
func centre(of view: UIView) -> CGPoint {
  let frame = view.convert(view.bounds, to: nil)
  return CGPoint(x: frame.midX, y: frame.midY)
}
