/// The key rule every ``SecureStore`` enforces, so swapping one store for another never changes
/// which keys work.
///
/// A key is 1–128 characters from `[A-Za-z0-9._-]` and does not start with `.`. That makes it a
/// safe file name (no `/`, no `..`, no hidden or temporary-looking names) and a safe Keychain
/// account on every platform.
public enum SecureStoreKey {
  /// The longest accepted key, in characters. Short enough that a key plus the atomic-write
  /// temporary suffix stays far below the 255-byte file-name limit.
  public static let maximumLength = 128

  /// Whether `key` follows the rule.
  public static func isValid(_ key: String) -> Bool {
    let bytes = key.utf8
    guard let first = bytes.first, first != UInt8(ascii: "."), bytes.count <= maximumLength else { return false }
    return bytes.allSatisfy(isAllowed)
  }

  /// Throws ``StorageError/invalidKey(_:)`` unless `key` follows the rule. Implementations call this
  /// first, before touching storage.
  public static func validate(_ key: String) throws(StorageError) {
    guard isValid(key) else { throw .invalidKey(key) }
  }

  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }
}
