// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Interruptible",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    // The library apps link: the UIKit/SwiftUI shells, which re-export the core (`import Interruptible`).
    .library(name: "Interruptible", targets: ["Interruptible"]),
    .executable(name: "interruptible-sim", targets: ["interruptible-sim"]),
  ],
  targets: [
    // The platform-independent core: models, sessions, decisions and components. No UIKit, no SwiftUI.
    .target(name: "InterruptibleCore"),
    // The UIKit and SwiftUI shells: thin adapters that forward to the core and apply its answers.
    .target(name: "Interruptible", dependencies: ["InterruptibleCore"]),
    // Scenarios, timelines, JSON and SVG for interruptible-sim and the tests (package API, no product).
    .target(name: "InterruptibleSimulation", dependencies: ["InterruptibleCore"]),
    .executableTarget(name: "interruptible-sim", dependencies: ["InterruptibleSimulation"]),
    .testTarget(name: "InterruptibleTests", dependencies: ["Interruptible", "InterruptibleCore"]),
    .testTarget(
      name: "SimulatorTests", dependencies: ["InterruptibleSimulation", "Interruptible", "InterruptibleCore"], exclude: ["Malformed"]),
  ],
  swiftLanguageModes: [.v6]
)
