/// Where the session is. ``SessionController/states()`` publishes every change, in order.
///
/// | state | meaning | `accessToken()` |
/// |---|---|---|
/// | `signedOut` | nobody signed in (launch with an empty store, or after `signOut()`) | `nil` |
/// | `signedIn(user)` | a session exists (possibly without a fresh access token while offline) | a token, refreshing first if needed |
/// | `refreshing(user)` | a refresh is in flight; still signed in | waits for the refresh |
/// | `expired` | the server refused the refresh token: the user must sign in again | `nil` |
///
/// ```swift
/// for await state in sessionController.states() {
///   switch state {
///   case .signedOut: showWelcome()
///   case .signedIn(let user), .refreshing(let user): showHome(for: user)
///   case .expired: showSignIn(message: "session.expired")
///   }
/// }
/// ```
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
  ///
  /// ```swift
  /// let name = state.user?.maskedEmail
  /// ```
  public var user: SessionUser? {
    switch self {
    case .signedIn(let user), .refreshing(let user): user
    case .signedOut, .expired: nil
    }
  }

  /// Whether a session exists (`signedIn` or `refreshing`).
  ///
  /// ```swift
  /// if state.isSignedIn { startUploads() }
  /// ```
  public var isSignedIn: Bool { user != nil }
}

extension SessionState: CustomStringConvertible {
  /// `signedOut`, `signedIn(SessionUser(…a•••@example.com…))`, …: the email is masked.
  ///
  /// ```swift
  /// logger.info("state \(state, privacy: .public)")
  /// ```
  public var description: String {
    switch self {
    case .signedOut: "signedOut"
    case .signedIn(let user): "signedIn(\(user))"
    case .refreshing(let user): "refreshing(\(user))"
    case .expired: "expired"
    }
  }
}
