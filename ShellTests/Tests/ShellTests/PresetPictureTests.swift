import Foundation
import Interruptible
import Testing
import UIKit
import UIKitWorld

/// Pictures of each preset's frame on an iPhone and an iPad, drawn from the presets' real frames in
/// the world and checked against the SVGs in Docs/Presets/ (`REGENERATE_PRESET_PICTURES=1` rewrites them).
@MainActor
@Suite("Preset pictures: the SVGs in Docs/Presets match the presets' frames")
struct PresetPictureTests {
  struct Device {
    let name: String
    let size: CGSize
    let insets: UIEdgeInsets
  }

  static let devices = [
    Device(
      name: "iPhone", size: CGSize(width: 390, height: 844),
      insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
    Device(
      name: "iPad", size: CGSize(width: 820, height: 1180),
      insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
  ]

  /// The frame a preset gives content (window coordinates), presented from a button at (20, 100).
  static func frame(of preset: String, on device: Device) -> CGRect {
    let world = UIKitWorld(screenSize: device.size, safeAreaInsets: device.insets)
    let home = HomeViewController()
    world.window.rootViewController = home
    world.advance(by: 0)
    let content = ContentViewController()
    switch preset {
    case "card": home.present(content, transition: .card)
    case "sheet": home.present(content, transition: .sheet)
    default:
      content.preferredContentSize = CGSize(width: 250, height: 176)
      home.present(content, transition: .pullDownMenu(from: home.button))
    }
    world.advance(by: 2)
    return content.view.convert(content.view.bounds, to: nil)
  }

  static func svg(for device: Device) -> String {
    let presets = [("pullDownMenu", "#0a84ff"), ("card", "#30d158"), ("sheet", "#ff9f0a")]
    let scale = 0.5
    let gap = 20.0
    let width = (Double(device.size.width) * scale + gap) * Double(presets.count) + gap
    let height = Double(device.size.height) * scale + 2 * gap + 16
    func n(_ value: Double) -> String { String(format: "%.1f", value) }
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"11\">",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
    ]
    for (index, (preset, color)) in presets.enumerated() {
      let x0 = gap + Double(index) * (Double(device.size.width) * scale + gap)
      let y0 = gap + 16
      let frame = frame(of: preset, on: device)
      lines.append(
        "<text x=\"\(n(x0))\" y=\"\(n(gap + 8))\">\(device.name) \(Int(device.size.width))×\(Int(device.size.height)): .\(preset)</text>"
      )
      lines.append(
        "<rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(Double(device.size.width) * scale))\" height=\"\(n(Double(device.size.height) * scale))\" fill=\"#f2f2f7\" stroke=\"#8e8e93\"/>"
      )
      lines.append(
        "<rect x=\"\(n(x0 + Double(frame.minX) * scale))\" y=\"\(n(y0 + Double(frame.minY) * scale))\" width=\"\(n(Double(frame.width) * scale))\" height=\"\(n(Double(frame.height) * scale))\" fill=\"\(color)\" fill-opacity=\"0.35\" stroke=\"\(color)\"/>"
      )
      lines.append(
        "<text x=\"\(n(x0 + 4))\" y=\"\(n(y0 + Double(device.size.height) * scale - 6))\">\(n(Double(frame.minX))), \(n(Double(frame.minY))) · \(n(Double(frame.width))) × \(n(Double(frame.height))) pt</text>"
      )
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("Docs/Presets/iPhone.svg and iPad.svg show the frames the presets give, in points")
  func pictures() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../../Docs/Presets"
    ).standardized
    for device in Self.devices {
      let expected = Self.svg(for: device)
      let file = folder.appendingPathComponent("\(device.name).svg")
      if ProcessInfo.processInfo.environment["REGENERATE_PRESET_PICTURES"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try expected.write(to: file, atomically: true, encoding: .utf8)
      }
      let committed = try String(contentsOf: file, encoding: .utf8)
      #expect(committed == expected, "\(file.path) is stale: run REGENERATE_PRESET_PICTURES=1 swift test")
    }
  }
}
