/// Which names (headers, URL query items, form fields, JSON keys) have their values redacted.
///
/// A name is sensitive when, compared case-insensitively:
/// 1. it is one of ``alwaysRedactedHeaders``, or contains a ``denyList`` entry → redacted;
/// 2. otherwise it is exactly an ``allowList`` entry → kept;
/// 3. otherwise it contains one of ``sensitiveFragments`` → redacted.
///
/// The built-in lists cannot be emptied (the failure Pulse shipped with: redaction lists empty by
/// default); only the allow and deny lists are configurable, and the deny list always wins.
///
/// ```swift
/// let rules = RedactionRules(denyList: ["cursor"])
/// rules.isSensitive("X-Refresh-Token") // true
/// rules.isSensitive("Idempotency-Key") // false (default allow list)
/// rules.isSensitive("next_cursor")     // true (deny list)
/// ```
public struct RedactionRules: Sendable, Hashable {
  /// Headers redacted whatever the allow list says.
  ///
  /// ```swift
  /// RedactionRules.alwaysRedactedHeaders.contains("set-cookie") // true
  /// ```
  public static let alwaysRedactedHeaders: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie", "x-new-access-token",
  ]

  /// A name containing any of these is sensitive (unless allow-listed exactly).
  ///
  /// ```swift
  /// RedactionRules.sensitiveFragments.contains("code") // true: OTP codes
  /// ```
  public static let sensitiveFragments: [String] = [
    "token", "secret", "password", "passwd", "code", "email", "key", "signature", "authorization", "cookie",
    "session",
  ]

  /// Names that contain a fragment but are not secrets:
  /// - `idempotency-key`: a random per-request UUID, and the first thing to compare when a replay
  ///   misbehaves; it contains "key" only by accident.
  /// - `content-type`: listed so the rule is explicit; it matches no fragment.
  /// - `language_code`: a profile's language (`"es"`); contains "code" only by accident.
  ///
  /// ```swift
  /// RedactionRules(allowList: RedactionRules.defaultAllowList.union(["country_code"]))
  /// ```
  public static let defaultAllowList: Set<String> = ["content-type", "idempotency-key", "language_code"]

  /// The rules used unless told otherwise.
  ///
  /// ```swift
  /// let redactor = Redactor(rules: .standard)
  /// ```
  public static let standard = RedactionRules()

  /// Exact names (lower-cased) never redacted by name. Values are still scanned for recognisable
  /// secrets (JWTs, bearer tokens, e-mail addresses).
  public let allowList: Set<String>
  /// Extra fragments (lower-cased): any name containing one is redacted, even if allow-listed.
  public let denyList: Set<String>

  /// Creates rules; names are compared case-insensitively.
  ///
  /// ```swift
  /// RedactionRules(allowList: RedactionRules.defaultAllowList, denyList: ["cursor"])
  /// ```
  public init(allowList: Set<String> = RedactionRules.defaultAllowList, denyList: Set<String> = []) {
    self.allowList = Set(allowList.map { $0.lowercased() })
    self.denyList = Set(denyList.map { $0.lowercased() }.filter { !$0.isEmpty })
  }

  /// Whether values under `name` are redacted.
  ///
  /// ```swift
  /// RedactionRules.standard.isSensitive("refreshToken") // true
  /// RedactionRules.standard.isSensitive("expires")      // false
  /// ```
  public func isSensitive(_ name: String) -> Bool {
    let name = name.lowercased()
    if Self.alwaysRedactedHeaders.contains(name) { return true }
    if denyList.contains(where: { Self.contains(name, $0) }) { return true }
    if allowList.contains(name) { return false }
    return Self.sensitiveFragments.contains { Self.contains(name, $0) }
  }

  /// Byte-wise substring search. On Linux `String.contains(_:)` goes through Foundation's general
  /// string search, which made redaction the largest cost of a logged request (docs/performance.md);
  /// names are compared after lowercasing, so a plain UTF-8 search gives the same answer.
  static func contains(_ haystack: String, _ needle: String) -> Bool {
    let text = Array(haystack.utf8), pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return true }
    guard text.count >= pattern.count else { return false }
    for start in 0...(text.count - pattern.count) where text[start] == pattern[0] {
      var index = 1
      while index < pattern.count && text[start + index] == pattern[index] { index += 1 }
      if index == pattern.count { return true }
    }
    return false
  }
}
