/// The range of times a component call is taken at: ±1e9 s (about 32 years of media time, which
/// counts seconds since the device started). A double still resolves 0.2 µs there; far beyond it a
/// settle's half second vanishes in the rounding (at 1e16 s the step between doubles is 2 s), so a
/// sheet would jump to its target. A component that remembers its last time treats a time outside
/// the range as it treats NaN (``isValid(_:)``); a value that starts at a time clamps it.
enum CallTime {
  /// The largest magnitude of a call's time, in seconds.
  static let limit = 1e9

  /// Whether `time` is within ±``limit`` (false for NaN and ±∞).
  @inline(__always)
  static func isValid(_ time: Double) -> Bool { abs(time) <= limit }

  /// `time` clamped to ±``limit``; NaN stays NaN (each caller says what a NaN time means).
  @inline(__always)
  static func clamped(_ time: Double) -> Double {
    min(max(time, -limit), limit)
  }
}
