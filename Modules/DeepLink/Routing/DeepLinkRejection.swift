/// Why a link was refused. Carries no part of the input, so it is always safe to log or show;
/// ``messageKey`` is stable for localisation and analytics.
///
/// The parser reports the first failure, checking length, syntax, scheme, user info, host, port,
/// fragment, path, then the token or cue id (the README has the exact order).
///
/// ```swift
/// if case .failure(let rejection) = parser.parse(link) {
///   logger.notice("deep link rejected: \(rejection.messageKey, privacy: .public)")
/// }
/// ```
public enum DeepLinkRejection: Error, Sendable, Hashable, CaseIterable {
  /// Longer than ``DeepLinkConfiguration/maxURLLength`` UTF-8 bytes.
  ///
  /// ```swift
  /// parser.parse(String(repeating: "a", count: 5000)) // .failure(.tooLong)
  /// ```
  case tooLong

  /// Not a well-formed absolute URL of the form `scheme://authority/path`: empty, whitespace,
  /// control or non-ASCII characters, backslashes, bad `%` escapes, no `//`, empty host,
  /// a non-numeric port, stray `[` `]` or a second `#`.
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app\\auth/magic") // .failure(.malformed)
  /// ```
  case malformed

  /// A scheme other than `https`, `http` or the custom scheme.
  ///
  /// ```swift
  /// parser.parse("javascript:alert(1)") // .failure(.unsupportedScheme)
  /// ```
  case unsupportedScheme

  /// Plain `http`, allowed only for a loopback host when the configuration permits it.
  ///
  /// ```swift
  /// parser.parse("http://chatterbox.app/auth/magic?token=…") // .failure(.insecureScheme)
  /// ```
  case insecureScheme

  /// A web host that is not in ``DeepLinkConfiguration/allowedHosts`` (exact, lowercased).
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app.evil.com/auth/magic?token=…") // .failure(.hostNotAllowed)
  /// ```
  case hostNotAllowed

  /// `user[:password]@` before the host, the classic way to dress one host up as another.
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app@evil.com/auth/magic?token=…") // .failure(.userInfoPresent)
  /// ```
  case userInfoPresent

  /// A port outside ``DeepLinkConfiguration/allowedPorts``, out of range, written with leading
  /// zeros, or any port on the custom scheme.
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app:8443/auth/magic?token=…") // .failure(.unexpectedPort)
  /// ```
  case unexpectedPort

  /// A path that is neither the magic-link path nor under the cue prefix (matched undecoded).
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app/auth/%6dagic?token=…") // .failure(.unknownPath)
  /// ```
  case unknownPath

  /// A magic link without a `token` query item.
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app/auth/magic") // .failure(.missingToken)
  /// ```
  case missingToken

  /// A magic link with more than one `token` query item, even identical ones: there is no
  /// right answer to which one wins.
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app/auth/magic?token=a…&token=b…") // .failure(.duplicateToken)
  /// ```
  case duplicateToken

  /// A token of the wrong length or with a character outside the alphabet (including `%`).
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app/auth/magic?token=abc") // .failure(.invalidToken)
  /// ```
  case invalidToken

  /// A fragment on a magic link, or a fragment mentioning `token` on any link. Fragments are
  /// where tokens leak (history, referrers, analytics), so they are never read.
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app/auth/magic#token=…") // .failure(.tokenInFragment)
  /// ```
  case tokenInFragment

  /// A cue link whose id is empty, longer than 64 characters, or not `[A-Za-z0-9_-]`.
  ///
  /// ```swift
  /// parser.parse("https://chatterbox.app/cues/%2e%2e") // .failure(.invalidCueID)
  /// ```
  case invalidCueID
}
