// The UIKit and SwiftUI code of Docs/Zoom.md, type-checked for iOS by .ci/run (ios-check, 0 warnings);
// scripts/check-guide-snippets checks that every Swift block of the guide appears here verbatim.
import Interruptible
import SwiftUI
import UIKit

// Photo and PhotoView are in SharedHelpers.swift.

final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()
}

final class PhotoDetailViewController: UIViewController {
  let photo: Photo
  init(photo: Photo) {
    self.photo = photo
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

final class PhotoGridViewController: UICollectionViewController {
  var photos: [Photo] = []

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let detail = PhotoDetailViewController(photo: photos[indexPath.item])
    // Asked again during the transition: the cell on screen now, or nil once it scrolled away.
    present(
      detail,
      transition: .zoom(from: { [weak collectionView] in
        (collectionView?.cellForItem(at: indexPath) as? PhotoCell)?.imageView
      }))
  }
}

final class PushingGridViewController: UICollectionViewController {
  var photos: [Photo] = []
  /// The navigation controller's delegate (it holds it weakly): slides for every screen but those
  /// given a transition of their own.
  let navigationDelegate = InterruptibleNavigationDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = navigationDelegate
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let detail = PhotoDetailViewController(photo: photos[indexPath.item])
    // This screen's push and pop zoom; screens pushed from it slide.
    navigationDelegate.setTransition(
      .zoom(from: { [weak collectionView] in
        (collectionView?.cellForItem(at: indexPath) as? PhotoCell)?.imageView
      }), for: detail)
    navigationController?.pushViewController(detail, animated: true)
  }
}

@MainActor
func roundedZoom(at indexPath: IndexPath, in collectionView: UICollectionView) -> InterruptiblePresentation {
  var options = ZoomTransitionOptions()
  options.sourceCornerRadius = 12
  options.dimmingAlpha = 0.4
  options.dismissDragRegion = { bounds in bounds.insetBy(dx: 0, dy: bounds.height * 0.25) }
  options.lostSourcePolicy = .landOnLastKnown
  // The cell showing the item now, looked up each time: a cell captured at the tap is reused for
  // another item once it scrolls away, and the zoom would land on the wrong photo.
  return .zoom(
    from: { [weak collectionView] in (collectionView?.cellForItem(at: indexPath) as? PhotoCell)?.imageView },
    options: options)
}

struct PhotoGrid: View {
  let photos: [Photo]
  @State private var selection: Photo?
  @Namespace private var zoom

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
        ForEach(photos) { photo in
          Text(photo.title)
            .frame(width: 100, height: 100)
            .interruptibleZoomSource(id: photo.id, in: zoom)
            .onTapGesture { selection = photo }
        }
      }
    }
    .interruptiblePresentation(item: $selection, transition: .zoom(in: zoom)) { photo in
      PhotoView(photo: photo)
    }
  }
}
