// swift-tools-version:6.0
// The UIKit shell, executed on Linux against a UIKit stand-in. Test-only: this package is never part of
// the root package, its products or its targets, so no app ever builds the stand-in.
import PackageDescription

let package = Package(
  name: "ShellTests",
  platforms: [.macOS(.v13)],
  targets: [
    // The reference animator model, compiled a second time (a link to the core's Model/) so the
    // stand-in's UIViewPropertyAnimator can run on it without depending on the library.
    .target(name: "StandInModel", path: "Sources/StandInModel"),
    // A module named UIKit that models UIKit's documented behaviour, for these tests only.
    .target(name: "UIKit", dependencies: ["StandInModel"], path: "Sources/UIKit"),
    // Combine's ObservableObject and @Published, as SwiftUI uses them, for these tests only.
    .target(name: "Combine", path: "Sources/Combine"),
    // A module named SwiftUI that models SwiftUI's documented behaviour on top of the UIKit
    // stand-in, for these tests only: view graphs, update passes at the end of a run-loop turn,
    // representables and UIHostingController.
    .target(name: "SwiftUI", dependencies: ["UIKit", "Combine"], path: "Sources/SwiftUI"),
    // The world that drives it: clock, touches, window, resize.
    .target(name: "UIKitWorld", dependencies: ["UIKit", "StandInModel"], path: "Sources/UIKitWorld"),
    // The library's own sources, unchanged: the core (a link to Sources/InterruptibleCore) and the
    // shell above it (a link to Sources/Interruptible), which re-exports the core as the library does.
    .target(name: "InterruptibleCore", path: "Sources/InterruptibleCore"),
    .target(
      name: "Interruptible", dependencies: ["InterruptibleCore", "UIKit", "SwiftUI"],
      path: "Sources/Interruptible", exclude: ["Interruptible.docc"]),
    // The demo app's screens, unchanged (a link to Demo/App), its SwiftUI screen included; the app
    // delegate stays out (the stand-in has no scenes).
    .target(
      name: "DemoApp", dependencies: ["Interruptible", "UIKit", "SwiftUI"], path: "Sources/DemoApp",
      exclude: ["AppDelegate.swift"]),
    // The SwiftUI guide's examples, unchanged (links to Demo/GuideSnippets), run by the tests.
    .target(
      name: "GuideSnippets", dependencies: ["Interruptible", "UIKit", "SwiftUI"],
      path: "Sources/GuideSnippets"),
    .testTarget(
      name: "ShellTests",
      dependencies: ["Interruptible", "UIKit", "UIKitWorld", "DemoApp", "SwiftUI", "GuideSnippets"],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ],
  swiftLanguageModes: [.v6]
)
