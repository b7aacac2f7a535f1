extension SheetBindingReconciler.Heading {
  /// Where `sheet` heads: the detent it rests at or settles to, or its dismissal; nil while it is
  /// hidden (not appeared, or gone) or held by a finger (undecided).
  ///
  /// ```swift
  /// var sheet = DetentSheet(configuration: DetentSheetConfiguration(detents: [.medium, .large]), container: 800)
  /// sheet.present(at: 0)
  /// SheetBindingReconciler.Heading(of: sheet)   // .detent(.medium)
  /// ```
  package init?(of sheet: DetentSheet) {
    let identifiers = sheet.layout.identifiers
    switch sheet.phase {
    case .hidden, .dragging:
      return nil
    case .resting(let index):
      guard identifiers.indices.contains(index) else { return nil }
      self = .detent(identifiers[index])
    case .settling:
      switch sheet.settle?.target {
      case .dismiss?: self = .dismissal
      case .detent(let index)? where identifiers.indices.contains(index): self = .detent(identifiers[index])
      default: return nil
      }
    }
  }
}

extension SheetBindingReconciler {
  /// `sheet` reported a change: records where it heads and whether a finger holds it, as
  /// ``sheetMoved(_:isHeld:)`` (nothing while it has not appeared).
  package mutating func sheetMoved(_ sheet: DetentSheet) {
    guard sheet.phase != .hidden else { return }
    sheetMoved(Heading(of: sheet), isHeld: sheet.phase == .dragging)
  }
}
