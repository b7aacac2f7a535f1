/// The id under which a zoom presented from a SwiftUI binding finds its source view: the style's own
/// `sourceID` when it has one, else the presented item's `id`. A Boolean presentation
/// (`isPresented:`) has no item, so it needs a `sourceID`: without one the zoom has no source and
/// does what its lost-source policy says (fades by default); it never takes a placeholder id that
/// some unrelated source might carry.
///
/// ```swift
/// ZoomSourceLookup.id(sourceID: nil, itemID: AnyHashable(photo.id))   // photo.id
/// ZoomSourceLookup.id(sourceID: nil, itemID: nil)                     // nil: no source
/// ```
package enum ZoomSourceLookup {
  /// The source id: `sourceID`, else `itemID`; nil when neither is given.
  package static func id(sourceID: AnyHashable?, itemID: AnyHashable?) -> AnyHashable? {
    sourceID ?? itemID
  }
}
