import Testing

@testable import InterruptibleCore

@Suite("Sheet steering: runtime detents, resistance, overrides")
struct SheetSteeringTests {
  static func restingSheet(at index: Int = 1) -> DetentSheet {
    var sheet = DetentSheet(
      configuration: .init(detents: [.fraction(0.3, id: "peek"), .medium, .large]), container: 800)
    sheet.isReportingMotion = true
    sheet.present(toDetent: index, at: 0)
    _ = sheet.update(at: 1)
    _ = sheet.takeReports()
    return sheet
  }

  @Test("New detents at rest: the same detent kept by identifier, the sheet settles to its new height")
  func keptAtRest() {
    var sheet = Self.restingSheet()
    sheet.setDetents([.fraction(0.6, id: "medium"), .large], at: 2)
    #expect(sheet.detentIndex == 0)
    #expect(sheet.phase == .settling)
    let reports = sheet.takeReports()
    #expect(reports.count == 2)
    guard case .willSettle(.detent(0), let trajectory)? = reports.first else {
      Issue.record("\(reports)")
      return
    }
    #expect(trajectory.start == 400)
    #expect(trajectory.target == 480)
    _ = sheet.update(at: 3)
    #expect(sheet.phase == .resting(0))
    #expect(sheet.height(at: 3) == 480)
  }

  @Test("A removed detent: the nearest remaining one is chosen")
  func nearestWhenRemoved() {
    var sheet = Self.restingSheet()
    sheet.setDetents([.fraction(0.3, id: "peek"), .height(700, id: "tall")], at: 2)
    // 400 is 160 from peek (240) and 300 from tall (700).
    #expect(sheet.detentIndex == 0)
    #expect(sheet.trajectory.target == 240)
  }

  @Test("Mid-settle the sheet heads to the new height from where it is with the same velocity")
  func midSettleContinuity() {
    var sheet = Self.restingSheet()
    sheet.move(toDetent: 2, at: 2)
    let before = sheet.sample(at: 2.1)
    sheet.setDetents([.fraction(0.3, id: "peek"), .medium, .height(700, id: "large")], at: 2.1)
    let after = sheet.sample(at: 2.1)
    #expect(after.height == before.height)
    #expect(abs(after.velocity - before.velocity) < 1e-9 * abs(before.velocity))
    #expect(sheet.trajectory.target == 700)
  }

  @Test("During a drag the new detents wait for the release")
  func dragWaits() {
    var sheet = Self.restingSheet()
    sheet.dragBegan(at: 2)
    sheet.dragChanged(translation: -50, at: 2.05)
    _ = sheet.takeReports()
    sheet.setDetents([.fraction(0.3, id: "peek"), .height(600, id: "medium"), .large], at: 2.06)
    #expect(sheet.phase == .dragging)
    #expect(sheet.height(at: 2.06) == 450)
    #expect(sheet.takeReports().isEmpty)
    sheet.dragEnded(velocity: 0, at: 2.1)
    #expect(sheet.trajectory.target == 600)
  }

  @Test("fitsContent follows the content's height")
  func fitsContent() {
    var sheet = DetentSheet(
      configuration: .init(detents: [.fitsContent(), .large]), container: 800, contentHeight: 300)
    sheet.present(at: 0)
    _ = sheet.update(at: 1)
    sheet.contentHeightDidChange(350, at: 2)
    #expect(sheet.trajectory.target == 350)
    sheet.contentHeightDidChange(.nan, at: 2.1)
    #expect(sheet.layout.heights == [800])
  }

  @Test("Modal in presentation: a drag below the smallest detent rubber-bands over the container")
  func modalRubberBand() {
    var sheet = Self.restingSheet(at: 0)
    sheet.isModalInPresentation = true
    sheet.dragBegan(at: 2)
    sheet.dragChanged(translation: 200, at: 2.05)
    #expect(abs(sheet.height(at: 2.05) - (240 - RubberBand.offset(200, dimension: 800))) < 1e-12)
    _ = sheet.takeReports()
    sheet.dragEnded(velocity: 3_000, at: 2.06)
    #expect(sheet.takeReports().first == .dismissalAttempted)
    #expect(sheet.trajectory.target == 240)
    sheet.attemptDismissal(at: 2.1)
    #expect(sheet.takeReports() == [.dismissalAttempted])
    sheet.dismiss(at: 2.2)
    #expect(sheet.trajectory.target == 0)
  }

  @Test("An override chooses the detent; out-of-range indices are clamped")
  func overrideClamped() {
    var sheet = Self.restingSheet(at: 0)
    sheet.targetOverride = { proposal in
      #expect(proposal.target == .detent(0))
      #expect(proposal.velocity == 10)
      return .detent(9)
    }
    sheet.dragBegan(at: 2)
    sheet.dragEnded(velocity: 10, at: 2.01)
    #expect(sheet.trajectory.target == 800)
  }
}

@Suite("Sheet reports are opt-in")
struct SheetReportingTests {
  @Test("A sheet not reporting collects nothing; turned on, it reports the next change")
  func optIn() {
    var sheet = DetentSheet(configuration: .init(), container: 800)
    sheet.present(at: 0)
    #expect(sheet.takeReports().isEmpty)
    sheet.isReportingMotion = true
    #expect(sheet.isReportingMotion)
    sheet.move(toDetent: 1, at: 0.1)
    #expect(sheet.takeReports().count == 2)
  }
}
