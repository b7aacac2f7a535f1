import Foundation
import Interruptible
import Testing

@testable import InterruptibleSimulation

@Suite("Context-menu scenarios in the simulator")
struct ContextMenuScenarioTests {
  static let full = """
    {"name": "all fields", "description": "d", "fps": 60, "until": 2,
     "contextMenu": {"container": {"width": 1024, "height": 768},
       "safeArea": {"top": 24, "left": 1, "bottom": 20, "right": 2},
       "source": {"x": 100, "y": 200, "width": 300, "height": 80}, "preview": {"width": 320, "height": 240},
       "rows": [{"height": 44}, {"height": 8}, {"height": 50}], "menuWidth": 280,
       "layoutDirection": "rightToLeft", "keyboard": 300, "commitDuration": 0.4, "slop": 6,
       "reduceMotion": true},
     "events": [{"at": 0, "do": "press", "point": {"x": 150, "y": 240}},
       {"at": 0.1, "do": "move", "point": {"x": 151, "y": 241}}, {"at": 0.5, "do": "release", "point": {"x": 1, "y": 2}},
       {"at": 0.6, "do": "cancelTouch"}, {"at": 0.7, "do": "tapRow", "row": 2}, {"at": 0.8, "do": "tapPreview"},
       {"at": 0.9, "do": "tapOutside"}, {"at": 1, "do": "dismiss"},
       {"at": 1.1, "do": "resize", "container": {"width": 768, "height": 1024}}]}
    """

  @Test("a context-menu scenario decodes every field and event")
  func decodesEveryField() throws {
    let scenario = try Scenario.decode(Data(Self.full.utf8))
    let menu = try #require(scenario.contextMenu)
    #expect(scenario.framesPerSecond == 60 && scenario.until == 2 && scenario.summary == "d")
    #expect(scenario.events.isEmpty)
    #expect(menu.container == CGSize(width: 1024, height: 768))
    #expect(menu.safeArea == MenuInsets(top: 24, left: 1, bottom: 20, right: 2))
    #expect(menu.source == CGRect(x: 100, y: 200, width: 300, height: 80))
    #expect(menu.previewSize == CGSize(width: 320, height: 240))
    #expect(menu.rowHeights == [44, 8, 50] && menu.menuWidth == 280)
    #expect(menu.layoutDirection == .rightToLeft && menu.keyboard == 300 && menu.reducesMotion)
    #expect(menu.settings.commitDuration == 0.4 && menu.settings.slop == 6)
    #expect(
      menu.events.map(\.action) == [
        .press(CGPoint(x: 150, y: 240)), .move(CGPoint(x: 151, y: 241)), .release(CGPoint(x: 1, y: 2)),
        .cancelTouch, .tapRow(2), .tapPreview, .tapOutside, .dismiss,
        .resize(CGSize(width: 768, height: 1024)),
      ])
    #expect(menu.events.map(\.time) == [0, 0.1, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1])
    #expect(menu.keyboardFrame() == CGRect(x: 0, y: 468, width: 1024, height: 300))
  }

  @Test("defaults: no safe area, a snapshot preview, 250 pt menu, left to right, no keyboard, 0.5 s, 10 pt")
  func defaults() throws {
    let json = """
      {"name": "n", "until": 1, "events": [],
       "contextMenu": {"container": {"width": 390, "height": 844},
         "source": {"x": 0, "y": 0, "width": 10, "height": 10}, "rows": [{"height": 44}]}}
      """
    let menu = try #require(try Scenario.decode(Data(json.utf8)).contextMenu)
    #expect(menu.safeArea == MenuInsets() && menu.previewSize == nil && menu.menuWidth == 250)
    #expect(menu.layoutDirection == .leftToRight && menu.keyboard == 0 && menu.keyboardFrame() == nil)
    #expect(menu.settings.commitDuration == 0.5 && menu.settings.slop == 10 && !menu.reducesMotion)
  }

  static let badInput: [(replace: String, with: String, error: String)] = [
    ("\"fps\": 60,", "\"fps\": 60, \"distance\": 240,", "distance: unknown field in a context-menu scenario"),
    ("\"width\": 300,", "\"width\": -4,", "contextMenu.source.width: must be >= 0 and <= 1000000, got -4"),
    ("\"menuWidth\": 280", "\"menuWidth\": 0", "contextMenu.menuWidth: must be > 0 and <= 1000000, got 0"),
    (
      "\"keyboard\": 300", "\"keyboard\": 900",
      "contextMenu.keyboard: must be >= 0 and <= the container's height"
    ),
    (
      "\"commitDuration\": 0.4", "\"commitDuration\": 61",
      "contextMenu.commitDuration: must be in 0...60, got 61"
    ),
    ("\"slop\": 6", "\"slop\": -1", "contextMenu.slop: must be >= 0 and <= 1000000, got -1"),
    ("\"reduceMotion\": true", "\"reduceMotion\": 1", "contextMenu.reduceMotion: expected true or false"),
    ("\"rightToLeft\"", "\"up\"", "contextMenu.layoutDirection: expected \"leftToRight\" or \"rightToLeft\""),
    (
      "[{\"height\": 44}, {\"height\": 8}, {\"height\": 50}]", "[]",
      "contextMenu.rows: expected 1 to 10000 rows"
    ),
    ("{\"height\": 8}", "{\"height\": 8, \"title\": 1}", "contextMenu.rows[1].title: unknown field"),
    ("\"top\": 24", "\"top\": 24, \"middle\": 1", "contextMenu.safeArea.middle: unknown field"),
    (
      "\"preview\": {\"width\": 320,", "\"preview\": {\"width\": \"320\",",
      "contextMenu.preview.width: expected a number"
    ),
    ("\"row\": 2", "\"row\": 3", "events[4].row: must be an index in 0...2, got 3"),
    ("\"row\": 2", "\"row\": 1.5", "events[4].row: must be an index in 0...2, got 1.5"),
    ("\"x\": 151,", "\"x\": 1e7,", "events[1].point.x: must be within ±1000000"),
    (
      "\"point\": {\"x\": 1, \"y\": 2}", "\"point\": [1, 2]",
      "events[2].point: expected an object, got an array"
    ),
    (
      "\"do\": \"cancelTouch\"", "\"do\": \"panBegan\"",
      "events[3].do: unknown event \"panBegan\" in a context-menu"
    ),
    (
      "\"do\": \"dismiss\"", "\"do\": \"dismiss\", \"point\": {\"x\": 1, \"y\": 1}",
      "events[7].point: unknown field"
    ),
    (
      "{\"at\": 1, \"do\": \"dismiss\"}", "{\"at\": 0.05, \"do\": \"dismiss\"}",
      "events[7].at: 0.05 is earlier than"
    ),
    ("\"container\": {\"width\": 1024, \"height\": 768},", "", "contextMenu.container: missing"),
    (
      "\"container\": {\"width\": 768,", "\"container\": {\"depth\": 1, \"width\": 768,",
      "events[8].container.depth: unknown field"
    ),
    ("\"do\": \"resize\", \"container\"", "\"do\": \"resize\", \"size\"", "events[8].size: unknown field"),
  ]

  @Test("bad input stops the run with an error naming the field", arguments: badInput.indices)
  func badInputNamesTheField(index: Int) throws {
    let (replace, with, expected) = Self.badInput[index]
    #expect(Self.full.contains(replace))
    let json = Self.full.replacingOccurrences(of: replace, with: with)
    #expect {
      _ = try Scenario.decode(Data(json.utf8))
    } throws: { error in
      String(describing: error).hasPrefix(expected)
    }
  }
}
