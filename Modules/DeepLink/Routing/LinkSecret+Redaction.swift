extension LinkSecret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Always `LinkSecret(<redacted>)`, so `"\(secret)"` in a log line is harmless.
  public var description: String { "LinkSecret(<redacted>)" }

  /// Same as ``description``; `String(reflecting:)`, `debugPrint` and enum payload printing use it.
  public var debugDescription: String { description }

  /// A mirror without children, so `dump(secret)` and reflection-based encoders see no secret.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
