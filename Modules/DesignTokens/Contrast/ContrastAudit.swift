/// The contrast audit: every declared pair in every mode, with its ratio. Tests require all
/// findings to pass; a debug screen can list them.
public enum ContrastAudit {
  /// One pair measured in one mode.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// The pair measured.
    public let pair: ContrastPair
    /// The mode it was measured in.
    public let mode: ColorMode
    /// The measured ratio.
    public let ratio: Double

    /// The ratio the pair's kind requires.
    public var required: Double { pair.kind.minimumRatio }

    /// Whether the ratio meets the requirement.
    public var passes: Bool { ratio >= required }

    /// "`name` in `mode`: 5.17:1, needs 4.5:1 (accent #2563EB on background #FFFFFF)".
    public var description: String {
      let fg = pair.foreground
      let bg = pair.background
      return "\(pair.name) in \(mode.rawValue): \(Self.format(ratio)):1, needs \(Self.format(required)):1 "
        + "(\(fg.name) \(fg.resolved(in: mode).hexString) on \(bg.name) \(bg.resolved(in: mode).hexString))"
    }

    // Two decimals without Foundation's locale-dependent formatting; truncated, never rounded up,
    // so a failing 4.499 is not printed as a passing-looking 4.50.
    private static func format(_ value: Double) -> String {
      let hundredths = Int((value * 100).rounded(.down))
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
  }

  /// Measures `pairs` in `modes`; by default every declared pair in all four modes.
  public static func run(
    _ pairs: [ContrastPair] = ContrastPair.all, modes: [ColorMode] = ColorMode.allCases
  ) -> [Finding] {
    modes.flatMap { mode in pairs.map { Finding(pair: $0, mode: mode, ratio: $0.ratio(in: mode)) } }
  }
}
