/// A parsed Xcode String Catalog (`.xcstrings`): every key with its text per language.
///
/// We read the catalog ourselves at run time, on Linux and Apple alike (ADR 0004), so the same
/// JSON file that Xcode edits is the single source of truth for every platform and the lint. The
/// catalog is yours: load it from a file, from your own resource bundle or from data, or build it
/// in code.
///
/// ```swift
/// let catalog = try StringCatalog(resource: "Localizable", inBundleNamed: "MyTool_MyTool")
/// catalog.sourceLanguage                    // "en"
/// catalog.languages                        // ["ar", "de", "en", "es", "fr", "ja", "ru"]
/// catalog["items.count"]?.localizations["ru"] // .plural([.one: "%lld элемент", …])
/// ```
public struct StringCatalog: Sendable, Equatable {
  /// The language keys are written in and every lookup finally falls back to.
  public var sourceLanguage: String
  /// The file format version ("1.0").
  public var version: String
  /// Entries by key (exact, case-sensitive). A key with no entry is not an error: lookups show the
  /// key itself.
  public var entries: [String: CatalogEntry]

  /// Creates a catalog in code (tests, previews).
  ///
  /// ```swift
  /// let catalog = StringCatalog(sourceLanguage: "en", entries: [
  ///   "hello": CatalogEntry(localizations: ["en": .single("Hello"), "fr": .single("Bonjour")]),
  /// ])
  /// ```
  public init(sourceLanguage: String, version: String = "1.0", entries: [String: CatalogEntry] = [:]) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.entries = entries
  }

  /// An empty catalog: every lookup returns its key. What a program runs on if its catalog
  /// cannot be read, so a bad file degrades the UI instead of crashing it.
  public static let empty = StringCatalog(sourceLanguage: "en")

  /// `nil` when the catalog has no entry for `key`.
  public subscript(key: String) -> CatalogEntry? { entries[key] }

  /// Every language that has at least one localization, sorted.
  public var languages: [String] {
    var seen: Set<String> = [sourceLanguage]
    for entry in entries.values { seen.formUnion(entry.localizations.keys) }
    return seen.sorted()
  }

  /// Every key, in ascending `String` order (stable across runs, for lint output and diffs).
  public var keys: [String] { entries.keys.sorted() }
}

/// One key of a catalog.
public struct CatalogEntry: Sendable, Equatable {
  /// The developer's note to translators.
  public var comment: String?
  /// `false` for text that must not be translated (Xcode's "Don't translate").
  public var shouldTranslate: Bool
  /// The text per language identifier ("en", "es-MX").
  public var localizations: [String: LocalizedMessage]

  /// Stores the values as given, unchecked (``CatalogLinter`` finds what is missing or malformed).
  public init(comment: String? = nil, shouldTranslate: Bool = true, localizations: [String: LocalizedMessage] = [:]) {
    self.comment = comment
    self.shouldTranslate = shouldTranslate
    self.localizations = localizations
  }
}

/// The text of one key in one language: a single format string or one per plural category,
/// plus any `%#@name@` substitutions it uses.
public struct LocalizedMessage: Sendable, Equatable {
  /// The text, fixed or varying by plural.
  public enum Variants: Sendable, Equatable {
    /// One format string.
    case single(String)
    /// A format string per plural category, chosen by argument 1.
    case plural([PluralCategory: String])
  }

  /// The format string, or one per plural category; a `%#@name@` in it names one of
  /// ``substitutions``.
  public var variants: Variants
  /// Substitutions by name, for strings with more than one plural (`%1$#@items@ in %2$#@days@`).
  public var substitutions: [String: CatalogSubstitution]

  /// Stores the values as given, unchecked (``CatalogLinter`` finds mismatches).
  public init(variants: Variants, substitutions: [String: CatalogSubstitution] = [:]) {
    self.variants = variants
    self.substitutions = substitutions
  }

  /// One format string for every count.
  public static func single(_ text: String) -> LocalizedMessage {
    LocalizedMessage(variants: .single(text))
  }

  /// One format string per plural category; a category missing here falls back to `.other`.
  public static func plural(_ forms: [PluralCategory: String]) -> LocalizedMessage {
    LocalizedMessage(variants: .plural(forms))
  }

  /// Every format string in the message (all plural forms and substitution forms), for lint and
  /// for "is this translation empty" checks.
  public var allTemplates: [String] {
    var templates: [String]
    switch variants {
    case .single(let text): templates = [text]
    case .plural(let forms): templates = forms.sorted { $0.key < $1.key }.map(\.value)
    }
    for (_, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
      templates += substitution.forms.sorted { $0.key < $1.key }.map(\.value)
    }
    return templates
  }

  /// The message pseudolocalized: top-level strings fully, substitution forms (which end up
  /// inside them) without a second set of brackets.
  func pseudolocalized(_ pseudo: PseudoLocalization) -> LocalizedMessage {
    var copy = self
    switch variants {
    case .single(let text): copy.variants = .single(pseudo.apply(to: text))
    case .plural(let forms): copy.variants = .plural(forms.mapValues { pseudo.apply(to: $0) })
    }
    copy.substitutions = substitutions.mapValues { substitution in
      var changed = substitution
      changed.forms = substitution.forms.mapValues { pseudo.apply(to: $0, embedded: true) }
      return changed
    }
    return copy
  }
}

/// A named plural inside a string: `%#@items@` in "%1$#@items@ over %2$#@days@" is replaced by the
/// form `argumentNumber` selects, with `%arg` standing for that argument.
public struct CatalogSubstitution: Sendable, Equatable {
  /// The 1-based argument that selects the form (`argNum`).
  public var argumentNumber: Int
  /// How `%arg` prints, without the `%` ("lld", "@").
  public var formatSpecifier: String
  /// The form per plural category.
  public var forms: [PluralCategory: String]

  /// Stores the values as given, unchecked (``CatalogLinter`` finds mismatches).
  public init(argumentNumber: Int, formatSpecifier: String, forms: [PluralCategory: String]) {
    self.argumentNumber = argumentNumber
    self.formatSpecifier = formatSpecifier
    self.forms = forms
  }
}
