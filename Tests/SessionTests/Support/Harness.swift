import Foundation
import Networking
import Observability
import Session
import Storage
import TestSupport

/// A controller wired to a fake server, an in-memory (or given) store, a hand-moved clock and a
/// log handler that records every line.
struct Harness {
  let clock: TestClock
  let server: FakeTokenServer
  let store: any SecureStore
  let logs: InMemoryLogHandler
  let controller: SessionController

  static let storageKey = "session.credentials"

  init(
    store: any SecureStore = InMemorySecureStore(),
    configuration: SessionController.Configuration = .init(),
    clock: TestClock = TestClock(),
    logs: InMemoryLogHandler = InMemoryLogHandler()
  ) {
    self.clock = clock
    self.server = FakeTokenServer(clock: clock)
    self.store = store
    self.logs = logs
    controller = SessionController(
      client: server.client, store: store, configuration: configuration,
      logger: Logger(category: .session, handler: logs), time: clock.source
    )
  }

  /// A second controller over the same store and clock: an app relaunch, by default once the
  /// stored access token has expired (so the launch refreshes); `after: 0` relaunches at once.
  func relaunch(after seconds: TimeInterval = 1_000) -> Harness {
    clock.advance(by: .seconds(seconds))
    return Harness(store: store, clock: clock, logs: logs)
  }

  /// Signs `user` in with tokens valid for `lifetime` seconds; returns the session.
  @discardableResult
  func signIn(_ user: SessionUser = Fixtures.ana, lifetime: TimeInterval = 900, refresh: String = "refresh-secret-1")
    async -> AuthenticatedSession
  {
    let session = Fixtures.session(user, refresh: refresh, expiresAt: clock.now.addingTimeInterval(lifetime))
    await server.issued(refresh, to: user)
    await controller.signIn(session)
    return session
  }

  /// The raw stored JSON, if any.
  var storedJSON: [String: Any]? {
    guard let data = try? store.data(for: Self.storageKey) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// The refresh token in the store, if any.
  var storedRefreshToken: String? { storedJSON?["refreshToken"] as? String }
}
