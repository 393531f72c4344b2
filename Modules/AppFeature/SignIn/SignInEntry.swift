import Foundation

/// What a learner typed into the "link or code" field: a six-digit code (spaces allowed, as
/// e-mails show it "123 456"), or anything else, which is tried as a magic link.
public enum SignInEntry: Equatable, Sendable {
  /// Six ASCII digits, spaces removed.
  case code(String)
  /// Text to parse as a magic link (trimmed).
  case link(String)

  /// Classifies the field's text.
  public init(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let digits = trimmed.filter { !$0.isWhitespace }
    if digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
      self = .code(digits)
    } else {
      self = .link(trimmed)
    }
  }
}
