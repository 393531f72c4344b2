import ChatterboxAPI
import Foundation
import Networking
import Observability
import Session

// The Session module knows nothing of the API's types; the live side of the API adapts them.

extension AuthenticatedSession {
  /// A session from a sign-in or refresh grant, expiring `expiresIn` seconds from the wall time of `time`.
  package init(_ grant: AuthGrant, time: TimeSource = .system) {
    let now = time.now()
    self.init(
      tokens: SessionTokens(
        accessToken: grant.accessToken, refreshToken: grant.refreshToken,
        expiresAt: now.addingTimeInterval(TimeInterval(grant.expiresIn))),
      user: SessionUser(id: grant.account.id, email: grant.account.email, flags: grant.account.flags))
  }
}

extension TokenRefreshClient {
  /// Refresh and logout over the live auth repository.
  package static func live(_ repository: some AuthRepository) -> TokenRefreshClient {
    TokenRefreshClient(
      refresh: { refreshToken throws(NetworkError) in
        AuthenticatedSession(try await repository.refresh(refreshToken: refreshToken))
      },
      logout: { accessToken throws(NetworkError) in try await repository.logout(accessToken: accessToken) })
  }
}
