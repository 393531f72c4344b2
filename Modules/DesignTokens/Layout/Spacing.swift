/// A step of the 4-pt spacing grid. Instances (`.xxs` 4 … `.xxl` 48) are generated into
/// `Generated/SpacingTokens.swift`; token-gen refuses a value that is not a multiple of 4.
public struct Spacing: Sendable, Hashable, Comparable {
  /// The token's key in `tokens.json` (`spacing.<name>`).
  public let name: String

  /// The distance in points.
  public let points: Double

  /// A step from its values; generated code calls this.
  public init(name: String, points: Double) {
    self.name = name
    self.points = points
  }

  /// Orders by distance, so `Spacing.all` reads from small to large.
  public static func < (lhs: Spacing, rhs: Spacing) -> Bool {
    (lhs.points, lhs.name) < (rhs.points, rhs.name)
  }
}
