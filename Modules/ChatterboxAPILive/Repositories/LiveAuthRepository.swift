import ChatterboxAPI
import Networking

/// ``AuthRepository`` over the `APIClient`.
public struct LiveAuthRepository: AuthRepository {
  private let client: APIClient

  /// Sends nothing until a call; every call goes through `client`, with its authorization, retries
  /// and transfer policy.
  public init(client: APIClient) { self.client = client }

  public func requestMagicLink(email: String) async throws(NetworkError) -> MagicLinkReceipt {
    MagicLinkReceipt(
      cooldownSeconds: try await client.send(try AuthEndpoints.requestMagicLink(email: email)).cooldownSeconds)
  }

  public func login(magicToken: String) async throws(NetworkError) -> AuthGrant {
    try await client.send(try AuthEndpoints.loginWithMagicToken(magicToken)).domain
  }

  public func verify(email: String, code: String) async throws(NetworkError) -> AuthGrant {
    try await client.send(try AuthEndpoints.verifyOTP(email: email, code: code)).domain
  }

  public func refresh(refreshToken: String) async throws(NetworkError) -> AuthGrant {
    try await client.send(try AuthEndpoints.refreshSession(refreshToken: refreshToken)).domain
  }

  public func logout(accessToken: String) async throws(NetworkError) {
    _ = try await client.send(AuthEndpoints.logout(accessToken: accessToken))
  }
}
