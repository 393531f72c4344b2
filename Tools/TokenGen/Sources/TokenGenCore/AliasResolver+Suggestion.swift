extension AliasResolver {
  /// Token paths close to a mistyped one (edit distance at most 3, and less than half the path):
  /// every path at the smallest distance, those of the same length first (a changed character is
  /// a likelier typo than a dropped one: `blue.650` → `blue.600` before `blue.50`), at most three.
  static func suggestions(for path: String, among candidates: some Sequence<String>) -> [String] {
    let scored = candidates.map { (distance: editDistance(Array(path), Array($0)), path: $0) }
    guard let best = scored.map(\.distance).min(), best <= 3, best * 2 < path.count else { return [] }
    return scored.filter { $0.distance == best }
      .map(\.path)
      .sorted { (abs($0.count - path.count), $0) < (abs($1.count - path.count), $1) }
      .prefix(3)
      .map { $0 }
  }

  /// Levenshtein distance with two rolling rows.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
