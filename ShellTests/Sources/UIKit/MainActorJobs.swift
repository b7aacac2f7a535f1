import Foundation
@_spi(ExperimentalCustomExecutors) import _Concurrency

#if canImport(Glibc)
  import Glibc
#endif

/// The main actor's executor is the main run loop (SE-0316: the main actor runs on the main thread,
/// its jobs are main-queue work). On iOS a `Task { @MainActor in … }` started during a turn runs
/// on a later turn of the main run loop; here the stand-in's run loop is that main queue, so its
/// jobs run inside `UIKitWorld.advance(by:)` (SwiftUI stand-in UP03). Jobs are taken only while the
/// stand-in runs a turn or a touch on the test's own thread; every other job (the test runner's
/// own hops, other threads) goes to the platform's executors unchanged. Nonisolated async work
/// started in a turn (a stream's resumption that hops back to the main actor) is taken the same
/// way, so the whole chain runs inside `advance`, in order, on one thread.
final class StandInJobs: @unchecked Sendable {
  enum Kind { case main, global }
  private let lock = NSLock()
  private var jobs: [(kind: Kind, job: UnownedJob)] = []
  private var capturingThread: pthread_t?
  private var depth = 0

  /// Whether a job enqueued now is the stand-in's (this thread runs a turn).
  func captures() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return capturingThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
  }

  func append(_ job: UnownedJob, _ kind: Kind) {
    lock.lock()
    jobs.append((kind, job))
    lock.unlock()
  }

  /// Starts (or stops) taking jobs enqueued on the current thread; calls nest.
  func capture(_ on: Bool) {
    lock.lock()
    depth = max(depth + (on ? 1 : -1), 0)
    capturingThread = depth > 0 ? pthread_self() : nil
    lock.unlock()
  }

  /// Takes the jobs enqueued so far, in order.
  func take() -> [(kind: Kind, job: UnownedJob)] {
    lock.lock()
    defer { lock.unlock() }
    let taken = jobs
    jobs.removeAll()
    return taken
  }
}

/// The main executor: the platform's, except for the stand-in's jobs.
final class StandInMainExecutor: MainExecutor, @unchecked Sendable {
  private let base: any MainExecutor
  let jobs: StandInJobs
  init(base: any MainExecutor, jobs: StandInJobs) {
    self.base = base
    self.jobs = jobs
  }

  func enqueue(_ job: consuming ExecutorJob) {
    if jobs.captures() { jobs.append(UnownedJob(job), .main) } else { base.enqueue(job) }
  }
  func run() throws { try base.run() }
  func stop() { base.stop() }
  var isMainExecutor: Bool { true }
  func checkIsolated() { base.checkIsolated() }
}

/// The default (global) executor: the platform's, except for the stand-in's jobs.
final class StandInGlobalExecutor: TaskExecutor, @unchecked Sendable {
  private let base: any TaskExecutor
  let jobs: StandInJobs
  init(base: any TaskExecutor, jobs: StandInJobs) {
    self.base = base
    self.jobs = jobs
  }

  func enqueue(_ job: consuming ExecutorJob) {
    if jobs.captures() { jobs.append(UnownedJob(job), .global) } else { base.enqueue(job) }
  }
}

private enum StandInExecutorFactory: ExecutorFactory {
  nonisolated(unsafe) static var main: StandInMainExecutor?
  nonisolated(unsafe) static var global: StandInGlobalExecutor?
  static var mainExecutor: any MainExecutor { main! }
  static var defaultExecutor: any TaskExecutor { global! }
}

extension StandInRuntime {
  /// The stand-in's jobs, with its executors installed once per process (by the first world).
  static let jobs: StandInJobs = {
    let jobs = StandInJobs()
    StandInExecutorFactory.main = StandInMainExecutor(base: MainActor.executor, jobs: jobs)
    StandInExecutorFactory.global = StandInGlobalExecutor(base: Task.defaultExecutor, jobs: jobs)
    _createExecutors(factory: StandInExecutorFactory.self)
    return jobs
  }()

  /// Runs one taken job: main-actor jobs on the main actor, nested in the current main-actor work;
  /// global ones on the global executor's behalf, on this thread.
  static func run(_ entry: (kind: StandInJobs.Kind, job: UnownedJob)) {
    switch entry.kind {
    case .main: entry.job.runSynchronously(on: MainActor.sharedUnownedExecutor)
    case .global:
      if let global = StandInExecutorFactory.global {
        entry.job.runSynchronously(on: global.asUnownedTaskExecutor())
      }
    }
  }
}
