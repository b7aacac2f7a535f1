@testable import InterruptibleCore

/// Watches a ``SequenceRunner``'s coordinator and checks its motion events: each change reported
/// exactly once (never twice, never missed at the next check), `willSettle` right before its
/// `trajectoryChanged`, every event describing the motion at the moment it is reported (before any
/// frame of it), every reported trajectory predicting the motion until the next one, and every
/// completion at the reported target. With an override it also checks that each release settles
/// where the override said (clamped), and never finishes a dismissal that resists.
final class MotionEventChecker {
  let runner: SequenceRunner
  private(set) var failures: [String] = []
  private(set) var events = 0
  private(set) var completionsChecked = 0
  private(set) var overridesAsked = 0
  private(set) var overridesHonoured = 0
  private(set) var attempts = 0
  private var reported: [Int: MotionTrajectory] = [:]
  private var targets: [Int: AnimatorPosition] = [:]
  private var pending: [Int: MotionTrajectory] = [:]
  private var expected: AnimatorPosition?
  private var random: SplitMix64

  init(_ runner: SequenceRunner, overrideSeed: UInt64? = nil, modal: Bool = false) {
    self.runner = runner
    random = SplitMix64(seed: overrideSeed ?? 0)
    let coordinator = runner.coordinator
    coordinator.onMotionEvent = { [unowned self] id, event in record(id, event) }
    runner.onCheck = { [unowned self] when in check(when) }
    runner.onTransitionEvent = { [unowned self] event in completed(event) }
    coordinator.isModalInPresentation = modal
    coordinator.onDismissalAttempt = { [unowned self] _ in attempts += 1 }
    guard overrideSeed != nil else { return }
    coordinator.targetOverride = { [unowned self] proposal in answer(proposal) }
  }

  private func fail(_ message: String) {
    if failures.isEmpty { failures.append(message) }
  }

  private var now: Double { runner.clock.now }

  private func session(_ id: Int) -> TransitionSession? {
    runner.coordinator.sessions.first { $0.id == id }
  }

  private func answer(_ proposal: SettleProposal<AnimatorPosition>) -> AnimatorPosition {
    let answer = random.pick([AnimatorPosition.end, .start, .current])
    overridesAsked += 1
    expected = answer == .current ? proposal.target : answer
    return answer
  }

  private func record(_ id: Int, _ event: MotionEvent<AnimatorPosition>) {
    events += 1
    guard let session = session(id) else { return fail("event for session \(id), not live: \(event)") }
    let trajectory = event.trajectory
    // Reported before the motion: it describes the session right now.
    if trajectory != session.trajectory {
      fail("session \(id) reported \(trajectory), is \(session.trajectory) at \(now)")
    }
    if abs(trajectory.value(at: now) - session.presentedProgress) > 1e-9 {
      fail("session \(id) reported value \(trajectory.value(at: now)) ≠ \(session.presentedProgress)")
    }
    switch event {
    case .willSettle(let target, _):
      if pending[id] != nil { fail("session \(id): willSettle twice") }
      pending[id] = trajectory
      targets[id] = target
      steered(session, target)
    case .trajectoryChanged:
      if let before = pending.removeValue(forKey: id) {
        if before != trajectory { fail("session \(id): willSettle and trajectoryChanged differ") }
      } else if trajectory.kind == .heading {
        fail("session \(id): heading without willSettle")
      }
      if let last = reported[id], last.isSameMotion(as: trajectory) {
        fail("session \(id): the same motion reported twice at \(now)")
      }
      reported[id] = trajectory
    }
  }

  /// The settle after an override: where it said, and never a resisting dismissal's end.
  private func steered(_ session: TransitionSession, _ target: AnimatorPosition) {
    guard var wanted = expected else { return }
    expected = nil
    let resists = runner.coordinator.isModalInPresentation && !session.kind.isAppearing
    if resists, wanted == .end { wanted = .start }
    if target == wanted { overridesHonoured += 1 } else { fail("override said \(wanted), settles \(target)") }
    if resists, target == .end { fail("session \(session.id): a resisting dismissal released to its end") }
  }

  private func check(_ when: String) {
    if let wanted = expected {
      // A release that hands on exactly the motion already under way (same place, time and
      // velocity) changes nothing and reports nothing: it must already head where the override said.
      expected = nil
      let modal = runner.coordinator.isModalInPresentation
      let heading = runner.coordinator.sessions.contains { session in
        let resists = modal && !session.kind.isAppearing && wanted == .end
        let target = resists ? AnimatorPosition.start : wanted
        return targets[session.id] == target && session.isRunning
          && reported[session.id] == session.trajectory
      }
      if heading {
        overridesHonoured += 1
      } else {
        fail("override answered \(wanted), nothing settles there")
      }
    }
    for session in runner.coordinator.sessions where session.hasAnimator && !session.isFinished {
      let id = session.id
      if pending[id] != nil { fail("session \(id): willSettle without trajectoryChanged (\(when))") }
      guard let last = reported[id] else { return fail("session \(id) never reported (\(when))") }
      let current = session.trajectory
      if !last.isSameMotion(as: current) {
        return fail("session \(id): change not reported (\(when)): \(last) → \(current)")
      }
      guard last.kind == .heading else { continue }
      let difference = abs(last.value(at: now) - session.presentedProgress)
      if difference > 1e-9 { fail("session \(id): reported trajectory off by \(difference) (\(when))") }
    }
  }

  /// A completion not caused by a teardown rests at the last reported target.
  private func completed(_ event: TransitionEvent) {
    guard case .completion(let id, let position) = event, position != .current else { return }
    guard let target = targets[id], let last = reported[id], last.kind == .heading else {
      return fail("session \(id) completed at .\(position) without a willSettle")
    }
    completionsChecked += 1
    if target != position { fail("session \(id): willSettle .\(target), completed at .\(position)") }
    guard let session = session(id) else { return }
    if abs(last.target - session.presentedProgress) > 1e-9 {
      fail("session \(id): rests at \(session.presentedProgress), trajectory said \(last.target)")
    }
  }
}
