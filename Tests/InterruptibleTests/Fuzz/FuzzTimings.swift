@testable import InterruptibleCore

/// Timings built from fuzzed numbers: the ranges of a timing's nine arguments, and the timing for
/// an option (0 cubic, 1 damping ratio, 2 mass/stiffness/damping, 3 duration/bounce, 4 linear,
/// 5 easeInOut).
enum FuzzTimings {
  /// x1, y1, x2, y2; ratio or mass or duration; stiffness; damping; bounce; initial velocity.
  static let ranges: [ClosedRange<Double>] = [
    0...1, -1...2, 0...1, -1...2, 0.05...2, 1...1000, 0...60, -1...1, -20...20,
  ]
  static let options = 6

  /// The timing for `option` from `numbers[offset...]` (nine numbers).
  static func timing(_ option: Int, _ call: FuzzCall, offset: Int) -> TimingParameters {
    let n = { call[offset + $0] }
    switch option {
    case 0: return .cubic(CubicBezierCurve(x1: n(0), y1: n(1), x2: n(2), y2: n(3)))
    case 1, 2, 3: return .spring(spring(option, call, offset: offset))
    case 4: return .linear
    default: return .easeInOut
    }
  }

  /// A spring for option 1 (ratio), 2 (physical) or 3 (duration/bounce); others give ratio 1.
  static func spring(_ option: Int, _ call: FuzzCall, offset: Int) -> SpringTimingParameters {
    let n = { call[offset + $0] }
    switch option {
    case 1: return SpringTimingParameters(dampingRatio: n(4), initialVelocity: n(8))
    case 2: return SpringTimingParameters(mass: n(4), stiffness: n(5), damping: n(6), initialVelocity: n(8))
    case 3: return SpringTimingParameters(duration: n(4), bounce: n(7), initialVelocity: n(8))
    default: return SpringTimingParameters(dampingRatio: 1, initialVelocity: n(8))
    }
  }
}
