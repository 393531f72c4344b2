import Foundation

/// A sign-in address, trimmed and lowercased, validated pragmatically: one `@`, a non-empty local
/// part, a dotted domain, no spaces, at most 254 characters. The mail server has the final word;
/// this only catches typos before a round trip.
///
/// ```swift
/// let email = try EmailAddress("  Ana@Example.COM ")
/// email.value  // "ana@example.com"
/// email.masked // "a•••@example.com"
/// ```
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
  /// The normalized address. Personal data: never log, track or print it.
  public let value: String

  /// Validates and normalizes.
  ///
  /// - Throws: ``SignInFailure/invalidEmail``.
  public init(_ raw: String) throws(SignInFailure) {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard text.count <= 254, parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64,
      !text.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "," || $0 == ";" }),
      parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), !parts[1].contains("..")
    else { throw .invalidEmail }
    value = text
  }

  /// First character of the local part, then `•••@domain`: enough to recognise, not to harvest.
  public var masked: String { Self.mask(value) }

  /// Masks any address-like string the same way (used for accounts from the server).
  public static func mask(_ address: String) -> String {
    guard let at = address.firstIndex(of: "@"), at != address.startIndex else { return "•••" }
    return "\(address[address.startIndex])•••\(address[at...])"
  }

  /// The masked form, so interpolation never leaks the address.
  public var description: String { masked }
}
