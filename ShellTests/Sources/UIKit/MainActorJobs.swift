@_spi(ExperimentalCustomExecutors) import _Concurrency
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The main actor's executor is the main run loop (SE-0316: the main actor runs on the main thread,
/// its jobs are main-queue work). On iOS a `Task { @MainActor in … }` started during a turn runs
/// on a later turn of the main run loop; here the stand-in's run loop is that main queue, so its
/// jobs run inside `UIKitWorld.advance(by:)` (SwiftUI stand-in UP03). Jobs are taken only while the
/// stand-in runs a turn or a touch on the test's own thread; every other main-actor job (the test
/// runner's own hops) goes to the platform's main executor unchanged.
final class StandInMainExecutor: MainExecutor, @unchecked Sendable {
  private let base: any MainExecutor
  private let lock = NSLock()
  private var jobs: [UnownedJob] = []
  private var capturingThread: pthread_t?
  private var depth = 0

  init(base: any MainExecutor) { self.base = base }

  func enqueue(_ job: consuming ExecutorJob) {
    lock.lock()
    let captures = capturingThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    lock.unlock()
    if captures {
      let unowned = UnownedJob(job)
      lock.lock()
      jobs.append(unowned)
      lock.unlock()
    } else {
      base.enqueue(job)
    }
  }

  func run() throws { try base.run() }
  func stop() { base.stop() }
  var isMainExecutor: Bool { true }
  func checkIsolated() { base.checkIsolated() }

  /// Starts (or stops) taking main-actor jobs enqueued on the current thread; calls nest.
  func capture(_ on: Bool) {
    lock.lock()
    depth = max(depth + (on ? 1 : -1), 0)
    capturingThread = depth > 0 ? pthread_self() : nil
    lock.unlock()
  }

  /// Takes the jobs enqueued so far, in order.
  func take() -> [UnownedJob] {
    lock.lock()
    defer { lock.unlock() }
    let taken = jobs
    jobs.removeAll()
    return taken
  }

  /// Runs one job on the main actor, nested in the current main-actor work.
  func run(_ job: UnownedJob) { job.runSynchronously(on: asUnownedSerialExecutor()) }
}

private enum StandInExecutorFactory: ExecutorFactory {
  nonisolated(unsafe) static var main: StandInMainExecutor?
  nonisolated(unsafe) static var fallback: (any TaskExecutor)?
  static var mainExecutor: any MainExecutor { main! }
  static var defaultExecutor: any TaskExecutor { fallback! }
}

extension StandInRuntime {
  /// The stand-in's main executor, installed once per process (the first world installs it).
  static let mainExecutor: StandInMainExecutor = {
    let executor = StandInMainExecutor(base: MainActor.executor)
    StandInExecutorFactory.main = executor
    StandInExecutorFactory.fallback = Task.defaultExecutor
    _createExecutors(factory: StandInExecutorFactory.self)
    return executor
  }()
}
