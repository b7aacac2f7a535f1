import InterruptibleCore

/// A cubic timing curve measured by the benchmarks, by name and control points.
package struct CurveCase: Sendable {
  /// A short name for the table.
  package let name: String
  /// Control points `(x1, y1, x2, y2)`.
  package let points: (Double, Double, Double, Double)
  /// Whether the library has this curve as a named constant.
  package let isNamed: Bool

  /// The library's curve for these control points.
  package var curve: CubicBezierCurve {
    CubicBezierCurve(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
  }

  /// The curves measured: every CSS keyword (`ease` is Core Animation's default), an overshooting
  /// curve with arbitrary points, and a set of random curves (see ``cases(named:)``).
  package static let all: [CurveCase] = [
    CurveCase(name: "easeInOut", points: (0.42, 0, 0.58, 1), isNamed: true),
    CurveCase(name: "(0.25,0.1,0.25,1)", points: (0.25, 0.1, 0.25, 1), isNamed: true),
    CurveCase(name: "(0.2,0.9,0.3,1.4)", points: (0.2, 0.9, 0.3, 1.4), isNamed: false),
    CurveCase(name: "easeIn", points: (0.42, 0, 1, 1), isNamed: true),
    CurveCase(name: "easeOut", points: (0, 0, 0.58, 1), isNamed: true),
    CurveCase(name: "linear", points: (0, 0, 1, 1), isNamed: true),
  ]

  /// Degenerate control points (flat or vertical ends, coinciding points): measured for error only.
  package static let degenerate: [CurveCase] = [
    (1, 0, 1, 1), (0, 0, 0, 1), (1, 0, 0, 1), (0, 1, 1, 0), (1, 1, 0, 0), (0, 0, 0, 0), (1, 1, 1, 1),
    (0.5, 0, 0.5, 1), (0, 0.5, 1, 0.5), (1, -0.5, 0, 1.5),
  ].map { CurveCase(name: "degenerate", points: $0, isNamed: false) }

  /// 64 random curves (x in [0, 1], y in [−0.5, 1.5]; a fixed seed), evaluated in turn.
  package static let random: [CurveCase] = {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<64).map { _ in
      CurveCase(name: "random", points: (next(), next() * 2 - 0.5, next(), next() * 2 - 0.5), isNamed: false)
    }
  }()

  /// The case called `name`, or nil.
  /// The case named `name`, or any control points written `(x1,y1,x2,y2)`.
  package static func named(_ name: String) -> CurveCase? {
    if let found = all.first(where: { $0.name == name }) { return found }
    guard name.hasPrefix("("), name.hasSuffix(")") else { return nil }
    let values = name.dropFirst().dropLast().split(separator: ",").compactMap { Double($0) }
    guard values.count == 4 else { return nil }
    return CurveCase(name: name, points: (values[0], values[1], values[2], values[3]), isNamed: false)
  }

  /// The curves evaluated in turn for the case `name`: the 64 random curves for `random`, else one.
  package static func cases(named name: String) -> [CurveCase]? {
    name == "random" ? random : named(name).map { [$0] }
  }
}

/// Evaluation inputs spread over (0, 1): `count` points, the same for every solver.
package enum SampleInputs {
  /// The number of distinct inputs cycled through.
  package static let period = 997

  /// Input number `index` (cycled), strictly inside (0, 1).
  @inline(__always)
  package static func x(_ index: Int) -> Double {
    (Double(index % period) + 0.5) / Double(period)
  }

  /// The same inputs in a fixed shuffled order (a scrub, a seek, a grab): input number `index`.
  @inline(__always)
  package static func shuffledX(_ index: Int) -> Double { shuffled[index % period] }

  static let shuffled: [Double] = {
    var values = (0..<period).map { x($0) }
    var state: UInt64 = 0x5851_F42D_4C95_7F2D
    for index in stride(from: period - 1, to: 0, by: -1) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
    }
    return values
  }()

  /// Input number `index` in sequential order, or in shuffled order when `shuffled`.
  @inline(__always)
  package static func x(_ index: Int, shuffled: Bool) -> Double { shuffled ? shuffledX(index) : x(index) }

  /// Time `index` of a spring run sampled at 120 Hz over `duration` seconds (cycled).
  @inline(__always)
  package static func time(_ index: Int, duration: Double) -> Double {
    Double(index % period) / Double(period) * duration
  }
}

/// Opaque calls so the measured loop cannot hoist or fold the work.
package enum Evaluate {
  /// The library's progress at `x`.
  @inline(never)
  package static func ours(_ curve: CubicBezierCurve, _ x: Double) -> Double {
    curve.progress(at: x)
  }

  /// Nothing but the call: the loop baseline.
  @inline(never)
  package static func baseline(_ curve: CubicBezierCurve, _ x: Double) -> Double { x }

  /// Creates a curve whose control points move with `fraction` (ease-in-out to ease), and reads it.
  @inline(never)
  package static func construct(_ fraction: Double) -> Double {
    let curve = CubicBezierCurve(
      x1: 0.42 - 0.17 * fraction, y1: 0.1 * fraction, x2: 0.58 - 0.33 * fraction, y2: 1)
    return curve.x1
  }

  /// Creates a curve with the control points of `curveCase`, and reads it.
  @inline(never)
  package static func constructCase(_ curveCase: CurveCase) -> Double {
    let (x1, y1, x2, y2) = curveCase.points
    return CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2).x1
  }

  /// Nothing but the call: the baseline for `constructCase`.
  @inline(never)
  package static func constructCaseBaseline(_ curveCase: CurveCase) -> Double { curveCase.points.0 }

  /// Nothing but the call: the baseline for `construct`.
  @inline(never)
  package static func constructBaseline(_ fraction: Double) -> Double { fraction }

  /// The library's spring progress and velocity at `time`, summed so both are used.
  @inline(never)
  package static func spring(_ motion: SpringMotion, _ time: Double) -> Double {
    let sample = motion.sample(at: time)
    return sample.progress + sample.velocity
  }

  /// Nothing but the call: the spring loop baseline.
  @inline(never)
  package static func springBaseline(_ motion: SpringMotion, _ time: Double) -> Double { time }
}
