import Foundation

/// The check behind every canary test: does a secret occur in what the app wrote?
enum Canary {
  /// Whether `secret` occurs in `text`. The six-digit sign-in code counts only as a token of its own:
  /// inside a longer number or word (a timestamp's fraction, `1796230215.2837415`) it is chance, not a
  /// leak — a stress run met exactly that. Other secrets (tokens, emails) count anywhere.
  static func leaks(_ secret: String, in text: String) -> Bool {
    guard !secret.isEmpty, secret.allSatisfy({ $0.isASCII && $0.isNumber }) else { return text.contains(secret) }
    let pattern = "(?<![0-9A-Za-z])" + NSRegularExpression.escapedPattern(for: secret) + "(?![0-9A-Za-z])"
    return text.range(of: pattern, options: .regularExpression) != nil
  }
}
