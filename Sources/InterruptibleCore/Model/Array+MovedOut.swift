extension Array {
  /// The array's elements, leaving it empty: the first step of changing a list stored in a class
  /// out of place (`var list = stored.movedOut()`, change `list`, `stored = list`).
  ///
  /// Emptying the property first leaves the buffer uniquely referenced, so the change copies
  /// nothing, and no access to the property lasts through the calls made while the list changes:
  /// a callback that reads the list meanwhile sees it empty instead of overlapping an access.
  mutating func movedOut() -> [Element] {
    var elements: [Element] = []
    swap(&self, &elements)
    return elements
  }
}
