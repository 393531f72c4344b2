import Networking

/// Account, profile and configuration calls. Each throws the client's `NetworkError` (offline,
/// timeout, or the server's refusal with its code).
public protocol AccountRepository: Sendable {
  /// The signed-in account and its active profile.
  func me() async throws(NetworkError) -> Me
  /// Server configuration (public).
  func appConfig() async throws(NetworkError) -> AppConfig
  /// Selects (creating if needed) the profile for a language.
  func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile
}

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
