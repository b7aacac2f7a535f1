#if canImport(UIKit)
  import UIKit

  /// One row of a menu built from a `UIMenu`: an action, a submenu, a section separator or a loading
  /// row standing for a deferred element.
  @MainActor
  enum MenuRowContent {
    case action(UIAction)
    case submenu(UIMenu)
    case separator
    case loading(UIDeferredMenuElement)
    /// The menu's title, shown above its rows (not selectable).
    case title(String)

    /// The rows of `menu`: inline submenus become sections between separators, other submenus a
    /// row, deferred elements a loading row (replaced when ``InterruptibleMenuElements`` resolves
    /// them).
    static func rows(of menu: UIMenu, resolved: (UIDeferredMenuElement) -> [UIMenuElement]?)
      -> [MenuRowContent]
    {
      var rows: [MenuRowContent] = []
      func separate() { if let last = rows.last, !last.isSeparator { rows.append(.separator) } }
      func add(_ elements: [UIMenuElement]) {
        for element in elements {
          switch element {
          case let action as UIAction where action.attributes.contains(.hidden): break
          case let action as UIAction: rows.append(.action(action))
          case let inline as UIMenu where inline.options.contains(.displayInline):
            separate()
            add(inline.children)
            separate()
          case let submenu as UIMenu: rows.append(.submenu(submenu))
          case let deferred as UIDeferredMenuElement:
            if let elements = resolved(deferred) { add(elements) } else { rows.append(.loading(deferred)) }
          default: break
          }
        }
      }
      if !menu.title.isEmpty { rows.append(.title(menu.title)) }
      add(menu.children)
      while rows.last?.isSeparator == true { rows.removeLast() }
      return rows
    }

    /// Whether two rows show the same element.
    static func === (lhs: MenuRowContent, rhs: MenuRowContent) -> Bool {
      switch (lhs, rhs) {
      case (.action(let a), .action(let b)): return a === b
      case (.submenu(let a), .submenu(let b)): return a === b
      case (.loading(let a), .loading(let b)): return a === b
      default: return false
      }
    }

    var opensSubmenu: Bool {
      if case .submenu = self { return true }
      return false
    }

    var isSeparator: Bool {
      if case .separator = self { return true }
      return false
    }

    /// Whether the row can be highlighted and chosen.
    var isSelectable: Bool {
      switch self {
      case .action(let action): return !action.attributes.contains(.disabled)
      case .submenu: return true
      case .separator, .loading, .title: return false
      }
    }

    /// Whether choosing the row runs its action with the menu staying open (`keepsMenuPresented`).
    var keepsMenuOpen: Bool {
      guard case .action(let action) = self else { return false }
      if #available(iOS 16.0, *) { return action.attributes.contains(.keepsMenuPresented) }
      return false
    }
  }

  extension UIDeferredMenuElement {
    /// A deferred element an interruptible menu can load too: UIKit offers no public way to run a
    /// `UIDeferredMenuElement`'s provider, so create deferred elements here. The element works in
    /// UIKit's own menus as usual, and an ``InterruptibleMenuViewController`` shows a loading row
    /// and then the elements.
    ///
    /// ```swift
    /// let recent = UIDeferredMenuElement.interruptible { completion in
    ///   loadRecentFiles { files in completion(files.map { UIAction(title: $0.name) { _ in } }) }
    /// }
    /// let menu = UIMenu(children: [newFile, recent])
    /// ```
    @MainActor
    public static func interruptible(
      _ provider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
      InterruptibleMenuElements.deferred(provider)
    }
  }

  /// The deferred elements made by ``UIKit/UIDeferredMenuElement/interruptible(_:)``, and their loaders.
  @MainActor
  enum InterruptibleMenuElements {
    /// The loaders of the elements made here, found by the element; held weakly, so a loader lives
    /// exactly as long as its element (whose provider closure keeps it) and no Objective-C map table
    /// is needed.
    private static var loaders: [ObjectIdentifier: WeakLoader] = [:]

    /// A `UIDeferredMenuElement` whose elements an interruptible menu can load too.
    static func deferred(
      _ provider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
      let loader = Loader(provider)
      let element = UIDeferredMenuElement { completion in
        MainActor.assumeIsolatedIfMain { loader.provider { completion($0) } }
      }
      loaders = loaders.filter { $0.value.loader != nil }
      loaders[ObjectIdentifier(element)] = WeakLoader(loader: loader)
      return element
    }

    /// The elements of `element` once loaded; nil while loading or when it was not made here.
    static func elements(of element: UIDeferredMenuElement) -> [UIMenuElement]? {
      loaders[ObjectIdentifier(element)]?.loader?.elements
    }

    /// Loads `element` once; `done` runs when its elements arrive.
    static func load(_ element: UIDeferredMenuElement, done: @escaping @MainActor () -> Void) {
      guard let loader = loaders[ObjectIdentifier(element)]?.loader, loader.elements == nil, !loader.isLoading
      else { return }
      loader.isLoading = true
      loader.provider { [weak loader] elements in
        loader?.elements = elements
        done()
      }
    }

    @MainActor private final class Loader {
      let provider: @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
      var elements: [UIMenuElement]?
      var isLoading = false
      init(_ provider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        self.provider = provider
      }
    }

    private struct WeakLoader {
      weak var loader: Loader?
    }
  }

  extension MainActor {
    /// Runs `body` on the main actor when called on the main thread (UIKit calls a deferred element's
    /// provider there); elsewhere hops to it. iOS 15's SDK has no `assumeIsolated`.
    fileprivate static func assumeIsolatedIfMain(_ body: @escaping @MainActor () -> Void) {
      if Thread.isMainThread, let result = onMainThread(body) { return result }
      DispatchQueue.main.async { body() }
    }
  }
#endif
