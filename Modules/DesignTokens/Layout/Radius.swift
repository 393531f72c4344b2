/// A corner radius. Instances (`.s`, `.m`, `.l`, `.pill`) are generated into
/// `Generated/RadiusTokens.swift`.
///
/// ```swift
/// Radius.m.points // 8
/// // SwiftUI: RoundedRectangle(cornerRadius: Radius.m.points, style: .continuous)
/// ```
public struct Radius: Sendable, Hashable, Comparable {
  /// The token's key in `tokens.json` (`radius.<name>`).
  ///
  /// ```swift
  /// Radius.pill.name // "pill"
  /// ```
  public let name: String

  /// The radius in points.
  ///
  /// ```swift
  /// Radius.l.points // 16
  /// ```
  public let points: Double

  /// A radius from its values; generated code calls this.
  ///
  /// ```swift
  /// let chip = Radius(name: "chip", points: 6)
  /// ```
  public init(name: String, points: Double) {
    self.name = name
    self.points = points
  }

  /// Orders by size.
  ///
  /// ```swift
  /// Radius.s < Radius.pill // true
  /// ```
  public static func < (lhs: Radius, rhs: Radius) -> Bool {
    (lhs.points, lhs.name) < (rhs.points, rhs.name)
  }
}
