extension MagicLinkToken: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Always `MagicLinkToken(<redacted>)`, so `"\(token)"` in a log line is harmless.
  ///
  /// ```swift
  /// "\(token)" // "MagicLinkToken(<redacted>)"
  /// ```
  public var description: String { "MagicLinkToken(<redacted>)" }

  /// Same as ``description``; `String(reflecting:)`, `debugPrint` and enum payload printing use it.
  ///
  /// ```swift
  /// String(reflecting: token) // "MagicLinkToken(<redacted>)"
  /// ```
  public var debugDescription: String { description }

  /// A mirror without children, so `dump(token)` and reflection-based encoders see no secret.
  ///
  /// ```swift
  /// Mirror(reflecting: token).children.isEmpty // true
  /// ```
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
