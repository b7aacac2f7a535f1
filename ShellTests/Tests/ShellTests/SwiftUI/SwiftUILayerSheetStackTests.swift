import Interruptible
import SwiftUI
import Testing
import UIKit
import UIKitWorld

/// Two nested detent sheets: the outer one's content has its own.
@MainActor
final class PlacesModel: ObservableObject {
  @Published var showsPlaces = false
  @Published var showsPlace = false
  var placesDismissals = 0
  var placeDismissals = 0

  /// The places sheet's `onDismiss`.
  func placesLeft() { placesDismissals += 1 }
  /// The place sheet's `onDismiss`.
  func placeLeft() { placeDismissals += 1 }
}

/// A screen with a sheet of places whose content presents a sheet for one place.
struct PlacesScreen: View {
  @ObservedObject var model: PlacesModel

  var body: some View {
    Color.blue
      .interruptibleSheet(
        isPresented: $model.showsPlaces, detents: [.large], onDismiss: model.placesLeft
      ) {
        PlacesList(model: model)
      }
  }
}

/// The places sheet's content: presents the place sheet.
struct PlacesList: View {
  @ObservedObject var model: PlacesModel

  var body: some View {
    Color.green
      .interruptibleSheet(
        isPresented: $model.showsPlace, detents: [.medium, .large], onDismiss: model.placeLeft
      ) {
        Color.red
      }
  }
}

@MainActor
@Suite("The SwiftUI layer in the world: nested interruptible sheets form a stack")
struct SwiftUILayerSheetStackTests {
  @Test("A sheet inside a sheet's content stacks on it; the one below recedes with it")
  func nestedSheetsStack() throws {
    let model = PlacesModel()
    model.showsPlaces = true
    let (world, host) = hostedWorld(PlacesScreen(model: model))
    world.advance(by: 1)
    let places = try #require(shownSheet(host))
    model.showsPlace = true
    world.advance(by: 1)
    let place = try #require(places.presentedViewController as? DetentSheetViewController)
    // The place rests at medium: 398.5 of 797 pt, half a level; the places sheet scales to 0.96.
    #expect(abs(place.sheetView.bounds.height - 398.5) < 0.5)
    #expect(abs(places.sheetView.transform.a - 0.96) < 1e-6)
    model.showsPlace = false
    world.advance(by: 1)
    #expect(model.placeDismissals == 1 && model.placesDismissals == 0)
    #expect(places.sheetView.transform == .identity)
    expectClean(world)
  }

  @Test(
    "Closing the outer sheet with the inner one up: both leave in one motion, each binding and onDismiss once"
  )
  func outerClosesTheStack() throws {
    let model = PlacesModel()
    model.showsPlaces = true
    let (world, host) = hostedWorld(PlacesScreen(model: model))
    world.advance(by: 1)
    model.showsPlace = true
    world.advance(by: 1)
    model.showsPlaces = false
    for _ in 0..<10 {
      world.advance(by: 0.05)
      #expect(world.liveAnimators <= 1)
    }
    world.advance(by: 2)
    #expect(model.placeDismissals == 1 && model.placesDismissals == 1)
    #expect(!model.showsPlace && !model.showsPlaces)
    #expect(host.presentedViewController == nil)
    expectClean(world)
  }
}
