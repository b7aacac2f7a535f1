#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The shell of one SwiftUI presentation slot: forwards binding values, slot phases and grabs to
  /// the core's ``PresentationReconciler`` and applies its answers (present the hosting controller
  /// through the existing driver, turn transitions around, write the binding, run `onDismiss`).
  /// Nothing is decided here.
  @MainActor
  final class PresentationHostModel<Item: Identifiable, Content: View> {
    typealias Hosting = UIHostingController<HostedPresentationContent<Content>>

    var setItem: (Item?) -> Void = { _ in }
    var makeContent: (Item) -> Content
    var onDismiss: (() -> Void)?
    var style = InterruptiblePresentationStyle.sheet
    var environment = HostedEnvironment(EnvironmentValues())
    weak var anchor: PresentationAnchorView?

    /// Decides with small integer tokens for the items (one per item identity while it is the latest
    /// or shown), so the reconciler is one concrete type whatever the item's identifier.
    private var reconciler = PresentationReconciler<Int>()
    private var hosting: Hosting?
    /// The item whose content is on screen (arriving, shown or leaving), and its token.
    private var shownItem: Item?
    private var shownToken: Int?
    /// The binding's latest item, and its token.
    private var latestItem: Item?
    private var latestToken: Int?
    private var lastToken = 0
    private var isFlushScheduled = false
    private var isDismissDisabled = false
    private var dismissDisabledVotes = DismissDisabledVotes()
    private var watchedSession: ObjectIdentifier?
    /// The present or dismiss asked of UIKit and not begun: one UIKit never begins expires (0.5 s)
    /// and is handed back to the reconciler as refused, so the slot never stays blocked.
    private var requests = PendingTransitionRequests()
    /// The controller the last flush found to present from (the top-most presented one).
    private weak var presenter: UIViewController?
    /// Polls while another presentation on the screen arrives or leaves.
    private let retry = HeldChangeTimer()
    /// Keeps this model alive after its view left, until its content has left too.
    private var keptAlive: PresentationHostModel?

    init(makeContent: @escaping (Item) -> Content) { self.makeContent = makeContent }

    // MARK: - From SwiftUI

    /// A render pass: records the binding's value (decided at the end of the run-loop turn, so writes
    /// within one frame coalesce) and hands fresh content to the item on screen.
    func update(item: Item?) {
      let token = token(for: item)
      latestItem = item
      latestToken = token
      reconciler.write(token)
      if let item, reconciler.updatesContent(for: token) { shownItem = item }
      if let hosting, let shownItem {
        hosting.rootView = root(for: shownItem)
        hosting.overrideUserInterfaceStyle = environment.interfaceStyle
        followContentSize(of: hosting)
      }
      scheduleFlush()
    }

    /// The anchor joined or left a window: a presentation waiting for one can go.
    func anchorDidMove() { scheduleFlush() }

    /// The modified view left the hierarchy: its content is dismissed (reversed if arriving) on the
    /// next main-queue turn, `onDismiss` runs once when it has left, the binding is not written.
    func anchorRemoved() {
      reconciler.hostRemoved()
      keptAlive = self
      scheduleFlush()
    }

    /// The shown item's token for the same identity, the latest's, or a new one.
    private func token(for item: Item?) -> Int? {
      guard let item else { return nil }
      if let shownItem, shownItem.id == item.id { return shownToken }
      if let latestItem, latestItem.id == item.id { return latestToken }
      lastToken += 1
      return lastToken
    }

    private func scheduleFlush() {
      guard !isFlushScheduled else { return }
      isFlushScheduled = true
      HostTurns.afterUpdate(leaves: { [weak self] in self?.leaves }, flush: { [weak self] in self?.flush() })
    }

    /// Content on screen that the binding or the view's removal sends away.
    private var leaves: Bool { hosting != nil && (latestToken != shownToken || keptAlive != nil) }

    private func flush() {
      isFlushScheduled = false
      let (presenter, availability) = PresentingScreen.presenter(from: anchor)
      self.presenter = presenter
      reconciler.hostChanged(availability)
      if let request = requests.pending, !requests.isPending(request.kind, at: CACurrentMediaTime()) {
        requests.cancel()
        if reconciler.outstanding != nil { apply(reconciler.requestDeclined()) }
      }
      apply(reconciler.flush())
      if reconciler.waitsFor == .otherPresentation { retry.schedule { [weak self] in self?.scheduleFlush() } }
    }

    // MARK: - From the content

    private func dismissFromContent() { apply(reconciler.dismissContent()) }

    private func dismissDisabledVoted(_ voter: ObjectIdentifier, _ vote: Bool?) {
      guard dismissDisabledVotes.record(voter, vote) else { return }
      isDismissDisabled = dismissDisabledVotes.isDisabled
      hosting?.interruptibleDriver?.isInteractionEnabled = !isDismissDisabled
    }

    // MARK: - From the slot

    /// The driver's phase callback and each session's grab/release callback.
    private func observeSlot() {
      guard let hosting, let driver = hosting.interruptibleDriver else { return }
      let coordinator = driver.coordinator
      let session = coordinator.currentSession
      if let session, ObjectIdentifier(session) != watchedSession {
        watchedSession = ObjectIdentifier(session)
        session.notifyWhenInteractionChanges { [weak self] _ in self?.observeSlot() }
      }
      let phase = coordinator.phase
      let isGrabbed = session?.isInteractive ?? (driver.panTracker.owner == .dismissal)
      let isStarting =
        (phase == .presented && hosting.isBeingDismissed) || (phase == .idle && hosting.isBeingPresented)
      apply(reconciler.observe(phase, isGrabbed: isGrabbed, isStarting: isStarting))
      if reconciler.outstanding == nil { requests.cancel() }
      if reconciler.needsFlush { scheduleFlush() }
    }

    // MARK: - Applying the core's answers

    private func apply(_ update: PresentationUpdate<Int>) {
      if update.writesBinding { setItem(update.bindingValue == nil ? nil : shownItem) }
      if let request = update.request { send(request) }
      if update.dismissedContent != nil {
        hosting = nil
        shownItem = nil
        shownToken = nil
        watchedSession = nil
        dismissDisabledVotes = DismissDisabledVotes()
        isDismissDisabled = false
        onDismiss?()
        if reconciler.needsFlush { scheduleFlush() }
      }
      if reconciler.isFinished { keptAlive = nil }
    }

    private func send(_ request: PresentationRequest<Int>) {
      let driver = hosting?.interruptibleDriver
      switch request {
      case .present(let token):
        guard let item = latestItem, latestToken == token else { return apply(reconciler.requestDeclined()) }
        present(item, token: token)
      case .dismiss:
        requests.record(.dismiss, interactive: false, at: CACurrentMediaTime())
        driver?.dismiss()
        if let hosting, !hosting.isBeingDismissed, driver?.coordinator.phase == .presented {
          apply(reconciler.requestDeclined())
        }
      case .cancelPresentation:
        driver?.dismiss()
      case .cancelDismissal:
        driver?.representLeavingContent()
      }
    }

    private func present(_ item: Item, token: Int) {
      guard let anchor, let window = anchor.window, let presenter else {
        return apply(reconciler.requestDeclined(.notInWindow))
      }
      shownItem = item
      shownToken = token
      let hosting = Hosting(rootView: root(for: item))
      hosting.overrideUserInterfaceStyle = environment.interfaceStyle
      style.round(hosting.view)
      self.hosting = hosting
      requests.record(.present, interactive: false, at: CACurrentMediaTime())
      sizeContent(of: hosting, in: window.bounds)
      let presentation = style.presentation(
        fitting: { [weak hosting] size in hosting?.sizeThatFits(in: size) ?? size },
        anchor: anchor.convert(anchor.bounds, to: nil), in: window.bounds,
        direction: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
        itemID: item is PresentedFlag ? nil : AnyHashable(item.id), anchorView: anchor)
      presenter.present(hosting, transition: presentation)
      guard let driver = hosting.interruptibleDriver else { return declinePresent(of: hosting) }
      driver.isInteractionEnabled = !isDismissDisabled
      driver.onPhaseChange = { [weak self] _ in self?.observeSlot() }
      observeSlot()
      // UIKit may link the two controllers only when it starts the transition, after `present`
      // returns: a nil `presentingViewController` now is no refusal yet. Still unlinked a little
      // later, it was refused.
      if hosting.presentingViewController == nil {
        onMain(after: HostTurns.refusalCheckDelay) { [weak self, weak hosting] in
          guard let self, let hosting, hosting.presentingViewController == nil, !hosting.isBeingPresented
          else { return }
          self.declinePresent(of: hosting)
        }
      }
    }

    /// A presentation UIKit refused: waits for a window or the other presentation; gives up if
    /// neither explains it.
    private func declinePresent(of hosting: Hosting) {
      guard self.hosting === hosting else { return }
      self.hosting = nil
      shownItem = nil
      shownToken = nil
      requests.cancel()
      apply(reconciler.requestDeclined(PresentingScreen.presenter(from: anchor).1))
      if reconciler.needsFlush { scheduleFlush() }
    }

    /// The content's `preferredContentSize`, which the presentation controller frames it by: a menu's
    /// is its fitting size for the menu's proposal (set here, on every update); otherwise the hosting
    /// controller keeps it current on iOS 16 (`sizingOptions`) and it is set here on iOS 15.
    private func sizeContent(of hosting: Hosting, in bounds: CGRect) {
      if let size = style.menuContentSize(fitting: { hosting.sizeThatFits(in: $0) }, in: bounds) {
        hosting.preferredContentSize = size
      } else if #available(iOS 16.0, *) {
        hosting.sizingOptions = .preferredContentSize
      } else {
        hosting.preferredContentSize = hosting.sizeThatFits(in: bounds.size)
      }
    }

    /// Content whose size changed after it was shown (new rows, a longer text) re-sizes the card or
    /// menu: its `preferredContentSize` reaches the presentation controller, which re-frames it.
    private func followContentSize(of hosting: Hosting) {
      guard let window = hosting.view.window else { return }
      if #available(iOS 16.0, *), !style.isMenu { return }
      sizeContent(of: hosting, in: window.bounds)
    }

    private func root(for item: Item) -> HostedPresentationContent<Content> {
      HostedPresentationContent(
        content: makeContent(item),
        environment: environment,
        dismiss: InterruptibleDismissAction { [weak self] in self?.dismissFromContent() },
        reportDismissDisabled: { [weak self] voter, vote in self?.dismissDisabledVoted(voter, vote) })
    }
  }
#endif
