/// Redacts secrets that can be recognised in free text, whatever field they sit in. Applied to every
/// header value, query and form value, path segment, JSON string and key, and to non-JSON bodies:
///
/// - `name=value` and `name: value` pairs (also quoted, `"name": "value"`, and JSON escaped inside a
///   string, `\"name\":\"value\"`) whose name is sensitive under the rules;
/// - `Bearer <token>` and `Basic <credentials>`;
/// - JWT-shaped tokens: `eyJ…` followed by two or more `.`-separated base64url segments;
/// - e-mail addresses (also with `%40` for `@`).
///
/// Works on UTF-8 bytes in linear passes with no regular expressions and no recursion; replaced spans
/// always start and end at ASCII bytes, so the output stays valid UTF-8.
struct TextRedactor: Sendable {
  let rules: RedactionRules
  private static let placeholder = Array(Redactor.placeholder.utf8)
  private static let bearer = Array("bearer".utf8)
  private static let basic = Array("basic".utf8)

  /// Whether ``redact(_:)`` could change `text` at all: false when no byte a pattern starts with
  /// occurs (most names, dates, prose and URL paths).
  static func mayRedact(_ text: some Sequence<UInt8>) -> Bool {
    Triggers(text).any
  }

  func redact(_ text: String) -> String {
    let triggers = Triggers(text.utf8)
    // Most strings (names, dates, prose) hold no byte a pattern starts with: no copy, no pass.
    guard triggers.any else { return text }
    let original = Array(text.utf8)
    var bytes = original
    if triggers.pair { bytes = redactPairs(bytes) }
    if triggers.scheme { bytes = redactAuthorizationSchemes(bytes) }
    if triggers.jwt { bytes = redactJWTs(bytes) }
    if triggers.email { bytes = redactEmails(bytes) }
    return bytes == original ? text : String(decoding: bytes, as: UTF8.self)
  }

  /// Which passes can match, from one scan: a pass whose trigger byte is absent cannot edit.
  private struct Triggers {
    var pair = false  // `=` or `:`
    var scheme = false  // `b`/`B` of Bearer and Basic
    var jwt = false  // `J` of `eyJ`
    var email = false  // `@`, or `%` of `%40`
    var any: Bool { pair || scheme || jwt || email }

