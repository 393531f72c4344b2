/// One HTTP header as recorded: the name as sent and the value after redaction.
public struct NetworkLogHeader: Sendable, Hashable, Codable {
  /// The header name with its original spelling, e.g. `Content-Type`.
  public let name: String
  /// The value, already redacted (`<redacted>` for sensitive headers).
  public let value: String
}
