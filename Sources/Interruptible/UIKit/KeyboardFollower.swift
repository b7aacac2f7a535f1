#if canImport(UIKit)
  import UIKit

  /// The keyboard as presented content sees it: the core's ``SheetKeyboard`` for the latest keyboard
  /// frame, the rise a finger-held sheet waits behind (``SheetKeyboardRise``), and the observation of
  /// UIKit's keyboard notifications. Owned by one sheet or presentation controller, which reads the
  /// answers and changes the state only through these methods.
  @MainActor
  final class KeyboardFollower {
    /// What the keyboard does to the content now.
    private(set) var keyboard = SheetKeyboard(policy: .ignore, overlap: 0)
    /// The keyboard rising while a finger holds a sheet (its bottom waits behind the keyboard).
    private(set) var rise: SheetKeyboardRise?
    private var observation: (any NSObjectProtocol)?

    /// Calls `change` with each keyboard frame change (end frame in screen coordinates, duration,
    /// curve), until ``stop()``. A second call while observing does nothing. UIKit posts the
    /// notifications on the main thread; the block observer runs on the posting thread.
    func start(_ change: @escaping @MainActor @Sendable (CGRect?, TimeInterval, Int) -> Void) {
      guard observation == nil else { return }
      let endKey = UIResponder.keyboardFrameEndUserInfoKey
      let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
      let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey
      observation = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
      ) { note in
        let end = (note.userInfo?[endKey] as? NSValue)?.cgRectValue
        let duration = (note.userInfo?[durationKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve =
          (note.userInfo?[curveKey] as? NSNumber)?.intValue ?? UIView.AnimationCurve.easeInOut.rawValue
        _ = onMainThread { change(end, duration, curve) }
      }
    }

    /// Stops listening (the content has left the screen).
    func stop() {
      if let observation { NotificationCenter.default.removeObserver(observation) }
      observation = nil
    }

    /// The keyboard now overlaps the content's container by `overlap` points under `policy`, with
    /// the focused field's bottom `focusedFieldBottom` points above the container's bottom.
    func update(policy: SheetKeyboardPolicy, overlap: Double, focusedFieldBottom: Double?) {
      keyboard = SheetKeyboard(policy: policy, overlap: overlap)
      keyboard.focusedFieldBottom = focusedFieldBottom
    }

    /// How much of `container`'s bottom (in `view`'s coordinates) the keyboard ending at `end`
    /// (screen coordinates) covers: the core's ``SheetKeyboard/overlap(keyboardFrame:container:screen:)``
    /// with the screen's bottom, so a floating keyboard over a window's bottom edge takes no room.
    static func overlap(of end: CGRect?, container: CGRect, in view: UIView) -> Double {
      guard let end, let screen = view.window?.screen else {
        return SheetKeyboard.overlap(keyboardFrame: end ?? .zero, container: container)
      }
      let space = screen.coordinateSpace
      return SheetKeyboard.overlap(
        keyboardFrame: view.convert(end, from: space), container: container,
        screen: view.convert(screen.bounds, from: space))
    }

    /// A finger-held sheet's bottom waits behind a rising keyboard (nil: no rise to wait for).
    func riseBegan(_ rise: SheetKeyboardRise?) { self.rise = rise }

    /// The sheet moves on its own again (a settle brings its bottom to the keyboard).
    func riseEnded() { rise = nil }
  }
#endif
