/// SplitMix64: a tiny seeded generator, so every random sequence can be regenerated from its seed.
/// The one generator of every randomised test (the simulator tests link this file).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in `[0, 1)` (53 random bits).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A uniform integer in `0..<count` (modulo; the bias is negligible for small counts).
  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

  /// True with probability `1 / n`.
  mutating func oneIn(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &self) == 0 }

  /// A random element of a non-empty array.
  mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
}
