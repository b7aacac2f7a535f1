import Foundation

@testable import InterruptibleCore

/// A coordinator on a clock with a 1-s linear presentation, counting "complete transition" calls.
final class CountingSlot {
  let clock = ManualClock()
  let coordinator: TransitionCoordinator
  private(set) var ends: [Bool] = []

  init(distance: Double = 300) {
    let timing = TransitionTiming(duration: 1, parameters: .linear)
    coordinator = TransitionCoordinator(
      configuration: TransitionConfiguration(distance: distance, present: timing), clock: clock)
    coordinator.onEvent = { [unowned self] in
      if case .completeTransition(_, let done) = $0 { self.ends.append(done) }
    }
  }

  var session: TransitionSession? { coordinator.currentSession }
  var interactor: TransitionInteractor? { session.flatMap { coordinator.interactor(for: $0) } }

  /// Presents, runs to `progress`, grabs the transition there.
  func grab(at progress: Double) {
    coordinator.present()
    clock.advance(by: progress)
    coordinator.panBegan()
  }

  /// Runs the clock out; nil when exactly one end with `didComplete` happened.
  func settle(expecting didComplete: Bool) -> String? {
    clock.advance(by: 5)
    return ends == [didComplete] ? nil : "ends \(ends), expected [\(didComplete)]"
  }
}

extension BadInputTable {
  static let nonFinite: [(String, Double)] = [("NaN", .nan), ("+∞", .infinity), ("−∞", -.infinity)]
  static let huge: [(String, Double)] = [("1e300", 1e300), ("−1e300", -1e300)]

