/// Where the session is. ``SessionController/states()`` publishes every change, in order.
///
/// | state | meaning | `accessToken()` |
/// |---|---|---|
/// | `signedOut` | nobody signed in (launch with an empty store, or after `signOut()`) | `nil` |
/// | `signedIn(user)` | a session exists (possibly without a fresh access token while offline) | a token, refreshing first if needed |
/// | `refreshing(user)` | a refresh is in flight; still signed in | waits for the refresh |
/// | `expired` | the server refused the refresh token: the user must sign in again | `nil` |
public enum SessionState: Sendable, Hashable {
  /// Nobody is signed in.
  case signedOut
  /// A user is signed in.
  case signedIn(SessionUser)
  /// A user is signed in and their tokens are being refreshed.
  case refreshing(SessionUser)
  /// The server refused the refresh token (invalid, reused or expired); sign in again.
  case expired

  /// The user, while signed in or refreshing.
  public var user: SessionUser? {
    switch self {
    case .signedIn(let user), .refreshing(let user): user
    case .signedOut, .expired: nil
    }
  }

  /// Whether a session exists (`signedIn` or `refreshing`).
  public var isSignedIn: Bool { user != nil }
}

extension SessionState: CustomStringConvertible {
  /// `signedOut`, `signedIn(SessionUser(…a•••@example.com…))`, …: the email is masked.
  public var description: String {
    switch self {
    case .signedOut: "signedOut"
    case .signedIn(let user): "signedIn(\(user))"
    case .refreshing(let user): "refreshing(\(user))"
    case .expired: "expired"
    }
  }
}
