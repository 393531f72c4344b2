import Foundation
import Networking
import Observability
import Storage

/// Owns the user's session: signs in, restores on launch, refreshes tokens, signs out, and
/// publishes every state change. It is the app's `AuthorizationProvider` (Networking).
///
/// - `{refresh_token, user, access_token, expires_at}` is persisted as one JSON value under one
///   `SecureStore` key, replaced atomically on every rotation *before* the new state is published;
///   a launch whose stored access token is still good sends no request (ADR 0032).
/// - Refreshes are single-flight: one stored `Task` serves every caller, proactive or 401-driven.
/// - A generation counter drops any refresh result that arrives after sign-out or after another
///   sign-in, so a late answer can never resurrect a session (supabase-swift #1371).
/// - Network trouble (`.offline`, `.timeout`, `.cancelled`, 429, 5xx…) never signs anyone out;
///   only the server refusing the refresh token moves to ``SessionState/expired`` — a refusal as
///   the client's ``TokenRefreshClient/refusalClassifier`` defines it (by default a 401, or a 400
///   `invalid_grant`, RFC 6749 §5.2; ADR 0024).
/// - Tokens are refreshed ahead of expiry by a margin that scales with their lifetime
///   (``Configuration/refreshMargin(forLifetime:)``: at most 60 s, a fifth of a shorter lifetime).
public actor SessionController: AuthorizationProvider {
  let client: TokenRefreshClient
  let store: any SecureStore
  let configuration: Configuration
  let logger: Logger
  /// The one clock the controller reads (ADR 0039): expiry and refresh margins against its wall time,
  /// the cross-process refresh lock's patience on its monotonic time.
  nonisolated let time: TimeSource
  let broadcaster = StateBroadcaster<SessionState>(initial: .signedOut)

  /// The live session, or `nil` when signed out or expired.
  var credentials: Credentials? { didSet { publishAccessToken() } }
  /// Bumped whenever the session is replaced or ended; work started under an older generation
  /// must not touch the session (see `SessionController+Refresh.swift`).
  var generation: UInt64 = 0
  /// The single in-flight refresh, shared by every caller; `nil` when none.
  var refreshTask: Task<String, any Error>? { didSet { publishAccessToken() } }
  /// The token ``accessTokenWithoutWaiting()`` may hand out without a hop to this actor, kept
  /// equal to what ``accessToken()`` would return without refreshing: republished by every change
  /// of `credentials` and `refreshTask` (see `SessionController+PublishedToken.swift`).
  let publishedToken = LockedValue<PublishedAccessToken?>(nil)
  /// Access tokens handed out in the current generation (newest last, bounded). A 401 for one of
  /// them may be answered with the newer token; a 401 for a token from an earlier session must
  /// not be, or the old user's request would be replayed with the new user's token.
  var issuedAccessTokens: [String] = []
  /// The lifetime of the last access token, for `X-New-Access-Token` values without `exp`, refresh
  /// answers without an expiry, and credentials whose own lifetime is unknown.
  var tokenLifetime: TimeInterval
  /// The user whose feature caches may still be on the device (kept through `.expired`, reset
  /// by sign-out), so signing in as someone else cleans them first.
  var lastUserID: String?
  /// Why the newest session (a sign-in, a rotation, an adopted token) is not on disk, or `nil` when
  /// the last write succeeded. The stored copy is then the previous one, untouched.
  public internal(set) var persistenceFailure: StorageError?
  /// Feature cache cleaners by id; sign-out runs all of them.
  var cacheCleaners: [String: @Sendable () async -> Void] = [:]

  /// How many issued access tokens are remembered per session.
  static let issuedTokenMemory = 16

  /// Creates a controller in ``SessionState/signedOut``; call ``restore()`` at launch. `time` is the
  /// clock token expiry, refresh margins and ``Configuration/refreshLockTimeout`` are read from
  /// (`.system` by default; a test passes a `TestClock`'s and moves it).
  public init(
    client: TokenRefreshClient,
    store: any SecureStore,
    configuration: Configuration = Configuration(),
    logger: Logger = Logger(category: .session),
    time: TimeSource = .system
  ) {
    self.client = client
    self.store = store
    self.configuration = configuration
    self.logger = logger
    self.time = time
    self.tokenLifetime = configuration.fallbackTokenLifetime
  }

  /// Ends the current generation: the session is forgotten (first, so its token stops being
  /// published before anything else happens), in-flight work becomes stale, the shared refresh is
  /// cancelled (its answer would be dropped anyway) and no earlier token is recognised any more.
  func startNewGeneration() {
    credentials = nil
    persistenceFailure = nil
    generation &+= 1
    refreshTask?.cancel()
    refreshTask = nil
    issuedAccessTokens.removeAll()
  }

  /// Records an access token as belonging to the current session.
  func remember(_ accessToken: String) {
    issuedAccessTokens.removeAll { $0 == accessToken }
    issuedAccessTokens.append(accessToken)
    if issuedAccessTokens.count > Self.issuedTokenMemory {
      issuedAccessTokens.removeFirst(issuedAccessTokens.count - Self.issuedTokenMemory)
    }
  }

  /// Makes `session` the live session: persist first, then publish, so a crash in between
  /// leaves the newest refresh token on disk rather than a spent one.
  func install(_ session: AuthenticatedSession) {
    install(Credentials(session, now: time.now()))
  }

  /// Makes `installed` the live session: persisted first, then published (as for a sign-in).
  func install(_ installed: Credentials) {
    persist(installed)
    credentials = installed
    lastUserID = installed.user.id
    if let token = installed.accessToken { remember(token) }
    if let lifetime = installed.lifetime { tokenLifetime = lifetime }
    broadcaster.publish(.signedIn(installed.user))
  }

  /// The refresh margin for a token of `lifetime` (the last known lifetime when `nil`).
  func refreshMargin(lifetime: TimeInterval?) -> TimeInterval {
    configuration.refreshMargin(forLifetime: lifetime ?? tokenLifetime)
  }
}
