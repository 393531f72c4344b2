/// Keeps personal data out of analytics. Property keys that look like PII (email, token, name, phone,
/// password, code, address, secret) or like content (transcript, audio), and string values that look
/// like an email address, are a programming error: the `onViolation` hook fires (debug builds and
/// tests: assertion) and the property is stripped, so release builds never send it.
public struct PropertyPolicy: Sendable {
  /// Substrings that mark a key as personal.
  public var forbiddenKeyFragments: [String]
  /// Called with the event name and offending key before stripping.
  public var onViolation: @Sendable (_ event: String, _ key: String) -> Void

  /// Creates a policy; by default a violation is an `assertionFailure` (debug builds only).
  public init(
    forbiddenKeyFragments: [String] = [
      "email", "token", "name", "phone", "password", "code", "address", "secret", "transcript", "audio",
    ],
    onViolation: @escaping @Sendable (_ event: String, _ key: String) -> Void = { event, key in
      assertionFailure("analytics event '\(event)' carries a personal-data key '\(key)'")
    }
  ) {
    self.forbiddenKeyFragments = forbiddenKeyFragments
    self.onViolation = onViolation
  }

  /// Whether a key looks personal.
  public func isForbidden(_ key: String) -> Bool {
    let lowered = key.lowercased()
    return forbiddenKeyFragments.contains { lowered.contains($0) }
  }

  /// Whether a value looks personal: a string holding an email address (`someone@host.tld`), whatever
  /// its key is called.
  public func isPersonal(_ value: AnalyticsValue) -> Bool {
    guard case .string(let text) = value, let at = text.firstIndex(of: "@") else { return false }
    let local = text[..<at].last
    let domain = text[text.index(after: at)...].prefix { !$0.isWhitespace }
    return local.map { !$0.isWhitespace } == true && domain.dropLast().contains(".")
  }

  /// The event without forbidden properties (reporting each one by its key).
  public func sanitize(_ event: AnalyticsEvent) -> AnalyticsEvent {
    var clean = event
    for (key, value) in event.properties where isForbidden(key) || isPersonal(value) {
      onViolation(event.name, key)
      clean.properties[key] = nil
    }
    return clean
  }
}
