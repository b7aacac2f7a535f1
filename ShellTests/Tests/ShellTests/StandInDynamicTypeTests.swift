import Foundation
import Testing
import UIKit
import UIKitWorld

/// A controller that records the trait changes it and its root view hear, in order.
@MainActor
final class TraitRecordingViewController: UIViewController {
  var log: [String] = []
  let child = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  override func loadView() {
    let root = TraitRecordingView(frame: .zero)
    root.name = "root view"
    view = root
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    child.name = "subview"
    view.addSubview(child)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("controller \(previousTraitCollection?.preferredContentSizeCategory == .large)")
    (view as? TraitRecordingView)?.log = { [weak self] in self?.log.append($0) }
    child.log = { [weak self] in self?.log.append($0) }
  }
}

@MainActor
final class TraitRecordingView: UIView {
  var name = ""
  var log: ((String) -> Void)?
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log?("\(name) \(traitCollection.preferredContentSizeCategory == .accessibilityLarge)")
  }
}

@MainActor
@Suite("UIKit stand-in: Dynamic Type")
struct StandInDynamicTypeTests {
  @Test("DT01 the content size categories are ordered, the five largest are accessibility sizes")
  func ordering() {
    let all: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    #expect(all == all.sorted())
    #expect(zip(all, all.dropFirst()).allSatisfy { $0 < $1 })
    #expect(all.filter(\.isAccessibilityCategory) == Array(all.suffix(5)))
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    #expect(UIKitWorld().contentSizeCategory == .large)  // a new world: the default size
  }

  @Test(
    "DT02 preferredFont sizes follow the HIG table for each category; a trait collection picks the column")
  func fontSizes() {
    let world = UIKitWorld()
    let body: [UIContentSizeCategory: CGFloat] = [
      .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
      .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33,
      .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
    ]
    for (category, size) in body {
      let traits = UITraitCollection(preferredContentSizeCategory: category)
      #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == size)
    }
    let large = UIFont.preferredFont(forTextStyle: .body)
    #expect(large.pointSize == 17 && large.lineHeight == 22)
    let footnote = UIFont.preferredFont(forTextStyle: .footnote)
    #expect(footnote.pointSize == 13 && footnote.lineHeight == 18)
    // Footnote and the captions keep one size through the three smallest categories.
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let medium = UITraitCollection(preferredContentSizeCategory: .medium)
    #expect(
      UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: small).pointSize
        == UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: medium).pointSize)
    world.contentSizeCategory = .accessibilityExtraLarge
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40)  // the app's category
    #expect(
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 40)
    #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraLarge)
  }

  @Test(
    "DT03 a category change: traitCollectionDidChange top-down with the previous traits, then the notification; none when unchanged"
  )
  func traitChange() {
    let world = UIKitWorld()
    let screen = TraitRecordingViewController()
    world.window.rootViewController = screen
    world.advance(by: 0)
    var notified: [UIContentSizeCategory?] = []
    let token = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { note in
      let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
      MainActor.assumeIsolated {
        screen.log.append("notification")
        notified.append(value)
      }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    world.contentSizeCategory = .accessibilityLarge
    #expect(screen.log == ["controller true", "root view true", "subview true", "notification"])
    #expect(notified == [.accessibilityLarge])
    world.contentSizeCategory = .accessibilityLarge
    #expect(screen.log.count == 4)
    #expect(screen.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
  }

  @Test(
    "DT04 a label that adjusts takes its style's new font and its height; one that does not keeps its font"
  )
  func adjustingLabels() {
    let world = UIKitWorld()
    let screen = UIViewController()
    world.window.rootViewController = screen
    let adjusting = UILabel()
    adjusting.text = "Copy"
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UILabel()
    fixed.text = "Copy"
    fixed.font = .preferredFont(forTextStyle: .body)
    screen.view.addSubview(adjusting)
    screen.view.addSubview(fixed)
    world.advance(by: 0)
    #expect(adjusting.intrinsicContentSize.height == 22)
    world.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(adjusting.font.pointSize == 53 && adjusting.intrinsicContentSize.height == 62)
    #expect(fixed.font.pointSize == 17 && fixed.intrinsicContentSize.height == 22)
  }

  @Test(
    "VW15 a view's fitting height covers a subview pinned to its top and bottom, with the pins' insets, and grows with it"
  )
  func pinnedFittingHeight() {
    let world = UIKitWorld()
    let screen = UIViewController()
    world.window.rootViewController = screen
    let row = UIView()
    let label = UILabel()
    label.text = "Share"
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: row.topAnchor, constant: 11),
      row.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 11),
      row.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
    ])
    screen.view.addSubview(row)
    world.advance(by: 0)
    func fitting() -> CGFloat {
      row.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    #expect(fitting() == 44)  // 11 + 22 + 11
    world.contentSizeCategory = .accessibilityMedium
    #expect(fitting() == 56)  // 11 + 34 + 11
    label.isHidden = true
    #expect(fitting() == 30)  // the height constraint alone
  }
}
