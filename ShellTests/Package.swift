// swift-tools-version:6.0
// The UIKit shell, executed on Linux against a UIKit stand-in. Test-only: this package is never part of
// the root package, its products or its targets, so no app ever builds the stand-in.
import PackageDescription

let package = Package(
  name: "ShellTests",
  platforms: [.macOS(.v13)],
  targets: [
    // The reference animator model, compiled a second time (a link to the library's Model/) so the
    // stand-in's UIViewPropertyAnimator can run on it without depending on the library.
    .target(name: "StandInModel", path: "Sources/StandInModel"),
    // A module named UIKit that models UIKit's documented behaviour, for these tests only.
    .target(name: "UIKit", dependencies: ["StandInModel"], path: "Sources/UIKit"),
    // The world that drives it: clock, touches, window, resize.
    .target(name: "UIKitWorld", dependencies: ["UIKit", "StandInModel"], path: "Sources/UIKitWorld"),
    // The library's own sources, unchanged (a link to Sources/Interruptible).
    .target(
      name: "Interruptible", dependencies: ["UIKit"], path: "Sources/Interruptible",
      exclude: ["Interruptible.docc"]),
    // The demo app's screens, unchanged (a link to Demo/App); the app delegate and the SwiftUI
    // screen stay out (the stand-in has no scenes and no SwiftUI).
    .target(
      name: "DemoApp", dependencies: ["Interruptible", "UIKit"], path: "Sources/DemoApp",
      exclude: ["AppDelegate.swift", "SwiftUIDemoView.swift"]),
    .testTarget(
      name: "ShellTests", dependencies: ["Interruptible", "UIKit", "UIKitWorld", "DemoApp"],
      // Shell tests of the SwiftUI layer, waiting for the SwiftUI stand-in (renamed .swift then).
      exclude: ["SwiftUI/PendingSwiftUILayerTests.swift.txt"],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ],
  swiftLanguageModes: [.v6]
)
