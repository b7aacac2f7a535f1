import Interruptible
import UIKit

/// One declaration, every form: a detent sheet that is a bottom sheet on iPhone, a floating panel on
/// iPad and an edge-attached sheet in compact height, and a card at UIKit's form-sheet size on iPad.
/// Resize the window (Stage Manager, Split View, a rotation) while the sheet moves: it changes form
/// mid-flight, keeps its place and its end time, and comes to rest once.
final class AdaptiveFormsDemoViewController: UIViewController {
  /// The policies the segmented control offers, in its order.
  static let policies: [(title: String, form: AdaptiveForm)] = [
    ("Automatic", .automatic), ("Sheet", .sheet), ("Panel", .floatingPanel(edge: .trailing, width: 420)),
  ]

  /// The policy the next sheet and card take (and the shown sheet, at once).
  private(set) var policy = AdaptiveForm.automatic
  /// The sheet on screen, if any.
  private(set) weak var sheet: DetentSheetViewController?
  /// The form the sheet has and the detent it rests at.
  let status = DemoStyle.instructions("No sheet shown")
  /// Chooses the policy.
  let policyControl = UISegmentedControl(items: AdaptiveFormsDemoViewController.policies.map(\.title))
  private let card = CardViewController()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Adaptive forms"
    view.backgroundColor = .systemBackground
    SlowMotion.shared.installBarItem(on: self)
    let text = DemoStyle.instructions(
      """
      • Automatic: a bottom sheet on iPhone, a floating panel at the leading edge on iPad (as in \
      Maps), an edge-attached sheet in landscape on iPhone; the card takes the 540 × 620 pt form \
      sheet on iPad. Sheet: one shape everywhere. Panel: a 420 pt panel at the trailing edge.
      • On iPad, resize the window in Stage Manager or Split View while the sheet moves: it becomes \
      a panel (or a sheet again) from where it is shown and still ends when it would have.
      • Change the policy while the sheet is shown: it takes the new form at once.
      """)
    policyControl.selectedSegmentIndex = 0
    policyControl.addAction(
      UIAction { [weak self] _ in self?.choosePolicy() }, for: .valueChanged)
    let show = DemoStyle.button("Show the sheet") { [weak self] in self?.showSheet() }
    let showCard = DemoStyle.button("Show a card") { [weak self] in self?.showCard() }
    DemoStyle.stack(in: view, [policyControl, show, showCard, status, text])
    card.onClose = { [weak self] in self?.card.interruptibleDismiss() }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.showStatus() }
  }

  private func choosePolicy() {
    let index = min(max(policyControl.selectedSegmentIndex, 0), Self.policies.count - 1)
    policy = Self.policies[index].form
    sheet?.adaptiveForm = policy
    showStatus()
  }

  private func showSheet() {
    guard presentedViewController == nil else { return }
    let content = AdaptiveSheetContentViewController()
    let configuration = DetentSheetConfiguration(
      detents: [.fraction(0.3, id: "peek"), .medium, .large],
      settleDuration: 0.5 * SlowMotion.shared.currentFactor, largestUndimmedDetent: "peek")
    let sheet = DetentSheetViewController(content: content, configuration: configuration)
    sheet.adaptiveForm = policy
    content.moveSheet = { [weak sheet] identifier in sheet?.selectedDetentIdentifier = identifier }
    sheet.onDetentChange = { [weak self] _ in self?.showStatus() }
    sheet.onDismiss = { [weak self] in self?.status.text = "No sheet shown" }
    self.sheet = sheet
    present(sheet, animated: false)
    showStatus()
  }

  private func showCard() {
    guard presentedViewController == nil else { return }
    present(card, transition: SlowMotion.shared.applied(to: .card(adaptiveForm: policy)))
  }

  /// Shows the sheet's form and detent in the status line.
  func showStatus() {
    guard let sheet else { return }
    let detent = sheet.selectedDetentIdentifier?.rawValue ?? "no detent"
    status.text = "\(Self.describe(sheet.presentationForm)) at \(detent)"
  }

  /// A form in words.
  static func describe(_ form: AdaptiveForm.Form) -> String {
    switch form {
    case .sheet: return "Bottom sheet"
    case .floatingPanel(let edge): return "Floating panel (\(edge.rawValue))"
    case .edgeAttachedSheet: return "Edge-attached sheet"
    case .formSheet: return "Form sheet"
    case .card: return "Card"
    case .popover: return "Popover"
    }
  }
}

/// The sheet's content: buttons that move the sheet between its detents.
private final class AdaptiveSheetContentViewController: UIViewController {
  var moveSheet: ((SheetDetent.Identifier) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let label = DemoStyle.instructions("Drag me, or move me by code, then resize the window")
    let targets: [(String, SheetDetent.Identifier)] = [
      ("Peek", "peek"), ("Medium", .medium), ("Large", .large),
    ]
    let buttons = targets.map { title, identifier in
      DemoStyle.button(title) { [weak self] in self?.moveSheet?(identifier) }
    }
    let row = UIStackView(arrangedSubviews: buttons)
    row.axis = .horizontal
    row.spacing = 8
    row.distribution = .fillEqually
    label.frame = CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 40)
    row.frame = CGRect(x: 20, y: 72, width: view.bounds.width - 40, height: 44)
    for item in [label, row] as [UIView] {
      item.autoresizingMask = [.flexibleWidth]
      view.addSubview(item)
    }
  }
}
