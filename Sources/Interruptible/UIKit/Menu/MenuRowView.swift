#if canImport(UIKit)
  @preconcurrency import UIKit

  /// One row's view in the system pull-down look: a checkmark column for `.state`, title and subtitle
  /// in Dynamic Type, the image on the trailing side, destructive rows red, disabled rows dimmed, a
  /// chevron for submenus, a spinner for loading rows, and a thin separator for section breaks.
  @MainActor
  final class MenuRowView: UIView {
    let content: MenuRowContent
    /// Whether the row is the header of a submenu opened in place (a context menu's): it shows the
    /// submenu's title with a chevron pointing down, and choosing it goes back.
    let isSubmenuHeader: Bool
    private let highlight = UIView()

    /// A row showing `content`.
    convenience init(_ content: MenuRowContent) { self.init(content, isSubmenuHeader: false) }

    init(_ content: MenuRowContent, isSubmenuHeader: Bool) {
      self.content = content
      self.isSubmenuHeader = isSubmenuHeader
      super.init(frame: .zero)
      if content.isSeparator {
        backgroundColor = UIColor.separator.withAlphaComponent(0.12)
        heightAnchor.constraint(equalToConstant: 8).isActive = true
        return
      }
      highlight.backgroundColor = UIColor.label.withAlphaComponent(0.12)
      highlight.isHidden = true
      highlight.translatesAutoresizingMaskIntoConstraints = false
      addSubview(highlight)
      let row = UIStackView(arrangedSubviews: makeViews())
      row.axis = .horizontal
      row.spacing = 8
      row.alignment = .center
      row.translatesAutoresizingMaskIntoConstraints = false
      addSubview(row)
      NSLayoutConstraint.activate([
        highlight.leadingAnchor.constraint(equalTo: leadingAnchor),
        highlight.trailingAnchor.constraint(equalTo: trailingAnchor),
        highlight.topAnchor.constraint(equalTo: topAnchor),
        highlight.bottomAnchor.constraint(equalTo: bottomAnchor),
        row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
        row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        row.topAnchor.constraint(equalTo: topAnchor, constant: 11),
        row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -11),
        heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      ])
      configureAccessibility()
    }

    required init?(coder: NSCoder) { nil }

    var isHighlighted = false {
      didSet { highlight.isHidden = !isHighlighted }
    }

    private func makeViews() -> [UIView] {
      let check = UIImageView(image: checkImage)
      check.tintColor = .label
      check.widthAnchor.constraint(equalToConstant: 16).isActive = true
      let title = UILabel()
      title.font = .preferredFont(forTextStyle: .body)
      title.adjustsFontForContentSizeCategory = true
      title.numberOfLines = 0
      let subtitle = UILabel()
      subtitle.font = .preferredFont(forTextStyle: .footnote)
      subtitle.adjustsFontForContentSizeCategory = true
      subtitle.textColor = .secondaryLabel
      subtitle.numberOfLines = 0
      let texts = UIStackView(arrangedSubviews: [title, subtitle])
      texts.axis = .vertical
      let image = UIImageView()
      image.setContentHuggingPriority(.required, for: .horizontal)
      switch content {
      case .action(let action):
        title.text = action.title
        subtitle.text = action.subtitle
        subtitle.isHidden = action.subtitle?.isEmpty ?? true
        image.image = action.image
        let destructive = action.attributes.contains(.destructive)
        let disabled = action.attributes.contains(.disabled)
        title.textColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
        image.tintColor = title.textColor
      case .submenu(let menu):
        title.text = menu.title
        if isSubmenuHeader { title.font = .preferredFont(forTextStyle: .headline) }
        subtitle.isHidden = true
        image.image = UIImage(systemName: isSubmenuHeader ? "chevron.down" : "chevron.forward")
        image.tintColor = .secondaryLabel
      case .loading:
        title.text = NSLocalizedString("Loading…", comment: "A menu row while its elements load")
        title.textColor = .secondaryLabel
        subtitle.isHidden = true
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        return [check, texts, spinner]
      case .title(let text):
        title.text = text
        title.font = .preferredFont(forTextStyle: .footnote)
        title.textColor = .secondaryLabel
        subtitle.isHidden = true
      case .separator:
        return []
      }
      return [check, texts, image]
    }

    private var checkImage: UIImage? {
      guard case .action(let action) = content else { return nil }
      switch action.state {
      case .on: return UIImage(systemName: "checkmark")
      case .mixed: return UIImage(systemName: "minus")
      default: return nil
      }
    }

    private func configureAccessibility() {
      isAccessibilityElement = true
      switch content {
      case .action(let action):
        accessibilityLabel = action.title
        accessibilityValue = action.subtitle
        var traits: UIAccessibilityTraits = .button
        if action.attributes.contains(.disabled) { traits.insert(.notEnabled) }
        if action.state == .on { traits.insert(.selected) }
        accessibilityTraits = traits
      case .submenu(let menu):
        accessibilityLabel = menu.title
        accessibilityTraits = isSubmenuHeader ? [.button, .header] : .button
        accessibilityHint =
          isSubmenuHeader
          ? NSLocalizedString("Goes back to the menu", comment: "VoiceOver hint of an open submenu's header")
          : NSLocalizedString("Opens a submenu", comment: "VoiceOver hint of a submenu row")
      case .loading:
        accessibilityLabel = NSLocalizedString("Loading", comment: "VoiceOver label of a loading menu row")
        accessibilityTraits = .staticText
      case .title(let text):
        accessibilityLabel = text
        accessibilityTraits = .header
      case .separator:
        isAccessibilityElement = false
      }
    }
  }
#endif
