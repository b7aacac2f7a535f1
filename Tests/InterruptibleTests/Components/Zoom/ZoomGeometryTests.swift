import Foundation
import Testing

@testable import InterruptibleCore

@Suite("Zoom geometry")
struct ZoomGeometryTests {
  let geometry = ZoomGeometry(
    source: CGRect(x: 20, y: 300, width: 100, height: 100),
    destination: CGRect(x: 0, y: 100, width: 400, height: 300),
    sourceCornerRadius: 12, destinationCornerRadius: 0)

  @Test("frame at the ends, half way and beyond (a spring's overshoot extrapolates)")
  func frames() {
    #expect(geometry.frame(at: 0) == CGRect(x: 20, y: 300, width: 100, height: 100))
    #expect(geometry.frame(at: 1) == CGRect(x: 0, y: 100, width: 400, height: 300))
    #expect(geometry.frame(at: 0.5) == CGRect(x: 10, y: 200, width: 250, height: 200))
    #expect(geometry.frame(at: 1.1).edgeDistance(to: CGRect(x: -2, y: 80, width: 430, height: 320)) < 1e-12)
    #expect(geometry.frame(at: .nan) == geometry.destination)
  }

  @Test("closed-form velocity matches a central difference of the frame")
  func velocity() {
    let v = geometry.frameVelocity(fractionVelocity: 2.5)
    let h = 1e-6
    let a = geometry.frame(at: 0.3 - h * 2.5)
    let b = geometry.frame(at: 0.3 + h * 2.5)
    expectClose(Double(v.minX), Double(b.minX - a.minX) / (2 * h), 1e-6)
    expectClose(Double(v.minY), Double(b.minY - a.minY) / (2 * h), 1e-6)
    expectClose(Double(v.width), Double(b.width - a.width) / (2 * h), 1e-6)
    expectClose(Double(v.height), Double(b.height - a.height) / (2 * h), 1e-6)
    #expect(v == CGRect(x: -50, y: -500, width: 750, height: 500))
    #expect(geometry.frameVelocity(fractionVelocity: .infinity) == .zero)
  }

  @Test("corner radius goes linearly and never below 0")
  func radius() {
    #expect(geometry.cornerRadius(at: 0) == 12)
    #expect(geometry.cornerRadius(at: 0.25) == 9)
    #expect(geometry.cornerRadius(at: 1) == 0)
    #expect(geometry.cornerRadius(at: 1.5) == 0)
  }

  @Test("aspect fill covers the frame, aspect fit sits inside it")
  func contentScale() {
    // 400 × 300 content in a 100 × 100 frame: fill 1/3 (height), fit 1/4 (width).
    expectClose(geometry.contentScale(at: 0), 1.0 / 3, 1e-12)
    var fit = geometry
    fit.contentMode = .aspectFit
    expectClose(fit.contentScale(at: 0), 0.25, 1e-12)
    #expect(geometry.contentScale(at: 1) == 1)
    let content = geometry.contentFrame(at: 0)
    expectClose(Double(content.width), 400.0 / 3, 1e-9)
    expectClose(Double(content.height), 100, 1e-9)
    expectClose(Double(content.midX), 70, 1e-9)
    let fitted = fit.contentFrame(at: 0)
    #expect(fitted.width == 100 && fitted.height == 75 && fitted.midY == 350)
  }

  @Test(
    "bad input: non-finite values count as 0, negative sizes are standardised, no content size uses the destination's"
  )
  func badInput() {
    let bad = ZoomGeometry(
      source: CGRect(x: Double.nan, y: 10, width: -50, height: Double.infinity),
      destination: CGRect(x: 0, y: 0, width: 200, height: 100),
      sourceCornerRadius: .nan, contentSize: CGSize(width: 0, height: 10))
    #expect(bad.source == CGRect(x: -50, y: 10, width: 50, height: 0))
    #expect(bad.sourceCornerRadius == 0)
    #expect(bad.contentSize == CGSize(width: 200, height: 100))
    #expect(bad.contentScale(at: 0) == 0.25)
    #expect(bad.frame(at: 0.5).width.isFinite)
  }
}
