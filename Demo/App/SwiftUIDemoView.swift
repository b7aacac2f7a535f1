import Interruptible
import SwiftUI
import UIKit

/// The SwiftUI screen: a pull-down menu, a card and a sheet presented from SwiftUI bindings, with the
/// binding's value and the onDismiss count on screen so you can see when a tap or pan writes back.
@MainActor
struct SwiftUIDemoView: View {
  @StateObject private var slowMotion = SlowMotionSwitch()
  @State private var showsMenu = false
  @State private var showsCard = false
  @State private var colour: DemoColour?
  @State private var sort = "Name"
  @State private var dismissals = 0
  @State private var showsNote = false
  @State private var noteDetent: SheetDetent.Identifier = .medium
  @State private var attempts = 0

  var body: some View {
    List {
      Section {
        Button("Sort by: \(sort)") { showsMenu = true }
          .interruptiblePresentation(
            isPresented: $showsMenu, transition: slowMotion.style(.pullDownMenu),
            onDismiss: { dismissals += 1 }
          ) {
            SortMenu(selection: $sort, isPresented: $showsMenu)
          }
        Text("Tap outside while the menu grows: it shrinks back from where it is.")
          .font(.footnote).foregroundColor(.secondary)
      } header: {
        Text("Pull-down menu")
      }
      Section {
        Button("Show card") { showsCard = true }
          .interruptiblePresentation(
            isPresented: $showsCard, transition: slowMotion.style(.card), onDismiss: { dismissals += 1 }
          ) {
            DemoCard()
          }
        Button("Show card, then set false at 30 %") { showThenCancel() }
      } header: {
        Text("Card")
      }
      Section {
        ForEach(DemoColour.all) { entry in
          Button(entry.name) { colour = entry }
        }
      } header: {
        Text("Sheet (item)")
      } footer: {
        Text("Pick another colour inside the sheet: the old one leaves, the new one arrives.")
      }
      Section {
        Button("Edit a note") { showsNote = true }
          .interruptibleSheet(
            isPresented: $showsNote, detents: [.medium, .large], selection: $noteDetent,
            onDismissAttempt: { attempts += 1 }, onDismiss: { dismissals += 1 }
          ) {
            NoteSheet()
          }
        LabeledValue(name: "detent", value: noteDetent.rawValue)
        LabeledValue(name: "resisted dismissals", value: "\(attempts)")
      } header: {
        Text("Sheet with detents")
      } footer: {
        Text("Type something: the sheet then resists a drag down or a tap behind it, and counts the attempt.")
      }
      Section {
        Toggle("Slow motion (×10 durations)", isOn: $slowMotion.isEnabled)
        LabeledValue(name: "isPresented (card)", value: showsCard ? "true" : "false")
        LabeledValue(name: "item (sheet)", value: colour?.name ?? "nil")
        LabeledValue(name: "onDismiss calls", value: "\(dismissals)")
      } header: {
        Text("State")
      }
    }
    .interruptiblePresentation(
      item: $colour, transition: slowMotion.style(.sheet), onDismiss: { dismissals += 1 }
    ) { entry in
      ColourSheet(colour: entry, selection: $colour)
    }
    .navigationTitle("SwiftUI")
  }

  private func showThenCancel() {
    showsCard = true
    let delay = 0.3 * 0.45 * SlowMotion.shared.currentFactor
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { showsCard = false }
  }
}

/// The detent sheet's content: resists the user's dismissals while the note has text.
struct NoteSheet: View {
  @Environment(\.interruptibleDismiss) private var dismiss
  @State private var note = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Note", text: $note)
      Button("Done") { dismiss() }
    }
    .padding()
    .interruptibleDismissDisabled(!note.isEmpty)
  }
}

/// The slow-motion switch as SwiftUI state.
@MainActor
final class SlowMotionSwitch: ObservableObject {
  @Published var isEnabled = SlowMotion.shared.isEnabled {
    didSet { SlowMotion.shared.setEnabled(isEnabled) }
  }

  /// `style`, stretched while slow motion is on when a presentation starts.
  func style(_ style: InterruptiblePresentationStyle) -> InterruptiblePresentationStyle {
    style.transformingTransition { SlowMotion.shared.applied(to: $0) }
  }
}

/// One row of the state section.
struct LabeledValue: View {
  let name: String
  let value: String

  var body: some View {
    HStack {
      Text(name)
      Spacer()
      Text(value).monospacedDigit().foregroundColor(.secondary)
    }
  }
}

/// The sort menu's rows.
struct SortMenu: View {
  @Binding var selection: String
  @Binding var isPresented: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(["Name", "Date", "Size"], id: \.self) { option in
        Button {
          selection = option
          isPresented = false
        } label: {
          HStack {
            Text(option)
            Spacer()
            if option == selection { Image(systemName: "checkmark") }
          }
          .padding(.horizontal, 16).padding(.vertical, 12)
        }
        Divider()
      }
    }
    .frame(width: 220)
  }
}

/// The card's content: closes itself with the environment's interruptible dismiss.
struct DemoCard: View {
  @Environment(\.interruptibleDismiss) private var dismiss
  @State private var locked = false

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "hand.tap").font(.system(size: 44)).foregroundColor(.blue)
      Text("Tap outside to cancel").font(.title2)
      Toggle("Keep open (interruptibleDismissDisabled)", isOn: $locked)
      Button("Close") { dismiss() }
        .buttonStyle(.borderedProminent)
    }
    .padding(24)
    .frame(width: 300)
    .interruptibleDismissDisabled(locked)
  }
}

/// A colour the sheet demo presents.
struct DemoColour: Identifiable, Hashable {
  let name: String
  let colour: Color
  var id: String { name }

  static var all: [DemoColour] {
    [
      DemoColour(name: "Blue", colour: .blue), DemoColour(name: "Orange", colour: .orange),
      DemoColour(name: "Green", colour: .green),
    ]
  }
}

/// The sheet's content: switches to the next colour while presented.
struct ColourSheet: View {
  let colour: DemoColour
  @Binding var selection: DemoColour?

  var body: some View {
    VStack(spacing: 20) {
      RoundedRectangle(cornerRadius: 20).fill(colour.colour).frame(height: 160)
      Text(colour.name).font(.largeTitle)
      Button("Next colour") {
        let index = DemoColour.all.firstIndex(of: colour) ?? 0
        selection = DemoColour.all[(index + 1) % DemoColour.all.count]
      }
      Button("Close") { selection = nil }
      Spacer()
    }
    .padding(24)
  }
}

/// The SwiftUI screen for the demo list.
@MainActor
func makeSwiftUIDemo() -> UIViewController {
  UIHostingController(rootView: SwiftUIDemoView())
}
