import Foundation
import Networking

/// `chatterbox-benchmarks interactive <base-url> <ca.pem> <token> <profile-id>`: three actions
/// of an interactive session on one `APIClient` with the live transport (the app keeps its client
/// between actions): `get_cues` (3), a pause, `list_recordings`, a pause, `me`, with 500 ms of
/// "reading" between them. Prints the three actions' walls in seconds on one line (the pauses are
/// not in them), or `error <NetworkError>`. A process of its own, so every run starts without a
/// pooled connection, as a new session of the app does.
enum InteractiveRunner {
  /// What `get_cues` and `list_recordings` take.
  struct ProfileQuery: Encodable, Sendable {
    let profileId: String
    let count: Int
  }

  /// Any JSON answer, not decoded: the figure is the round trips, not the decoding.
  struct AnyAnswer: Decodable, Sendable {
    init(from decoder: any Decoder) throws {}
  }

  /// The pause between actions.
  static let think = Duration.milliseconds(500)

  static func main(_ arguments: [String]) async -> Never {
    guard arguments.count == 4, let base = URL(string: arguments[0]) else {
      FileHandle.standardError.write(
        Data("usage: chatterbox-benchmarks interactive <base-url> <ca.pem> <token> <profile-id>\n".utf8))
      exit(2)
    }
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: base),
        transfer: TransferPolicy(additionalTrustedCertificates: URL(fileURLWithPath: arguments[1])),
        authorization: StaticToken(token: arguments[2])))
    do {
      let query = ProfileQuery(profileId: arguments[3], count: 3)
      let actions: [Endpoint<AnyAnswer>] = [
        try .rpc("get_cues", body: query, isIdempotent: true),
        try .rpc("list_recordings", body: query, isIdempotent: true),
        .rpc("me", isIdempotent: true),
      ]
      var walls: [String] = []
      for (index, action) in actions.enumerated() {
        if index > 0 { try? await Task.sleep(for: think) }
        let start = ContinuousClock.now
        _ = try await client.send(action)
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        walls.append(String(format: "%.4f", Double(seconds) + Double(attoseconds) / 1e18))
      }
      print(walls.joined(separator: " "))
    } catch {
      print("error \(error)")
    }
    exit(0)
  }
}

/// A token that never refreshes (the run is far shorter than its life).
actor StaticToken: AuthorizationProvider {
  private let token: String
  init(token: String) { self.token = token }
  func accessToken() async throws -> String? { token }
  func refreshAccessToken(rejected: String) async throws -> String { throw NetworkError.unauthorized(code: nil) }
  func adopt(newAccessToken: String) async {}
}
