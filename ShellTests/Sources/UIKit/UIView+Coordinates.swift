/// Coordinates (VW04): points and rectangles between a view, its ancestors and the window, through
/// each view's center, bounds and transform.
extension UIView {
  /// `point` in this view's coordinates → its superview's.
  func toSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(transform)
    return CGPoint(x: local.x + center.x, y: local.y + center.y)
  }
  func fromSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(transform.inverted())
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }
  func toWindow(_ point: CGPoint) -> CGPoint {
    guard superview != nil, !(self is UIWindow) else { return point }
    return superview!.toWindow(toSuperview(point))
  }
  func fromWindow(_ point: CGPoint) -> CGPoint {
    guard let superview, !(self is UIWindow) else { return point }
    return fromSuperview(superview.fromWindow(point))
  }
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = toWindow(point)
    return view.map { $0.fromWindow(inWindow) } ?? inWindow
  }
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    fromWindow(view.map { $0.toWindow(point) } ?? point)
  }
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    Self.box(
      [
        rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
        CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { convert($0, to: view) })
  }
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    Self.box(
      [
        rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
        CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { convert($0, from: view) })
  }
  static func box(_ points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
