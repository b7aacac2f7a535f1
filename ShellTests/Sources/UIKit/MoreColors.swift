/// More system colours (names only: the stand-in draws nothing) and colours from hue, saturation
/// and brightness.
extension UIColor {
  public static let systemGreen = UIColor("systemGreen")
  public static let systemOrange = UIColor("systemOrange")
  public static let systemPurple = UIColor("systemPurple")
  public static let systemGroupedBackground = UIColor("systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground")

  /// A colour named by its components (recorded).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init("hsb \(hue) \(saturation) \(brightness)", alpha: alpha)
  }
}
