import Foundation
import Observability

/// Request ids for monitors: version-4 UUIDs without a system call each. `UUID()` on Linux opens,
/// reads and closes `/dev/urandom` per call (three system calls per request, which callgrind does
/// not count but the wall clock does). Each id mixes a counter with a random 128-bit base drawn
/// once per process through a bijection, so ids never repeat within a process and differ between
/// processes. They correlate attempts; they are not secrets.
enum RequestIDs {
  private static let base: (UInt64, UInt64) = {
    var generator = SystemRandomNumberGenerator()
    return (generator.next(), generator.next())
  }()
  private static let counter = LockedValue<UInt64>(0)

  static func make() -> UUID {
    let number = counter.withLock { next in
      next &+= 1
      return next
    }
    var bytes = (base.0 ^ mix(number &+ base.1), base.1 ^ mix(number))
    return withUnsafeMutableBytes(of: &bytes) { raw in
      raw[6] = raw[6] & 0x0F | 0x40  // version 4
      raw[8] = raw[8] & 0x3F | 0x80  // RFC 4122 variant
      return UUID(uuid: raw.load(as: uuid_t.self))
    }
  }

  /// SplitMix64's finaliser: a bijection on 64 bits.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
