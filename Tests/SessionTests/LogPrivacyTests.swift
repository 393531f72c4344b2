import Foundation
import Networking
import Observability
import Session
import Storage
import Testing

@Suite("Log privacy", .timeLimit(.minutes(3)))
struct LogPrivacyTests {
  /// Drives every logging path (sign-in, refresh, failure, refusal, adopt, ignored 401, corrupt
  /// store, persist failure, logout failure) and checks no secret or email reached the logs.
  @Test func noTokenOrEmailEverReachesTheLogs() async throws {
    let logs = InMemoryLogHandler(minimumLevel: .trace)
    let harness = Harness(logs: logs)
    var secrets: [String] = []

    let anas = await harness.signIn(Fixtures.ana)
    secrets += [anas.tokens.accessToken, anas.tokens.refreshToken]
    let refreshed = try await harness.controller.refreshAccessToken(rejected: anas.tokens.accessToken)
    await harness.server.script(.failure(.offline))
    _ = try? await harness.controller.refreshAccessToken(rejected: refreshed)
    let adopted = Fixtures.jwt(sub: Fixtures.ana.id, exp: harness.clock.now.addingTimeInterval(1_800))
    await harness.controller.adopt(newAccessToken: adopted)
    await harness.controller.adopt(newAccessToken: "garbage-token-value")
    await harness.controller.adopt(
      newAccessToken: Fixtures.jwt(sub: Fixtures.ben.id, exp: harness.clock.now.addingTimeInterval(9_000)))
    await harness.server.failLogout(with: .server(status: 500, code: "internal", message: nil))
    await harness.controller.signOut()

    let bens = await harness.signIn(Fixtures.ben, refresh: "refresh-secret-40")
    secrets += [bens.tokens.accessToken, bens.tokens.refreshToken, adopted, "garbage-token-value"]
    _ = try? await harness.controller.refreshAccessToken(rejected: anas.tokens.accessToken)  // earlier session
    await harness.server.script(.failure(.unauthorized(code: "refresh_token_reused")))
    _ = try? await harness.controller.refreshAccessToken(rejected: bens.tokens.accessToken)

    let corrupt = Harness(
      store: InMemorySecureStore([
        Harness.storageKey: Data(
          #"{"refreshToken":"refresh-secret-77","user":{"email":"ana.learner@example.com"}}"#.utf8)
      ]),
      logs: logs)
    await corrupt.controller.restore()
    secrets.append("refresh-secret-77")

    let unwritable = Harness(store: ReadOnlySecureStore(), logs: logs)
    let lost = await unwritable.signIn(refresh: "refresh-secret-88")
    secrets += [lost.tokens.accessToken, "refresh-secret-88"]

    secrets += await harness.server.issuedAccessTokens
    secrets += await harness.server.refreshCalls
    #expect(logs.records.count >= 10)
    #expect(logs.records.allSatisfy { $0.category == .session })
    let text = logs.allText
    for secret in secrets { #expect(!text.contains(secret), "a token reached the logs") }
    #expect(!text.contains("refresh-secret"))
    #expect(!text.contains("eyJ"))  // no JWT header, hence no access token fragment
    for email in [Fixtures.ana.email, Fixtures.ben.email, "ana.learner", "ben.other"] {
      #expect(!text.contains(email))
    }
  }
}

/// Refuses every write, to exercise the persist-failure log line.
final class ReadOnlySecureStore: SecureStore {
  func data(for key: String) throws(StorageError) -> Data? { nil }
  func set(_ data: Data, for key: String) throws(StorageError) { throw .unwritable(key, reason: "read-only volume") }
  func removeValue(for key: String) throws(StorageError) {}
  func removeAll() throws(StorageError) {}
}
