/// Hides a zoom's source while its snapshot flies and restores it exactly once.
///
/// The source-view provider is asked again during the flight and may hand back a different view (a
/// reused cell): the view it handed back before is restored at once (it shows other content now) and
/// the new one is hidden. ``restore()`` at the end restores the current one. Each view is restored
/// once per hiding, to the visibility it had before it was hidden; a view already hidden by the app
/// stays hidden.
///
/// ```swift
/// let visibility = ZoomSourceVisibility<UIView>(isHidden: { $0.isHidden }, setHidden: { $0.isHidden = $1 })
/// visibility.show(provider())     // at the start, and again each time the provider is asked
/// visibility.restore()            // when the transition completes
/// ```
package final class ZoomSourceVisibility<Source: AnyObject> {
  private let isHidden: (Source) -> Bool
  private let setHidden: (Source, Bool) -> Void
  private var current: (source: Source, wasHidden: Bool)?
  private var ended = false

  /// Tracks sources whose visibility `isHidden` reads and `setHidden` changes.
  package init(isHidden: @escaping (Source) -> Bool, setHidden: @escaping (Source, Bool) -> Void) {
    self.isHidden = isHidden
    self.setHidden = setHidden
  }

  /// The source the flight now comes from (nil: none, e.g. lost). Hides it; restores the previous one
  /// if it is a different view. Ignored after ``restore()``.
  package func show(_ source: Source?) {
    guard !ended else { return }
    if let current, let source, current.source === source { return }
    restoreCurrent()
    guard let source else { return }
    let wasHidden = isHidden(source)
    current = (source, wasHidden)
    if !wasHidden { setHidden(source, true) }
  }

  /// The view currently hidden for the flight, if any.
  package var hiddenSource: Source? { current?.source }

  /// Restores the current source, once; later calls, and later ``show(_:)`` calls, do nothing.
  package func restore() {
    guard !ended else { return }
    ended = true
    restoreCurrent()
  }

  private func restoreCurrent() {
    guard let previous = current else { return }
    current = nil
    if !previous.wasHidden { setHidden(previous.source, false) }
  }
}
