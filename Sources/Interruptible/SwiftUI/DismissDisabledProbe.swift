#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// Where ``SwiftUI/View/interruptibleDismissDisabled(_:)`` reports inside presented content: each
  /// marked view votes with its identity (nil: it left); the host reads their OR.
  struct DismissDisabledSink: Sendable {
    let vote: @MainActor @Sendable (ObjectIdentifier, Bool?) -> Void
  }

  private struct DismissDisabledSinkKey: EnvironmentKey {
    static let defaultValue: DismissDisabledSink? = nil
  }

  extension EnvironmentValues {
    var interruptibleDismissDisabledSink: DismissDisabledSink? {
      get { self[DismissDisabledSinkKey.self] }
      set { self[DismissDisabledSinkKey.self] = newValue }
    }
  }

  /// The votes of the marked views of one presentation.
  struct DismissDisabledVotes {
    private var votes: [ObjectIdentifier: Bool] = [:]

    /// Records `vote` (nil: the voter left); true when the OR of the votes changed.
    mutating func record(_ voter: ObjectIdentifier, _ vote: Bool?) -> Bool {
      let before = isDisabled
      votes[voter] = vote
      return isDisabled != before
    }

    /// Whether any marked view asks to stay.
    var isDisabled: Bool { votes.values.contains(true) }
  }

  /// An invisible representable behind a marked view: it votes from its first update on (a value
  /// SwiftUI may never deliver through `onPreferenceChange`, which need not report an initial value)
  /// and withdraws its vote when the view leaves.
  struct DismissDisabledProbe: UIViewRepresentable {
    let isDisabled: Bool

    /// The probe's identity and the sink it voted into.
    @MainActor final class Voter {
      var sink: DismissDisabledSink?
    }

    func makeCoordinator() -> Voter { Voter() }

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      updateUIView(view, context: context)
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      let voter = context.coordinator
      voter.sink = context.environment.interruptibleDismissDisabledSink
      voter.sink?.vote(ObjectIdentifier(voter), isDisabled)
    }

    static func dismantleUIView(_ view: UIView, coordinator: Voter) {
      // Withdrawn on the next turn (a dismantle may run while the host releases its content); the
      // voter stays alive until then, so no new voter can take its identity first.
      guard let sink = coordinator.sink else { return }
      Task { @MainActor in sink.vote(ObjectIdentifier(coordinator), nil) }
    }
  }
#endif
