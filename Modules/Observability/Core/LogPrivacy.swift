/// Whether an interpolated value may appear in output. Values are private unless marked public,
/// the same default as Apple's unified logging, so forgetting the annotation fails safe.
public enum LogPrivacy: Sendable {
  /// Printed as is. Use only for values that can never identify a person or grant access.
  case `public`
  /// Printed as `<private>`.
  case `private`
}
