/// The characters a value captured from a link (a secret, an id) may contain (``LinkValueRule``).
public enum TokenAlphabet: Sendable, Hashable {
  /// RFC 4648 §5 without padding: `A-Z a-z 0-9 - _`. Needs no percent-encoding anywhere in a URL,
  /// which is why an encoded value is treated as tampering rather than decoded.
  case base64URL

  /// Whether one UTF-8 byte belongs to the alphabet; any non-ASCII byte does not.
  public func contains(_ byte: UInt8) -> Bool {
    switch self {
    case .base64URL:
      ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
  }

  /// Whether every character of `string` belongs to the alphabet.
  public func containsAll(of string: some StringProtocol) -> Bool {
    string.utf8.allSatisfy(contains)
  }
}
