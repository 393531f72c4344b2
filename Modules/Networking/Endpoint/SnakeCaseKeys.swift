/// Foundation's `convertFromSnakeCase`, memoised. The built-in strategy re-converts every key of
/// every object on every decode, which was the largest single cost of a request in the benchmark
/// (docs/performance.md); API keys repeat endlessly, so a small cache removes that cost.
enum SnakeCaseKeys {
  private static let cache = StringMemo<String>(capacity: 4_096)

  /// Converts `profile_id` → `profileId`, keeping leading/trailing underscores and single words
  /// as they are — exactly Foundation's rule.
  static func camelCase(_ key: String) -> String {
    if let cached = cache.value(for: key) { return cached }
    let converted = convert(key)
    cache.store(converted, for: key)
    return converted
  }

  enum FastResult: Equatable {
    /// The key converts to itself (no `_` in it).
    case unchanged
    case converted(String)
    /// Not a shape the fast path knows; use ``camelCase(_:)``.
    case unknown
  }

  /// ``convert(_:)`` without a lock, a cache or Foundation, for the keys an API actually sends:
  /// lower-case ASCII words of letters joined by single underscores (`last_active_at`), which
  /// become the first word and the others with an upper-case first letter. Keys without `_` are
  /// unchanged. Anything else (digits, upper case, non-ASCII, leading, trailing or doubled
  /// underscores) is `.unknown`. The memo behind a lock cost ~1.2k instructions per key, mostly the
  /// runtime's generic-metadata look-ups for the lock's closure; the key strategy's whole closure
  /// now costs ~0.5k per key (docs/performance.md, "APIClient").
  static func fastCamelCase(_ key: String) -> FastResult {
    key.utf8.withContiguousStorageIfAvailable(fastCamelCase) ?? .unknown
  }

  private static func fastCamelCase(_ bytes: UnsafeBufferPointer<UInt8>) -> FastResult {
    let underscore = UInt8(ascii: "_")
    var underscores = 0
    var atWordStart = true
    var shapeKnown = true  // so far: lower-case words joined by single underscores
    for byte in bytes {
      if byte == underscore {
        underscores += 1
        if atWordStart { shapeKnown = false }
        atWordStart = true
      } else {
        if byte &- UInt8(ascii: "a") >= 26 { shapeKnown = false }
        atWordStart = false
      }
    }
    if underscores == 0 { return .unchanged }
    guard shapeKnown, !atWordStart else { return .unknown }  // odd bytes, `_` leading, doubled or trailing
    let converted = String(unsafeUninitializedCapacity: bytes.count - underscores) { buffer in
      var count = 0
      var upperNext = false
      for byte in bytes {
        if byte == underscore {
          upperNext = true
        } else {
          buffer[count] = upperNext ? byte &- 0x20 : byte
          count += 1
          upperNext = false
        }
      }
      return count
    }
    return .converted(converted)
  }

  static func convert(_ key: String) -> String {
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    var last = key.index(before: key.endIndex)
    while last > first && key[last] == "_" { key.formIndex(before: &last) }
    let core = key[first...last]
    let words = core.split(separator: "_")
    let joined =
      words.count == 1
      ? String(core) : ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
    return String(key[..<first]) + joined + String(key[key.index(after: last)...])
  }
}

/// A coding key made from a converted string.
struct ConvertedKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}
