#if canImport(UIKit)
  import UIKit

  /// Runs `body` synchronously for a UIKit callback that the SDK declares nonisolated but UIKit makes
  /// on the main thread (`accessibilityPerformEscape()`); nil off the main thread. iOS 15's SDK has no
  /// `MainActor.assumeIsolated`, so this is its main-thread-checked equivalent: the body is called
  /// through a `@preconcurrency` conformance, which checks at run time that it is on the main actor.
  func onMainThread<T>(_ body: @MainActor () -> T) -> T? {
    guard Thread.isMainThread else { return nil }
    return withoutActuallyEscaping(body) { body in perform(MainActorWork(body)) }
  }

  /// Work to run on the main thread, called from code the SDK declares nonisolated.
  private protocol MainThreadWork {
    associatedtype Result
    func run() -> Result
  }

  /// ``MainThreadWork`` whose witness is isolated to the main actor.
  @MainActor
  private struct MainActorWork<Result>: @preconcurrency MainThreadWork {
    let body: @MainActor () -> Result
    nonisolated init(_ body: @escaping @MainActor () -> Result) { self.body = body }
    func run() -> Result { body() }
  }

  private func perform<Work: MainThreadWork>(_ work: Work) -> Work.Result { work.run() }
#endif
