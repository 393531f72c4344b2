/// Why a link was refused. Carries no part of the input, so it is always safe to log or show;
/// ``messageKey`` is stable for localisation and analytics.
///
/// The parser reports the first failure, checking length, syntax, scheme, user info, host, port,
/// fragment, path, then the secret or id (the README has the exact order).
public enum DeepLinkRejection: Error, Sendable, Hashable, CaseIterable {
  /// Longer than ``DeepLinkConfiguration/maxURLLength`` UTF-8 bytes.
  case tooLong

  /// Not a well-formed absolute URL of the form `scheme://authority/path`: empty, whitespace,
  /// control or non-ASCII characters, backslashes, bad `%` escapes, no `//`, empty host,
  /// a non-numeric port, stray `[` `]` or a second `#`.
  case malformed

  /// A scheme other than `https`, `http` or the custom scheme.
  case unsupportedScheme

  /// Plain `http`, allowed only for a loopback host when the configuration permits it.
  case insecureScheme

  /// A web host that is not in ``DeepLinkConfiguration/allowedHosts`` (exact, lowercased).
  case hostNotAllowed

  /// `user[:password]@` before the host, the classic way to dress one host up as another.
  case userInfoPresent

  /// A port outside ``DeepLinkConfiguration/allowedPorts``, out of range, written with leading
  /// zeros, or any port on the custom scheme.
  case unexpectedPort

  /// A path that matches no route pattern (matched undecoded).
  case unknownPath

  /// A secret route's link without its query item (`code` in `/invite?code=`).
  case missingToken

  /// A secret route's link with its query item more than once, even identical ones: there is no
  /// right answer to which one wins.
  case duplicateToken

  /// A secret outside its ``LinkValueRule``: the wrong length, or a character outside the alphabet
  /// (including `%`).
  case invalidToken

  /// A fragment on a secret route's link, or a fragment mentioning a secret's item name on any
  /// link. Fragments are where secrets leak (history, referrers, analytics), so they are never read.
  case tokenInFragment

  /// An identifier route's id outside its ``LinkValueRule``: empty, too long, or a character
  /// outside the alphabet (`/`, `.`, `%` included, so `..` and escapes never pass).
  case invalidID
}
