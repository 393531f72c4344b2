import Foundation
import Networking
import Observability
import Session
import Storage
import Testing

@Suite("Restore at launch", .timeLimit(.minutes(3)))
struct RestoreTests {
  @Test func relaunchRestoresSilently() async throws {
    let first = Harness()
    await first.signIn()
    let relaunched = first.relaunch()
    var states = relaunched.controller.states().makeAsyncIterator()

    #expect(await relaunched.controller.restore() == .signedIn(Fixtures.ana))
    #expect(await states.take(3) == [.signedOut, .refreshing(Fixtures.ana), .signedIn(Fixtures.ana)])
    #expect(await relaunched.server.refreshCalls == ["refresh-secret-1"])
    let token = try await relaunched.controller.accessToken()
    #expect(token == (await relaunched.server.issuedAccessTokens.last))
    #expect(relaunched.storedRefreshToken == "refresh-secret-2")
  }

  @Test func relaunchAfterRotationPresentsTheRotatedToken() async throws {
    let first = Harness()
    let session = await first.signIn()
    _ = try await first.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    let relaunched = first.relaunch()
    await relaunched.controller.restore()
    #expect(await relaunched.server.refreshCalls == ["refresh-secret-2"])
  }

  @Test func relaunchOverAFileSecureStore() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "session-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = Harness(store: FileSecureStore(directory: directory.appending(path: "secrets")))
    await first.signIn()
    let relaunched = first.relaunch()
    #expect(await relaunched.controller.restore() == .signedIn(Fixtures.ana))
    #expect(await relaunched.server.refreshCalls == ["refresh-secret-1"])
  }

  @Test func nothingStoredIsSignedOut() async throws {
    let harness = Harness()
    #expect(await harness.controller.restore() == .signedOut)
    #expect(await harness.server.refreshCount == 0)
    #expect(harness.logs.records.isEmpty)
  }

  static let corruptPayloads: [String] = [
    "\u{0}\u{1}garbage",
    "",
    "[]",
    #"{"refreshToken":42}"#,
    #"{"version":1,"refreshToken":"","user":{"id":"u_1","email":"a@b.c"}}"#,
    #"{"version":99,"refreshToken":"refresh-secret-1","user":{"id":"u_1","email":"ana.learner@example.com"}}"#,
    #"{"version":1,"refreshToken":"refresh-secret-1"}"#,
  ]

  @Test(arguments: corruptPayloads)
  func corruptStoreStartsSignedOutWithOneLogLine(payload: String) async throws {
    let store = InMemorySecureStore([Harness.storageKey: Data(payload.utf8)])
    let harness = Harness(store: store)
    #expect(await harness.controller.restore() == .signedOut)
    #expect(store.contents.isEmpty)  // the bad entry is gone
    #expect(await harness.server.refreshCount == 0)
    let records = harness.logs.records
    #expect(records.count == 1)
    #expect(records.first?.category == .session)
    #expect(records.first?.level == .error)
    #expect(!harness.logs.allText.contains("refresh-secret"))
    #expect(!harness.logs.allText.contains("ana.learner@"))
  }

  @Test(arguments: [
    StorageError.corrupt("session.credentials", reason: "truncated"),
    StorageError.unreadable("session.credentials", reason: "not a regular file"),
    StorageError.insecurePermissions("session.credentials", mode: 0o644),
  ])
  func unreadableStoreIsClearedAndLogged(error: StorageError) async {
    let store = ThrowingSecureStore(readError: error)
    let harness = Harness(store: store)
    #expect(await harness.controller.restore() == .signedOut)
    #expect(store.removedKeys == [Harness.storageKey])
    #expect(harness.logs.records.count == 1)
  }

  @Test func lockedKeychainStartsSignedOutButKeepsTheEntry() async {
    let store = ThrowingSecureStore(readError: .platform(status: -25308))  // errSecInteractionNotAllowed
    let harness = Harness(store: store)
    #expect(await harness.controller.restore() == .signedOut)
    #expect(store.removedKeys.isEmpty)
    #expect(harness.logs.records.count == 1)
    #expect(harness.logs.records.first?.level == .warning)
  }

  @Test(arguments: [NetworkError.offline, .timeout, .cancelled, .server(status: 503, code: nil, message: nil)])
  func offlineRestoreStaysSignedInAndRetriesLater(error: NetworkError) async throws {
    let first = Harness()
    await first.signIn()
    let relaunched = first.relaunch()
    await relaunched.server.script(.failure(error))

    #expect(await relaunched.controller.restore() == .signedIn(Fixtures.ana))
    #expect(relaunched.controller.currentUser == Fixtures.ana)
    #expect(relaunched.storedRefreshToken == "refresh-secret-1")

    // The network is back: the next request's token lookup retries the refresh.
    let token = try await relaunched.controller.accessToken()
    #expect(token != nil)
    #expect(await relaunched.server.refreshCalls == ["refresh-secret-1", "refresh-secret-1"])
    #expect(relaunched.storedRefreshToken == "refresh-secret-2")
  }

  @Test func offlineRestoreStillOfflineThrowsOfflineNotSignedOut() async throws {
    let first = Harness()
    await first.signIn()
    let relaunched = first.relaunch()
    await relaunched.server.script(.failure(.offline), .failure(.offline))
    await relaunched.controller.restore()
    await #expect(throws: NetworkError.offline) { _ = try await relaunched.controller.accessToken() }
    #expect(relaunched.controller.currentState == .signedIn(Fixtures.ana))
  }

  @Test func refusedRestoreExpires() async throws {
    let first = Harness()
    await first.signIn()
    let relaunched = first.relaunch()
    await relaunched.server.script(.failure(.unauthorized(code: "refresh_token_reused")))
    #expect(await relaunched.controller.restore() == .expired)
    #expect(try relaunched.store.data(for: Harness.storageKey) == nil)
  }

  @Test func restoreWhileSignedInChangesNothing() async throws {
    let harness = Harness()
    await harness.signIn()
    #expect(await harness.controller.restore() == .signedIn(Fixtures.ana))
    #expect(await harness.server.refreshCount == 0)
  }
}
