import Foundation
import Testing

@testable import InterruptibleCore

/// A settle that changes form keeps its end time: the spring is fitted to the time left (as UIKit
/// fits a spring animator to its duration) from the carried place and velocity, so the settle
/// ends when it would have, once. Containers: an iPhone's bottom sheet (844 pt less the 47 pt top
/// safe area: 797 pt) and an iPad's floating panel in portrait (1 366 pt less 20 + 24 pt of safe
/// area and two 16 pt margins: 1 290 pt).
@Suite("Adaptive forms: a settle that changes form keeps its end time")
struct FormChangeSettleTimeTests {
  static let phone = 797.0
  static let panel = 1290.0

  static func sheet(container: Double) -> DetentSheet {
    DetentSheet(configuration: DetentSheetConfiguration(detents: [.medium, .large]), container: container)
  }

  @Test("A present that becomes a floating panel halfway through its 0.5 s ends at 0.5 s, once")
  func presentHalfwayToPanel() {
    var sheet = Self.sheet(container: Self.phone)
    sheet.present(toDetent: 0, at: 0)
    let before = sheet.sample(at: 0.25)
    // The fitted critically damped spring (ω = 18.4668 /s) halfway from 0 to 398.5 pt.
    #expect(abs(before.height - 376.374_157_649) < 1e-6)
    #expect(abs(before.velocity - 335.847_896_506) < 1e-6)
    sheet.changeForm(detentContainer: Self.panel, at: 0.25)
    let after = sheet.sample(at: 0.25)
    // Between hidden and medium the map is linear with slope 645 / 398.5.
    #expect(abs(after.height - before.height * 645 / 398.5) < 1e-9)
    #expect(abs(after.velocity - before.velocity * 645 / 398.5) < 1e-9)
    #expect(sheet.settleEndTime == 0.5)
    #expect(sheet.update(at: 0.4999).isEmpty)
    #expect(abs(sheet.height(at: 0.4999) - 645) < 0.5)
    #expect(sheet.update(at: 0.5) == [.settled(detent: 0), .detentChanged(detent: 0)])
    #expect(sheet.phase == .resting(0) && sheet.height(at: 0.5) == 645)
    #expect(sheet.update(at: 0.75).isEmpty)
  }

  @Test("A present that becomes a bottom sheet halfway through ends at 0.5 s at the large detent")
  func presentHalfwayToSheet() {
    var sheet = Self.sheet(container: Self.panel)
    sheet.present(toDetent: 1, at: 0)
    let before = sheet.sample(at: 0.25)
    sheet.changeForm(detentContainer: Self.phone, at: 0.25)
    let after = sheet.sample(at: 0.25)
    // Between medium and large the slope is (797 − 398.5) / (1290 − 645).
    #expect(abs(after.height - (398.5 + (before.height - 645) * 398.5 / 645)) < 1e-9)
    #expect(abs(after.velocity - before.velocity * 398.5 / 645) < 1e-9)
    #expect(sheet.settleEndTime == 0.5)
    #expect(sheet.update(at: 0.4999).isEmpty)
    #expect(sheet.update(at: 0.5) == [.settled(detent: 1), .detentChanged(detent: 1)])
    #expect(sheet.height(at: 0.5) == 797)
  }

  @Test("A dismissal that changes form halfway ends at its end time with one dismissal")
  func dismissalHalfway() {
    var sheet = Self.sheet(container: Self.panel)
    sheet.present(toDetent: 0, at: 0)
    _ = sheet.update(at: 1)
    sheet.dismiss(at: 1)
    let before = sheet.sample(at: 1.25)
    #expect(abs(before.height - 35.812_216_603) < 1e-6)
    sheet.changeForm(detentContainer: Self.phone, at: 1.25)
    #expect(abs(sheet.height(at: 1.25) - before.height * 398.5 / 645) < 1e-9)
    #expect(sheet.settleEndTime == 1.5)
    #expect(sheet.update(at: 1.4999).isEmpty)
    #expect(sheet.update(at: 1.5) == [.dismissed])
    #expect(sheet.phase == .hidden && sheet.update(at: 2).isEmpty)
  }

  @Test("A change with less than UIKit's shortest spring (0.01 s) left ends at most 0.01 s later")
  func changeNearTheEnd() throws {
    var sheet = Self.sheet(container: Self.phone)
    sheet.present(toDetent: 1, at: 0)
    let before = sheet.sample(at: 0.499)
    sheet.changeForm(detentContainer: Self.panel, at: 0.499)
    let end = try #require(sheet.settleEndTime)
    // 1.3 pt short of 1 290 pt at 21.85 pt/s: the spring fitted to 0.01 s is within 0.5 pt by 0.50125 s.
    #expect(abs(end - 0.501_252_489) < 1e-6)
    #expect(abs(sheet.sample(at: 0.499).velocity - before.velocity * 1290 / 797) < 1e-9)
    #expect(sheet.update(at: end - 1e-6).isEmpty)
    #expect(sheet.update(at: end) == [.settled(detent: 1), .detentChanged(detent: 1)])
  }

  @Test("A change after the settle's end but before its update comes to rest at the change, once")
  func changeAfterTheEnd() {
    var sheet = Self.sheet(container: Self.phone)
    sheet.present(toDetent: 1, at: 0)
    sheet.changeForm(detentContainer: Self.panel, at: 0.6)
    #expect(sheet.settleEndTime == 0.6)
    #expect(sheet.height(at: 0.6) == 1290)
    #expect(sheet.update(at: 0.6) == [.settled(detent: 1), .detentChanged(detent: 1)])
    #expect(sheet.update(at: 1).isEmpty)
  }

  @Test("The settle reported after a form change ends at the settle's old end time")
  func reportedTrajectoryKeepsTheEnd() throws {
    var sheet = Self.sheet(container: Self.phone)
    sheet.isReportingMotion = true
    sheet.present(toDetent: 0, at: 0)
    _ = sheet.takeReports()
    sheet.changeForm(detentContainer: Self.panel, at: 0.2)
    let reports = sheet.takeReports()
    guard case .willSettle(let target, let trajectory) = try #require(reports.first) else {
      Issue.record("no willSettle in \(reports)")
      return
    }
    #expect(target == .detent(0))
    #expect(abs(trajectory.endTime - 0.5) < 1e-12)
    #expect(abs(trajectory.value(at: 0.3) - sheet.height(at: 0.3)) < 1e-9)
  }
}
