#if canImport(UIKit)
  import UIKit

  /// The sheet's adaptive form: the core decides it from the window's size and size classes (the
  /// presenting view's own window and traits, never the screen's), the sheet shows it.
  extension DetentSheetViewController {
    /// The environment of a container `size` with `traits`, in the view's layout direction and its
    /// window's safe area.
    func environment(size: CGSize, traits: UITraitCollection) -> PresentationEnvironment {
      let insets = view.window?.safeAreaInsets ?? view.safeAreaInsets
      return PresentationEnvironment(
        width: Double(size.width), height: Double(size.height),
        horizontalSizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
        verticalSizeClass: traits.verticalSizeClass == .regular ? .regular : .compact,
        layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight,
        safeArea: MenuInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)))
    }

    /// The core's form for a container `size` with `traits`.
    func form(size: CGSize, traits: UITraitCollection) -> AdaptiveForm.Form {
      AdaptiveForm.Form.sheet(in: environment(size: size, traits: traits), adaptation: adaptiveForm)
    }

    /// Where the sheet sits in its form in a container `size` (the size classes play no part).
    func formGeometry(size: CGSize) -> SheetFormGeometry {
      SheetFormGeometry(
        form: presentationForm, environment: environment(size: size, traits: traitCollection),
        adaptation: adaptiveForm, preferredWidth: Double(content.preferredContentSize.width))
    }

    /// Takes the form for `size` and `traits` when it differs from the current one: the core carries
    /// the sheet over (at rest, mid-settle, mid-drag). Returns whether the form changed.
    @discardableResult
    func changeForm(size: CGSize, traits: UITraitCollection) -> Bool {
      let next = form(size: size, traits: traits)
      guard next != presentationForm else { return false }
      presentationForm = next
      applyFormChrome()
      model.changeForm(detentContainer: containerHeight(size.height), at: CACurrentMediaTime())
      return true
    }

    /// Re-decides the form in the current window (a new ``adaptiveForm``, size classes that changed
    /// on their own) and shows the sheet there.
    func adaptToWindow() {
      guard isViewLoaded, view.window != nil, model.phase != .hidden,
        form(size: view.bounds.size, traits: traitCollection) != presentationForm
      else { return }
      stopAnimator()
      changeForm(size: view.bounds.size, traits: traitCollection)
      if model.settleEndTime != nil {
        runSettle()
      } else {
        apply(height: model.height(at: CACurrentMediaTime()))
      }
    }

    /// A floating panel rounds all four corners; a sheet attached to the bottom edge only its top ones.
    func applyFormChrome() {
      if case .floatingPanel = presentationForm {
        sheetView.layer.maskedCorners = [
          .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
      } else {
        sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      }
    }
  }
#endif
