import Foundation

/// The contract's opaque ids: 1–64 characters of `[A-Za-z0-9_-]`.
enum Identifier {
  /// Longest id the contract accepts.
  static let maxLength = 64

  /// Whether `text` is a well-formed id.
  static func isValid(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= maxLength && text.utf8.allSatisfy(Base64URL.isAlphabet)
  }

  /// Returns `text` if it is a well-formed id, otherwise throws 400 naming `field`.
  static func validated(_ text: String, field: String) throws(APIError) -> String {
    guard isValid(text) else {
      throw .invalidField(field, "must be 1-64 characters of A-Z, a-z, 0-9, _ or -")
    }
    return text
  }

  /// A new random id such as `rec_3q2...`; the prefix makes logs and dumps readable.
  static func make(prefix: String) -> String {
    prefix + "_" + Base64URL.encode(SecureRandom.bytes(16))
  }

  /// A new id that sorts after every id made before it at `date`'s millisecond or earlier: 12 hex digits
  /// of Unix milliseconds, then 12 random bytes. Rows stored at whole seconds (`created_at`) and listed
  /// `created_at DESC, id DESC` then keep the order they were made in, even two in one second (issue 37:
  /// "your last attempt" picked the older of two takes made in the same second).
  static func makeOrdered(prefix: String, at date: Date) -> String {
    let milliseconds = UInt64(max(0, date.timeIntervalSince1970 * 1000))
    let hex = String(milliseconds, radix: 16)
    return prefix + "_" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
      + Base64URL.encode(SecureRandom.bytes(12))
  }
}
