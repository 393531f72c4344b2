/// Comparisons whose running time does not depend on where two secrets first differ.
enum ConstantTime {
  /// Whether `lhs` equals `rhs`, looking at every byte regardless of mismatches.
  static func equals<A: Collection<UInt8>, B: Collection<UInt8>>(_ lhs: A, _ rhs: B) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(lhs, rhs) {
      difference |= left ^ right
    }
    return difference == 0
  }
}
