import Testing

@testable import InterruptibleCore

@Suite("Trajectory")
struct TrajectoryTests {
  static let seed: UInt64 = 2_028

  /// Every timing form: cubic curves, and springs by damping ratio (fitted), by physical constants
  /// in each regime, and by duration and bounce.
  static let timings: [(name: String, timing: TimingParameters)] = [
    ("linear", .linear), ("easeInOut", .easeInOut),
    ("systemDefault", .cubic(.systemDefault)),
    ("overshooting cubic", .cubic(CubicBezierCurve(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.6))),
    ("damping ratio 0.6", .spring(SpringTimingParameters(dampingRatio: 0.6, initialVelocity: 2))),
    ("damping ratio 1", .spring(SpringTimingParameters(dampingRatio: 1))),
    ("underdamped physical", .spring(SpringTimingParameters(mass: 1, stiffness: 200, damping: 8))),
    ("critically damped physical", .spring(SpringTimingParameters(mass: 1, stiffness: 100, damping: 20))),
    ("overdamped physical", .spring(SpringTimingParameters(mass: 1, stiffness: 100, damping: 45))),
    ("duration and bounce", .spring(SpringTimingParameters(duration: 0.4, bounce: 0.3))),
  ]

  /// A random history on a fresh animator, ending running: started, then maybe paused and continued
  /// with other timing, maybe reversed.
  static func randomRun(_ timing: TimingParameters, _ random: inout SplitMix64) -> (
    AnimatorModel, ManualClock
  ) {
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 0.2 + random.unit(), timing: timing, clock: clock)
    animator.startAnimation()
    clock.advance(by: random.unit() * 0.3)
    switch random.below(4) {
    case 0:
      animator.pauseAnimation()
      let other = timings[random.below(timings.count)].timing
      animator.continueAnimation(withTimingParameters: other, durationFactor: random.unit())
    case 1: animator.isReversed = true
    case 2:
      animator.pauseAnimation()
      animator.isReversed = true
      animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
    default: break
    }
    clock.advance(by: random.unit() * 0.05)
    return (animator, clock)
  }

  @Test("An animator's trajectory equals its sampling within 1e-9 at 1 000 random times per segment")
  func animatorTrajectory() {
    var random = SplitMix64(seed: Self.seed)
    print("trajectory vs AnimatorModel: seed \(Self.seed)")
    var worst = 0.0
    for (name, timing) in Self.timings {
      for _ in 0..<20 {
        let (animator, clock) = Self.randomRun(timing, &random)
        guard animator.isRunning else { continue }
        let trajectory = animator.trajectory
        #expect(trajectory.kind == .heading)
        #expect(trajectory.endTime == animator.scheduledEnd)
        let span = (trajectory.endTime - clock.now) * 1.2 + 0.05
        let times = (0..<1000).map { _ in clock.now + random.unit() * span }.sorted()
        for time in times {
          clock.advance(by: time - clock.now)
          let value = abs(trajectory.value(at: time) - animator.progress)
          let velocity = abs(trajectory.velocity(at: time) - animator.velocity)
          worst = max(worst, value, velocity)
          if value > 1e-9 || velocity > 1e-9 {
            Issue.record("\(name) at \(time): \(trajectory.sample(at: time)) vs \(animator.sample)")
            return
          }
        }
        #expect(!animator.isRunning)
        #expect(trajectory.target == animator.progress, "\(name): rests where the trajectory said")
      }
    }
    print("worst difference \(worst)")
  }

  @Test("A paused or inactive animator's trajectory rests where it is")
  func restingAnimator() {
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 1, timing: .linear, clock: clock)
    #expect(animator.trajectory == .resting(at: 0, time: 0))
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.pauseAnimation()
    let trajectory = animator.trajectory
    #expect(trajectory.kind == .resting)
    #expect(trajectory.value(at: 9) == 0.25)
    #expect(trajectory.velocity(at: 9) == 0)
    #expect(trajectory.timing == nil)
    #expect(trajectory.isFinished(at: 0))
  }

  @Test("A heading trajectory names its timing, start and target")
  func headingDescription() {
    let clock = ManualClock()
    let animator = AnimatorModel(duration: 0.5, timing: .easeInOut, clock: clock)
    animator.startAnimation()
    let trajectory = animator.trajectory
    #expect(trajectory.timing == .cubic(.easeInOut))
    #expect(trajectory.start == 0)
    #expect(trajectory.target == 1)
    #expect(trajectory.endTime == 0.5)
    #expect(!trajectory.isFinished(at: 0.49))
    #expect(trajectory.isFinished(at: 0.5))
    #expect(trajectory.value(at: .nan) == 0)
    let dismissal = trajectory.mirrored()
    #expect(dismissal.start == 1)
    #expect(dismissal.target == 0)
    #expect(abs(dismissal.value(at: 0.25) - (1 - CubicBezierCurve.easeInOut.progress(at: 0.5))) < 1e-12)
  }

  @Test("A sheet's trajectory equals its sampling within 1e-9 at 1 000 random times per segment")
  func sheetTrajectory() {
    var random = SplitMix64(seed: Self.seed + 1)
    print("trajectory vs DetentSheet: seed \(Self.seed + 1)")
    for ratio in [0.3, 0.7, 1.0] {
      var configuration = DetentSheetConfiguration(detents: [.fraction(0.25, id: "a"), .medium, .large])
      configuration.dampingRatio = ratio
      var sheet = DetentSheet(configuration: configuration, container: 800)
      sheet.isReportingMotion = true
      var time = 0.0
      sheet.present(at: time)
      var checked = 0
      for _ in 0..<30 {
        time += random.unit() * 0.3
        _ = sheet.update(at: time)
        switch random.below(3) {
        case 0: sheet.move(toDetent: random.below(3), at: time)
        case 1:
          sheet.dragBegan(at: time)
          sheet.dragChanged(translation: (random.unit() - 0.5) * 600, at: time + 0.016)
          time += 0.016
          sheet.dragEnded(velocity: (random.unit() - 0.5) * 6_000, at: time)
        default: break
        }
        let reports = sheet.takeReports()
        let trajectory = sheet.trajectory
        if case .trajectoryChanged(let reported)? = reports.last { #expect(reported == trajectory) }
        guard trajectory.kind == .heading else { continue }
        checked += 1
        let span = (trajectory.endTime - time) * 1.2 + 0.05
        for _ in 0..<1000 {
          let at = time + random.unit() * span
          let now = sheet.sample(at: at)
          let difference = max(
            abs(trajectory.value(at: at) - now.height), abs(trajectory.velocity(at: at) - now.velocity))
          if difference > 1e-9 {
            Issue.record("ratio \(ratio) at \(at): \(trajectory.sample(at: at)) vs \(now)")
            return
          }
        }
        if sheet.phase == .hidden { sheet.present(at: time) }
      }
      #expect(checked > 10)
    }
  }
}
