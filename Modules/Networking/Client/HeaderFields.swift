import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLRequest {
  /// Sets several headers with one write, with exactly `setValue(_:forHTTPHeaderField:)`'s rules,
  /// applied in order.
  ///
  /// On Linux each `setValue` re-validates the value Character by Character, capitalises the name
  /// with Foundation's word breaker and lowercases every stored name to find a case-insensitive
  /// match: ~17k instructions per header, the largest cost the pipeline added to a request
  /// (docs/performance.md). ``HeaderFields`` keeps the same rules at a fraction of the cost.
  mutating func setHeaderFields(_ pairs: some Sequence<(key: String, value: String)>) {
    #if canImport(FoundationNetworking)
      var fields = allHTTPHeaderFields ?? [:]
      fields.reserveCapacity(fields.count + pairs.underestimatedCount)
      for (name, value) in pairs { HeaderFields.set(value, for: name, in: &fields) }
      allHTTPHeaderFields = fields
    #else
      for (name, value) in pairs { setValue(value, forHTTPHeaderField: name) }
    #endif
  }
}

/// FoundationNetworking's `NSMutableURLRequest.setValue(_:forHTTPHeaderField:)`, rule for rule:
/// an invalid value (NUL, a bare CR or LF, CRLF not followed by a space or tab) is ignored; the
/// name is stored `capitalized`; a stored name equal to it case-insensitively is replaced.
enum HeaderFields {
  private static let capitalizedNames = StringMemo<String>(capacity: 1_024)

  /// `pairs` set in order on an empty request, as `setValue(_:forHTTPHeaderField:)` would.
  static func merged(_ pairs: [(key: String, value: String)], url: URL) -> [String: String] {
    #if canImport(FoundationNetworking)
      var fields: [String: String] = [:]
      fields.reserveCapacity(pairs.count)
      for (name, value) in pairs { set(value, for: name, in: &fields) }
      return fields
    #else
      var scratch = URLRequest(url: url)
      scratch.setHeaderFields(pairs)
      return scratch.allHTTPHeaderFields ?? [:]
    #endif
  }

  static func set(_ value: String, for name: String, in fields: inout [String: String]) {
    guard isValid(value) else { return }
    let stored = capitalized(name)
    if let old = fields.keys.first(where: { equalIgnoringCase($0, stored) }) {
      fields.removeValue(forKey: old)
    }
    fields[stored] = value
  }

  /// `name.capitalized`, memoised: a client sends the same dozen names forever.
  static func capitalized(_ name: String) -> String {
    if let known = capitalizedNames.value(for: name) { return known }
    let converted = name.capitalized
    capitalizedNames.store(converted, for: name)
    return converted
  }

  /// Foundation's check, byte by byte for ASCII (where a Character is a byte except CRLF).
  static func isValid(_ value: String) -> Bool {
    switch value.utf8.withContiguousStorageIfAvailable(isValidASCII) {
    case .some(.some(let valid)): valid
    default: isValidAsCharacters(value)
    }
  }

  /// `nil` when the value has a non-ASCII byte (the Character rules apply then).
  private static func isValidASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var afterCRLF = false
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0, 0x0A: return false
      case 0x0D:
        index += 1
        guard !afterCRLF, index < bytes.count, bytes[index] == 0x0A else { return false }
        afterCRLF = true
      case 0x20, 0x09: afterCRLF = false
      case 0x80...: return nil
      default: if afterCRLF { return false }
      }
      index += 1
    }
    return !afterCRLF
  }

  /// The same check over Characters, for values with non-ASCII text (where a space or tab may
  /// carry combining marks and so stop being a space).
  private static func isValidAsCharacters(_ value: String) -> Bool {
    var afterCRLF = false
    for character in value {
      switch character {
      case "\0", "\r", "\n": return false
      case "\r\n":
        if afterCRLF { return false }
        afterCRLF = true
      case " ", "\t": afterCRLF = false
      default: if afterCRLF { return false }
      }
    }
    return !afterCRLF
  }

  /// `a.lowercased() == b.lowercased()` without allocating, for ASCII names.
  static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
    let ascii = a.utf8.withContiguousStorageIfAvailable { a in
      b.utf8.withContiguousStorageIfAvailable { b in equalIgnoringASCIICase(a, b) } ?? nil
    }
    if case .some(.some(let equal)) = ascii { return equal }
    return a.lowercased() == b.lowercased()
  }

  /// `nil` when either name has a non-ASCII byte (lower-casing may change its length then).
  private static func equalIgnoringASCIICase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool?
  {
    var allASCII = true
    for byte in a where byte >= 0x80 { allASCII = false }
    for byte in b where byte >= 0x80 { allASCII = false }
    guard allASCII else { return nil }
    // Lower-casing never changes an ASCII string's length, so most names differ right here.
    guard a.count == b.count else { return false }
    for index in 0..<a.count where lower(a[index]) != lower(b[index]) { return false }
    return true
  }

  private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
