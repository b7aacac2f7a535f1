#if canImport(UIKit)
  @preconcurrency import UIKit

  /// VoiceOver: the interaction's view offers the menu's actions, and "Show Menu", as custom actions
  /// (as a view with a `UIContextMenuInteraction` does), for the configuration the delegate gives
  /// for the centre of the view's bounds. The list is refreshed on the turn after the interaction is
  /// added, when VoiceOver focuses the view and when a menu ends; an action is checked against a
  /// configuration asked for again when it is performed.
  extension InterruptibleContextMenuInteraction {
    /// Where VoiceOver's actions ask the delegate for a menu: the centre of the view's bounds.
    var accessibilityLocation: CGPoint? { view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } }

    /// Puts the actions on the view (just attached) on the next turn, once the app has set up what
    /// its delegate reads, and follows VoiceOver's focus to refresh them.
    func addAccessibilityActions() {
      guard let attached = view else { return }
      onNextTurn { [weak self] in
        guard let self, self.view === attached else { return }
        self.refreshAccessibilityActions()
      }
      let key = UIAccessibility.focusedElementUserInfoKey
      accessibilityFocusObservation = NotificationCenter.default.addObserver(
        forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
      ) { [weak self] note in
        let focused = (note.userInfo?[key] as AnyObject?).map(ObjectIdentifier.init)
        _ = onMainThread {
          guard let self, let view = self.view, focused == ObjectIdentifier(view) else { return }
          self.refreshAccessibilityActions()
        }
      }
    }

    /// Takes the interaction's actions off its view, keeping the app's own, and stops following the
    /// focus.
    func removeAccessibilityActions() {
      if let observation = accessibilityFocusObservation {
        NotificationCenter.default.removeObserver(observation)
      }
      accessibilityFocusObservation = nil
      setAccessibilityActions([])
    }

    /// Replaces the interaction's actions on its view with those of the menu for the centre now
    /// (not while a menu shows: its actions stay as they were).
    func refreshAccessibilityActions() {
      guard session?.isActive != true else { return }
      setAccessibilityActions(makeAccessibilityActions())
    }

    private func setAccessibilityActions(_ actions: [UIAccessibilityCustomAction]) {
      guard let view else { return }
      let own = accessibilityActions
      let kept = (view.accessibilityCustomActions ?? []).filter { action in !own.contains { $0 === action } }
      accessibilityActions = actions
      view.accessibilityCustomActions = kept.isEmpty && actions.isEmpty ? nil : kept + actions
    }

    private func makeAccessibilityActions() -> [UIAccessibilityCustomAction] {
      guard let location = accessibilityLocation,
        let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
      else { return [] }
      let showName = NSLocalizedString("Show Menu", comment: "VoiceOver action that opens a context menu")
      let show = UIAccessibilityCustomAction(name: showName) { [weak self] _ in
        self?.showMenuForAccessibility() ?? false
      }
      // The handlers keep the leaf's place and name, not the action (whose handler may hold the app).
      return [show]
        + ContextMenuLeaf.leaves(of: configuration.menu).map { leaf in
          let (path, name) = (leaf.path, leaf.name)
          return UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.performAccessibilityAction(path: path, name: name) ?? false
          }
        }
    }

    /// Opens the menu for the centre without a lift, as `presentMenu(at:)` does.
    private func showMenuForAccessibility() -> Bool {
      guard session?.isActive != true, let location = accessibilityLocation else { return false }
      presentMenu(at: location)
      return session?.isActive == true
    }

    /// Runs the action at `path` named `name` of the menu the delegate gives now: once, through a
    /// session that fires it and ends as a tap on its row does. Fails (false, and the list is
    /// refreshed) when a menu is showing or the menu no longer has that action.
    private func performAccessibilityAction(path: [Int], name: String) -> Bool {
      guard session?.isActive != true, let location = accessibilityLocation,
        let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
      else { return false }
      let leaves = ContextMenuLeaf.leaves(of: configuration.menu)
      guard let index = leaves.firstIndex(where: { $0.path == path && $0.name == name }),
        let session = makeSession(configuration)
      else {
        refreshAccessibilityActions()
        return false
      }
      session.accessibilityActions = leaves.map(\.action)
      session.performWithoutMenu(index)
      return true
    }
  }

  /// One of a menu's actions as VoiceOver offers it from the source: its place in the menu's tree
  /// (child indices), its name and the action.
  @MainActor
  struct ContextMenuLeaf {
    let path: [Int]
    let name: String
    let action: UIAction

    /// The actions of `menu` VoiceOver offers, in the menu's order: the enabled, visible actions;
    /// inline sections flattened; a submenu's actions named after it ("Share, Messages"); the
    /// elements of a loaded deferred element.
    static func leaves(of menu: UIMenu) -> [ContextMenuLeaf] {
      var result: [ContextMenuLeaf] = []
      func add(_ elements: [UIMenuElement], path: [Int], prefix: String) {
        for (index, element) in elements.enumerated() {
          switch element {
          case let action as UIAction:
            guard !action.attributes.contains(.hidden), !action.attributes.contains(.disabled) else {
              continue
            }
            result.append(ContextMenuLeaf(path: path + [index], name: prefix + action.title, action: action))
          case let inline as UIMenu where inline.options.contains(.displayInline):
            add(inline.children, path: path + [index], prefix: prefix)
          case let submenu as UIMenu:
            add(submenu.children, path: path + [index], prefix: prefix + submenu.title + ", ")
          case let deferred as UIDeferredMenuElement:
            if let loaded = InterruptibleMenuElements.elements(of: deferred) {
              add(loaded, path: path + [index], prefix: prefix)
            }
          default: continue
          }
        }
      }
      add(menu.children, path: [], prefix: "")
      return result
    }
  }
#endif
