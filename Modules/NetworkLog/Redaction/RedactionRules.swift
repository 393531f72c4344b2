/// Which names (headers, URL query items, form fields, JSON keys) have their values redacted.
///
/// A name is sensitive when, compared case-insensitively:
/// 1. it is one of ``alwaysRedactedHeaders``, or contains a ``denyList`` entry → redacted;
/// 2. otherwise it is exactly an ``allowList`` entry → kept;
/// 3. otherwise it contains one of ``sensitiveFragments``, or is one of ``sensitiveNames`` → redacted.
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
  public static let alwaysRedactedHeaders: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie", "x-new-access-token",
  ]

  /// A name containing any of these is sensitive (unless allow-listed exactly).
  public static let sensitiveFragments: [String] = [
    "token", "secret", "password", "passwd", "code", "email", "key", "signature", "authorization", "cookie",
    "session", "credential",
  ]

  /// Names sensitive only when they are the whole name (unless allow-listed exactly): short names of
  /// signatures and secrets in presigned URLs and forms (`sig`, Azure's and others'), too short to be
  /// fragments without redacting `signal` or `design`.
  public static let sensitiveNames: Set<String> = ["sig", "hmac", "jwt", "otp", "pwd", "pin", "sas"]

  /// Names that contain a fragment but are not secrets:
  /// - `idempotency-key`: a random per-request UUID, and the first thing to compare when a replay
  ///   misbehaves; it contains "key" only by accident.
  /// - `content-type`: listed so the rule is explicit; it matches no fragment.
  /// - `language_code`: a profile's language (`"es"`); contains "code" only by accident.
  public static let defaultAllowList: Set<String> = ["content-type", "idempotency-key", "language_code"]

  /// Arrays whose objects name a language in their `code` member: `app_config`'s
  /// `supported_languages` (`[{"code": "es", "english_name": "Spanish", …}]`). There, and only
  /// there, a `code` whose value is a string shaped like a language tag (``looksLikeLanguageTag(_:)``)
  /// is kept; a `code` anywhere else (the one-time code of `verify_otp`, an error body's code) is
  /// redacted as before, and a deny-list entry that matches `code` still wins.
  public static let languageListNames: Set<String> = ["supported_languages"]

  /// Whether `value` has the shape of a BCP 47 language tag: 2 or 3 ASCII letters, then subtags of
  /// 1 to 8 letters or digits after a `-`, at most 35 bytes (`es`, `pt-BR`, `zh-Hant-TW`). A
  /// six-digit code, a token or an address never has it.
  public static func looksLikeLanguageTag(_ value: String) -> Bool {
    looksLikeLanguageTag(bytes: Array(value.utf8))
  }

  static func looksLikeLanguageTag<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
    guard bytes.count <= 35 else { return false }
    let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
    var subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)[...]
    guard let primary = subtags.popFirst(), (2...3).contains(primary.count), primary.allSatisfy(isLetter) else {
      return false
    }
    return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } }
  }

  /// Whether the deny list reaches `name` (lower-case ASCII): a name it matches is redacted even
  /// where an exception would keep it.
  func denies(_ name: String) -> Bool {
    denyList.contains { Self.containsIgnoringASCIICase(name.utf8, $0.utf8) }
  }

  /// The rules used unless told otherwise.
  public static let standard = RedactionRules()

  /// Exact names (lower-cased) never redacted by name. Values are still scanned for recognisable
  /// secrets (JWTs, bearer tokens, e-mail addresses).
  public let allowList: Set<String>
  /// Extra fragments (lower-cased): any name containing one is redacted, even if allow-listed.
  public let denyList: Set<String>

  /// Creates rules; names are compared case-insensitively.
  public init(allowList: Set<String> = RedactionRules.defaultAllowList, denyList: Set<String> = []) {
    self.allowList = Set(allowList.map { $0.lowercased() })
    self.denyList = Set(denyList.map { $0.lowercased() }.filter { !$0.isEmpty })
  }

  /// Whether values under `name` are redacted.
  public func isSensitive(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { isSensitive(bytes: $0) }
  }

  /// ``isSensitive(_:)`` for a name given as UTF-8 bytes. ASCII names, which is every name in
  /// practice, are matched without allocating: redaction asks this for every header, query item,
  /// JSON key and `name=value` pair of every logged request (docs/performance.md).
  func isSensitive(bytes name: UnsafeBufferPointer<UInt8>) -> Bool {
    // Unicode lower-casing can turn non-ASCII into ASCII (U+212A KELVIN SIGN → "k"), so those names
    // take the general path.
    guard name.allSatisfy({ $0 < 0x80 }) else {
      return isSensitive(lowercased: String(decoding: name, as: UTF8.self).lowercased())
    }
    if Self.alwaysRedactedHeaderBytes.contains(where: { Self.equalsIgnoringASCIICase(name, $0) }) { return true }
    if denyList.contains(where: { Self.containsIgnoringASCIICase(name, $0.utf8) }) { return true }
    let isSensitiveName = Self.sensitiveNameBytes.contains { Self.equalsIgnoringASCIICase(name, $0) }
    guard isSensitiveName || Self.containsSensitiveFragment(name) else { return false }
    return allowList.isEmpty || !allowList.contains(String(decoding: name, as: UTF8.self).lowercased())
  }

  private func isSensitive(lowercased name: String) -> Bool {
    if Self.alwaysRedactedHeaders.contains(name) { return true }
    if denyList.contains(where: { Self.containsIgnoringASCIICase(name.utf8, $0.utf8) }) { return true }
    if allowList.contains(name) { return false }
    if Self.sensitiveNames.contains(name) { return true }
    return Self.sensitiveFragments.contains { Self.containsIgnoringASCIICase(name.utf8, $0.utf8) }
  }

  private static let alwaysRedactedHeaderBytes = alwaysRedactedHeaders.map { Array($0.utf8) }
  private static let sensitiveNameBytes = sensitiveNames.map { Array($0.utf8) }
  /// The fragments by their first byte, so one pass over a name finds any of them.
  private static let fragmentsByFirstByte: [[[UInt8]]] = {
    var table = [[[UInt8]]](repeating: [], count: 256)
    for fragment in sensitiveFragments.map({ Array($0.utf8) }) { table[Int(fragment[0])].append(fragment) }
    return table
  }()

  private static func containsSensitiveFragment(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    for start in name.indices {
      for fragment in fragmentsByFirstByte[Int(lowercasedASCII(name[start]))]
      where fragment.count <= name.count - start {
        var offset = 1
        while offset < fragment.count, lowercasedASCII(name[start + offset]) == fragment[offset] { offset += 1 }
        if offset == fragment.count { return true }
      }
    }
    return false
  }

  private static func equalsIgnoringASCIICase(_ text: UnsafeBufferPointer<UInt8>, _ lowercase: [UInt8]) -> Bool {
    text.count == lowercase.count && zip(text, lowercase).allSatisfy { lowercasedASCII($0) == $1 }
  }

  /// Byte-wise search for a lower-case pattern. On Linux `String.contains(_:)` goes through
  /// Foundation's general string search, which made redaction the largest cost of a logged request.
  static func containsIgnoringASCIICase<Text: Collection<UInt8>, Pattern: Collection<UInt8>>(
    _ text: Text, _ pattern: Pattern
  ) -> Bool {
    guard let first = pattern.first else { return true }
    var start = text.startIndex
    while start != text.endIndex {
      if lowercasedASCII(text[start]) == first {
        var t = text.index(after: start)
        var p = pattern.index(after: pattern.startIndex)
        while p != pattern.endIndex, t != text.endIndex, lowercasedASCII(text[t]) == pattern[p] {
          text.formIndex(after: &t)
          pattern.formIndex(after: &p)
        }
        if p == pattern.endIndex { return true }
        if t == text.endIndex { return false }
      }
      text.formIndex(after: &start)
    }
    return false
  }

  private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
