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
}
