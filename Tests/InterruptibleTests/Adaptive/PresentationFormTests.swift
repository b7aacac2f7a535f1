import Foundation
import Testing

@testable import InterruptibleCore

/// The form a presentation takes for every pair of size classes, and each form's frame.
@Suite("Adaptive forms: the form for every size-class pair and its frame")
struct PresentationFormTests {
  static func environment(
    _ width: Double, _ height: Double, _ horizontal: PresentationSizeClass, _ vertical: PresentationSizeClass,
    direction: MenuLayoutDirection = .leftToRight, safeArea: MenuInsets = MenuInsets()
  ) -> PresentationEnvironment {
    PresentationEnvironment(
      width: width, height: height, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
      layoutDirection: direction, safeArea: safeArea)
  }

  @Test("Every size-class pair gives the documented form for each style, card and menu")
  func formForEverySizeClassPair() {
    typealias Row = (
      PresentationSizeClass, PresentationSizeClass, AdaptiveForm.Form, AdaptiveForm.Form, AdaptiveForm.Form
    )
    // (horizontal, vertical, .automatic sheet, .floatingPanel sheet, .automatic card)
    let rows: [Row] = [
      (.compact, .regular, .sheet, .sheet, .card),
      (.compact, .compact, .edgeAttachedSheet, .sheet, .card),
      (.regular, .compact, .edgeAttachedSheet, .floatingPanel(edge: .trailing), .card),
      (.regular, .regular, .floatingPanel(edge: .leading), .floatingPanel(edge: .trailing), .formSheet),
    ]
    for (horizontal, vertical, automatic, panel, card) in rows {
      let env = Self.environment(800, 800, horizontal, vertical)
      #expect(
        AdaptiveForm.Form.sheet(in: env, adaptation: .automatic) == automatic, "\(horizontal)/\(vertical)")
      #expect(
        AdaptiveForm.Form.sheet(in: env, adaptation: .floatingPanel(edge: .trailing, width: 400)) == panel,
        "\(horizontal)/\(vertical)")
      #expect(AdaptiveForm.Form.sheet(in: env, adaptation: .sheet) == .sheet)
      #expect(AdaptiveForm.Form.card(in: env, adaptation: .automatic) == card)
      #expect(AdaptiveForm.Form.card(in: env, adaptation: .sheet) == .card)
      #expect(AdaptiveForm.Form.menu == .popover)
    }
    var noEdge = AdaptiveForm.automatic
    noEdge.prefersEdgeAttachedInCompactHeight = false
    #expect(
      AdaptiveForm.Form.sheet(in: Self.environment(844, 390, .compact, .compact), adaptation: noEdge)
        == .sheet
    )
  }

  @Test(
    "A floating panel is 375 pt wide, 16 pt inside the safe area at the leading edge, which flips right-to-left"
  )
  func floatingPanelFrames() {
    let safe = MenuInsets(top: 24, left: 0, bottom: 20, right: 0)
    let ltr = SheetFormGeometry(
      form: .floatingPanel(edge: .leading),
      environment: Self.environment(1024, 1366, .regular, .regular, safeArea: safe),
      adaptation: .automatic)
    #expect(ltr.frame(height: 500) == CGRect(x: 16, y: 1366 - 20 - 16 - 500, width: 375, height: 500))
    #expect(ltr.detentContainer == 1366 - 20 - 16 - 24 - 16)
    let rtl = SheetFormGeometry(
      form: .floatingPanel(edge: .leading),
      environment: Self.environment(1024, 1366, .regular, .regular, direction: .rightToLeft, safeArea: safe),
      adaptation: .automatic)
    let rtlX = Double(rtl.frame(height: 500).minX)
    #expect(rtlX == 633, "\(rtlX - 633)")
    let trailing = SheetFormGeometry(
      form: .floatingPanel(edge: .trailing), environment: Self.environment(1366, 1024, .regular, .regular),
      adaptation: .floatingPanel(edge: .trailing, width: 420))
    #expect(
      trailing.frame(height: 300) == CGRect(x: 1366 - 16 - 420, y: 1024 - 16 - 300, width: 420, height: 300))
    let narrow = SheetFormGeometry(
      form: .floatingPanel(edge: .leading), environment: Self.environment(300, 600, .regular, .regular),
      adaptation: .automatic)
    #expect(narrow.width == 268)
  }

  @Test(
    "A bottom sheet takes the whole width; an edge-attached sheet is centred, the panel's or the content's width"
  )
  func sheetAndEdgeAttachedFrames() {
    let phone = SheetFormGeometry(
      form: .sheet,
      environment: Self.environment(390, 844, .compact, .regular, safeArea: MenuInsets(top: 47)),
      adaptation: .automatic)
    #expect(phone.frame(height: 400) == CGRect(x: 0, y: 444, width: 390, height: 400))
    #expect(phone.detentContainer == 797)
    let landscape = Self.environment(844, 390, .compact, .compact)
    let edge = SheetFormGeometry(form: .edgeAttachedSheet, environment: landscape, adaptation: .automatic)
    #expect(edge.frame(height: 200) == CGRect(x: 234.5, y: 190, width: 375, height: 200))
    var follows = AdaptiveForm.automatic
    follows.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    let fitted = SheetFormGeometry(
      form: .edgeAttachedSheet, environment: landscape, adaptation: follows, preferredWidth: 500)
    #expect(fitted.frame(height: 200).minX == 172 && fitted.width == 500)
    let unstated = SheetFormGeometry(
      form: .edgeAttachedSheet, environment: landscape, adaptation: follows, preferredWidth: .nan)
    #expect(unstated.width == 375)
  }

  @Test("Bad input: non-finite sizes, widths and margins take the documented values")
  func badInput() {
    let env = PresentationEnvironment(
      width: .nan, height: .infinity, horizontalSizeClass: .regular, verticalSizeClass: .regular,
      safeArea: MenuInsets(top: -5, left: .nan))
    #expect(env.width == 0 && env.height == 0 && env.safeArea.top == 0 && env.safeArea.left == 0)
    var form = AdaptiveForm.floatingPanel(width: .nan)
    #expect(form.panelWidth == 375)
    form.panelMargin = -3
    #expect(form.panelMargin == 16)
    form.formSheetWidth = .infinity
    #expect(form.formSheetWidth == 540)
    let geometry = SheetFormGeometry(form: .floatingPanel(edge: .leading), environment: env, adaptation: form)
    let frame = geometry.frame(height: .nan)
    #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width >= 0 && frame.height == 0)
  }
}

