import ChatterboxAPI
import Foundation
import Networking
import Observability

/// An ``AuthRepository`` made of one closure per operation: start from ``unimplemented`` or
/// ``offline`` and replace what the test needs.
///
/// ```swift
/// var auth = TestAuthRepository.unimplemented
/// auth.requestMagicLink = { _ in MagicLinkReceipt(cooldownSeconds: 60) }
/// ```
public struct TestAuthRepository: AuthRepository {
  public var requestMagicLink: @Sendable (_ email: String) async throws(NetworkError) -> MagicLinkReceipt
  public var login: @Sendable (_ magicToken: String) async throws(NetworkError) -> AuthGrant
  public var verify: @Sendable (_ email: String, _ code: String) async throws(NetworkError) -> AuthGrant
  public var refresh: @Sendable (_ refreshToken: String) async throws(NetworkError) -> AuthGrant
  public var logout: @Sendable (_ accessToken: String) async throws(NetworkError) -> Void

  /// Every operation fails the test with its name.
  public static var unimplemented: Self {
    Self(
      requestMagicLink: { _ throws(NetworkError) in
        throw ChatterboxAPITestSupport.unimplemented("AuthRepository.requestMagicLink")
      },
      login: { _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("AuthRepository.login") },
      verify: { _, _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("AuthRepository.verify") },
      refresh: { _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("AuthRepository.refresh") },
      logout: { _ throws(NetworkError) in throw ChatterboxAPITestSupport.unimplemented("AuthRepository.logout") })
  }

  /// Every operation throws `.offline`.
  public static var offline: Self {
    Self(
      requestMagicLink: { _ throws(NetworkError) in throw .offline },
      login: { _ throws(NetworkError) in throw .offline },
      verify: { _, _ throws(NetworkError) in throw .offline }, refresh: { _ throws(NetworkError) in throw .offline },
      logout: { _ throws(NetworkError) in throw .offline })
  }

  public func requestMagicLink(email: String) async throws(NetworkError) -> MagicLinkReceipt {
    try await requestMagicLink(email)
  }
  public func login(magicToken: String) async throws(NetworkError) -> AuthGrant { try await login(magicToken) }
  public func verify(email: String, code: String) async throws(NetworkError) -> AuthGrant {
    try await verify(email, code)
  }
  public func refresh(refreshToken: String) async throws(NetworkError) -> AuthGrant { try await refresh(refreshToken) }
  public func logout(accessToken: String) async throws(NetworkError) { try await logout(accessToken) }
}

/// An ``AuthRepository`` with scripted answers that records every call: `requestMagicLink`
/// answers ``requestAnswer``; `login`, `verify` and `refresh` answer ``grantAnswer``; `logout`
/// succeeds.
///
/// ```swift
/// let auth = ScriptedAuthRepository()
/// auth.grantAnswer = .failure(.unauthorized(code: "invalid_code"))
/// #expect(auth.calls == [.requestMagicLink(email: "ana@example.com")])
/// ```
public final class ScriptedAuthRepository: AuthRepository, @unchecked Sendable {
  /// One call, with its arguments.
  public enum Call: Sendable, Equatable {
    case requestMagicLink(email: String)
    case login(magicToken: String)
    case verify(email: String, code: String)
    case refresh(refreshToken: String)
    case logout(accessToken: String)
  }

  /// The account of ``grant``.
  public static let account = Account.mock()
  /// A session for ``account``.
  public static let grant = AuthGrant(
    accessToken: "access-secret", refreshToken: "refresh-secret", expiresIn: 900, account: account)

  struct State {
    var requestAnswer: Result<MagicLinkReceipt, NetworkError>
    var grantAnswer: Result<AuthGrant, NetworkError>
    var calls: [Call] = []
  }
  private let state: LockedValue<State>

  /// Creates the repository with its answers.
  public init(
    requestAnswer: Result<MagicLinkReceipt, NetworkError> = .success(MagicLinkReceipt(cooldownSeconds: 3)),
    grantAnswer: Result<AuthGrant, NetworkError> = .success(ScriptedAuthRepository.grant)
  ) {
    state = LockedValue(State(requestAnswer: requestAnswer, grantAnswer: grantAnswer))
  }

  /// The answer to `requestMagicLink`.
  public var requestAnswer: Result<MagicLinkReceipt, NetworkError> {
    get { state.withLock { $0.requestAnswer } }
    set { state.withLock { $0.requestAnswer = newValue } }
  }
  /// The answer to `login`, `verify` and `refresh`.
  public var grantAnswer: Result<AuthGrant, NetworkError> {
    get { state.withLock { $0.grantAnswer } }
    set { state.withLock { $0.grantAnswer = newValue } }
  }
  /// Every call so far, in order.
  public var calls: [Call] { state.withLock { $0.calls } }

  private func record(_ call: Call) -> State {
    state.withLock {
      $0.calls.append(call)
      return $0
    }
  }

  public func requestMagicLink(email: String) async throws(NetworkError) -> MagicLinkReceipt {
    try record(.requestMagicLink(email: email)).requestAnswer.get()
  }
  public func login(magicToken: String) async throws(NetworkError) -> AuthGrant {
    try record(.login(magicToken: magicToken)).grantAnswer.get()
  }
  public func verify(email: String, code: String) async throws(NetworkError) -> AuthGrant {
    try record(.verify(email: email, code: code)).grantAnswer.get()
  }
  public func refresh(refreshToken: String) async throws(NetworkError) -> AuthGrant {
    try record(.refresh(refreshToken: refreshToken)).grantAnswer.get()
  }
  public func logout(accessToken: String) async throws(NetworkError) { _ = record(.logout(accessToken: accessToken)) }
}
