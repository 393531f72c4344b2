/// Emails are personal data and must never reach logs or crash reports, so every textual
/// rendering of a user (`print`, `"\(user)"`, `dump`, `debugPrint`) shows the masked form.
extension SessionUser: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The email with all but the first character of the local part hidden: `a•••@example.com`.
  /// An address without `@` masks entirely (`•••`), since we cannot tell which part is which.
  ///
  /// ```swift
  /// SessionUser(id: "u_1", email: "ana@example.com").maskedEmail // "a•••@example.com"
  /// ```
  public var maskedEmail: String {
    guard let at = email.lastIndex(of: "@"), at != email.startIndex else { return "•••" }
    let domain = email[email.index(after: at)...]
    return "\(email[email.startIndex])•••@\(domain)"
  }

  /// `SessionUser(id: u_1, email: a•••@example.com, flags: [beta])`.
  ///
  /// ```swift
  /// "\(user)" // never contains the full email
  /// ```
  public var description: String {
    "SessionUser(id: \(id), email: \(maskedEmail), flags: [\(flags.joined(separator: ", "))])"
  }

  /// The same as ``description``.
  ///
  /// ```swift
  /// debugPrint(user) // SessionUser(id: u_1, email: a•••@example.com, flags: [])
  /// ```
  public var debugDescription: String { description }

  /// What `dump(_:)` and debuggers show: the masked email, never the real one.
  ///
  /// ```swift
  /// dump(user) // ▿ SessionUser … email: "a•••@example.com"
  /// ```
  public var customMirror: Mirror {
    Mirror(self, children: ["id": id, "email": maskedEmail, "flags": flags], displayStyle: .struct)
  }
}
