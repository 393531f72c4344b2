import ChatterboxAPI
import DeepLink
import Foundation
import NetworkErrors

/// The sign-in use cases: request a link, sign in by link or code, sign out. View models and the
/// CLI call these; nothing else touches the session store.
public struct AuthUseCases: Sendable {
  private let repository: any AuthRepository
  private let session: SessionGateway
  private let analytics: any AuthAnalytics

  /// Creates the use cases.
  public init(repository: any AuthRepository, session: SessionGateway, analytics: any AuthAnalytics = NoAuthAnalytics())
  {
    self.repository = repository
    self.session = session
    self.analytics = analytics
  }

  /// Validates the address and asks the server to send a link.
  ///
  /// - Throws: ``SignInFailure``.
  public func requestLink(email raw: String) async throws(SignInFailure) -> (EmailAddress, MagicLinkReceipt) {
    let email = try EmailAddress(raw)
    do {
      let receipt = try await repository.requestMagicLink(email: email.value)
      analytics.track(.loginLinkRequested)
      return (email, receipt)
    } catch {
      throw fail(SignInFailure(error))
    }
  }

  /// Signs in with the token from a magic link (a DeepLink secret route the app defines).
  ///
  /// - Throws: ``SignInFailure``.
  @discardableResult
  public func signIn(magicToken: LinkSecret) async throws(SignInFailure) -> Account {
    try await complete(method: "magic_link") { () throws(NetworkError) in
      try await repository.login(magicToken: magicToken.rawValue)
    }
  }

  /// Signs in with the emailed 6-digit code (the fallback when links cannot be opened).
  ///
  /// - Throws: ``SignInFailure``.
  @discardableResult
  public func signIn(email raw: String, code: String) async throws(SignInFailure) -> Account {
    let email = try EmailAddress(raw)
    let digits = code.trimmingCharacters(in: .whitespaces)
    guard digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .invalidCodeFormat }
    return try await complete(method: "otp") { () throws(NetworkError) in
      try await repository.verify(email: email.value, code: digits)
    }
  }

  /// Signs out: the session clears its store and caches and revokes the tokens best effort.
  public func signOut() async {
    await session.signOut()
  }

  private func complete(
    method: String, _ call: () async throws(NetworkError) -> AuthGrant
  ) async throws(SignInFailure) -> Account {
    let grant: AuthGrant
    do { grant = try await call() } catch { throw fail(SignInFailure(error)) }
    do { try await session.signIn(grant) } catch { throw fail(.unexpected("session_store")) }
    analytics.track(.loginSucceeded(method: method))
    return grant.account
  }

  private func fail(_ failure: SignInFailure) -> SignInFailure {
    analytics.track(.loginFailed(reason: failure.analyticsReason))
    return failure
  }
}
