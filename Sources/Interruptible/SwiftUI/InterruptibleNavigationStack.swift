#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A navigation stack whose pushes and pops are interruptible, driven by a `path` binding as
  /// `NavigationStack(path:root:)` is, on iOS 15 and later. The screens are SwiftUI views hosted in a
  /// `UINavigationController` that animates with the package's transitions
  /// (``InterruptibleNavigationDelegate``): a path changed back while its push or pop is in flight
  /// turns that transition around from where it is; a path several levels away is reached one level
  /// after the other; a back-swipe or a back tap of the user's writes the path back once per completed
  /// pop, and a cancelled swipe writes nothing.
  ///
  /// ```swift
  /// struct MailboxView: View {
  ///   @State private var path: [Int] = []
  ///
  ///   var body: some View {
  ///     InterruptibleNavigationStack(path: $path) {
  ///       Button("Open message") { path.append(1) }
  ///     } destination: { message in
  ///       Text("Message \(message)")
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor
  public struct InterruptibleNavigationStack<Value: Hashable, Root: View, Destination: View>: View {
    private let path: Binding<[Value]>
    private let transition: @MainActor (Value) -> (any InterruptibleTransition)?
    private let root: Root
    private let destination: (Value) -> Destination

    /// A stack showing `root`, with the screen `destination` makes for each value of `path` above it.
    ///
    /// - Parameters:
    ///   - path: The values of the screens above the root, the top one last. Append to push, remove
    ///     to pop; several levels at once are pushed or popped one after the other.
    ///   - transition: The transition of a value's push and pop (a zoom for one screen, say); nil
    ///     slides it in from the trailing edge.
    ///   - root: The screen at the bottom of the stack.
    ///   - destination: The screen for a value.
    public init(
      path: Binding<[Value]>,
      transition: @escaping @MainActor (Value) -> (any InterruptibleTransition)? = { _ in nil },
      @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (Value) -> Destination
    ) {
      self.path = path
      self.transition = transition
      self.root = root()
      self.destination = destination
    }

    /// The navigation controller hosting the screens.
    public var body: some View {
      NavigationStackHost(
        path: path.wrappedValue, setPath: { [path] in path.wrappedValue = $0 }, root: root,
        destination: destination, transition: transition)
    }
  }
#endif
