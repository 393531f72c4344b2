/// What a value captured from a link (a secret query item, an id path segment) must look like:
/// a length range in characters and an alphabet. Checked on the undecoded bytes, so a `%` escape
/// never passes an alphabet that does not contain `%` (none does).
public struct LinkValueRule: Sendable, Hashable {
  /// How many characters the value may have.
  public var lengths: ClosedRange<Int>

  /// Which characters it may contain.
  public var alphabet: TokenAlphabet

  /// A value passes when its character count is in `lengths` and every character is in `alphabet`.
  public init(lengths: ClosedRange<Int>, alphabet: TokenAlphabet = .base64URL) {
    self.lengths = lengths
    self.alphabet = alphabet
  }

  /// Exactly `length` characters from `alphabet` (a fixed-size token: 43 base64url characters are
  /// 256 bits).
  public static func exactly(_ length: Int, alphabet: TokenAlphabet = .base64URL) -> LinkValueRule {
    LinkValueRule(lengths: length...length, alphabet: alphabet)
  }

  /// Whether `bytes` (UTF-8) satisfy the rule: the length first, then every byte.
  @inlinable public func accepts(_ bytes: some Collection<UInt8>) -> Bool {
    lengths.contains(bytes.count) && bytes.allSatisfy(alphabet.contains)
  }
}