  static let velocities: [BadInputCase] =
    rows("ReleaseDecision(velocity:)", nonFinite, answer: "0: position alone decides") { value in
      let decision = ReleaseDecision(fraction: 0.6, velocity: value, distance: 300)
      return decision.velocity == 0 && decision.isFinishing
        ? nil : "\(decision)"
    }
    + rows("TransitionInteractor.release(velocity:)", nonFinite, answer: "0: position alone decides") {
      value in
      let slot = CountingSlot()
      slot.grab(at: 0.3)
      let decision = slot.interactor?.release(velocity: value)
      guard decision?.velocity == 0, decision?.isFinishing == false else {
        return "\(String(describing: decision))"
      }
      return slot.settle(expecting: false)
    }
    + rows("TransitionInteractor.release(velocity:)", huge, answer: "clamped to ±20 000 pt/s") { value in
      let slot = CountingSlot()
      slot.grab(at: 0.5)
      let decision = slot.interactor?.release(velocity: value)
      let expected = value > 0 ? ReleaseDecision.maximumVelocity : -ReleaseDecision.maximumVelocity
      guard decision?.velocity == expected else { return "\(String(describing: decision))" }
      let speed = abs(slot.session?.presentedVelocity ?? .nan)
      if let failure = expectNear(
        speed, ReleaseDecision.maximumVelocity, "hand-off speed", tolerance: 1e-6)
      {
        return failure
      }
      return slot.settle(expecting: value > 0)
    }
    + rows("TransitionInteractor.finish(velocity:)", nonFinite + huge, answer: "finite, |v| ≤ 20 000 pt/s") {
      value in
      let slot = CountingSlot()
      slot.grab(at: 0.5)
      slot.interactor?.finish(velocity: value)
      let speed = abs(slot.session?.presentedVelocity ?? .nan)
      guard speed.isFinite, speed <= ReleaseDecision.maximumVelocity * (1 + 1e-12) else {
        return "speed \(speed)"
      }
      return slot.settle(expecting: true)
    }
    + rows("TransitionCoordinator.panEnded(velocity:)", nonFinite, answer: "0: position alone decides") {
      value in
      let slot = CountingSlot()
      slot.grab(at: 0.7)
      slot.coordinator.panEnded(velocity: value)
      return slot.settle(expecting: true)
    }
    + rows("SpringTimingParameters(initialVelocity:)", nonFinite, answer: "0") { value in
      let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: value)
      return spring.initialVelocity == 0 ? nil : "initialVelocity \(spring.initialVelocity)"
    }
    + rows("DecelerationRate.projectedDistance(velocity:)", nonFinite, answer: "0 pt") { value in
      let distance = DecelerationRate.normal.projectedDistance(velocity: value)
      return distance == 0 ? nil : "projected \(distance)"
    }
    + rows(
      "DecelerationRate(rawValue:)", nonFinite + [("−1", -1), ("2", 2)],
      answer: "NaN/∞ → 0.998; clamped to [0, 0.9999]"
    ) { value in
      let expected = !value.isFinite ? 0.998 : value < 0 ? 0 : DecelerationRate.maximumRawValue
      return expectNear(DecelerationRate(rawValue: value).rawValue, expected, "rawValue")
    }

  static let fractions: [BadInputCase] =
    rows("AnimatorModel.fractionComplete", [("NaN", .nan)], answer: "ignored") { value in
      let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
      model.fractionComplete = 0.3
      model.fractionComplete = CGFloat(value)
      return expectNear(Double(model.fractionComplete), 0.3, "fraction")
        ?? (model.errors.isEmpty ? nil : "\(model.errors)")
    }
    + rows(
      "AnimatorModel.fractionComplete", [("+∞", .infinity), ("−∞", -.infinity), ("−1", -1), ("2", 2)],
      answer: "clamped to [0, 1]"
    ) { value in
      let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
      model.fractionComplete = CGFloat(value)
      return expectNear(Double(model.fractionComplete), value < 0 ? 0 : 1, "fraction")
    }
    + rows(
      "TransitionInteractor.scrub(to:)",
      [("NaN", .nan), ("+∞", .infinity), ("−∞", -.infinity), ("−0.5", -0.5), ("1.5", 1.5)],
      answer: "NaN ignored, others clamped to [0, 1]"
    ) { value in
      let slot = CountingSlot()
      slot.grab(at: 0.4)
      slot.interactor?.scrub(to: value)
      let expected = value.isNaN ? 0.4 : value < 0 ? 0 : 1
      if let failure = expectNear(slot.session?.fractionComplete ?? .nan, expected, "fraction") {
        return failure
      }
      slot.coordinator.resume()
      return slot.settle(expecting: true)
    }
    + rows("TransitionCoordinator.panChanged(translation:)", nonFinite, answer: "ignored") { value in
      let slot = CountingSlot()
      slot.grab(at: 0.4)
      slot.coordinator.panChanged(translation: 30)
      slot.coordinator.panChanged(translation: value)
      return expectNear(slot.session?.fractionComplete ?? .nan, 0.5, "fraction")
    }
    + rows("TransitionInteractor.update(translation:)", nonFinite, answer: "ignored") { value in
      let slot = CountingSlot()
      slot.grab(at: 0.4)
      slot.interactor?.update(translation: value)
      return expectNear(slot.session?.fractionComplete ?? .nan, 0.4, "fraction")
    }
    + rows(
      "PercentDrivenInteractor.update(_:)", [("NaN", .nan), ("−1", -1), ("2", 2), ("+∞", .infinity)],
      answer: "NaN ignored, others clamped to [0, 1]"
    ) { value in
      let clock = ManualClock()
      let session = TransitionSession(kind: .present, timing: .standard) { _, timing in
        AnimatorModel(duration: timing.duration, timing: timing.parameters, clock: clock)
      }
      let stock = PercentDrivenInteractor()
      stock.startInteractiveTransition(session)
      stock.update(0.3)
      stock.update(value)
      return expectNear(stock.percentComplete, value.isNaN ? 0.3 : value < 0 ? 0 : 1, "percentComplete")
    }
    + rows("ReleaseDecision(fraction:)", nonFinite, answer: "NaN → 0, +∞ → 1, −∞ → 0") { value in
      let decision = ReleaseDecision(fraction: value, velocity: 0, distance: 300)
      return expectNear(decision.fraction, value == .infinity ? 1 : 0, "fraction")
    }
    + rows(
      "ReleaseDecision(threshold:)", [("NaN", .nan), ("−1", -1), ("2", 2)],
      answer: "NaN → 0.5; clamped to [0, 1]"
    ) { value in
      let decision = ReleaseDecision(fraction: 0.5, velocity: 0, distance: 300, threshold: value)
      return expectNear(decision.threshold, value.isNaN ? 0.5 : value < 0 ? 0 : 1, "threshold")
    }
    + rows(
      "AnimatorModel.addAnimations(delayFactor:)",
      [("NaN", .nan), ("−0.1", -0.1), ("1.5", 1.5), ("+∞", .infinity)],
      answer: "refused and recorded"
    ) { value in
      let model = AnimatorModel(duration: 1, timing: .linear, clock: ManualClock())
      let handle = model.addAnimations(from: 0, to: 1, delayFactor: value)
      return handle == nil && model.errors.map(\.reason) == [.invalidArgument]
        ? nil : "errors \(model.errors)"
    }
}
