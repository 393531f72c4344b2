import AuthFeature
import ChatterboxAPI
import DeepLink
import Foundation
import Networking

/// An AuthRepository whose answers each test scripts.
final class FakeAuthRepository: AuthRepository, @unchecked Sendable {
  private let lock = NSLock()
  private var _calls: [String] = []
  var requestResult: Result<MagicLinkReceipt, NetworkError> = .success(MagicLinkReceipt(cooldownSeconds: 3))
  var loginResult: Result<AuthGrant, NetworkError> = .success(FakeAuthRepository.grant)

  static let account = Account(id: "acc_1", email: "ana@example.com", flags: [])
  static let grant = AuthGrant(accessToken: "access-secret", refreshToken: "refresh-secret", expiresIn: 900, account: account)

  var calls: [String] { lock.withLock { _calls } }
  private func record(_ call: String) { lock.withLock { _calls.append(call) } }

  func requestMagicLink(email: String) async throws(NetworkError) -> MagicLinkReceipt {
    record("request:\(email)")
    return try requestResult.get()
  }
  func login(magicToken: String) async throws(NetworkError) -> AuthGrant {
    record("login")
    return try loginResult.get()
  }
  func verify(email: String, code: String) async throws(NetworkError) -> AuthGrant {
    record("verify:\(email):\(code)")
    return try loginResult.get()
  }
  func refresh(refreshToken: String) async throws(NetworkError) -> AuthGrant { try loginResult.get() }
  func logout(accessToken: String) async throws(NetworkError) { record("logout") }
}

/// Records events; asserts nothing personal is in them.
final class RecordingAnalytics: AuthAnalytics, @unchecked Sendable {
  private let lock = NSLock()
  private var _events: [AuthAnalyticsEvent] = []
  var events: [AuthAnalyticsEvent] { lock.withLock { _events } }
  func track(_ event: AuthAnalyticsEvent) { lock.withLock { _events.append(event) } }
}

/// A clock whose sleeps return at once but are counted, so countdowns run instantly.
actor CountingClock: AuthClock {
  private(set) var sleeps = 0
  func sleep(seconds: Double) async throws {
    sleeps += 1
    await Task.yield()
  }
}

/// Records session calls.
final class SessionSpy: @unchecked Sendable {
  private let lock = NSLock()
  private var _signedIn: [AuthGrant] = []
  private var _signOuts = 0
  var signedIn: [AuthGrant] { lock.withLock { _signedIn } }
  var signOuts: Int { lock.withLock { _signOuts } }

  var gateway: SessionGateway {
    SessionGateway(
      signIn: { grant in self.lock.withLock { self._signedIn.append(grant) } },
      signOut: { self.lock.withLock { self._signOuts += 1 } })
  }
}

let validToken = LinkSecret(rawValue: String(repeating: "A", count: 43), rule: .exactly(43))!
