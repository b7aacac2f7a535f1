// The keyboard, scroll-view and resize code of Docs/Sheets.md, type-checked for iOS by .ci/run
// (ios-check, 0 warnings); scripts/check-guide-snippets checks that every Swift block of the guide
// appears here verbatim.
import Interruptible
import UIKit

final class SearchSheetHost: UIViewController {
  let search = UIViewController()  // a search field and a list of results

  func showSearch() {
    let sheet = DetentSheetViewController(
      content: search, configuration: DetentSheetConfiguration(detents: [.fraction(0.3, id: "peek"), .large]))
    // Rise only as far as keeps the focused field 16 pt above the keyboard.
    sheet.keyboardPolicy = .keepFocusedFieldVisible(margin: 16)
    // A downward drag first puts the keyboard away, as in Maps.
    sheet.resignsFirstResponderOnDownwardDrag = true
    present(sheet, animated: false)
  }

  func showReplyCard(_ reply: UIViewController) {
    var card = InterruptiblePresentation.card
    card.keyboardPolicy = .keepFocusedFieldVisible(margin: 16)  // the same policies, per presentation
    present(reply, transition: card)
  }

  func showComposer(_ composer: UIViewController) {
    let sheet = DetentSheetViewController(content: composer)
    sheet.keyboardPolicy = .follow  // rides on the keyboard; detents resolve in the space above it
    present(sheet, animated: false)
  }
}
