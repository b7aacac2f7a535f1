import Interruptible
import SwiftUI
import UIKit

/// The SwiftUI navigation screen: numbered pages pushed and popped by a path, several levels at once;
/// every third page cross-fades, the others slide. Tap "Back to the root" while a page arrives: the
/// push turns around. Swipe back from anywhere (down on a cross-fading page): the path on screen loses
/// the page once the pop completes.
@MainActor
struct SwiftUINavigationDemoView: View {
  @State private var path: [Int] = []

  var body: some View {
    InterruptibleNavigationStack(path: $path, transition: Self.transition) {
      DemoPathPage(title: "Root", path: $path)
    } destination: { page in
      DemoPathPage(title: "Page \(page)", path: $path)
    }
  }

  /// Every third page cross-fades in and out; nil gives the others the stack's slide.
  static func transition(for page: Int) -> (any InterruptibleTransition)? {
    page.isMultiple(of: 3) ? CrossFadeTransition() : nil
  }
}

/// A page of the demo stack: the path on screen and the edits that push and pop.
struct DemoPathPage: View {
  let title: String
  @Binding var path: [Int]

  var body: some View {
    VStack(spacing: 16) {
      Text(title).font(.title)
      Text("path: [\(path.map(String.init).joined(separator: ", "))]")
        .font(.footnote).foregroundColor(.secondary)
      Button("Push one") { path.append(path.count + 1) }
      Button("Push three") { path += (1...3).map { path.count + $0 } }
      Button("Pop two") { path.removeLast(min(2, path.count)) }
      Button("Back to the root") { path.removeAll() }
    }
    .padding()
  }
}

/// The SwiftUI navigation screen in a hosting controller, for the demo list.
@MainActor
func makeSwiftUINavigationDemo() -> UIViewController {
  UIHostingController(rootView: SwiftUINavigationDemoView())
}
