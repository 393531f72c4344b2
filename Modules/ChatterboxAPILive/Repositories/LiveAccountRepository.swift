import ChatterboxAPI
import Networking

/// ``AccountRepository`` over the `APIClient`.
public struct LiveAccountRepository: AccountRepository {
  private let client: APIClient

  /// Sends nothing until a call; every call goes through `client`, with its authorization, retries
  /// and transfer policy.
  public init(client: APIClient) { self.client = client }

  public func me() async throws(NetworkError) -> Me { try await client.send(AccountEndpoints.me).domain }

  public func appConfig() async throws(NetworkError) -> AppConfig {
    try await client.send(AccountEndpoints.appConfig).domain
  }

  public func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile {
    try await client.send(try AccountEndpoints.setActiveProfile(languageCode: languageCode)).domain
  }
}
