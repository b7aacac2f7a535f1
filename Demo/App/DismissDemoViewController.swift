import Interruptible
import UIKit

/// `interruptibleDismiss()` called while the presentation is still arriving: the banner reverses from
/// where it is, with its velocity, and completes cancelled; nothing is queued behind the presentation.
final class DismissDemoViewController: UIViewController {
  private let banner = BannerViewController()
  private let status = DemoStyle.instructions("")
  private let delayLabel = DemoStyle.instructions("")
  private let delaySlider = UISlider()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "dismiss() mid-flight"
    view.backgroundColor = .systemGroupedBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • “Present, then dismiss()” presents the banner and calls interruptibleDismiss() from code \
      after the delay below, while the banner is still sliding in: it turns around on the spot.
      • “Present” and “dismiss()” let you do the same by hand, at any moment, as often as you like: \
      presenting while it leaves brings it back. The screen stays live the whole time.
      """)
    delaySlider.minimumValue = 0.05
    delaySlider.maximumValue = 0.45
    delaySlider.value = 0.15
    delaySlider.addAction(UIAction { [weak self] _ in self?.showDelay() }, for: .valueChanged)
    let automatic = DemoStyle.button("Present, then dismiss()") { [weak self] in
      self?.presentThenDismiss()
    }
    let present = DemoStyle.button("Present") { [weak self] in self?.presentBanner() }
    let dismiss = DemoStyle.button("dismiss()") { [weak self] in self?.dismissBanner() }
    let manual = UIStackView(arrangedSubviews: [present, dismiss])
    manual.spacing = 12
    manual.distribution = .fillEqually
    DemoStyle.stack(in: view, [text, automatic, delayLabel, delaySlider, manual, status])
    SlowMotion.shared.observe(self) { [weak self] _ in self?.showDelay() }
  }

  private var delay: Double { Double(delaySlider.value) * SlowMotion.shared.currentFactor }

  private func showDelay() {
    delayLabel.text = String(format: "dismiss() after %.2f s", delay)
  }

  private func presentThenDismiss() {
    presentBanner()
    let delay = delay
    Task { @MainActor [weak self] in
      try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
      self?.status.text = "dismiss() called \(String(format: "%.2f", delay)) s in: the banner reversed."
      self?.banner.interruptibleDismiss()
    }
  }

  private func presentBanner() {
    status.text = "Presenting…"
    present(banner, transition: SlowMotion.shared.applied(to: bannerPresentation()))
  }

  private func dismissBanner() {
    status.text = "dismiss(): reverses if still arriving, leaves if presented."
    banner.interruptibleDismiss()
  }

  /// A banner sliding down from the top edge under the status bar; touches outside it reach this
  /// screen (the banner is not modal).
  private func bannerPresentation() -> InterruptiblePresentation {
    let top = view.window?.safeAreaInsets.top ?? 47
    var presentation = InterruptiblePresentation(
      transition: SlideTransition(edge: .top),
      frame: { bounds in CGRect(x: 12, y: top + 4, width: bounds.width - 24, height: 88) })
    presentation.touchRouter.outsideTouchBehavior = .passThrough
    return presentation
  }
}

/// The banner's content.
final class BannerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    DemoStyle.roundPanel(view, radius: 18)
    let symbol = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
    symbol.tintColor = .systemGreen
    symbol.setContentHuggingPriority(.required, for: .horizontal)
    let label = UILabel()
    label.text = "Saved. Dismissed from code while it was still arriving?"
    label.numberOfLines = 2
    label.font = .preferredFont(forTextStyle: .subheadline)
    let row = UIStackView(arrangedSubviews: [symbol, label])
    row.spacing = 12
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(row)
    NSLayoutConstraint.activate([
      row.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
  }
}
