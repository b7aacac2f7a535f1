/// Who holds the hardware keyboard as presented content comes and goes: a sheet, a card, a
/// pull-down menu and a context menu's overlay all ask it.
///
/// - **Taking the keys.** Presented content becomes first responder as it appears (so Escape
///   reaches it at once) unless a field is being edited, behind it or inside it: that field keeps
///   the keys and the keyboard stays up. Keys pressed in a field inside still reach the content
///   through the responder chain.
/// - **Handing them back.** Content that held the keys when it left gives them to the package's
///   container it was presented from: a detent sheet, or a presentation whose content is still
///   installed (which asks ``claim(isEditingBehind:isEditingInside:)`` again). Content that did not
///   hold them gives nothing back, so a field that took them meanwhile keeps them.
///
/// ```swift
/// KeyFocus.claim(isEditingBehind: false, isEditingInside: false)  // .take
/// KeyFocus.claim(isEditingBehind: false, isEditingInside: true)   // .skip
/// KeyFocus.handBack(held: true, below: .sheet)                    // .sheet
/// ```
package enum KeyFocus {
  /// Whether appearing content takes the keys.
  package enum Claim: Sendable, Hashable {
    /// Become first responder.
    case take
    /// Leave the first responder as it is.
    case skip
  }

  /// What content was presented from.
  package enum Below: Sendable, Hashable {
    /// One of the package's detent sheets.
    case sheet
    /// Content of one of the package's presentations, still installed in its container.
    case presentation
    /// Anything else (an app's own screen, a container that has gone).
    case other
  }

  /// Who is given the keys when content leaves.
  package enum HandBack: Sendable, Hashable {
    /// Nobody: the first responder stays as it is.
    case none
    /// The detent sheet below becomes first responder.
    case sheet
    /// The presentation below claims them again.
    case presentation
  }

  /// Whether content takes the keys as it appears: only when no field is being edited behind it
  /// (`isEditingBehind`) or inside it (`isEditingInside`).
  package static func claim(isEditingBehind: Bool, isEditingInside: Bool) -> Claim {
    isEditingBehind || isEditingInside ? .skip : .take
  }

  /// Who gets the keys when content that `held` them leaves, presented from `below`.
  package static func handBack(held: Bool, below: Below) -> HandBack {
    guard held else { return .none }
    switch below {
    case .sheet: return .sheet
    case .presentation: return .presentation
    case .other: return .none
    }
  }
}
