import Foundation
import Observability

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
  private static let capitalizedNames = LockedValue<[String: String]>([:])

  static func set(_ value: String, for name: String, in fields: inout [String: String]) {
    guard isValid(value) else { return }
    let stored = capitalized(name)
    if let old = fields.keys.first(where: { equalIgnoringCase($0, stored) }) { fields.removeValue(forKey: old) }
    fields[stored] = value
  }

  /// `name.capitalized`, memoised: a client sends the same dozen names forever.
  static func capitalized(_ name: String) -> String {
    if let known = capitalizedNames.withLock({ $0[name] }) { return known }
    let converted = name.capitalized
    capitalizedNames.withLock { names in
      if names.count >= 1_024 { names.removeAll(keepingCapacity: true) }
      names[name] = converted
    }
    return converted
  }

  /// Foundation's check, byte by byte for ASCII (where a Character is a byte except CRLF).
  static func isValid(_ value: String) -> Bool {
    var utf8 = value.utf8.makeIterator()
    var afterCRLF = false
    while let byte = utf8.next() {
      switch byte {
      case 0, 0x0A: return false
      case 0x0D:
        guard !afterCRLF, utf8.next() == 0x0A else { return false }
        afterCRLF = true
      case 0x20, 0x09: afterCRLF = false
      case 0x80...: return isValidAsCharacters(value)
      default: if afterCRLF { return false }
      }
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
    guard a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) else {
      return a.lowercased() == b.lowercased()
    }
    return a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { lower($0) == lower($1) }
  }

  private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
}
