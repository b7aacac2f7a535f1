// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Interruptible",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    // The library apps link: the core and the UIKit/SwiftUI shells.
    .library(name: "Interruptible", targets: ["Interruptible"]),
    // Scenarios, timelines, JSON and SVG: for tests and tools, not for apps.
    .library(name: "InterruptibleSimulation", targets: ["InterruptibleSimulation"]),
    .executable(name: "interruptible-sim", targets: ["interruptible-sim"]),
  ],
  targets: [
    .target(name: "Interruptible"),
    .target(name: "InterruptibleSimulation", dependencies: ["Interruptible"]),
    .executableTarget(name: "interruptible-sim", dependencies: ["InterruptibleSimulation"]),
    .testTarget(name: "InterruptibleTests", dependencies: ["Interruptible"]),
    .testTarget(
      name: "SimulatorTests", dependencies: ["InterruptibleSimulation", "Interruptible"], exclude: ["Malformed"]),
  ],
  swiftLanguageModes: [.v6]
)
