/// A foreground/background combination the design uses, declared in `tokens.json` (`audit.<name>`)
/// so the contrast audit can prove it readable in every mode. Generated into
/// `Generated/ContrastPairs.swift` as `ContrastPair.all`.
public struct ContrastPair: Sendable, Hashable {
  /// What the foreground is, which sets the ratio it needs.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Normal text: 4.5:1 (SC 1.4.3).
    case text
    /// Large text, 18 pt or 14 pt bold and up: 3:1 (SC 1.4.3).
    case largeText
    /// A graphic needed to understand the UI (meter bars, the recording dot, focus rings): 3:1
    /// (SC 1.4.11).
    case graphic

    /// The minimum contrast ratio for this kind.
    public var minimumRatio: Double {
      self == .text ? WCAG.minimumTextRatio : WCAG.minimumLargeTextRatio
    }
  }

  /// The pair's key in `tokens.json` (`audit.<name>`).
  public let name: String

  /// The token drawn on top (text, icon, bar).
  public let foreground: ColorToken

  /// The token underneath.
  public let background: ColorToken

  /// Text, large text or graphic.
  public let kind: Kind

  /// A pair from its parts; generated code calls this.
  public init(name: String, foreground: ColorToken, background: ColorToken, kind: Kind) {
    self.name = name
    self.foreground = foreground
    self.background = background
    self.kind = kind
  }

  /// Whether the foreground is large text (which, like graphics, needs 3:1 rather than 4.5:1).
  public var isLargeText: Bool { kind == .largeText }

  /// The contrast ratio in a mode.
  public func ratio(in mode: ColorMode) -> Double {
    WCAG.contrastRatio(foreground.resolved(in: mode), background.resolved(in: mode))
  }

  /// Whether the pair reaches its kind's minimum ratio in a mode.
  public func passes(in mode: ColorMode) -> Bool { ratio(in: mode) >= kind.minimumRatio }
}
