import Foundation

/// Email handling: one canonical form for lookups, and a masked form for logs.
enum EmailAddress {
  /// Longest address accepted (RFC 5321 path limit).
  static let maxLength = 254

  /// Trims surrounding spaces and lowercases `raw`, or returns nil when it is not plausibly an address.
  ///
  /// Deliberately loose, since the dev server needs stable keys, not RFC 5322 parsing, but it
  /// enforces the contract's `format: email` far enough that nothing unusable is stored: at most
  /// 254 bytes, exactly one `@` with a non-empty local part, a dotted domain without empty labels,
  /// and no whitespace, control or format characters anywhere (not even a trailing newline,
  /// which is rejected rather than trimmed).
  static func normalized(_ raw: String) -> String? {
    guard !raw.unicodeScalars.contains(where: isForbidden) else { return nil }
    let email = raw.trimmingCharacters(in: .whitespaces).lowercased()
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard email.utf8.count <= maxLength, parts.count == 2, !parts[0].isEmpty,
      !email.unicodeScalars.contains(where: \.properties.isWhitespace)
    else { return nil }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, !labels.contains(where: \.isEmpty) else { return nil }
    return email
  }

  /// Control characters (C0, DEL, C1), invisible format characters (zero-width spaces and joiners,
  /// bidirectional overrides, ...) and line or paragraph separators.
  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  /// A form safe for logs, `a***@e***`: addresses are personal data and stay out of log files.
  static func masked(_ email: String) -> String {
    let parts = email.split(separator: "@", maxSplits: 1)
    let local = parts.first?.first.map(String.init) ?? ""
    let domain = parts.count > 1 ? parts[1].first.map(String.init) ?? "" : ""
    return "\(local)***@\(domain)***"
  }
}
