/// A foreground/background combination the design uses, declared in `tokens.json` (`audit.<name>`)
/// so the contrast audit can prove it readable in every mode. Generated into
/// `Generated/ContrastPairs.swift` as `ContrastPair.all`.
///
/// ```swift
/// for pair in ContrastPair.all where !pair.passes(in: .dark) { print(pair.name) }
/// ```
public struct ContrastPair: Sendable, Hashable {
  /// What the foreground is, which sets the ratio it needs.
  ///
  /// ```swift
  /// ContrastPair.Kind.text.minimumRatio // 4.5
  /// ```
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Normal text: 4.5:1 (SC 1.4.3).
    ///
    /// ```swift
    /// ContrastPair.Kind.text.minimumRatio // 4.5
    /// ```
    case text
    /// Large text, 18 pt or 14 pt bold and up: 3:1 (SC 1.4.3).
    ///
    /// ```swift
    /// ContrastPair.Kind.largeText.minimumRatio // 3
    /// ```
    case largeText
    /// A graphic needed to understand the UI (meter bars, the recording dot, focus rings): 3:1
    /// (SC 1.4.11).
    ///
    /// ```swift
    /// ContrastPair.Kind.graphic.minimumRatio // 3
    /// ```
    case graphic

    /// The minimum contrast ratio for this kind.
    ///
    /// ```swift
    /// pair.ratio(in: .light) >= pair.kind.minimumRatio
    /// ```
    public var minimumRatio: Double {
      self == .text ? WCAG.minimumTextRatio : WCAG.minimumLargeTextRatio
    }
  }

  /// The pair's key in `tokens.json` (`audit.<name>`).
  ///
  /// ```swift
  /// pair.name // "textOnAccentOnAccent"
  /// ```
  public let name: String

  /// The token drawn on top (text, icon, bar).
  ///
  /// ```swift
  /// pair.foreground == .textOnAccent
  /// ```
  public let foreground: ColorToken

  /// The token underneath.
  ///
  /// ```swift
  /// pair.background == .accent
  /// ```
  public let background: ColorToken

  /// Text, large text or graphic.
  ///
  /// ```swift
  /// pair.kind // .text
  /// ```
  public let kind: Kind

  /// A pair from its parts; generated code calls this.
  ///
  /// ```swift
  /// let pair = ContrastPair(name: "linkOnSheet", foreground: .accent, background: .surfaceRaised, kind: .text)
  /// ```
  public init(name: String, foreground: ColorToken, background: ColorToken, kind: Kind) {
    self.name = name
    self.foreground = foreground
    self.background = background
    self.kind = kind
  }

  /// Whether the foreground is large text (which, like graphics, needs 3:1 rather than 4.5:1).
  ///
  /// ```swift
  /// pair.isLargeText // false
  /// ```
  public var isLargeText: Bool { kind == .largeText }

  /// The contrast ratio in a mode.
  ///
  /// ```swift
  /// pair.ratio(in: .darkHighContrast) // e.g. 14.78
  /// ```
  public func ratio(in mode: ColorMode) -> Double {
    WCAG.contrastRatio(foreground.resolved(in: mode), background.resolved(in: mode))
  }

  /// Whether the pair reaches its kind's minimum ratio in a mode.
  ///
  /// ```swift
  /// ColorMode.allCases.allSatisfy(pair.passes(in:)) // true for every declared pair
  /// ```
  public func passes(in mode: ColorMode) -> Bool { ratio(in: mode) >= kind.minimumRatio }
}