/// A card's frame in each form.
@Suite("Adaptive forms: a card's form-sheet frame")
struct CardFormGeometryTests {
  @Test("A form sheet is UIKit's 540 × 620 pt centred on an iPad, capped to the container less 24 pt margins")
  func formSheetFrames() {
    let portrait = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    #expect(
      CardFormGeometry.frame(form: .formSheet, in: portrait, preferred: .zero, adaptation: .automatic)
        == CGRect(x: 242, y: 373, width: 540, height: 620))
    let window = CGRect(x: 0, y: 0, width: 500, height: 600)
    #expect(
      CardFormGeometry.frame(form: .formSheet, in: window, preferred: .zero, adaptation: .automatic)
        == CGRect(x: 24, y: 24, width: 452, height: 552))
    #expect(
      CardFormGeometry.frame(
        form: .formSheet, in: portrait, preferred: CGSize(width: 400, height: CGFloat.nan),
        adaptation: .automatic)
        == CGRect(x: 312, y: 373, width: 400, height: 620))
  }

  @Test("A compact card keeps the card preset's rule: 24 pt sides, 20 % top and bottom")
  func compactCardFrames() {
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(
      CardFormGeometry.frame(form: .card, in: phone, preferred: .zero, adaptation: .automatic)
        == phone.insetBy(dx: 24, dy: 844 * 0.2))
    #expect(
      CardFormGeometry.frame(
        form: .card, in: phone, preferred: CGSize(width: 300, height: 200), adaptation: .automatic)
        == CGRect(x: 45, y: 322, width: 300, height: 200))
    let hostile = CardFormGeometry.frame(
      form: .formSheet, in: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 10),
      preferred: .zero,
      adaptation: .automatic)
    #expect(hostile.minX.isFinite && hostile.width >= 0 && hostile.height >= 0)
  }
}
