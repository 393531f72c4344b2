import Foundation

extension StringCatalog {
  /// Parses `.xcstrings` JSON. Structural problems (not JSON, no `sourceLanguage`, an unknown
  /// plural category, a localization with neither a string nor plural variations) throw; format
  /// specifiers are not checked here — the lint does that, and lookup falls back on them.
  public init(data: Data) throws(LocalizationError) {
    let file: CatalogFile
    do {
      file = try JSONDecoder().decode(CatalogFile.self, from: data)
    } catch let error as DecodingError {
      throw StringCatalog.map(error)
    } catch {
      throw .invalidJSON(reason: String(describing: error))
    }
    guard !file.sourceLanguage.isEmpty else {
      throw .malformed(path: "sourceLanguage", reason: "is empty")
    }
    var entries: [String: CatalogEntry] = [:]
    for (key, entry) in file.strings {
      var localizations: [String: LocalizedMessage] = [:]
      for (language, localization) in entry.localizations ?? [:] {
        let path = "strings.\(key).localizations.\(language)"
        if let message = try localization.message(path: path) {
          localizations[language] = message
        }
      }
      entries[key] = CatalogEntry(
        comment: entry.comment, shouldTranslate: entry.shouldTranslate ?? true, localizations: localizations)
    }
    self.init(sourceLanguage: file.sourceLanguage, version: file.version ?? "1.0", entries: entries)
  }

  /// Reads and parses a catalog file.
  public init(contentsOf url: URL) throws(LocalizationError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    try self.init(data: data)
  }

  private static func map(_ error: DecodingError) -> LocalizationError {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return .invalidJSON(reason: context.debugDescription)
    case .dataCorrupted(let context):
      return .malformed(path: path(context), reason: context.debugDescription)
    case .keyNotFound(let key, let context):
      let parent = path(context)
      return .malformed(path: parent.isEmpty ? key.stringValue : "\(parent).\(key.stringValue)", reason: "is missing")
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return .malformed(path: path(context), reason: "expected \(type)")
    @unknown default:
      return .invalidJSON(reason: String(describing: error))
    }
  }
}

// The file's shape, as Xcode writes it. Unknown fields are ignored so newer Xcode versions'
// additions do not break older apps.
private struct CatalogFile: Decodable {
  let sourceLanguage: String
  let version: String?
  let strings: [String: EntryFile]
}

private struct EntryFile: Decodable {
  let comment: String?
  let shouldTranslate: Bool?
  let localizations: [String: LocalizationFile]?
}

private struct StringUnitFile: Decodable {
  let state: String?
  let value: String
}

private struct LocalizationFile: Decodable {
  let stringUnit: StringUnitFile?
  let variations: VariationsFile?
  let substitutions: [String: SubstitutionFile]?

  /// The message, or `nil` when the localization holds nothing usable yet (Xcode writes
  /// `"state": "new"` placeholders with empty values; those fall back like missing ones).
  func message(path: String) throws(LocalizationError) -> LocalizedMessage? {
    var substitutions: [String: CatalogSubstitution] = [:]
    for (name, substitution) in self.substitutions ?? [:] {
      substitutions[name] = try substitution.substitution(path: "\(path).substitutions.\(name)")
    }
    if let plural = variations?.plural {
      let forms = try LocalizationFile.forms(plural, path: "\(path).variations.plural")
      return forms.isEmpty ? nil : LocalizedMessage(variants: .plural(forms), substitutions: substitutions)
    }
    if let device = variations?.device {
      // Device variations (iPhone / Mac / …): this client renders the "other" device's text.
      guard let other = device["other"] ?? device.sorted(by: { $0.key < $1.key }).first?.value else {
        throw .malformed(path: "\(path).variations.device", reason: "has no variants")
      }
      return try other.message(path: "\(path).variations.device.other")
    }
    if let unit = stringUnit {
      return unit.value.isEmpty ? nil : LocalizedMessage(variants: .single(unit.value), substitutions: substitutions)
    }
    if variations != nil {
      throw .malformed(path: "\(path).variations", reason: "has no plural or device variations")
    }
    throw .malformed(path: path, reason: "has neither a stringUnit nor variations")
  }

  static func forms(
    _ plural: [String: LocalizationFile], path: String
  ) throws(LocalizationError) -> [PluralCategory: String] {
    var forms: [PluralCategory: String] = [:]
    for (name, form) in plural {
      guard let category = PluralCategory(rawValue: name) else {
        throw .malformed(
          path: "\(path).\(name)", reason: "'\(name)' is not a plural category (zero, one, two, few, many, other)")
      }
      guard let value = form.stringUnit?.value else {
        throw .malformed(path: "\(path).\(name)", reason: "has no stringUnit")
      }
      if !value.isEmpty { forms[category] = value }
    }
    return forms
  }
}

private struct VariationsFile: Decodable {
  let plural: [String: LocalizationFile]?
  let device: [String: LocalizationFile]?
}

private struct SubstitutionFile: Decodable {
  let argNum: Int?
  let formatSpecifier: String?
  let variations: VariationsFile?

  func substitution(path: String) throws(LocalizationError) -> CatalogSubstitution {
    guard let argNum, argNum >= 1 else { throw .malformed(path: "\(path).argNum", reason: "must be 1 or more") }
    guard let plural = variations?.plural else {
      throw .malformed(path: "\(path).variations.plural", reason: "is missing")
    }
    let forms = try LocalizationFile.forms(plural, path: "\(path).variations.plural")
    return CatalogSubstitution(argumentNumber: argNum, formatSpecifier: formatSpecifier ?? "lld", forms: forms)
  }
}
