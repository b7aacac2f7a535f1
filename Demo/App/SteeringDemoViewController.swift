import Interruptible
import UIKit

/// A header that fades with the sheet's height (added to the sheet's own animator: frame-exact, no
/// per-frame callback), and a form with unsaved changes that resists dismissal.
final class SteeringDemoViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private let header = DemoStyle.instructions("Header: fades as the sheet rises")
  private let status = DemoStyle.instructions("No dismissal attempted")
  private var attempts = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Observe and steer"
    view.backgroundColor = .systemBackground
    let text = DemoStyle.instructions(
      """
      • The header fades with the sheet, in the sheet's own animation.
      • With unsaved changes, pull the sheet down or tap behind it: it rubber-bands, springs back \
      and the attempt is counted. "Save" lets it go.
      """)
    let plain = DemoStyle.button("Show the sheet") { [weak self] in self?.showSheet(unsaved: false) }
    let unsaved = DemoStyle.button("Show it with unsaved changes") { [weak self] in
      self?.showSheet(unsaved: true)
    }
    DemoStyle.stack(in: view, [header, plain, unsaved, status, text])
  }

  private func showSheet(unsaved: Bool) {
    let form = FormViewController()
    form.isModalInPresentation = unsaved
    let configuration = DetentSheetConfiguration(
      detents: [.fraction(0.3, id: "peek"), .large],
      settleDuration: 0.5 * SlowMotion.shared.currentFactor)
    let sheet = DetentSheetViewController(content: form, configuration: configuration)
    let container = Double(view.bounds.height)
    sheet.animateAlongside { [header] height in header.alpha = CGFloat(1 - min(max(height / container, 0), 1))
    }
    form.save = { [weak form, weak sheet] in
      form?.isModalInPresentation = false
      sheet?.dismissSheet()
    }
    present(sheet, animated: false)
    sheet.presentationController?.delegate = self
  }

  /// The sheet resisted a dismissal: count it.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    attempts += 1
    status.text = "Dismissal attempted \(attempts) time\(attempts == 1 ? "" : "s")"
  }
}

/// The sheet's content: a form whose changes are not saved yet.
private final class FormViewController: UIViewController {
  var save: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = DemoStyle.instructions("A form with unsaved changes")
    let button = DemoStyle.button("Save") { [weak self] in self?.save?() }
    label.frame = CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 24)
    button.frame = CGRect(x: 20, y: 60, width: view.bounds.width - 40, height: 44)
    for item in [label, button] as [UIView] {
      item.autoresizingMask = [.flexibleWidth]
      view.addSubview(item)
    }
  }
}
