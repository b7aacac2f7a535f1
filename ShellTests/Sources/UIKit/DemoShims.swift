/// DEMO SHIM, NOT UIKIT. The demo list's SwiftUI row calls `makeSwiftUIDemo()`, which the demo
/// defines in its SwiftUI file; that file is not compiled here (the stand-in has no SwiftUI). So
/// that the demo's other files compile unchanged, this stand-in returns a plain view controller
/// titled "SwiftUI (not run)": pushing the row works, the SwiftUI screen itself never runs here.
@MainActor
public func makeSwiftUIDemo() -> UIViewController {
  let placeholder = UIViewController()
  placeholder.title = "SwiftUI (not run)"
  return placeholder
}
