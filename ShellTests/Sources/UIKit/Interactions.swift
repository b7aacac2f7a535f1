import Foundation

/// An interaction a view holds (VW20): `addInteraction(_:)` tells it `willMove(to:)` then
/// `didMove(to:)` with the view, `removeInteraction(_:)` with nil; the view keeps it in
/// `interactions`, strongly, as UIKit's does.
@MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is attached to.
  var view: UIView? { get }
  /// The interaction is about to move to `view` (nil: it is being removed).
  func willMove(to view: UIView?)
  /// The interaction moved to `view` (nil: it was removed).
  func didMove(to view: UIView?)
}

extension UIView {
  /// Adds `interaction` (VW20).
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` (VW20).
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }

  /// A snapshot of the view's current contents as a new view of its bounds' size (VW21). The stand-in
  /// draws nothing: the snapshot is a plain view with the source's size, background colour and alpha.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.backgroundColor = backgroundColor
    snapshot.alpha = alpha
    return snapshot
  }
}
