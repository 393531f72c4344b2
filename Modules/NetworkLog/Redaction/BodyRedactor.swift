import Foundation

/// Turns a raw body into a ``NetworkLogBody``: cut at the limit first (so the work is bounded by the
/// limit, not by the body), then redacted by kind, then cut again (a `<redacted>` can be longer than
/// what it replaced; cutting after redaction can only remove text, never reveal it).
///
/// - JSON (`Content-Type` mentions json, or the text starts with `{`/`[`): parsed by ``JSONTree``
///   (leniently when cut) and redacted structurally; if it does not parse, treated as text.
/// - Form (`application/x-www-form-urlencoded`): redacted like a query string.
/// - Anything else that is UTF-8: the text patterns.
/// - Binary (audio, images, video, fonts, archives, `multipart/*`, `application/octet-stream`, or
///   bytes that are not UTF-8): not recorded, only its size. Multipart is binary on purpose: its text
///   fields (`name="password"` then the value on its own line) cannot be redacted reliably.
struct BodyRedactor: Sendable {
  let rules: RedactionRules
  let limit: Int
  let text: TextRedactor

  /// Captures a raw body from an attempt. Empty and missing bodies are `nil`.
  func capture(_ data: Data?, contentType: String?) -> NetworkLogBody? {
    guard let data, !data.isEmpty else { return nil }
    let mimeType = Self.mimeType(contentType)
    if Self.isBinary(mimeType) || limit <= 0 {
      return NetworkLogBody(text: nil, originalSize: data.count, isTruncated: limit <= 0, mimeType: mimeType)
    }
    let isTruncated = data.count > limit
    var bytes = Array(isTruncated ? data.prefix(limit) : data)
    if isTruncated { Self.dropPartialCharacter(&bytes) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return NetworkLogBody(text: nil, originalSize: data.count, isTruncated: isTruncated, mimeType: mimeType)
    }
    let (redacted, cut) = redact(text, bytes: bytes, mimeType: mimeType, isTruncated: isTruncated)
    return NetworkLogBody(text: redacted, originalSize: data.count, isTruncated: isTruncated || cut, mimeType: mimeType)
  }

  /// Re-redacts a body read back from disk, with the current rules.
  func reredact(_ body: NetworkLogBody) -> NetworkLogBody {
    guard let stored = body.text, !Self.isBinary(body.mimeType) else {
      return NetworkLogBody(
        text: nil, originalSize: body.originalSize, isTruncated: body.isTruncated, mimeType: body.mimeType)
    }
    var bytes = Array(stored.utf8)
    if bytes.count > limit {
      bytes = Array(bytes.prefix(max(0, limit)))
      Self.dropPartialCharacter(&bytes)
    }
    let isTruncated = body.isTruncated || bytes.count < stored.utf8.count
    let (redacted, cut) = redact(
      String(decoding: bytes, as: UTF8.self), bytes: bytes, mimeType: body.mimeType, isTruncated: isTruncated)
    return NetworkLogBody(
      text: redacted, originalSize: body.originalSize, isTruncated: isTruncated || cut, mimeType: body.mimeType)
  }

  private func redact(_ text: String, bytes: [UInt8], mimeType: String?, isTruncated: Bool) -> (String, Bool) {
    var redacted: String
    if Self.looksLikeJSON(bytes, mimeType: mimeType) {
      // JSON that does not parse fails closed: text patterns cannot see an object or array under
      // a sensitive key, so nothing of it is kept (found by Tools/Fuzz, networklog target).
      guard let tree = try? JSONParser.parse(bytes, allowingTruncation: isTruncated, forRedaction: true) else {
        return (Self.unparseableJSONPlaceholder, false)
      }
      redacted = JSONBodyRedactor(rules: rules, text: self.text).redact(bytes, tree: tree, unchanged: text)
    } else if mimeType == "application/x-www-form-urlencoded" {
      redacted = PairsRedactor(rules: rules, text: self.text).redact(Substring(text))
    } else {
      redacted = self.text.redact(text)
    }
    guard redacted.utf8.count > limit else { return (redacted, false) }
    var cut = Array(redacted.utf8.prefix(limit))
    Self.dropPartialCharacter(&cut)
    redacted = String(decoding: cut, as: UTF8.self)
    return (redacted, true)
  }

  /// What an unparseable JSON body is stored as.
  static let unparseableJSONPlaceholder = "<redacted: not valid JSON>"

  /// `application/json; charset=utf-8` → `application/json`.
  static func mimeType(_ contentType: String?) -> String? {
    guard let contentType else { return nil }
    let type = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let first = type.firstIndex(where: { !isBlank($0) }), let last = type.lastIndex(where: { !isBlank($0) })
    else {
      return nil
    }
    return String(Substring(type[first...last])).lowercased()
  }

  static func isBinary(_ mimeType: String?) -> Bool {
    guard let mimeType else { return false }
    let binaryPrefixes = ["audio/", "image/", "video/", "font/", "multipart/"]
    let binaryTypes: Set<String> = [
      "application/octet-stream", "application/zip", "application/gzip", "application/pdf", "application/protobuf",
      "application/x-protobuf",
    ]
    return binaryTypes.contains(mimeType) || binaryPrefixes.contains { mimeType.hasPrefix($0) }
  }

  private static func looksLikeJSON(_ bytes: [UInt8], mimeType: String?) -> Bool {
    if let mimeType, RedactionRules.containsIgnoringASCIICase(mimeType.utf8, "json".utf8) { return true }
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  /// Removes a UTF-8 sequence cut in half at the end, so the prefix decodes.
  static func dropPartialCharacter(_ bytes: inout [UInt8]) {
    var start = bytes.count - 1
    var continuation = 0
    while start >= 0, continuation < 3, bytes[start] & 0xC0 == 0x80 {
      start -= 1
      continuation += 1
    }
    guard start >= 0 else { return }
    let lead = bytes[start]
    let length = lead < 0xC0 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    if continuation + 1 < length { bytes.removeSubrange(start...) }
  }
}
