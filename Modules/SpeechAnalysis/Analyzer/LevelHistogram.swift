/// Percentiles of 10 ms frame levels in fixed memory: 0.1 dB bins from −120 to +10 dBFS.
struct LevelHistogram {
  static let floor: Double = -120
  private static let ceiling: Double = 10
  private static let binsPerDB: Double = 10
  private var bins = [Int](repeating: 0, count: Int((ceiling - floor) * binsPerDB) + 1)
  private(set) var total = 0

  mutating func add(_ level: Double) {
    let index = Int(((min(Self.ceiling, max(Self.floor, level)) - Self.floor) * Self.binsPerDB).rounded())
    bins[index] += 1
    total += 1
  }

  /// The level below which `fraction` of the frames lie; −120 when empty.
  func percentile(_ fraction: Double) -> Double {
    guard total > 0 else { return Self.floor }
    let target = Int((Double(total) * fraction).rounded(.up))
    var seen = 0
    for (index, count) in bins.enumerated() {
      seen += count
      if seen >= max(1, target) { return Self.floor + Double(index) / Self.binsPerDB }
    }
    return Self.ceiling
  }
}
