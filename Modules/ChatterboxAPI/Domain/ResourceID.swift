/// The API contract's `Id` shape (`components/schemas/Id` in `docs/api/openapi.yaml`,
/// `^[A-Za-z0-9_-]{1,64}$`): every server id (cues, recordings, profiles, accounts) has it.
///
/// This is the client's one copy of that rule. Check an id that did not come from the server (a
/// link, a command-line argument, a file) before using it: anything else is a typo or an attack,
/// never a server error. Ids the server sends are not re-checked by the domain types.
public enum ResourceID {
  /// How many characters an id may have: 1 to 64.
  public static let lengths: ClosedRange<Int> = 1...64

  /// Whether `candidate` has the contract's `Id` shape: 1–64 characters, each an ASCII letter,
  /// digit, `_` or `-`. Never throws; anything else (empty, too long, a dot, a slash, `%`, a
  /// non-ASCII letter or digit, a combining mark) is `false`.
  public static func isValid(_ candidate: some StringProtocol) -> Bool {
    // Counted in scalars, not Characters: a combining mark must not hide inside a letter.
    let scalars = candidate.unicodeScalars
    return lengths.contains(scalars.count) && scalars.allSatisfy(isIDScalar)
  }

  /// Whether `scalar` is one of `[A-Za-z0-9_-]`.
  static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
    default: false
    }
  }
}
