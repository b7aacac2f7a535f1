import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ContextMenuLift {
  /// Opens the menu without a lift (a secondary click of a pointer, a keyboard shortcut, a
  /// VoiceOver action): it commits at once, with no finger down.
  package mutating func openWithoutLift(time: Double) -> [Event] {
    guard phase == .idle else { return [] }
    if time.isFinite { now = max(now, time) }
    downTime = now
    phase = .open
    return [.commit]
  }

  /// VoiceOver performed one of the menu's actions from the source's custom actions, with no menu
  /// shown: the action `action` (its index among the actions VoiceOver offers) fires at once and the
  /// session leaves with nothing to animate, ending as a tap on a row ends: with
  /// ``SessionOutcome/rowFired(_:)``, reported once by ``finishLeaving()``. Ignored unless nothing
  /// has happened yet, and for a negative index.
  package mutating func performWithoutMenu(_ action: Int, time: Double) -> [Event] {
    guard phase == .idle, action >= 0 else { return [] }
    if time.isFinite { now = max(now, time) }
    downTime = now
    phase = .leaving(.rowFired(action))
    return [.fire(action), .dismiss]
  }

  /// A tap on the open menu at `point` (the menu shows in `menuFrame`, placed at `placedHeight`,
  /// default the shown height, its rows scrolled by `scrollOffset`): the row the user sees there
  /// fires, even while the menu still grows; elsewhere in the menu nothing happens. Ignored while the
  /// finger that lifted the preview is still down.
  package mutating func tapMenu(
    at point: CGPoint, menuFrame: CGRect, placedHeight: Double? = nil, scrollOffset: Double = 0
  ) -> [Event] {
    guard phase == .open, !isFingerDown else { return [] }
    let (frame, height) = (menuFrame, placedHeight)
    guard menu.row(at: point, shownFrame: frame, restingHeight: height, scrollOffset: scrollOffset) != nil
    else { return [] }
    return forward(
      menu.touchEnded(at: point, shownFrame: frame, restingHeight: height, scrollOffset: scrollOffset))
  }

  /// The pointer (no button down) is at `point` over the open menu shown in `menuFrame`: the row
  /// under it highlights, as ``MenuInteraction/pointerMoved(to:shownFrame:restingHeight:scrollOffset:)``.
  /// Ignored before the commit, while the finger that lifted the preview is down, and once leaving.
  package mutating func pointerMoved(to point: CGPoint, menuFrame: CGRect) -> [Event] {
    guard phase == .open, !isFingerDown else { return [] }
    return forward(menu.pointerMoved(to: point, shownFrame: menuFrame))
  }

  /// The pointer left the open menu: the highlight goes. Ignored when
  /// ``pointerMoved(to:menuFrame:)`` would be.
  package mutating func pointerExited() -> [Event] {
    guard phase == .open, !isFingerDown else { return [] }
    return forward(menu.pointerExited())
  }

  /// A tap on the lifted preview: the commit action runs and the menu leaves. Ignored before the
  /// commit and while the finger that lifted the preview is still down.
  package mutating func tapPreview() -> [Event] {
    guard phase == .open, !isFingerDown else { return [] }
    phase = .leaving(.previewCommitted)
    return [.commitPreview]
  }

  /// A touch outside the source, the preview, the accessory and the menu: a lift turns back from
  /// where it is; an open menu (still growing or grown) closes from where it is. A lift whose commit
  /// time has come commits first, then closes.
  package mutating func tapOutside(time: Double) -> [Event] { advance(to: time) + close(.tapOutside) }

  /// Code closes the menu (`dismiss()`, a rotation, a window resize): as ``tapOutside(time:)``.
  package mutating func dismiss(time: Double) -> [Event] { advance(to: time) + close(.code) }

  /// A hardware key while the menu is open: arrows move the highlight, return fires it, escape
  /// closes the menu. Ignored before the commit.
  package mutating func press(_ key: MenuInteraction.Key) -> [Event] {
    guard phase == .open else { return [] }
    return forward(menu.press(key))
  }

  /// A hardware key reached the overlay: whether it ends there, and the events. The open menu takes
  /// its keys (vertical arrows, Return, Escape), even when nothing changes; while the menu leaves
  /// it takes Escape and does nothing (a second Escape never closes what is behind). Every other
  /// key, and every key before the commit or after the end, goes on to the next responder.
  package mutating func respond(to key: HardwareKey) -> KeyAnswer {
    guard let menuKey = MenuInteraction.Key(key) else { return KeyAnswer(isHandled: false, events: []) }
    switch phase {
    case .open: return KeyAnswer(isHandled: true, events: press(menuKey))
    case .leaving: return KeyAnswer(isHandled: menuKey == .escape, events: [])
    case .idle, .lifting, .finished: return KeyAnswer(isHandled: false, events: [])
    }
  }

  /// The leaving animations ended (or the commit action took the preview over): reports the outcome
  /// once; later calls, and calls before the outcome is decided, do nothing.
  package mutating func finishLeaving() -> [Event] {
    guard case .leaving(let outcome) = phase else { return [] }
    phase = .finished(outcome)
    return [.completed(outcome)]
  }

  /// Closes a lift or an open menu for `cause`.
  private mutating func close(_ cause: CancelCause) -> [Event] {
    switch phase {
    case .lifting: return cancel(cause)
    case .open:
      let clear = forward(menu.touchCancelled())  // the highlight goes, in the state as in the events
      isFingerDown = false
      phase = .leaving(.committed)
      return clear + [.dismiss]
    case .idle, .leaving, .finished: return []
    }
  }
}
