#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  extension View {
    /// An interruptible context menu that code can open and close too, through `isPresented`:
    /// everything ``SwiftUI/View/interruptibleContextMenu(_:preview:accessory:)`` does, and
    ///
    /// - `true` opens the menu without a lift (as a secondary click does), `false` closes it from
    ///   where it is: a menu still growing turns back;
    /// - the user's press writes `true` once, when the menu commits (a lift that turns back writes
    ///   nothing); the user's close (a tap outside, a row, the preview, escape) writes `false` once,
    ///   when it is decided;
    /// - `true` written while a finger lifts the view waits for that lift; `true` written while the
    ///   menu leaves opens it again once it has gone. Several writes within one frame coalesce, and
    ///   the binding is read after SwiftUI's update, never written during it.
    ///
    /// ```swift
    /// Text(text)
    ///   .interruptibleContextMenu(
    ///     UIMenu(children: [UIAction(title: "Reply") { _ in print("reply") }]),
    ///     isPresented: $showsMenu)
    /// ```
    ///
    /// - Parameters:
    ///   - menu: The menu shown beside the preview.
    ///   - isPresented: Whether the menu shows.
    ///   - preview: The preview, at its ideal size; without one (`EmptyView`) the preview shows this
    ///     view at its current size.
    ///   - accessory: A view above the preview, at its ideal size; without one (`EmptyView`) there is
    ///     no accessory.
    public func interruptibleContextMenu<Preview: View, Accessory: View>(
      _ menu: UIMenu, isPresented: Binding<Bool>,
      @ViewBuilder preview: @escaping () -> Preview = { EmptyView() },
      @ViewBuilder accessory: @escaping () -> Accessory = { EmptyView() }
    ) -> some View {
      contextMenuModifier(
        menu, preview: preview, accessory: accessory, destination: nil, isPresented: isPresented)
    }
  }

  extension ContextMenuAnchorModel {
    /// SwiftUI handed the binding's value (in an update): recorded now, acted on the next turn.
    func bindingChanged(to value: Bool) {
      interaction.onMenuChange = { [weak self] menu in self?.menuChanged(to: menu) }
      binding.write(value)
      scheduleFlush()
    }

    /// The latest session changed: writes the binding back when the user decided, then follows it.
    private func menuChanged(to menu: ContextMenuBinding.Menu) {
      if let value = binding.observe(menu) {
        let isPresented = content?.isPresented
        if isDetaching {
          onNextTurn { isPresented?.wrappedValue = value }
        } else {
          isPresented?.wrappedValue = value
        }
      }
      scheduleFlush()
    }

    private func scheduleFlush() {
      guard !flushIsScheduled else { return }
      flushIsScheduled = true
      onNextTurn { [weak self] in
        guard let self else { return }
        self.flushIsScheduled = false
        self.flush()
      }
    }

    /// Asks the menu for what the binding wants: an open without a lift at the view's centre, or a
    /// close from where it is.
    private func flush() {
      switch binding.flush() {
      case .open?:
        guard let anchor, let host = interaction.view, anchor.window != nil else { return declineOpen() }
        let frame = anchor.convert(anchor.bounds, to: host)
        interaction.presentMenu(at: CGPoint(x: frame.midX, y: frame.midY))
        if interaction.session?.isActive != true { declineOpen() }
      case .close?: interaction.dismiss()
      case nil: break
      }
    }

    private func declineOpen() {
      if let value = binding.openDeclined() { content?.isPresented?.wrappedValue = value }
    }
  }
#endif
