// The SwiftUI code of Docs/SwiftUI.md, type-checked for iOS by .ci/run (ios-check, 0 warnings) and
// run against the UIKit and SwiftUI stand-ins by ShellTests (SwiftUIGuideSnippetTests);
// scripts/check-guide-snippets checks that every Swift block of the guide appears here verbatim.
import Interruptible
import SwiftUI

// Photo, PhotoView and SlowTransition are in SharedHelpers.swift.

struct InboxView: View {
  @State private var showsCard = false

  var body: some View {
    Button("Show card") { showsCard = true }
      .interruptiblePresentation(isPresented: $showsCard, transition: .card) {
        CardView()
      }
  }
}

struct PhotosView: View {
  let photos: [Photo]
  @State private var selection: Photo?

  var body: some View {
    List(photos) { photo in
      Button(photo.title) { selection = photo }
    }
    .interruptiblePresentation(item: $selection, transition: .sheet) { photo in
      PhotoView(photo: photo)
    }
  }
}

struct SortButton: View {
  @State private var showsSort = false
  @State private var sort = "Name"

  var body: some View {
    Button("Sort: \(sort)") { showsSort = true }
      .interruptibleMenu(isPresented: $showsSort) {
        VStack(alignment: .leading) {
          Button("Name") {
            sort = "Name"
            showsSort = false
          }
          Button("Date") {
            sort = "Date"
            showsSort = false
          }
        }
        .padding()
      }
  }
}

struct FadeCardView: View {
  @State private var showsToast = false
  @State private var showsSlowCard = false

  var body: some View {
    VStack {
      Button("Toast") { showsToast = true }
        .interruptiblePresentation(
          isPresented: $showsToast,
          transition: .custom(CrossFadeTransition(), frame: { $0.insetBy(dx: 40, dy: 300) })
        ) {
          Text("Saved")
        }
      Button("Slow card") { showsSlowCard = true }
        .interruptiblePresentation(
          isPresented: $showsSlowCard,
          transition: .card.transformingTransition { SlowTransition(base: $0) }
        ) {
          CardView()
        }
    }
  }
}

struct CardView: View {
  @Environment(\.interruptibleDismiss) private var dismiss
  @State private var hasUnsavedChanges = false

  var body: some View {
    VStack {
      Toggle("Unsaved changes", isOn: $hasUnsavedChanges)
      Button("Close") { dismiss() }
    }
    .padding()
    .interruptibleDismissDisabled(hasUnsavedChanges)
  }
}

struct PlacesView: View {
  @State private var showsPlaces = true  // presented once the view is on screen
  @State private var query = ""

  var body: some View {
    Color.blue
      .interruptibleSheet(
        isPresented: $showsPlaces, detents: [.fraction(0.25, id: "peek"), .large],
        keyboardPolicy: .expand(to: .large)
      ) {
        TextField("Search", text: $query)
      }
  }
}

struct MailboxView: View {
  @State private var path: [Int] = []

  var body: some View {
    InterruptibleNavigationStack(path: $path) {
      Button("Open message 1") { path.append(1) }
    } destination: { message in
      MessageScreen(message: message, path: $path)
    }
  }
}

struct MessageScreen: View {
  let message: Int
  @Binding var path: [Int]

  var body: some View {
    VStack {
      Text("Message \(message)")
      Button("Open the next message") { path.append(message + 1) }
      Button("Back to the inbox") { path.removeAll() }  // pops every level, one after the other
    }
  }
}

struct AttachmentsView: View {
  let attachments: [Photo]
  @State private var path: [Photo] = []

  var body: some View {
    InterruptibleNavigationStack(path: $path, transition: Self.transition) {
      List(attachments) { photo in
        Button(photo.title) { path.append(photo) }
      }
    } destination: { photo in
      PhotoView(photo: photo)
    }
  }

  /// The first attachment cross-fades in and out; the others slide (nil: the stack's slide).
  @MainActor static func transition(for photo: Photo) -> (any InterruptibleTransition)? {
    photo.id == 1 ? CrossFadeTransition() : nil
  }
}
