extension DetentSheet {
  /// The sheet's answer to a hardware key, in every form (bottom sheet, floating panel,
  /// edge-attached sheet): ``PresentationKeyResponse`` for the sheet's phase. Escape dismisses a
  /// sheet at rest or moving toward a detent (a present in flight turns back from where it is);
  /// a sheet heading to dismissal takes it and does nothing more; a finger holding the sheet keeps
  /// it (Escape is taken, nothing moves); a non-dismissible sheet takes it and stays; a sheet modal
  /// in presentation only reports the attempt. Arrows and Return go on to the content: the sheet
  /// does nothing with them, as UIKit's sheets do not.
  package func response(to key: HardwareKey) -> PresentationKeyResponse {
    let presentationPhase: PresentationPhase
    switch phase {
    case .hidden: presentationPhase = .idle
    case .resting: presentationPhase = .presented
    case .settling: presentationPhase = detentIndex == nil ? .dismissing : .presenting
    case .dragging:
      return PresentationKeyResponse(isHandled: key == .escape, action: .none)
    }
    return PresentationKeyResponse(
      key: key, phase: presentationPhase, allowsUserDismissal: configuration.isDismissible,
      resistsDismissal: modal)
  }
}
