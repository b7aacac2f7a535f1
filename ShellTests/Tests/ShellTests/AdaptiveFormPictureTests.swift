import Foundation
import Interruptible
import Testing
import UIKit
import UIKitWorld

/// A picture of the adaptive forms on an iPhone (both orientations), an iPad (both orientations) and
/// a Stage Manager window on both sides of the size-class boundary, drawn from the frames the sheet
/// (at its medium detent, for `.automatic`, `.sheet` and a trailing 420 pt `.floatingPanel`), the
/// `.automatic` card and a menu (anchored, its popover form) really take in the world, and checked against Docs/AdaptiveForms/forms.svg
/// (`REGENERATE_ADAPTIVE_PICTURES=1` rewrites it). Size classes as in ``AdaptiveSheetTests``.
@MainActor
@Suite("Adaptive form pictures: the SVG in Docs/AdaptiveForms matches the real frames")
struct AdaptiveFormPictureTests {
  struct Window {
    let name: String
    let size: CGSize
    let insets: UIEdgeInsets
    let classes: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
  }

  static let phoneInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  static let padInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
  static let windows = [
    Window(
      name: "iPhone", size: CGSize(width: 390, height: 844), insets: phoneInsets,
      classes: (.compact, .regular)),
    Window(
      name: "iPhone landscape", size: CGSize(width: 844, height: 390),
      insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), classes: (.compact, .compact)),
    Window(
      name: "iPad", size: CGSize(width: 1024, height: 1366), insets: padInsets, classes: (.regular, .regular)),
    Window(
      name: "iPad landscape", size: CGSize(width: 1366, height: 1024), insets: padInsets,
      classes: (.regular, .regular)),
    Window(
      name: "Stage Manager", size: CGSize(width: 700, height: 800), insets: .zero,
      classes: (.regular, .regular)),
    Window(
      name: "Stage Manager", size: CGSize(width: 500, height: 800), insets: .zero,
      classes: (.compact, .regular)),
  ]

  /// What a row shows: the sheet with one adaptation, the `.automatic` card, or a menu (its
  /// popover form, anchored to a button at (20, 100), 120 × 44 pt).
  enum Kind {
    case sheet(AdaptiveForm)
    case card
    case menu
  }

  struct Row {
    let label: String
    let kind: Kind
    let color: String
  }

  static let rows = [
    Row(label: "sheet, .automatic", kind: .sheet(.automatic), color: "#ff9f0a"),
    Row(label: "sheet, .sheet", kind: .sheet(.sheet), color: "#0a84ff"),
    Row(
      label: "sheet, .floatingPanel(edge: .trailing, width: 420)",
      kind: .sheet(.floatingPanel(edge: .trailing, width: 420)), color: "#bf5af2"),
    Row(label: "card, .automatic", kind: .card, color: "#30d158"),
    Row(label: "menu (popover, anchored to its button)", kind: .menu, color: "#ff375f"),
  ]

  /// The frame (window coordinates) of the sheet at medium, of the adaptive card or of a menu of
  /// four rows.
  static func frame(_ kind: Kind, in window: Window) -> CGRect {
    let world = UIKitWorld(
      screenSize: window.size, safeAreaInsets: window.insets, sizeClasses: window.classes)
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let sheetForm: AdaptiveForm
    switch kind {
    case .card:
      let content = ContentViewController()
      home.present(content, transition: .card(adaptiveForm: .automatic))
      world.advance(by: 2)
      return content.view.convert(content.view.bounds, to: nil)
    case .menu:
      let items = ["Copy", "Share", "Rename", "Delete"].map { UIAction(title: $0) { _ in } }
      let menu = home.presentMenu(UIMenu(children: items), from: home.button)
      world.advance(by: 2)
      return menu.view.convert(menu.view.bounds, to: nil)
    case .sheet(let form):
      sheetForm = form
    }
    let sheet = DetentSheetViewController(content: ContentViewController())
    sheet.adaptiveForm = sheetForm
    home.present(sheet, animated: false)
    world.advance(by: 2)
    return sheet.sheetView.frame
  }

  static func svg() -> String {
    let scale = 0.25
    let gap = 20.0
    func n(_ value: Double) -> String { String(format: "%.1f", value) }
    let width = windows.reduce(gap) { $0 + Double($1.size.width) * scale + gap }
    let rowHeight = 1366 * scale + 2 * gap + 16
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(Double(rows.count) * rowHeight))\" font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"10\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
    ]
    for (index, row) in rows.enumerated() {
      var x0 = gap
      let color = row.color
      lines.append(
        "<text x=\"\(n(gap))\" y=\"\(n(Double(index) * rowHeight + gap - 4))\" font-weight=\"bold\">\(row.label)</text>"
      )
      for window in windows {
        let y0 = Double(index) * rowHeight + gap + 16
        let (w, h) = (Double(window.size.width) * scale, Double(window.size.height) * scale)
        let frame = frame(row.kind, in: window)
        if case .menu = row.kind {  // the button the menu is anchored to
          lines.append(
            "<rect x=\"\(n(x0 + 20 * scale))\" y=\"\(n(y0 + 100 * scale))\" width=\"\(n(120 * scale))\" height=\"\(n(44 * scale))\" fill=\"#8e8e93\"/>"
          )
        }
        lines.append(
          "<text x=\"\(n(x0))\" y=\"\(n(y0 - 8))\">\(window.name) \(Int(window.size.width))×\(Int(window.size.height))</text>"
        )
        lines.append(
          "<rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#f2f2f7\" stroke=\"#8e8e93\"/>"
        )
        lines.append(
          "<rect x=\"\(n(x0 + Double(frame.minX) * scale))\" y=\"\(n(y0 + Double(frame.minY) * scale))\" width=\"\(n(Double(frame.width) * scale))\" height=\"\(n(Double(frame.height) * scale))\" fill=\"\(color)\" fill-opacity=\"0.35\" stroke=\"\(color)\"/>"
        )
        lines.append(
          "<text x=\"\(n(x0))\" y=\"\(n(y0 + h + 12))\">\(n(Double(frame.minX))), \(n(Double(frame.minY))) · \(n(Double(frame.width))) × \(n(Double(frame.height)))</text>"
        )
        x0 += w + gap
      }
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("Docs/AdaptiveForms/forms.svg shows the frames the adaptive sheet and card take, in points")
  func pictures() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../Docs/AdaptiveForms"
    ).standardized
    let expected = Self.svg()
    let file = folder.appendingPathComponent("forms.svg")
    if ProcessInfo.processInfo.environment["REGENERATE_ADAPTIVE_PICTURES"] == "1" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try expected.write(to: file, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: file, encoding: .utf8)
    #expect(committed == expected, "\(file.path) is stale: run REGENERATE_ADAPTIVE_PICTURES=1 swift test")
  }
}
