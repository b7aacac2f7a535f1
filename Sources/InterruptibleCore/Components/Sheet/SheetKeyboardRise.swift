/// The keyboard rising while a finger holds a following sheet: the sheet's top stays under the
/// finger and its bottom stays where it was, behind the keyboard as it slides up, until the keyboard
/// has arrived; then the bottom meets the keyboard's top. (A keyboard that leaves uncovers the bottom
/// at once, so the bottom goes down with it at once.)
///
/// Units: points from the container's top (the sheet's bottom edge), seconds on the caller's clock.
///
/// ```swift
/// // A 336 pt keyboard rises over 0.25 s under a sheet whose bottom is at 844 pt.
/// let rise = SheetKeyboardRise(heldBottom: 844, newBottom: 508, at: 1.0, duration: 0.25)
/// rise?.bottom(508, at: 1.1)   // 844: still behind the rising keyboard
/// rise?.bottom(508, at: 1.25)  // 508: the keyboard has arrived
/// SheetKeyboardRise(heldBottom: 508, newBottom: 844, at: 1.0, duration: 0.25)  // nil: it leaves
/// ```
///
/// Bad input: a NaN or infinite value gives no rise (nil); a negative duration counts as 0, one
/// above an hour as an hour; a time beyond ±1e9 s as ±1e9 s, so ``endTime`` is always finite.
package struct SheetKeyboardRise: Sendable, Hashable {
  /// Where the sheet's bottom stays while the keyboard rises.
  package let heldBottom: Double
  /// When the keyboard has arrived.
  package let endTime: Double

  /// A rise from a bottom at `heldBottom` to one at `newBottom` starting at `time` over `duration`;
  /// nil unless the new bottom is higher (a smaller value) by more than 0.5 pt.
  package init?(heldBottom: Double, newBottom: Double, at time: Double, duration: Double) {
    guard [heldBottom, newBottom, time, duration].allSatisfy(\.isFinite), heldBottom - newBottom > 0.5
    else { return nil }
    self.heldBottom = heldBottom
    endTime = CallTime.clamped(time) + min(max(duration, 0), SpringMotion.maximumSettlingDuration)
  }

  /// Where the sheet's bottom is shown at `time` when the layout puts it at `bottom`: held until the
  /// keyboard has arrived (never above `bottom`), then `bottom`.
  package func bottom(_ bottom: Double, at time: Double) -> Double {
    time < endTime ? max(bottom, heldBottom) : bottom
  }
}
