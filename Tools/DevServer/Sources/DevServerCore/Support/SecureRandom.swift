/// Cryptographically secure random values for tokens, ids and codes.
///
/// `SystemRandomNumberGenerator` reads the kernel CSPRNG (`getrandom` on Linux,
/// `arc4random` on Darwin), which is what every secret here must come from.
enum SecureRandom {
  /// `count` random bytes.
  static func bytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }

  /// A 256-bit secret as 43 characters of unpadded base64url.
  static func token() -> String {
    Base64URL.encode(bytes(32))
  }

  /// A zero-padded six-digit one-time code, uniformly distributed.
  static func sixDigitCode() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = UInt32.random(in: 0..<1_000_000, using: &generator)
    let digits = String(value)
    return String(repeating: "0", count: 6 - digits.count) + digits
  }
}
