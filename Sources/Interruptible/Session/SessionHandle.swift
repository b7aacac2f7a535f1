/// A reference to a ``TransitionSession`` for the callbacks the session's own animator and its
/// coordinator hold: it neither keeps the session alive nor weakly references it.
///
/// A weak reference gives the session a side table, and every retain and release of an object with
/// a side table takes the runtime's slow path; a session is retained and released several times per
/// touch event (measured: about 19 % of a grab, a release or a reversal). The handle holds the
/// session `unowned(unsafe)` and a liveness flag that the session clears first thing in its
/// `deinit`, before any callback could still run: a callback reads the session only while it is
/// alive.
final class SessionHandle {
  /// The session; read only while ``isAlive``.
  unowned(unsafe) let session: TransitionSession
  /// False from the start of the session's `deinit` on.
  var isAlive = true

  init(_ session: TransitionSession) { self.session = session }

  /// The session while it is alive, else nil.
  var live: TransitionSession? { isAlive ? session : nil }
}
