import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a detent sheet does when the keyboard appears.
public enum SheetKeyboardPolicy: Sendable, Hashable {
  /// The sheet stays where it is (the keyboard may cover it).
  case ignore
  /// The sheet rides on the keyboard: its detents are resolved in the space above it.
  case follow
  /// As ``follow``, and the sheet moves to this detent while the keyboard is up.
  case expand(to: SheetDetent.Identifier)
  /// The sheet rises only as far as it takes to keep the focused field's bottom at least `margin`
  /// points above the keyboard (not at all when the field is already clear of it).
  case keepFocusedFieldVisible(margin: Double)
}

/// The keyboard's effect on a detent sheet, decided from the keyboard's frame.
///
/// Units are points in the container's coordinates. A keyboard counts only where it covers the
/// container's bottom edge: a floating or undocked keyboard (whose frame does not reach the screen's
/// bottom) takes no room, as UIKit's keyboard layout guide treats it.
///
/// ```swift
/// let container = CGRect(x: 0, y: 0, width: 390, height: 844)
/// SheetKeyboard.overlap(keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336), container: container)  // 336
/// SheetKeyboard.overlap(keyboardFrame: CGRect(x: 40, y: 300, width: 320, height: 260), container: container) // 0 (floating)
/// SheetKeyboard(policy: .follow, overlap: 336).detentContainer(797)  // 461: detents resolve above it
/// ```
///
/// Bad input: a frame with a NaN, infinite or negative component, a screen with a NaN or infinite
/// bottom, and a NaN or negative overlap, count as no keyboard (0); a NaN or infinite focused-field
/// position keeps the sheet where it is; a NaN, infinite or negative margin counts as 0. An overlap
/// or margin above ``SheetDetentLayout/maximumContainer`` (1e7 pt) counts as that, so ``lift``
/// stays finite.
package struct SheetKeyboard: Sendable, Hashable {
  /// The policy.
  package var policy: SheetKeyboardPolicy
  /// How much of the container's bottom the keyboard covers (points, ≥ 0). A NaN, infinite or
  /// negative value, given here or set later, counts as 0.
  package var overlap: Double {
    didSet { overlap = Self.usableOverlap(overlap) }
  }
  /// For ``SheetKeyboardPolicy/keepFocusedFieldVisible(margin:)``: how far the focused field's
  /// bottom is above the container's bottom with the sheet not lifted (nil: no focused field).
  package var focusedFieldBottom: Double?

  /// The keyboard's effect under `policy` when it covers `overlap` points of the container's bottom.
  package init(policy: SheetKeyboardPolicy, overlap: Double) {
    self.policy = policy
    self.overlap = Self.usableOverlap(overlap)
  }

  private static func usableOverlap(_ overlap: Double) -> Double {
    overlap.isFinite && overlap > 0 ? min(overlap, SheetDetentLayout.maximumContainer) : 0
  }

  /// How far the sheet's bottom is lifted: the overlap while following; with
  /// ``SheetKeyboardPolicy/keepFocusedFieldVisible(margin:)`` what brings the focused field's bottom
  /// `margin` above the keyboard (0 when it is clear, or with no focused field); else 0.
  package var lift: Double {
    switch policy {
    case .ignore: return 0
    case .follow, .expand: return overlap
    case .keepFocusedFieldVisible(let margin):
      guard overlap > 0, let field = focusedFieldBottom, field.isFinite else { return 0 }
      let margin = margin.isFinite ? min(max(margin, 0), SheetDetentLayout.maximumContainer) : 0
      return min(max(overlap + margin - field, 0), overlap + margin)
    }
  }

  /// Whether a drag on the sheet first resigns the focused field (Maps does this): only when asked
  /// to, while something is being edited, for a drag moving down.
  package static func resignsFirstResponder(onDrag enabled: Bool, isEditing: Bool, movingDown: Bool) -> Bool {
    enabled && isEditing && movingDown
  }

  /// The height the detents resolve in, from the height they would have without a keyboard: the
  /// space above the keyboard while following; unchanged while keeping the focused field visible
  /// (the sheet keeps its height and only rises).
  package func detentContainer(_ height: Double) -> Double {
    guard height.isFinite else { return 0 }
    if case .keepFocusedFieldVisible = policy { return max(height, 0) }
    return max(height - lift, 0)
  }

  /// How far a sheet `height` points tall is lifted in a container `container` points tall whose top
  /// `topInset` points are off limits: ``lift``, capped so its top never goes above them.
  package func lift(sheetHeight height: Double, container: Double, topInset: Double) -> Double {
    let room = container - topInset - height
    guard room.isFinite else { return 0 }
    return min(lift, max(room, 0))
  }

  /// The detent to move to while the keyboard is up (``SheetKeyboardPolicy/expand(to:)`` only).
  package var expandedDetent: SheetDetent.Identifier? {
    guard case .expand(let identifier) = policy, overlap > 0 else { return nil }
    return identifier
  }

  /// How much of `container`'s bottom edge `keyboardFrame` covers. A keyboard is docked when it
  /// reaches the bottom of `screen` (the screen's bounds in the container's coordinates; the
  /// container when nil) within 1 pt; a floating or undocked one covers nothing, even where it lies
  /// over the container's bottom edge (a Stage Manager window above the screen's bottom).
  package static func overlap(keyboardFrame frame: CGRect, container: CGRect, screen: CGRect? = nil)
    -> Double
  {
    let bottom = Double(screen?.maxY ?? container.maxY)
    let values = [frame.minX, frame.minY, frame.width, frame.height, container.minY, container.maxY].map(
      Double.init)
    guard values.allSatisfy(\.isFinite), bottom.isFinite, frame.width > 0, frame.height > 0 else { return 0 }
    // Floating or undocked: the keyboard does not reach the screen's bottom edge.
    guard Double(frame.maxY) >= bottom - 1 else { return 0 }
    return max(Double(container.maxY) - max(Double(frame.minY), Double(container.minY)), 0)
  }
}
