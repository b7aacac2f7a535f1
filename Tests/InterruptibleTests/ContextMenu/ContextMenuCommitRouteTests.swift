import Foundation
import Testing

@testable import InterruptibleCore

@Suite("ContextMenuCommitRoute: what a tap on the lifted preview opens")
struct ContextMenuCommitRouteTests {
  typealias Route = ContextMenuCommitRoute

  @Test("A destination pushes inside the package's navigation stack and is presented anywhere else")
  func pushOrPresent() {
    #expect(Route(hasCommitAction: false, hasDestination: true, navigation: .interruptibleStack) == .push)
    #expect(Route(hasCommitAction: false, hasDestination: true, navigation: .none) == .present)
    // A stack the package does not animate could not zoom: the destination is presented with the zoom.
    #expect(Route(hasCommitAction: false, hasDestination: true, navigation: .otherStack) == .present)
  }

  @Test("The app's commit action wins over every destination, stack and presentation state")
  func commitActionWins() {
    for navigation in [Route.Navigation.none, .interruptibleStack, .otherStack] {
      for flags in 0..<8 {
        let route = Route(
          hasCommitAction: true, hasDestination: flags & 1 != 0, destinationInUse: flags & 2 != 0,
          navigation: navigation, isPresenting: flags & 4 != 0)
        #expect(route == .runAction, "\(navigation), flags \(flags)")
      }
    }
  }

  @Test("No destination, a destination already shown, or a screen already presenting: the menu just leaves")
  func leaves() {
    for navigation in [Route.Navigation.none, .interruptibleStack, .otherStack] {
      #expect(Route(hasCommitAction: false, hasDestination: false, navigation: navigation) == .leave)
      #expect(
        Route(hasCommitAction: false, hasDestination: true, destinationInUse: true, navigation: navigation)
          == .leave)
      #expect(
        Route(hasCommitAction: false, hasDestination: true, navigation: navigation, isPresenting: true)
          == .leave)
    }
  }

  @Test("Every combination of inputs gives exactly the route the rules give, worked out independently")
  func exhaustive() {
    var counts: [Route: Int] = [:]
    for navigation in [Route.Navigation.none, .interruptibleStack, .otherStack] {
      for flags in 0..<16 {
        let (action, destination, inUse, presenting) =
          (flags & 1 != 0, flags & 2 != 0, flags & 4 != 0, flags & 8 != 0)
        let route = Route(
          hasCommitAction: action, hasDestination: destination, destinationInUse: inUse,
          navigation: navigation, isPresenting: presenting)
        let opens = destination && !inUse && !presenting
        let expected: Route =
          action ? .runAction : !opens ? .leave : navigation == .interruptibleStack ? .push : .present
        #expect(route == expected, "\(navigation), flags \(flags)")
        counts[route, default: 0] += 1
      }
    }
    #expect(counts == [.runAction: 24, .leave: 21, .push: 1, .present: 2])
  }
}
