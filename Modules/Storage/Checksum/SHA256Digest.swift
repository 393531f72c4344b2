import Foundation

/// The 32-byte result of a ``SHA256`` computation.
public struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
  /// The raw digest bytes, always 32 of them.
  public let bytes: [UInt8]

  /// Lowercase hexadecimal, the form the API contract uses.
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
  public var description: String { hexString }
}
