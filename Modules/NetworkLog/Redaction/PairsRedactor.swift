import Foundation

/// Redacts `name=value&name=value` lists: URL query strings, form-encoded bodies, and fragments that
/// carry parameters (OAuth-style `#access_token=…`). A sensitive name's value becomes the literal
/// `<redacted>`; every other value (and bare item) is percent-decoded, passed through the text
/// patterns, and re-encoded only if that changed it, so untouched items keep their exact bytes.
struct PairsRedactor: Sendable {
  let rules: RedactionRules
  let text: TextRedactor

  func redact(_ list: Substring) -> String {
    var items: [String] = []
    for item in list.split(separator: "&", omittingEmptySubsequences: false) {
      guard let equals = item.firstIndex(of: "=") else {
        items.append(redactComponent(item))
        continue
      }
      let rawName = item[..<equals]
      let rawValue = item[item.index(after: equals)...]
      if rules.isSensitive(Self.decode(rawName)), !rawValue.isEmpty {
        items.append(String(rawName) + "=" + Redactor.placeholder)
      } else {
        items.append(redactComponent(rawName) + "=" + redactComponent(rawValue))
      }
    }
    return items.joined(separator: "&")
  }

  /// Decodes, applies the text patterns, and re-encodes when something was redacted.
  func redactComponent(_ raw: Substring, plusIsSpace: Bool = true) -> String {
    let decoded = Self.decode(raw, plusIsSpace: plusIsSpace)
    let redacted = text.redact(decoded)
    return redacted == decoded ? String(raw) : Self.encode(redacted)
  }

  /// Percent-decoding (and `+` as space, the form convention); malformed escapes are kept as they are.
  static func decode(_ raw: Substring, plusIsSpace: Bool = true) -> String {
    // Nearly every path segment and query value has nothing to decode; skip Foundation's copies.
    guard raw.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
      return String(raw)
    }
    let spaced = plusIsSpace ? raw.replacingOccurrences(of: "+", with: " ") : String(raw)
    return spaced.removingPercentEncoding ?? spaced
  }

  /// Encodes everything but RFC 3986 unreserved characters, except that placeholders stay literal:
  /// a redacted value reads `<redacted>` wherever it is in a URL (exports encode it where a strict
  /// URI is required).
  static func encode(_ value: String) -> String {
    value.components(separatedBy: Redactor.placeholder)
      .map { $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? $0 }
      .joined(separator: Redactor.placeholder)
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
