import Foundation

/// The 32-byte result of a ``SHA256`` computation.
///
/// ```swift
/// let digest = SHA256.hash(Data())
/// print(digest.hexString) // "e3b0c442...b855"
/// ```
public struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
  /// The raw digest bytes, always 32 of them.
  ///
  /// ```swift
  /// digest.bytes.count // 32
  /// ```
  public let bytes: [UInt8]

  /// Lowercase hexadecimal, the form the API contract uses.
  ///
  /// ```swift
  /// digest.hexString // "ba7816bf..."
  /// ```
  public var hexString: String {
    let digits = Array("0123456789abcdef".utf8)
    var out = [UInt8]()
    out.reserveCapacity(64)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Same as ``hexString``.
  ///
  /// ```swift
  /// "\(digest)"
  /// ```
  public var description: String { hexString }
}