    init(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: ":"): pair = true
        case UInt8(ascii: "b"), UInt8(ascii: "B"): scheme = true
        case UInt8(ascii: "J"): jwt = true
        case UInt8(ascii: "@"), UInt8(ascii: "%"): email = true
        default: break
        }
      }
    }
  }

  // MARK: name=value and name: value

  private func redactPairs(_ b: [UInt8]) -> [UInt8] {
    var edits = Edits(b)
    var i = 0
    let n = b.count
    while i < n {
      guard Self.isNameByte(b[i]) else {
        i += 1
        continue
      }
      let start = i
      while i < n, Self.isNameByte(b[i]) { i += 1 }
      let end = i
      var j = end
      if j + 1 < n, b[j] == UInt8(ascii: "\\"), Self.isQuote(b[j + 1]) {
        j += 2
      } else if j < n, Self.isQuote(b[j]) {
        j += 1
      }
      j = Self.skipBlanks(b, j)
      guard j < n, b[j] == UInt8(ascii: "=") || b[j] == UInt8(ascii: ":") else { continue }
      let separator = b[j]
      j += 1
      // `==` is a comparison, `://` a URL scheme: neither introduces a value.
      if j < n, b[j] == UInt8(ascii: "=") || (separator == UInt8(ascii: ":") && b[j] == UInt8(ascii: "/")) {
        continue
      }
      j = Self.skipBlanks(b, j)
      guard j < n, b[j] != UInt8(ascii: "{"), b[j] != UInt8(ascii: "[") else { continue }
      guard b.withUnsafeBufferPointer({ rules.isSensitive(bytes: UnsafeBufferPointer(rebasing: $0[start..<end])) })
      else { continue }
      let value = Self.valueSpan(b, from: j, separator: separator)
      if !value.isEmpty {
        edits.replace(value)
        i = max(i, value.upperBound)
      }
    }
    return edits.apply()
  }

  /// The span of the value starting at `j`: inside quotes when quoted (to the end when the closing
  /// quote is missing, as in a truncated body), else up to the first byte that ends a value.
  private static func valueSpan(_ b: [UInt8], from j: Int, separator: UInt8) -> Range<Int> {
    let n = b.count
    var opener = 0
    var quote: UInt8 = 0
    if isQuote(b[j]) {
      opener = 1
      quote = b[j]
    } else if b[j] == UInt8(ascii: "\\"), j + 1 < n, isQuote(b[j + 1]) {
      opener = 2
      quote = b[j + 1]
    }
    if opener > 0 {
      let start = j + opener
      var k = start
      while k < n {
        if opener == 2, b[k] == UInt8(ascii: "\\"), k + 1 < n, b[k + 1] == quote { break }
        if opener == 1, b[k] == quote { break }
        k += b[k] == UInt8(ascii: "\\") ? 2 : 1
      }
      return start..<min(k, n)
    }
    var k = j
    while k < n, !isValueEnd(b[k], separator: separator) { k += 1 }
    // A value that is already the placeholder stays as it is (redaction is idempotent).
    return j..<k
  }

  private static func isValueEnd(_ c: UInt8, separator: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\""), UInt8(ascii: ";"), UInt8(ascii: "}"),
      UInt8(ascii: "]"):
      return true
    case UInt8(ascii: "&"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "'"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "#"), UInt8(ascii: "\\"):
      // After `=` (query, form, cookie style) these end the value; after `:` (header style) the
      // value runs to the end of the line, so `token: abc def` loses all of `abc def`.
      return separator == UInt8(ascii: "=")
    case UInt8(ascii: ","):
      return separator == UInt8(ascii: ":")
    default:
      return false
    }
  }

  // MARK: Bearer / Basic

  private func redactAuthorizationSchemes(_ b: [UInt8]) -> [UInt8] {
    var edits = Edits(b)
    let n = b.count
    var i = 0
    while i < n {
      let c = b[i] | 0x20
      guard c == UInt8(ascii: "b"), i == 0 || !Self.isAlphanumeric(b[i - 1]) else {
        i += 1
        continue
      }
      let minimum: Int
      let length: Int
      if Self.matches(b, at: i, Self.bearer) {
        (length, minimum) = (6, 1)
      } else if Self.matches(b, at: i, Self.basic) {
        (length, minimum) = (5, 6)
      } else {
        i += 1
        continue
      }
      var j = i + length
      guard j < n, b[j] == UInt8(ascii: " ") || b[j] == UInt8(ascii: "\t") else {
        i += 1
        continue
      }
      j = Self.skipBlanks(b, j)
      var k = j
      while k < n, Self.isTokenByte(b[k]) { k += 1 }
      if k - j >= minimum {
        edits.replace(j..<k)
        i = k
      } else {
        i += 1
      }
    }
    return edits.apply()
  }

  // MARK: JWT

  private func redactJWTs(_ b: [UInt8]) -> [UInt8] {
    var edits = Edits(b)
    let n = b.count
    var i = 0
    while i + 3 <= n {
      guard b[i] == UInt8(ascii: "e"), b[i + 1] == UInt8(ascii: "y"), b[i + 2] == UInt8(ascii: "J"),
        i == 0 || !Self.isBase64URLByte(b[i - 1])
      else {
        i += 1
        continue
      }
      var k = i
      var lengths: [Int] = []
      while true {
        let start = k
        while k < n, Self.isBase64URLByte(b[k]) { k += 1 }
        lengths.append(k - start)
        // Another `.segment` belongs to the token if it is not empty (a JWE has five segments), or if
        // it is the empty third one of an unsigned token; a sentence's full stop does not.
        guard k < n, b[k] == UInt8(ascii: ".") else { break }
        let next = k + 1 < n && Self.isBase64URLByte(b[k + 1])
        guard next || lengths.count == 2 else { break }
        k += 1
      }
      let segments = lengths.count
      // header.payload.signature, with a possibly empty signature (unsigned tokens end in ".").
      if segments >= 3, lengths[0] >= 4, lengths[1] >= 1 {
        edits.replace(i..<k)
        i = k
      } else {
        i += 3
      }
    }
    return edits.apply()
  }

  // MARK: E-mail addresses

  private func redactEmails(_ b: [UInt8]) -> [UInt8] {
    var edits = Edits(b)
    let n = b.count
    var i = 0
    var floor = 0
    while i < n {
      var atLength = 0
      if b[i] == UInt8(ascii: "@") {
        atLength = 1
      } else if b[i] == UInt8(ascii: "%"), i + 2 < n, b[i + 1] == UInt8(ascii: "4"), b[i + 2] == UInt8(ascii: "0") {
        atLength = 3
      }
      guard atLength > 0 else {
        i += 1
        continue
      }
      var left = i
      while left > floor, Self.isLocalPartByte(b[left - 1]) { left -= 1 }
      var right = i + atLength
      while right < n, Self.isDomainByte(b[right]) { right += 1 }
      while right > i + atLength, b[right - 1] == UInt8(ascii: ".") || b[right - 1] == UInt8(ascii: "-") { right -= 1 }
      let domain = b[(i + atLength)..<right]
      if left < i, let dot = domain.lastIndex(of: UInt8(ascii: ".")), dot > i + atLength,
        right - dot - 1 >= 2, b[(dot + 1)..<right].allSatisfy(Self.isLetter)
      {
        edits.replace(left..<right)
        i = right
        floor = right
      } else {
        i += atLength
      }
    }
    return edits.apply()
  }

  // MARK: Byte classes

  private static func isLetter(_ c: UInt8) -> Bool {
    (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
  }
  private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
  private static func isAlphanumeric(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) }
  private static func isQuote(_ c: UInt8) -> Bool { c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") }

  private static func isNameByte(_ c: UInt8) -> Bool {
    isAlphanumeric(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
  }

  private static func isBase64URLByte(_ c: UInt8) -> Bool {
    isAlphanumeric(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-")
  }

  /// RFC 6750 `b64token` characters.
  private static func isTokenByte(_ c: UInt8) -> Bool {
    isAlphanumeric(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "_")
      || c == UInt8(ascii: "~") || c == UInt8(ascii: "+") || c == UInt8(ascii: "/") || c == UInt8(ascii: "=")
  }

  private static func isLocalPartByte(_ c: UInt8) -> Bool {
    isAlphanumeric(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "_") || c == UInt8(ascii: "%")
      || c == UInt8(ascii: "+") || c == UInt8(ascii: "-")
  }

  private static func isDomainByte(_ c: UInt8) -> Bool {
    isAlphanumeric(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "-")
  }

  private static func skipBlanks(_ b: [UInt8], _ start: Int) -> Int {
    var j = start
    while j < b.count, b[j] == UInt8(ascii: " ") || b[j] == UInt8(ascii: "\t") { j += 1 }
    return j
  }

  /// Case-insensitive match of an ASCII lower-case word at `i`.
  private static func matches(_ b: [UInt8], at i: Int, _ word: [UInt8]) -> Bool {
    guard i + word.count <= b.count else { return false }
    return word.indices.allSatisfy { b[i + $0] | 0x20 == word[$0] }
  }

  /// Non-overlapping replacements in increasing order, applied in one copy.
  private struct Edits {
    let source: [UInt8]
    var spans: [Range<Int>] = []

    init(_ source: [UInt8]) { self.source = source }

    mutating func replace(_ span: Range<Int>) {
      if source[span].elementsEqual(TextRedactor.placeholder) { return }
      if let last = spans.last, span.lowerBound < last.upperBound { return }
      spans.append(span)
    }

    func apply() -> [UInt8] {
      guard !spans.isEmpty else { return source }
      var output: [UInt8] = []
      output.reserveCapacity(source.count)
      var cursor = 0
      for span in spans {
        output.append(contentsOf: source[cursor..<span.lowerBound])
        output.append(contentsOf: TextRedactor.placeholder)
        cursor = span.upperBound
      }
      output.append(contentsOf: source[cursor...])
      return output
    }
  }
}
