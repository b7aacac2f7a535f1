// swift-tools-version:6.1
import Foundation
import PackageDescription

// Benchmarks for the Interruptible core. Not part of the library (which stays dependency-free) and not
// run by CI. Run everything with `Benchmarks/run [ADVANCE_GIT_DIR]`.
//
// The peer column (Advance's UnitBezier and spring integrator, BSD) is built only when `Benchmarks/run`
// has extracted those sources into the git-ignored `.peer/Advance` folder; without it the peer target
// does not exist and every benchmark skips its peer rows. The script also sets INTERRUPTIBLE_PEER=1:
// SwiftPM caches the evaluated manifest per environment, not per file system state.
let peerPath = ".peer/Advance"
let hasPeer =
  ProcessInfo.processInfo.environment["INTERRUPTIBLE_PEER"] == "1"
  && FileManager.default.fileExists(
    atPath: Context.packageDirectory + "/" + peerPath + "/UnitBezier.swift")

let peerDependency: [Target.Dependency] = hasPeer ? ["AdvancePeer"] : []
let peerSettings: [SwiftSetting] = hasPeer ? [.define("ADVANCE_PEER")] : []
let peerTargets: [Target] =
  hasPeer
  ? [
    .target(
      name: "AdvancePeer", path: peerPath,
      swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])])
  ] : []

let package = Package(
  name: "InterruptibleBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Malloc counts come from the MallocInterposer trait (ordo-one/malloc-interposer); naming the trait
    // also leaves out the default RuntimeInterposer trait (ARC counting, not used here).
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
  ],
  targets: [
    // The library's core and simulator, compiled here from their sources (links to ../Sources): the
    // workloads measure pieces that are package API, which another package could not reach.
    .target(name: "InterruptibleCore", path: "Library/InterruptibleCore"),
    .target(
      name: "InterruptibleSimulation", dependencies: ["InterruptibleCore"],
      path: "Library/InterruptibleSimulation"),
    .target(
      name: "BenchmarkWorkloads",
      dependencies: ["InterruptibleCore"] + peerDependency,
      swiftSettings: peerSettings),
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [
        "BenchmarkWorkloads",
        "InterruptibleCore",
        .product(name: "Benchmark", package: "benchmark"),
      ] + peerDependency,
      path: "Benchmarks/CoreBenchmarks",
      swiftSettings: peerSettings,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "GrowthReport",
      dependencies: [
        "InterruptibleCore",
        "InterruptibleSimulation",
      ]),
    .executableTarget(
      name: "AccuracyReport",
      dependencies: ["BenchmarkWorkloads", "InterruptibleCore"],
      swiftSettings: peerSettings),
  ] + peerTargets,
  swiftLanguageModes: [.v6]
)
