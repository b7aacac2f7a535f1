#if canImport(UIKit)
  /// How a finger holds a sheet now, owned privately by the sheet: a touch-down that stopped a
  /// moving sheet (the hold), and who owns the pan in progress (the sheet or its tracked list).
  @MainActor
  final class SheetGrip {
    /// Whether a touch-down stopped a moving sheet and no pan has taken over yet.
    private(set) var isHeld = false
    /// Who owns the pan in progress (decided by the core when it begins).
    private(set) var panOwner = SheetPanOwner.sheet

    /// A finger stopped the moving sheet.
    func hold() { isHeld = true }

    /// The finger lifted (or a pan took over): whether it still held the sheet.
    func letGo() -> Bool {
      defer { isHeld = false }
      return isHeld
    }

    /// A pan began, owned by `owner`; it takes over the hold.
    func panBegan(owner: SheetPanOwner) {
      isHeld = false
      panOwner = owner
    }
  }
#endif
