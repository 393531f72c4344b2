/// A language tag reduced to what lookup needs — language, optional script and region — and
/// normalised from whatever the platform hands us ("es_MX.UTF-8", "zh-hant-tw", "EN").
///
/// ```swift
/// let tag = LanguageTag("es_MX.UTF-8")
/// tag.identifier         // "es-MX"
/// tag.fallbackIdentifiers // ["es-MX", "es"]
/// ```
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// The normalised tag, e.g. "es-MX", "zh-Hant-TW", "en".
  public let identifier: String
  /// The lowercase language subtag, e.g. "es".
  public let language: String
  /// The title-case script subtag, e.g. "Hant", if any.
  public let script: String?
  /// The uppercase region subtag ("MX") or UN M.49 code ("419"), if any.
  public let region: String?

  /// Parses and normalises a tag. Anything unparseable keeps its lowercased first subtag as the
  /// language, so lookup simply falls back to the base language instead of failing.
  public init(_ raw: String) {
    // POSIX locales: "es_MX.UTF-8@euro" → "es_MX".
    let stripped = raw.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
    let noModifier = stripped.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    let subtags = noModifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)

    var language = subtags.first?.lowercased() ?? ""
    if language == "c" || language == "posix" { language = "en" }  // LANG=C means "no preference"
    var script: String?
    var region: String?
    for subtag in subtags.dropFirst() {
      if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(\.isLetter) {
        script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      } else if region == nil,
        (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
      {
        region = subtag.uppercased()
      }
    }
    self.language = language
    self.script = script
    self.region = region
    self.identifier = [language, script, region].compactMap { $0 }.joined(separator: "-")
  }

  /// The lookup order within this tag, most specific first: "zh-Hant-TW" → "zh-Hant-TW",
  /// "zh-Hant", "zh". (The catalog's source language is appended by ``Localizer``.)
  public var fallbackIdentifiers: [String] {
    var chain = [identifier]
    if let script, region != nil { chain.append("\(language)-\(script)") }
    if identifier != language { chain.append(language) }
    return chain
  }

  /// The pseudolocalization this tag selects: region `XA` is accented (`en-XA`), region `XB` is
  /// right-to-left (`ar-XB`), the Android / Chromium convention.
  public var pseudoLocalization: PseudoLocalization? {
    switch region {
    case "XA": .accented
    case "XB": .rightToLeft
    default: nil
    }
  }

  /// The writing direction of the language (or of the pseudo-language).
  public var textDirection: TextDirection {
    if let pseudoLocalization { return pseudoLocalization == .rightToLeft ? .rightToLeft : .leftToRight }
    return TextDirection.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
  }

  public var description: String { identifier }
}

/// Which way text runs, for layout (SwiftUI's `LayoutDirection` is not available on Linux).
public enum TextDirection: String, Sendable, Hashable {
  /// Latin, Cyrillic, CJK, … (and `en-XA`).
  case leftToRight
  /// Arabic, Hebrew, Persian, Urdu, … (and `ar-XB`).
  case rightToLeft

  static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]
}
