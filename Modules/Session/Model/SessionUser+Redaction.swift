/// Emails are personal data and must never reach logs or crash reports, so every textual
/// rendering of a user (`print`, `"\(user)"`, `dump`, `debugPrint`) shows the masked form.
extension SessionUser: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The email with all but the first character of the local part hidden: `a•••@example.com`.
  /// An address without `@` masks entirely (`•••`), since we cannot tell which part is which.
  public var maskedEmail: String {
    guard let at = email.lastIndex(of: "@"), at != email.startIndex else { return "•••" }
    let domain = email[email.index(after: at)...]
    return "\(email[email.startIndex])•••@\(domain)"
  }

  /// `SessionUser(id: u_1, email: a•••@example.com, flags: [beta])`.
  public var description: String {
    "SessionUser(id: \(id), email: \(maskedEmail), flags: [\(flags.joined(separator: ", "))])"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// What `dump(_:)` and debuggers show: the masked email, never the real one.
  public var customMirror: Mirror {
    Mirror(self, children: ["id": id, "email": maskedEmail, "flags": flags], displayStyle: .struct)
  }
}
