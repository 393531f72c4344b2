import Observability

/// Foundation's `convertFromSnakeCase`, memoised. The built-in strategy re-converts every key of
/// every object on every decode, which was the largest single cost of a request in the benchmark
/// (docs/performance.md); API keys repeat endlessly, so a small cache removes that cost.
enum SnakeCaseKeys {
  private static let cache = LockedValue<[String: String]>([:])
  private static let capacity = 4_096

  /// Converts `profile_id` → `profileId`, keeping leading/trailing underscores and single words
  /// as they are — exactly Foundation's rule.
  static func camelCase(_ key: String) -> String {
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let converted = convert(key)
    cache.withLock { cache in
      if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
      cache[key] = converted
    }
    return converted
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
