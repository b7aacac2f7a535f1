import Interruptible
import Testing
import UIKit
import UIKitWorld

/// The phase a resize arrives in.
enum ShellRelayoutMode: String, CaseIterable, CustomStringConvertible, Sendable {
  case present, dismiss, reversed, resizedThenReversed, grabbed
  var description: String { rawValue }
}

/// A window size change.
enum ShellResize: String, CaseIterable, CustomStringConvertible, Sendable {
  case portraitToLandscape, iPadFullToSplit
  var from: CGSize {
    self == .portraitToLandscape ? CGSize(width: 390, height: 844) : CGSize(width: 1366, height: 1024)
  }
  var to: CGSize {
    self == .portraitToLandscape ? CGSize(width: 844, height: 390) : CGSize(width: 678, height: 1024)
  }
  var description: String { rawValue }
}

/// One run of a sheet (`.sheet`: the lower 70 %, sliding from the bottom) resized in flight.
@MainActor
struct RelayoutRun {
  var completes: [Bool] = []
  var end = CGRect.zero
  var largestStep: CGFloat = 0
  var cleanWorld = true
  var fingerFollowed = true
  var isPresentation = true

  static func presented(_ size: CGSize) -> CGRect {
    CGRect(x: 0, y: size.height * 0.3, width: size.width, height: size.height * 0.7)
  }
  /// Where the run must end: presented or below the container, by its completion.
  func expected(_ size: CGSize) -> CGRect {
    let presented = Self.presented(size)
    return (completes.first == true) == isPresentation
      ? presented : presented.offsetBy(dx: 0, dy: presented.height)
  }

  /// Presents a sheet in a window of `from`, resizes to `to` at `progress` in `mode` (nil: never),
  /// runs to rest and measures.
  static func run(_ mode: ShellRelayoutMode, at progress: Double, from: CGSize, to: CGSize?) -> RelayoutRun {
    let world = UIKitWorld(screenSize: from)
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let sheet = ContentViewController()
    home.present(sheet, transition: .sheet)
    world.advance(by: 0)
    var run = RelayoutRun()
    run.isPresentation = mode != .dismiss
    guard let driver = sheet.interruptibleDriver, let wrapper = sheet.view.superview else { return run }
    driver.bridge.onEvent = { event in
      if case .completeTransition(_, let didComplete) = event { run.completes.append(didComplete) }
    }
    var previous = wrapper.layer.presentation()?.frame ?? wrapper.frame
    func frame() {
      world.advance(by: UIKitWorld.frame)
      let now = wrapper.layer.presentation()?.frame ?? wrapper.frame
      run.largestStep = max(
        run.largestStep, abs(now.minX - previous.minX), abs(now.minY - previous.minY),
        abs(now.maxX - previous.maxX), abs(now.maxY - previous.maxY))
      previous = now
    }
    func until(_ condition: () -> Bool) { for _ in 0..<1200 where !condition() { frame() } }
    var presentedProgress: Double { driver.coordinator.currentSession?.presentedProgress ?? 0 }
    if mode == .dismiss {
      until { driver.coordinator.phase == .presented }
      run.completes.removeAll()
      sheet.interruptibleDismiss()
      until { presentedProgress <= 1 - progress }
    } else {
      until { presentedProgress >= progress }
    }
    if mode == .reversed {
      sheet.interruptibleDismiss()
      frame()
    }
    var finger = CGPoint(x: previous.midX, y: previous.minY + 10)
    // The finger moves toward the end it is farther from (4 pt a frame).
    let step: CGFloat = progress < 0.5 ? -4 : 4
    if mode == .grabbed {
      world.touchDown(at: finger)
      for _ in 0..<6 {
        finger.y += step
        world.touchMove(to: finger)
        frame()
      }
    }
    if let to { world.resize(to: to) }
    if mode == .grabbed {
      for _ in 0..<12 {
        let before = presentedProgress
        finger.y += step
        world.touchMove(to: finger)
        frame()
        // The finger stays in charge: 4 pt of finger is 4 pt of the travel.
        let distance = driver.coordinator.currentSession?.distance ?? 1
        if abs((presentedProgress - before) * distance + Double(step)) > 0.5 { run.fingerFollowed = false }
      }
      world.touchUp()
    }
    if mode == .resizedThenReversed {
      frame()
      sheet.interruptibleDismiss()
    }
    until { !driver.coordinator.phase.isTransitioning }
    // And the resize's own animation (0.3 s) is over.
    for _ in 0..<40 { frame() }
    run.end = wrapper.layer.presentation()?.frame ?? wrapper.frame
    run.cleanWorld = world.refusals.isEmpty && world.exceptions.isEmpty
    return run
  }
}

@MainActor
@Suite("Re-layout in flight, every phase: a sheet resized while it moves ends at its new frame")
struct RelayoutGridTests {
  static let progresses = stride(from: 0.05, through: 0.951, by: 0.1).map { $0 }

  @Test(
    "Progress × phase × resize: ends at the new frame within 0.5 pt, one completion, continuous",
    arguments: ShellRelayoutMode.allCases, ShellResize.allCases)
  func grid(mode: ShellRelayoutMode, resize: ShellResize) {
    // The allowance: the sheet's own largest per-frame step in either size, plus the resize's own
    // largest per-frame step at rest, plus 1 pt.
    let own =
      [resize.from, resize.to].map {
        RelayoutRun.run(mode == .dismiss ? .dismiss : .present, at: 1, from: $0, to: nil).largestStep
      }.max() ?? 0
    let atRest = RelayoutRun.run(.present, at: 1.01, from: resize.from, to: resize.to).largestStep
    let allowed = own + atRest + 1
    var largest: CGFloat = 0
    for progress in Self.progresses {
      let run = RelayoutRun.run(mode, at: progress, from: resize.from, to: resize.to)
      let expected = run.expected(resize.to)
      let label = "\(mode) \(resize) \(progress): \(run.end) vs \(expected), completes \(run.completes)"
      #expect(run.completes.count == 1, "\(label)")
      #expect(run.cleanWorld, "\(label)")
      #expect(run.fingerFollowed, "\(label)")
      #expect(abs(run.end.minX - expected.minX) < 0.5 && abs(run.end.minY - expected.minY) < 0.5, "\(label)")
      #expect(
        abs(run.end.width - expected.width) < 0.5 && abs(run.end.height - expected.height) < 0.5, "\(label)")
      #expect(run.largestStep <= allowed, "\(label): step \(run.largestStep) > \(allowed)")
      largest = max(largest, run.largestStep)
    }
    print("shell relayout grid", mode, resize, "largest step", largest, "pt, allowed", allowed, "pt")
  }
}
