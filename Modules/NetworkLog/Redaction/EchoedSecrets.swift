import Foundation

/// The secret values a request itself carried (the values of its headers that ``RedactionRules``
/// redacts, and the credential after `Bearer`/`Basic`), scrubbed from the rest of the entry: servers
/// echo them in places no name-based rule reaches (a 401's `error_description` quoting the API key,
/// a debug header). Values shorter than ``minimumLength`` are left alone: scrubbing `"1"` from a body
/// would destroy it and protect nothing.
struct EchoedSecrets: Sendable {
  static let minimumLength = 8

  private let secrets: [[UInt8]]

  init(requestHeaders: [String: String], rules: RedactionRules) {
    var found: Set<String> = []
    for (name, value) in requestHeaders where rules.isSensitive(name) {
      let trimmed = value.trimmingCharacters(in: .whitespaces)
      found.insert(trimmed)
      if let space = trimmed.firstIndex(of: " ") {
        found.insert(String(trimmed[trimmed.index(after: space)...]).trimmingCharacters(in: .whitespaces))
      }
    }
    // Longest first, so a value that contains another is replaced whole.
    secrets = found.filter { $0.utf8.count >= Self.minimumLength }.sorted { $0.utf8.count > $1.utf8.count }
      .map { Array($0.utf8) }
  }

  var isEmpty: Bool { secrets.isEmpty }

  /// `data` with every occurrence of a secret replaced by ``Redactor/placeholder``.
  func scrub(_ data: Data?) -> Data? {
    guard let data, !secrets.isEmpty else { return data }
    var bytes = Array(data)
    var changed = false
    for secret in secrets where Self.replace(secret, in: &bytes) { changed = true }
    return changed ? Data(bytes) : data
  }

  /// `text` with every occurrence of a secret replaced by ``Redactor/placeholder``.
  func scrub(_ text: String) -> String {
    guard !secrets.isEmpty else { return text }
    var bytes = Array(text.utf8)
    var changed = false
    for secret in secrets where Self.replace(secret, in: &bytes) { changed = true }
    return changed ? String(decoding: bytes, as: UTF8.self) : text
  }

  private static let placeholderBytes = Array(Redactor.placeholder.utf8)

  private static func replace(_ secret: [UInt8], in bytes: inout [UInt8]) -> Bool {
    guard let first = secret.first, bytes.count >= secret.count else { return false }
    var output: [UInt8] = []
    var index = 0
    var changed = false
    while index < bytes.count {
      if bytes[index] == first, index + secret.count <= bytes.count,
        bytes[index..<(index + secret.count)].elementsEqual(secret)
      {
        if !changed {
          output.reserveCapacity(bytes.count)
          output.append(contentsOf: bytes[0..<index])
          changed = true
        }
        output.append(contentsOf: placeholderBytes)
        index += secret.count
      } else {
        if changed { output.append(bytes[index]) }
        index += 1
      }
    }
    if changed { bytes = output }
    return changed
  }
}
