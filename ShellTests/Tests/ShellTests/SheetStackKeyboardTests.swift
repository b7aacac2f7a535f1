import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Two stacked detent sheets that both follow the keyboard, a text field in the top one.
@MainActor
@Suite("Stacked detent sheets and the keyboard: every level follows it, the receded level keeps its recede")
struct SheetStackKeyboardTests {
  /// A lower sheet at large and a top sheet at medium with a search field, both following the
  /// keyboard; each counts its detent changes and dismissals.
  struct Stack {
    let world: UIKitWorld
    let lower: DetentSheetViewController
    let top: DetentSheetViewController
    let field: UITextField
  }

  func makeStack(lowerPolicy: SheetKeyboardPolicy = .follow) -> Stack {
    let (world, home) = makeWorld()
    let configuration = DetentSheetConfiguration(detents: [.medium, .large])
    let lower = DetentSheetViewController(
      content: SearchContentViewController(), configuration: configuration)
    lower.initialDetentIndex = 1
    lower.keyboardPolicy = lowerPolicy
    home.present(lower, animated: false)
    world.advance(by: 2)
    let content = SearchContentViewController()
    let top = DetentSheetViewController(content: content, configuration: configuration)
    top.keyboardPolicy = .follow
    lower.content.present(top, animated: false)
    world.advance(by: 2)
    return Stack(world: world, lower: lower, top: top, field: content.field)
  }

  /// The top edge `sheet` shows now (its presentation layer: centre, bounds and recede transform).
  func shownTop(_ sheet: DetentSheetViewController) -> Double {
    let layer = sheet.sheetView.layer.presentation() ?? sheet.sheetView.layer
    let transform = layer.affineTransform()
    return Double(layer.position.y + transform.ty - transform.a * layer.bounds.height / 2)
  }

  /// The scale the lower sheet shows now.
  func shownScale(_ sheet: DetentSheetViewController) -> Double {
    Double((sheet.sheetView.layer.presentation() ?? sheet.sheetView.layer).affineTransform().a)
  }

  @Test(
    "A field in the top sheet takes a 336 pt keyboard: both levels ride on it, the lower one keeps scale 0.96 and its top edge at 42 pt every frame"
  )
  func topFieldFocused() {
    let stack = makeStack()
    let world = stack.world
    var changes: [String] = []
    var dismissals = 0
    stack.lower.onDetentChange = { changes.append("lower \($0.rawValue)") }
    stack.top.onDetentChange = { changes.append("top \($0.rawValue)") }
    stack.lower.onDismiss = { dismissals += 1 }
    stack.top.onDismiss = { dismissals += 1 }
    // Before: large 797 pt under a medium top (398.5 / 797 = half a level): 0.96, the top edge 5 pt
    // above the safe area's 47 pt.
    #expect(abs(shownScale(stack.lower) - 0.96) < 1e-6)
    #expect(abs(shownTop(stack.lower) - 42) < 0.5)
    _ = stack.field.becomeFirstResponder()
    world.setKeyboard(height: 336)
    var largestDrift = 0.0
    var largestScaleDrift = 0.0
    for _ in 0..<60 {
      world.advance(by: UIKitWorld.frame)
      // The top's progress stays half a level (its medium over its large, both above the keyboard).
      largestScaleDrift = max(largestScaleDrift, abs(shownScale(stack.lower) - 0.96))
      largestDrift = max(largestDrift, abs(shownTop(stack.lower) - 42))
    }
    print("Stack keyboard: lower level's top edge drift \(largestDrift) pt, scale drift \(largestScaleDrift)")
    #expect(largestScaleDrift < 1e-6)
    #expect(largestDrift < 0.5)
    // After: large is 797 − 336 = 461 pt, medium 230.5 pt, both bottoms on the keyboard's top (508).
    #expect(abs(stack.top.sheetView.frame.maxY - 508) < 0.5)
    #expect(abs(stack.top.sheetView.bounds.height - 230.5) < 0.5)
    #expect(abs(stack.lower.sheetView.bounds.height - 461) < 0.5)
    #expect(abs(stack.lower.sheetView.center.y + stack.lower.sheetView.bounds.height / 2 - 508) < 0.5)
    // The recede is about the new height: ty = −0.04 × 461 / 2 − 5.
    #expect(abs(Double(stack.lower.sheetView.transform.ty) - (-0.04 * 461 / 2 - 5)) < 0.01)
    world.setKeyboard(height: 0)
    world.advance(by: 2)
    #expect(abs(stack.lower.sheetView.bounds.height - 797) < 0.5)
    #expect(abs(stack.top.sheetView.frame.maxY - 844) < 0.5)
    #expect(abs(shownScale(stack.lower) - 0.96) < 1e-6 && abs(shownTop(stack.lower) - 42) < 0.5)
    #expect(changes.isEmpty && dismissals == 0)
    expectClean(world)
  }

  @Test(
    "A lower level that ignores the keyboard stays at 797 pt and 0.96 while the top rides on it; the top's dismissal then brings it forward once"
  )
  func lowerIgnoresTheKeyboard() {
    let stack = makeStack(lowerPolicy: .ignore)
    let world = stack.world
    var dismissals = 0
    stack.top.onDismiss = { dismissals += 1 }
    _ = stack.field.becomeFirstResponder()
    world.setKeyboard(height: 336)
    var largestDrift = 0.0
    for _ in 0..<60 {
      world.advance(by: UIKitWorld.frame)
      largestDrift = max(largestDrift, abs(shownTop(stack.lower) - 42) + abs(shownScale(stack.lower) - 0.96))
    }
    #expect(largestDrift < 0.5)
    #expect(abs(stack.lower.sheetView.bounds.height - 797) < 0.5)
    #expect(abs(stack.top.sheetView.frame.maxY - 508) < 0.5)
    stack.top.dismissSheet()
    world.advance(by: 2)
    #expect(dismissals == 1)
    #expect(stack.lower.sheetView.transform == .identity)
    #expect(stack.lower.presentedViewController == nil)
    world.advance(by: 2)
    #expect(dismissals == 1)
    expectClean(world)
  }
}
