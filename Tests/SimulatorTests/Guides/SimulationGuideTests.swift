import Foundation
import Interruptible
import InterruptibleSimulation
import Testing

/// The example of Docs/TestingWithTheModelClock.md, kept compiling and passing.
@Test("Guide: script a tap-to-cancel, assert on its timeline, write its SVG")
func scriptedTapToCancel() throws {
  var configuration = TransitionConfiguration(distance: 240)
  configuration.present = TransitionTiming(duration: 0.4, parameters: .spring(.init(dampingRatio: 0.9)))
  let timeline = Scenario(name: "my-menu", until: 1.0, configuration: configuration)
    .at(0, .present)
    .at(0.15, .tapOutside)
    .run()

  #expect(timeline.completeTransitions(ofSession: 1) == [false])  // cancelled, exactly once
  #expect(timeline.animatorErrors.isEmpty)  // no call UIKit would reject
  let peak = timeline.samples(ofSession: 1).map(\.progress).max() ?? 0
  #expect(peak > 0 && peak < 1)  // it turned back before arriving

  let svg = TimelinePlot.svg(timeline)
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("my-menu.svg")
  try svg.write(to: file, atomically: true, encoding: .utf8)
  print(TimelineEncoder.encode(timeline).split(separator: "\n").first ?? "")
}
