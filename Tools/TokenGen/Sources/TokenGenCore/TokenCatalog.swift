/// `tokens.json` after alias resolution and schema checks: the typed input of code generation.
/// Every list is sorted by name, so output never depends on JSON key order.
///
/// ```swift
/// let catalog = try TokenGenerator.catalog(fromJSON: data)
/// catalog.colors.first { $0.name == "accent" }?.values["light"]?.hex // "#2563EB"
/// ```
public struct TokenCatalog: Sendable, Equatable {
  /// The four appearance modes every semantic color defines, in output order.
  ///
  /// ```swift
  /// TokenCatalog.colorModes.first // "light"
  /// ```
  public static let colorModes = ["light", "dark", "lightHighContrast", "darkHighContrast"]

  /// A color value after resolution.
  ///
  /// ```swift
  /// ResolvedColor(hex: "#2563EB", alias: "palette.blue.600")
  /// ```
  public struct ResolvedColor: Sendable, Equatable {
    /// `#RRGGBB` or `#RRGGBBAA`, upper case.
    ///
    /// ```swift
    /// color.hex // "#2563EB"
    /// ```
    public var hex: String
    /// The alias written in the JSON (first hop), `nil` for a literal hex value.
    ///
    /// ```swift
    /// color.alias // "palette.blue.600"
    /// ```
    public var alias: String?
    /// A resolved color.
    ///
    /// ```swift
    /// ResolvedColor(hex: "#FFFFFF", alias: nil)
    /// ```
    public init(hex: String, alias: String?) {
      self.hex = hex
      self.alias = alias
    }
  }

  /// A semantic color (`color.<name>`).
  ///
  /// ```swift
  /// catalog.colors.map(\.name) // ["accent", "accentPressed", …]
  /// ```
  public struct Color: Sendable, Equatable {
    /// The token name.
    ///
    /// ```swift
    /// color.name // "accent"
    /// ```
    public var name: String
    /// The description.
    ///
    /// ```swift
    /// color.description
    /// ```
    public var description: String
    /// Value per mode, keyed by `colorModes`.
    ///
    /// ```swift
    /// color.values["dark"]?.hex
    /// ```
    public var values: [String: ResolvedColor]
  }

  /// A typography token (`typography.<name>`).
  ///
  /// ```swift
  /// catalog.typography.first { $0.name == "body" }?.size // 17
  /// ```
  public struct Typography: Sendable, Equatable {
    /// Token name, size, weight, line height, text style and description.
    ///
    /// ```swift
    /// (style.name, style.size, style.weight) // ("body", 17, "regular")
    /// ```
    public var name: String, description: String, size: Double, weight: String, lineHeight: Double, textStyle: String
  }

  /// A single number in points (`spacing.<name>`, `radius.<name>`).
  ///
  /// ```swift
  /// catalog.spacing.map(\.points) // [4, 8, 12, 16, 24, 32, 48] in name order
  /// ```
  public struct Dimension: Sendable, Equatable {
    /// Token name, points and description.
    ///
    /// ```swift
    /// (step.name, step.points) // ("m", 16)
    /// ```
    public var name: String, description: String, points: Double
  }

  /// A shadow (`elevation.<name>`).
  ///
  /// ```swift
  /// catalog.elevation.first?.opacity
  /// ```
  public struct Shadow: Sendable, Equatable {
    /// Token name, blur radius, y offset, opacity and description.
    ///
    /// ```swift
    /// (shadow.radius, shadow.y, shadow.opacity) // (8, 4, 0.16)
    /// ```
    public var name: String, description: String, radius: Double, y: Double, opacity: Double
  }

  /// A duration pair (`motion.<name>`), in milliseconds.
  ///
  /// ```swift
  /// catalog.motion.first { $0.name == "fast" }?.reduceMotion // 0
  /// ```
  public struct Motion: Sendable, Equatable {
    /// Token name, standard and reduce-motion milliseconds, description.
    ///
    /// ```swift
    /// (motion.standard, motion.reduceMotion) // (250, 150)
    /// ```
    public var name: String, description: String, standard: Int, reduceMotion: Int
  }

  /// A pair to audit (`audit.<name>`); foreground and background are `color` token names.
  ///
  /// ```swift
  /// catalog.contrastPairs.first { $0.kind == "largeText" }
  /// ```
  public struct ContrastPair: Sendable, Equatable {
    /// Pair name, foreground and background color names, kind (`text`, `largeText`, `graphic`),
    /// description.
    ///
    /// ```swift
    /// (pair.foreground, pair.background, pair.kind) // ("textOnAccent", "accent", "text")
    /// ```
    public var name: String, description: String, foreground: String, background: String, kind: String
  }

  /// Semantic colors, by name.
  ///
  /// ```swift
  /// catalog.colors.count // 17
  /// ```
  public var colors: [Color] = []
  /// Typography tokens, by name.
  ///
  /// ```swift
  /// catalog.typography.count // 7
  /// ```
  public var typography: [Typography] = []
  /// Spacing steps, by name.
  ///
  /// ```swift
  /// catalog.spacing.count // 7
  /// ```
  public var spacing: [Dimension] = []
  /// Radii, by name.
  ///
  /// ```swift
  /// catalog.radius.count // 4
  /// ```
  public var radius: [Dimension] = []
  /// Shadows, by name.
  ///
  /// ```swift
  /// catalog.elevation.count // 4
  /// ```
  public var elevation: [Shadow] = []
  /// Motion tokens, by name.
  ///
  /// ```swift
  /// catalog.motion.count // 3
  /// ```
  public var motion: [Motion] = []
  /// Contrast pairs, by name.
  ///
  /// ```swift
  /// catalog.contrastPairs.count
  /// ```
  public var contrastPairs: [ContrastPair] = []
}
