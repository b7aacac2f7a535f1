import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ContextMenuBinding: an isPresented binding reconciled with one context menu")
struct ContextMenuBindingTests {
  @Test("true opens without a lift and writes nothing back; false while it is open closes it, once")
  func programmaticOpenAndClose() {
    var binding = ContextMenuBinding()
    binding.write(true)
    #expect(binding.flush() == .open)
    #expect(binding.flush() == nil)  // nothing more until the open is observed
    #expect(binding.observe(.open) == nil)
    binding.write(false)  // mid-growth: the menu turns back from where it is
    #expect(binding.flush() == .close)
    #expect(binding.observe(.leaving) == nil)
    #expect(binding.observe(.closed) == nil)
    #expect(binding.flush() == nil)
  }

  @Test("Writes within one frame coalesce: true then false sends nothing")
  func coalesces() {
    var binding = ContextMenuBinding()
    binding.write(true)
    binding.write(false)
    #expect(binding.flush() == nil)
  }

  @Test("The user's open writes true back once; the user's close writes false back once")
  func userOpenAndClose() {
    var binding = ContextMenuBinding()
    #expect(binding.observe(.lifting) == nil)
    #expect(binding.observe(.open) == true)
    #expect(binding.binding)
    #expect(binding.flush() == nil)
    #expect(binding.observe(.leaving) == false)
    #expect(binding.observe(.closed) == nil)
    #expect(binding.flush() == nil)
  }

  @Test("A lift that turns back writes nothing; true during a user's lift waits for it, then opens")
  func liftIsTheUsers() {
    var binding = ContextMenuBinding()
    #expect(binding.observe(.lifting) == nil)
    binding.write(true)
    #expect(binding.flush() == nil)
    #expect(binding.observe(.leaving) == nil)
    #expect(binding.observe(.closed) == nil)
    #expect(binding.flush() == .open)
  }

  @Test("true while the menu leaves opens it again once it has gone")
  func trueWhileLeaving() {
    var binding = ContextMenuBinding()
    binding.write(true)
    _ = binding.flush()
    _ = binding.observe(.open)
    #expect(binding.observe(.leaving) == false)  // the user's tap outside
    binding.write(true)
    #expect(binding.flush() == nil)
    #expect(binding.observe(.closed) == nil)
    #expect(binding.flush() == .open)
  }

  @Test("A refused open writes false back once; a refusal with nothing outstanding does nothing")
  func declined() {
    var binding = ContextMenuBinding()
    #expect(binding.openDeclined() == nil)
    binding.write(true)
    #expect(binding.flush() == .open)
    #expect(binding.openDeclined() == false)
    #expect(!binding.binding)
    #expect(binding.openDeclined() == nil)
    #expect(binding.flush() == nil)
  }

  @Test("An open answered by a closed menu is refused: false is written back once, no request is stuck")
  func openAnsweredByClosed() {
    var binding = ContextMenuBinding()
    binding.write(true)
    #expect(binding.flush() == .open)
    #expect(binding.observe(.closed) == false)
    #expect(!binding.binding && binding.outstanding == nil)
    #expect(binding.observe(.closed) == nil)
    binding.write(true)
    #expect(binding.flush() == .open)  // a later true asks again
  }

  @Test("Seeded random sequences: the binding always ends naming the menu, write-backs only on change")
  func randomSequences() {
    var generator = SplitMix64(seed: 41)
    print("ContextMenuBindingTests seed 41")
    let menus: [ContextMenuBinding.Menu] = [.closed, .lifting, .open, .leaving]
    for _ in 0..<2_000 {
      var binding = ContextMenuBinding()
      var menu = ContextMenuBinding.Menu.closed
      for _ in 0..<12 {
        let before = binding.binding
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: binding.write(Bool.random(using: &generator))
        case 1:
          // The menu follows a request at once, as the shell's menu does; or it ignores it (no
          // report), or it is over at once (straight to closed).
          let request = binding.flush()
          let reaction = Int.random(in: 0..<4, using: &generator)
          if reaction == 0 { continue }  // ignored: no report
          switch request {
          case _ where reaction == 1: menu = .closed
          case .open?: menu = .open
          case .close?: menu = .leaving
          case nil: break
          }
          if let value = binding.observe(menu) { #expect(value != before) }
        default:
          let next = menus.randomElement(using: &generator) ?? .closed
          let beforeObserve = binding.binding
          if let value = binding.observe(next) { #expect(value != beforeObserve) }
          menu = next
        }
      }
      // Settled: the menu closes, and one flush makes it follow the binding.
      _ = binding.observe(.closed)
      let request = binding.flush()
      #expect(request == (binding.binding ? .open : nil))
    }
  }
}
