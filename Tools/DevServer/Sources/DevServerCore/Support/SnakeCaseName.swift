/// Names matching `^[a-z][a-z0-9_]{0,63}$`: analytics event names and account flags.
enum SnakeCaseName {
  /// Whether `name` matches, checked byte by byte rather than with a regex engine.
  static func isValid(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, (1...64).contains(bytes.count), (0x61...0x7A).contains(first) else {
      return false
    }
    return bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
  }
}
