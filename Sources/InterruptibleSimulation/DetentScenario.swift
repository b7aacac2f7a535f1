import InterruptibleCore

/// The detent part of a scenario: the sheet rests at fractions of the scenario's `distance`.
///
/// ```json
/// {"detents": [0.3, 0.6, 1.0], "initialDetent": 1, "dismissible": false}
/// ```
///
/// In a detent scenario `present` settles at ``initialDetent``; `panBegan`/`panChanged`/`panEnded`
/// drag the sheet, with `translation` and `velocity` measured **downward** (positive moves it toward
/// dismissal) whatever is in flight; `moveTo` moves it to a detent; `dismiss` and `tapOutside`
/// dismiss it. Rubber-banding uses the scenario's `distance` as its dimension. Tick lines keep their
/// fields (`progress` is the visible height as a fraction of `distance`) and gain `"detent"`; a settle
/// at a new detent writes one `detentChanged` event line.
package struct DetentScenario: Sendable, Equatable {
  /// The detents as fractions of `distance`, ascending, each in (0, 1].
  package var fractions: [Double]
  /// Where `present` goes (an index into ``fractions``).
  package var initialDetent: Int
  /// Whether a release projected below the smallest detent may dismiss.
  package var isDismissible: Bool
  /// Whether the sheet rides on the keyboard (`"keyboard": "follow"`); false ignores it.
  package var followsKeyboard = false
  /// The sheet's adaptive form and its window (`"adaptive"`), nil for a sheet of one form.
  package var adaptive: AdaptiveScenario?

  /// A detent scenario part.
  package init(fractions: [Double], initialDetent: Int = 0, isDismissible: Bool = true) {
    self.fractions = fractions
    self.initialDetent = initialDetent
    self.isDismissible = isDismissible
  }

  /// The sheet configuration for a scenario whose settles last `settleDuration` seconds.
  func configuration(settleDuration: Double) -> DetentSheetConfiguration {
    DetentSheetConfiguration(
      detents: fractions.enumerated().map {
        SheetDetent.fraction($0.element, id: .init(rawValue: "detent\($0.offset)"))
      },
      isDismissible: isDismissible, settleDuration: settleDuration)
  }
}
