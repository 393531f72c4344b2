import Foundation

extension UUID {
  /// A random (version 4) UUID from the standard library's generator. `UUID()` on Linux opens and
  /// reads `/dev/urandom` on every call, which was a visible share of redacting one attempt.
  static func randomV4() -> UUID {
    var generator = SystemRandomNumberGenerator()
    var bytes = (generator.next() as UInt64, generator.next() as UInt64)
    return withUnsafeMutableBytes(of: &bytes) { raw in
      raw[6] = raw[6] & 0x0F | 0x40  // version 4
      raw[8] = raw[8] & 0x3F | 0x80  // RFC 4122 variant
      return UUID(uuid: raw.load(as: uuid_t.self))
    }
  }
}
