/// A log line built by string interpolation, where each interpolated value carries its privacy.
///
/// Redaction happens here, when the message is built, so no handler ever sees a private value:
/// this type is the logging chokepoint for secrets.
public struct LogMessage: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The text with every private value already replaced by `<private>`.
  public let rendered: String

  /// The placeholder printed instead of a private value.
  public static let redactedPlaceholder = "<private>"

  public init(stringLiteral value: String) { rendered = value }

  public init(stringInterpolation: Interpolation) { rendered = stringInterpolation.output }

  public var description: String { rendered }

  /// Builds a ``LogMessage``; literals are public, interpolations private unless stated.
  public struct Interpolation: StringInterpolationProtocol, Sendable {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + interpolationCount * 10)
    }

    public mutating func appendLiteral(_ literal: String) { output += literal }

    /// Appends a value, private by default.
    public mutating func appendInterpolation<Value>(_ value: Value, privacy: LogPrivacy = .private) {
      switch privacy {
      case .public: output += String(describing: value)
      case .private: output += LogMessage.redactedPlaceholder
      }
    }
  }
}
