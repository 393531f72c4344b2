import ChatterboxAPI
import ChatterboxAPILive
import Foundation
import Networking
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Enables the end-to-end suites only where a dev server can be started; under `Tools/run-tests`
/// (which sets CHATTERBOX_E2E_REQUIRED=1) a missing server is a failure, not a skip.
let devServerAvailable = DevServer.isAvailable || DevServer.isRequired

/// A static token provider, so contract tests talk to the server without the Session module.
actor StaticTokenProvider: AuthorizationProvider {
  var token: String?
  private(set) var adopted: [String] = []
  init(_ token: String?) { self.token = token }
  func accessToken() async throws -> String? { token }
  func refreshAccessToken(rejected: String) async throws -> String { throw NetworkError.unauthorized(code: nil) }
  func adopt(newAccessToken: String) async {
    adopted.append(newAccessToken)
    token = newAccessToken
  }
}

/// Clients for one dev server.
struct ContractClients {
  let server: DevServer
  let tokens = StaticTokenProvider(nil)

  var environment: APIEnvironment { APIEnvironment(name: .development, baseURL: server.baseURL) }
  var publicClient: APIClient { APIClient(configuration: .init(environment: environment, session: .shared)) }
  var client: APIClient {
    APIClient(configuration: .init(environment: environment, session: .shared, authorization: tokens))
  }
  var auth: LiveAuthRepository { LiveAuthRepository(client: publicClient) }
  var accounts: LiveAccountRepository { LiveAccountRepository(client: client) }
  var practice: LivePracticeRepository { LivePracticeRepository(client: client) }

  /// Signs in through the real magic-link flow and installs the access token.
  func signIn(_ email: String) async throws -> AuthGrant {
    _ = try await auth.requestMagicLink(email: email)
    let message = try await server.latestMessage(for: email)
    let token = try #require(URLComponents(string: message.link)?.queryItems?.first { $0.name == "token" }?.value)
    let grant = try await auth.login(magicToken: token)
    await tokens.setToken(grant.accessToken)
    return grant
  }
}

extension StaticTokenProvider {
  func setToken(_ token: String?) { self.token = token }
}

func uniqueEmail(_ prefix: String = "learner") -> String {
  "\(prefix)-\(UUID().uuidString.prefix(8).lowercased())@example.com"
}
