/// A corner radius. Instances (`.s`, `.m`, `.l`, `.pill`) are generated into
/// `Generated/RadiusTokens.swift`.
public struct Radius: Sendable, Hashable, Comparable {
  /// The token's key in `tokens.json` (`radius.<name>`).
  public let name: String

  /// The radius in points.
  public let points: Double

  /// A radius from its values; generated code calls this.
  public init(name: String, points: Double) {
    self.name = name
    self.points = points
  }

  /// Orders by size.
  public static func < (lhs: Radius, rhs: Radius) -> Bool {
    (lhs.points, lhs.name) < (rhs.points, rhs.name)
  }
}
