import Testing
import UIKit
import UIKitWorld

@MainActor
@Suite("UIKit stand-in: key-value observation of a view's geometry")
struct StandInKeyValueObservingTests {
  @Test(
    "frame observers hear writes of frame only (not the center and bounds writes Auto Layout makes); center and bounds observers hear theirs and a frame write"
  )
  func frameReportsFrameWritesOnly() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var frames: [CGRect] = []
    var centers: [CGPoint] = []
    var sizes: [CGSize] = []
    let frame = view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue ?? .zero)
    }
    let center = view.observe(\.center, options: [.new]) { _, change in
      centers.append(change.newValue ?? .zero)
    }
    let bounds = view.observe(\.bounds, options: [.new]) { _, change in
      sizes.append(change.newValue?.size ?? .zero)
    }
    view.center = CGPoint(x: 80, y: 50)  // as a layout pass moves a view
    view.bounds = CGRect(x: 0, y: 0, width: 60, height: 100)
    #expect(frames.isEmpty)
    #expect(centers == [CGPoint(x: 80, y: 50)])
    #expect(sizes == [CGSize(width: 60, height: 100)])
    view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)  // one report each, with the whole frame
    #expect(frames == [CGRect(x: 10, y: 20, width: 30, height: 40)])
    #expect(centers.last == CGPoint(x: 25, y: 40) && centers.count == 2)
    #expect(sizes.last == CGSize(width: 30, height: 40) && sizes.count == 2)
    frame.invalidate()
    center.invalidate()
    bounds.invalidate()
  }
}
