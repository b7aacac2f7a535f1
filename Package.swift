// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Interruptible",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "Interruptible", targets: ["Interruptible"]),
    .executable(name: "interruptible-sim", targets: ["interruptible-sim"]),
  ],
  targets: [
    .target(name: "Interruptible"),
    .testTarget(name: "InterruptibleTests", dependencies: ["Interruptible"]),
    .target(name: "SimulatorCore", dependencies: ["Interruptible"], path: "Demo/SimulatorCore"),
    .executableTarget(
      name: "interruptible-sim", dependencies: ["Interruptible", "SimulatorCore"], path: "Demo/Simulator"),
    .testTarget(name: "SimulatorTests", dependencies: ["SimulatorCore"], exclude: ["Malformed"]),
  ],
  swiftLanguageModes: [.v6]
)
