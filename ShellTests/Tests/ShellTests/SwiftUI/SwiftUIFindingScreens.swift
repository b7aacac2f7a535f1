import Combine
import Interruptible
import SwiftUI
import UIKit
import UIKitWorld

/// The state a test changes from outside the view graph, as an app's view model.
@MainActor
final class FindingModel: ObservableObject {
  @Published var showsSheet = false
  @Published var showsMenu = false
  @Published var showsCard = false
  @Published var showsPresenter = true
  @Published var selection: SheetDetent.Identifier = "peek"
  var dismissals = 0
  var cardDismissals = 0
  var menuDismissals = 0

  /// The sheet's `onDismiss`.
  func sheetLeft() { dismissals += 1 }
  /// The card's `onDismiss`.
  func cardLeft() { cardDismissals += 1 }
  /// The menu's `onDismiss`.
  func menuLeft() { menuDismissals += 1 }
}

/// A map-like screen with a peek sheet holding a search field, its motion observed.
struct PeekSheetScreen: View {
  @ObservedObject var model: FindingModel
  let motion: InterruptibleSheetMotion

  var body: some View {
    Color.blue
      .interruptibleSheet(
        isPresented: $model.showsSheet, detents: [.fraction(0.25, id: "peek"), .large],
        selection: $model.selection, motion: motion, keyboardPolicy: .expand(to: .large),
        onDismiss: model.sheetLeft
      ) {
        TextField("Search", text: .constant(""))
      }
  }
}

/// A menu whose row closes the menu and opens a card in one action.
struct MenuCardScreen: View {
  @ObservedObject var model: FindingModel

  var body: some View {
    VStack {
      Button("Sort") { model.showsMenu = true }
        .interruptibleMenu(isPresented: $model.showsMenu, onDismiss: model.menuLeft) {
          Button("Open card") {
            model.showsMenu = false
            model.showsCard = true
          }
          .frame(width: 200, height: 44)
        }
      Spacer()
    }
    .interruptiblePresentation(
      isPresented: $model.showsCard, transition: .card, onDismiss: model.cardLeft
    ) {
      Text("Card")
    }
  }
}

/// A map with a peek sheet over it and a card opened from the map behind the sheet.
struct MapCardScreen: View {
  @ObservedObject var model: FindingModel

  var body: some View {
    Color.blue
      .interruptibleSheet(
        isPresented: $model.showsSheet, detents: [.fraction(0.25, id: "peek"), .large],
        onDismiss: model.sheetLeft
      ) {
        Text("Places")
      }
      .interruptiblePresentation(isPresented: $model.showsCard, transition: .card, onDismiss: model.cardLeft)
    {
      Text("Place")
    }
  }
}

/// A presenting view that an `if` removes while its card may be up.
struct RemovableScreen: View {
  @ObservedObject var model: FindingModel

  var body: some View {
    if model.showsPresenter {
      Text("Presenter")
        .interruptiblePresentation(
          isPresented: $model.showsCard, transition: .card, onDismiss: model.cardLeft
        ) {
          Text("Card")
        }
    } else {
      Text("Gone")
    }
  }
}

/// A detent sheet's presenting view that an `if` removes while its sheet may be up.
struct RemovableSheetScreen: View {
  @ObservedObject var model: FindingModel

  var body: some View {
    if model.showsPresenter {
      Color.blue
        .interruptibleSheet(isPresented: $model.showsSheet, onDismiss: model.sheetLeft) {
          Text("Sheet")
        }
    } else {
      Text("Gone")
    }
  }
}

/// Two zoom sources, one of them with the id `true`, and a Boolean zoom presentation.
struct ZoomFlagScreen: View {
  @ObservedObject var model: FindingModel
  let passesSourceID: Bool
  @Namespace private var zoom

  var body: some View {
    VStack {
      Color.orange.frame(width: 80, height: 80).interruptibleZoomSource(id: "hero", in: zoom)
      // A source whose id happens to be `true`: a Boolean zoom without a sourceID must not take it.
      Color.green.frame(width: 80, height: 80).interruptibleZoomSource(id: true, in: zoom)
    }
    .interruptiblePresentation(
      isPresented: $model.showsCard,
      transition: passesSourceID ? .zoom(sourceID: "hero", in: zoom) : .zoom(in: zoom)
    ) {
      Text("Detail")
    }
  }
}

/// What presented content saw of its environment (a plain log, not SwiftUI state).
@MainActor
final class EnvironmentLog {
  var seen: [(ColorScheme, DynamicTypeSize)] = []
}

/// Content that logs the environment it is evaluated with.
struct EnvironmentProbe: View {
  let log: EnvironmentLog
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    log.seen.append((colorScheme, dynamicTypeSize))
    return Text("Probe")
  }
}

/// The detent sheet presented from `controller`, anywhere up its presentation chain.
@MainActor
func shownSheet(_ controller: UIViewController) -> DetentSheetViewController? {
  var current = controller.presentedViewController
  while let candidate = current, !(candidate is DetentSheetViewController) {
    current = candidate.presentedViewController
  }
  return current as? DetentSheetViewController
}
