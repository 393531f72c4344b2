/// The kind of value a format specifier takes. `%d` and `%lld` are the same kind; so lint does
/// not flag a translator who wrote `%d` for the source's `%lld`.
public enum ArgumentKind: String, Sendable, Hashable, Comparable {
  /// `%@` (any value's description).
  case object
  /// `%d %i %u %ld %lld %x %o …`.
  case integer
  /// `%f %e %g %a …` (with `l`/`L`).
  case double

  /// A representative specifier, for messages.
  public var specifierExample: String {
    switch self {
    case .object: "%@"
    case .integer: "%lld"
    case .double: "%f"
    }
  }

  public static func < (lhs: ArgumentKind, rhs: ArgumentKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
