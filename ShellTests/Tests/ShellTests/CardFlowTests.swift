import Interruptible
import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("Card: present, tap outside mid-flight, dismiss")
struct CardFlowTests {
  @Test("A card presents, comes to rest, and its completion runs once")
  func presents() {
    let (world, home) = makeWorld()
    let card = ContentViewController()
    var completions = 0
    home.present(card, transition: .card) { completions += 1 }
    world.advance(by: 0)  // UIKit may link the card only when the transition starts (PR01)
    #expect(home.presentedViewController === card)
    world.advance(by: 2)
    #expect(completions == 1)
    #expect(card.appeared == 1)
    #expect(card.interruptibleDriver?.phase == .presented)
    expectClean(world)
  }

  @Test("A tap outside a card still scaling in turns it around; it leaves and nothing leaks")
  func tapOutsideMidFlight() {
    let (world, home) = makeWorld()
    weak var weakCard: ContentViewController?
    weak var weakDriver: InterruptibleTransitionDriver?
    weak var weakController: UIPresentationController?
    do {
      let card = ContentViewController()
      weakCard = card
      home.present(card, transition: .card)
      weakDriver = card.interruptibleDriver
      weakController = card.presentationController
      world.advance(by: 0.1)
      #expect(card.interruptibleDriver?.phase == .presenting)
      world.tap(at: CGPoint(x: 10, y: 830))
      #expect(card.interruptibleDriver?.phase == .dismissing)
    }
    world.advance(by: 2)
    #expect(home.presentedViewController == nil)
    #expect(weakCard == nil)
    #expect(weakDriver == nil)
    #expect(weakController == nil)
    #expect(world.liveAnimators == 0)
    expectClean(world)
  }
}
