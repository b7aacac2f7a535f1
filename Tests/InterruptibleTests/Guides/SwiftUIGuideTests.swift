import Foundation
import Interruptible
import Testing

/// The core code of Docs/SwiftUI.md, run; scripts/check-guide-snippets checks that the guide's block
/// appears here verbatim.
@Suite struct SwiftUIGuideTests {
  @Test(
    "Docs/SwiftUI.md Testing: present(1), false while presenting -> cancelPresentation, onDismiss(1) once at idle"
  )
  func reconcilerExample() {
    var reconciler = PresentationReconciler<Int>()
    reconciler.write(1)
    let first = reconciler.flush()
    #expect(first.request == .present(1))
    _ = reconciler.observe(.presenting, isGrabbed: false)
    reconciler.write(nil)  // false while presenting...
    #expect(reconciler.flush().request == .cancelPresentation)  // ...reverses
    _ = reconciler.observe(.dismissing, isGrabbed: false)
    let done = reconciler.observe(.idle, isGrabbed: false)
    #expect(done.dismissedContent == 1)  // onDismiss, once
  }

  @Test("PresentationLayout doc example: menu (174, 152, 200×180), card (45, 322, 300×200)")
  func layoutExample() {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let menu = PresentationLayout.menuFrame(
      anchor: CGRect(x: 300, y: 100, width: 80, height: 44), fitting: CGSize(width: 200, height: 180),
      in: bounds)
    #expect(menu == CGRect(x: 174, y: 152, width: 200, height: 180))
    let card = PresentationLayout.cardFrame(fitting: CGSize(width: 300, height: 200), in: bounds)
    #expect(card == CGRect(x: 45, y: 322, width: 300, height: 200))
  }
}
