#if canImport(UIKit)
  import UIKit

  /// Runs `body` synchronously for a UIKit callback that the SDK declares nonisolated but UIKit makes
  /// on the main thread (`accessibilityPerformEscape()`); nil off the main thread. iOS 15's SDK has no
  /// `MainActor.assumeIsolated`, so this is its main-thread-checked equivalent.
  func onMainThread<T>(_ body: @MainActor () -> T) -> T? {
    guard Thread.isMainThread else { return nil }
    return withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> T).self)() }
  }
#endif
