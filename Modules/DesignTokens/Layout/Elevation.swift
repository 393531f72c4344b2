/// A shadow: blur radius, y offset and the opacity of a black shadow. Instances (`.flat`, `.low`,
/// `.medium`, `.high`) are generated into `Generated/ElevationTokens.swift`.
///
/// ```swift
/// let shadow = Elevation.medium
/// // SwiftUI: .shadow(color: .black.opacity(shadow.opacity), radius: shadow.radius, y: shadow.y)
/// ```
public struct Elevation: Sendable, Hashable, Comparable {
  /// The token's key in `tokens.json` (`elevation.<name>`).
  ///
  /// ```swift
  /// Elevation.low.name // "low"
  /// ```
  public let name: String

  /// Blur radius in points.
  ///
  /// ```swift
  /// Elevation.high.radius // 16
  /// ```
  public let radius: Double

  /// Vertical offset in points (positive is down).
  ///
  /// ```swift
  /// Elevation.medium.y // 4
  /// ```
  public let y: Double

  /// Opacity of the black shadow, `0...1`.
  ///
  /// ```swift
  /// Elevation.low.opacity // 0.12
  /// ```
  public let opacity: Double

  /// A shadow from its values; generated code calls this.
  ///
  /// ```swift
  /// let lifted = Elevation(name: "lifted", radius: 4, y: 2, opacity: 0.14)
  /// ```
  public init(name: String, radius: Double, y: Double, opacity: Double) {
    self.name = name
    self.radius = radius
    self.y = y
    self.opacity = opacity
  }

  /// Orders by blur radius, then offset: higher elevations cast larger shadows.
  ///
  /// ```swift
  /// Elevation.low < Elevation.high // true
  /// ```
  public static func < (lhs: Elevation, rhs: Elevation) -> Bool {
    (lhs.radius, lhs.y, lhs.name) < (rhs.radius, rhs.y, rhs.name)
  }
}
