/// A shadow: blur radius, y offset and the opacity of a black shadow. Instances (`.flat`, `.low`,
/// `.medium`, `.high`) are generated into `Generated/ElevationTokens.swift`.
public struct Elevation: Sendable, Hashable, Comparable {
  /// The token's key in `tokens.json` (`elevation.<name>`).
  public let name: String

  /// Blur radius in points.
  public let radius: Double

  /// Vertical offset in points (positive is down).
  public let y: Double

  /// Opacity of the black shadow, `0...1`.
  public let opacity: Double

  /// A shadow from its values; generated code calls this.
  public init(name: String, radius: Double, y: Double, opacity: Double) {
    self.name = name
    self.radius = radius
    self.y = y
    self.opacity = opacity
  }

  /// Orders by blur radius, then offset: higher elevations cast larger shadows.
  public static func < (lhs: Elevation, rhs: Elevation) -> Bool {
    (lhs.radius, lhs.y, lhs.name) < (rhs.radius, rhs.y, rhs.name)
  }
}
