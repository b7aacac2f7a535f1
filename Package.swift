// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Interruptible",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "Interruptible", targets: ["Interruptible"])
  ],
  targets: [
    .target(name: "Interruptible"),
    .testTarget(name: "InterruptibleTests", dependencies: ["Interruptible"]),
  ],
  swiftLanguageModes: [.v6]
)
