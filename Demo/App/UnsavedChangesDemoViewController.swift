import Interruptible
import UIKit

/// A composer sheet that resists dismissal while it holds unsaved text, in UIKit's own terms:
/// `isModalInPresentation` and `presentationControllerDidAttemptToDismiss(_:)`.
final class UnsavedChangesDemoViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private var composer: ComposerViewController?
  /// How many dismissals the user attempted while the draft was unsaved.
  private(set) var attempts = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Unsaved changes"
    view.backgroundColor = .systemGroupedBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • Open the composer and type a few words: the sheet now holds unsaved changes.
      • Pull it down: it follows with a rubber band and springs back. Tap outside: it stays. Each \
      try asks whether to discard the draft, once per try.
      • Discard closes it; Save closes it by code, which always works. An empty draft closes as usual.
      """)
    let open = DemoStyle.button("Write a note") { [weak self] in self?.showComposer() }
    DemoStyle.stack(in: view, [open, text])
  }

  private func showComposer() {
    let composer = self.composer ?? ComposerViewController()
    self.composer = composer
    present(composer, transition: SlowMotion.shared.applied(to: .sheet))
    composer.presentationController?.delegate = self
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    attempts += 1
    composer?.askToDiscard()
  }
}

/// The composer: a text field, a save button, and a discard question shown after an attempt.
final class ComposerViewController: UIViewController {
  let field = UITextField()
  let status = UILabel()
  private let question = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    DemoStyle.roundPanel(view, radius: 20)
    field.placeholder = "A note"
    field.borderStyle = .roundedRect
    field.addAction(UIAction { [weak self] _ in self?.draftChanged() }, for: .editingChanged)
    question.addArrangedSubview(DemoStyle.button("Discard") { [weak self] in self?.discard() })
    question.addArrangedSubview(DemoStyle.button("Keep editing") { [weak self] in self?.keepEditing() })
    question.axis = .horizontal
    question.spacing = 12
    question.distribution = .fillEqually
    question.isHidden = true
    let save = DemoStyle.button("Save") { [weak self] in self?.save() }
    status.font = .preferredFont(forTextStyle: .footnote)
    status.textColor = .secondaryLabel
    DemoStyle.stack(in: view, [field, status, question, save])
    draftChanged()
  }

  /// Shows the discard question (the user tried to dismiss the unsaved draft).
  func askToDiscard() {
    question.isHidden = false
    status.text = "Discard this draft?"
  }

  private func draftChanged() {
    isModalInPresentation = !(field.text ?? "").isEmpty
    status.text = isModalInPresentation ? "Unsaved changes" : "Nothing to lose"
  }

  private func keepEditing() {
    question.isHidden = true
    status.text = "Unsaved changes"
  }

  private func discard() {
    field.text = ""
    draftChanged()
    question.isHidden = true
    interruptibleDismiss()
  }

  private func save() {
    field.text = ""
    draftChanged()
    question.isHidden = true
    status.text = "Saved"
    interruptibleDismiss()
  }
}
