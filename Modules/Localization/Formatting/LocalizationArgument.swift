/// One value for a format specifier in a localized string. Typed, so a mismatch (`%lld` given a
/// string) is detected and handled by falling back instead of printing garbage or crashing.
///
/// Literals work directly: `localizer.string("settings.language_switched", "Español")`.
public enum LocalizationArgument: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// Text, for `%@`.
  case string(String)
  /// An integer, for `%d`, `%lld` and friends (also accepted by `%@` and `%f`).
  case int(Int)
  /// A floating-point number, for `%f`, `%g` and friends (also accepted by `%@`).
  case double(Double)

  /// A literal string becomes `.string`, an integer literal `.int`, a float literal `.double`.
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }

  /// The value as `%@` prints it.
  public var description: String {
    switch self {
    case .string(let text): text
    case .int(let value): String(value)
    case .double(let value): String(value)
    }
  }

  /// The plural operands when the argument is a number; `nil` for text.
  public var pluralOperands: PluralOperands? {
    switch self {
    case .string: nil
    case .int(let value): PluralOperands(value)
    case .double(let value): PluralOperands(value)
    }
  }
}
