import ChatterboxAPI
import ChatterboxAPILive
import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every endpoint of `docs/api/openapi.yaml` that the client calls, as the request it puts on the
/// wire: each one is sent through a real `APIClient` (a fixed access token, no retries) whose
/// `HTTPTransport` keeps the request and answers 400, rendered as curl text and compared with
/// `__Snapshots__/<endpoint>.curl.txt`. No server is needed.
///
/// Re-record after an intended change, then review the diff:
/// `SNAPSHOT_RECORD=1 swift test --filter '^ChatterboxAPITests\.RequestSnapshotTests'`
/// (each rewritten file is reported as a failure, so a recording run is never green).
@Suite("Request snapshots")
struct RequestSnapshotTests {
  /// One endpoint, reached through its repository the way the app calls it.
  struct EndpointCall: Sendable, CustomTestStringConvertible {
    let name: String
    let send: @Sendable (Repositories) async throws -> Void
    var testDescription: String { name }
  }

  /// The live repositories over one client.
  struct Repositories: Sendable {
    let auth: LiveAuthRepository
    let accounts: LiveAccountRepository
    let practice: LivePracticeRepository
    let analytics: LiveAnalyticsRepository
    let evaluations: LiveEvaluationRepository
    let progress: LiveProgressRepository
  }

  static let token = "test-access-token"
  static let keyPlaceholder = "<idempotency-key>"
  static let baseURL = URL(string: "http://127.0.0.1:8080")!

  static let calls: [EndpointCall] = [
    EndpointCall(name: "request_magic_link") { _ = try await $0.auth.requestMagicLink(email: "ana@example.com") },
    EndpointCall(name: "verify_otp") { _ = try await $0.auth.verify(email: "ana@example.com", code: "123456") },
    EndpointCall(name: "login_with_magic_token") {
      _ = try await $0.auth.login(magicToken: String(repeating: "A", count: 43))
    },
    EndpointCall(name: "refresh_session") { _ = try await $0.auth.refresh(refreshToken: "test-refresh-token") },
    EndpointCall(name: "logout") { try await $0.auth.logout(accessToken: RequestSnapshotTests.token) },
    EndpointCall(name: "me") { _ = try await $0.accounts.me() },
    EndpointCall(name: "app_config") { _ = try await $0.accounts.appConfig() },
    EndpointCall(name: "set_active_profile") { _ = try await $0.accounts.setActiveProfile(languageCode: "es") },
    EndpointCall(name: "get_cues") { _ = try await $0.practice.cues(profileID: "prf_1", count: 20, cursor: "c_20") },
    EndpointCall(name: "shuffle_cues") { _ = try await $0.practice.shuffledCues(profileID: "prf_1", count: 5) },
    EndpointCall(name: "create_recording_upload") {
      _ = try await $0.practice.createUpload(
        cueID: "es-001", contentType: "audio/wav", byteSize: 403_244,
        sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", idempotencyKey: "upload-key-1",
        recordedAt: Date(timeIntervalSince1970: 1_800_000_000))
    },
    EndpointCall(name: "renew_recording_upload") { _ = try await $0.practice.renewUpload(recordingID: "rec_1") },
    EndpointCall(name: "complete_recording_upload") { _ = try await $0.practice.completeUpload(recordingID: "rec_1") },
    EndpointCall(name: "list_recordings") {
      _ = try await $0.practice.recordings(profileID: "prf_1", cueID: "es-001", cursor: "r_2", count: 20)
    },
    EndpointCall(name: "delete_recording") { try await $0.practice.deleteRecording(id: "rec_1") },
    EndpointCall(name: "get_progress") {
      _ = try await $0.progress.progress(profileID: "prf_1", timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    },
    EndpointCall(name: "get_evaluation") {
      _ = try await $0.evaluations.evaluation(recordingID: "rec_1", waitSeconds: 10)
    },
    EndpointCall(name: "track") {
      try await $0.analytics.track([
        TrackedEvent(
          name: "practice_started", properties: ["difficulty": .string("beginner")], context: ["app_version": "0.2.0"],
          timestamp: Date(timeIntervalSince1970: 1_714_555_800))
      ])
    },
  ]

  @Test(arguments: calls)
  func requestMatchesItsSnapshot(_ call: EndpointCall) async throws {
    let request = try #require(await Self.capture(call), "\(call.name) sent nothing")
    let text = CurlText.render(request, placeholdingIdempotencyKeysExcept: ["upload-key-1"], as: Self.keyPlaceholder)
    try Snapshots.assert(text, named: "\(call.name).curl.txt")
  }

  /// The snapshots cover every `.rpc("…")` in the module, and nothing else.
  @Test func everyEndpointOfTheModuleHasASnapshot() throws {
    let sources = Snapshots.repositoryRoot.appendingPathComponent("Modules/ChatterboxAPILive")
    var names = Set<String>()
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: /\.rpc\(\s*"([a-z_]+)"/) { names.insert(String(match.1)) }
    }
    #expect(names.count >= 16, "found \(names.sorted())")
    #expect(Set(Self.calls.map(\.name)) == names)
  }

  /// Each snapshot's method and path is one the contract declares (`docs/api/openapi.yaml`).
  @Test func everySnapshotIsAPathOfTheContract() throws {
    let contract = try String(
      contentsOf: Snapshots.repositoryRoot.appendingPathComponent("docs/api/openapi.yaml"), encoding: .utf8)
    let lines = contract.components(separatedBy: "\n")
    for call in Self.calls {
      let path = "/rpc/\(call.name)"
      let index = try #require(lines.firstIndex(of: "  \(path):"), "\(path) is not in openapi.yaml")
      let operations = lines[(index + 1)...].prefix { $0.hasPrefix("    ") || $0.isEmpty }
      #expect(operations.contains("    post:"), "\(path) is not a POST in openapi.yaml")
      let snapshot = try String(contentsOf: Snapshots.url(named: "\(call.name).curl.txt"), encoding: .utf8)
      #expect(snapshot.hasPrefix("curl -X POST '\(Self.baseURL.absoluteString)\(path)'"))
    }
  }

  /// Sends `call` through a real client and returns the first request its transport saw.
  static func capture(_ call: EndpointCall) async -> URLRequest? {
    let seen = Captured()
    let transport = HTTPTransport { request in
      seen.keep(request)
      let body = Data(#"{"code":"snapshot","message":"captured"}"#.utf8)
      guard
        let response = HTTPURLResponse(
          url: request.url ?? baseURL, statusCode: 400, httpVersion: "HTTP/1.1",
          headerFields: ["Content-Type": "application/json"])
      else { throw URLError(.badServerResponse) }
      return (body, response)
    }
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: APIEnvironment(name: .development, baseURL: baseURL), authorization: FixedToken(token),
        retryPolicy: .never, transport: transport))
    let repositories = Repositories(
      auth: LiveAuthRepository(client: client), accounts: LiveAccountRepository(client: client),
      practice: LivePracticeRepository(client: client, timeZone: { TimeZone(identifier: "Europe/Madrid") }),
      analytics: LiveAnalyticsRepository(client: client),
      evaluations: LiveEvaluationRepository(client: client), progress: LiveProgressRepository(client: client))
    do {
      try await call.send(repositories)
      Issue.record("\(call.name): a 400 answer should have thrown")
    } catch {
      #expect(error as? NetworkError == .server(status: 400, code: "snapshot", message: "captured"))
    }
    #expect(seen.count == 1, "\(call.name): one attempt, no retry")
    return seen.first
  }
}

/// The requests a transport saw.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var requests: [URLRequest] = []
  func keep(_ request: URLRequest) { lock.withLock { requests.append(request) } }
  var count: Int { lock.withLock { requests.count } }
  var first: URLRequest? { lock.withLock { requests.first } }
}

/// A session that always has the same access token.
struct FixedToken: AuthorizationProvider {
  let token: String
  init(_ token: String) { self.token = token }
  func accessToken() async throws -> String? { token }
  func refreshAccessToken(rejected: String) async throws -> String { token }
  func adopt(newAccessToken: String) async {}
}

/// A request as a curl command: method, URL, headers sorted by name, body.
enum CurlText {
  /// Headers that describe the transport, not the request: `Connection: close` is added on Linux
  /// only (one connection per attempt), so it would make the snapshots platform-specific.
  static let transportHeaders: Set<String> = ["connection"]

  /// Renders `request`; an `Idempotency-Key` not in `keep` (a random one) becomes `placeholder`.
  static func render(_ request: URLRequest, placeholdingIdempotencyKeysExcept keep: Set<String>, as placeholder: String)
    -> String
  {
    var lines = ["curl -X \(request.httpMethod ?? "GET") \(quoted(request.url?.absoluteString ?? ""))"]
    let headers = (request.allHTTPHeaderFields ?? [:])
      .filter { !transportHeaders.contains($0.key.lowercased()) }
      .sorted { $0.key.lowercased() < $1.key.lowercased() }
    for (name, value) in headers {
      let shown = name.lowercased() == "idempotency-key" && !keep.contains(value) ? placeholder : value
      lines.append("-H \(quoted("\(name): \(shown)"))")
    }
    if let body = request.httpBody, !body.isEmpty {
      lines.append("--data-raw \(quoted(String(decoding: body, as: UTF8.self)))")
    }
    return lines.joined(separator: " \\\n  ") + "\n"
  }

  /// `text` in single quotes for a POSIX shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}

/// Snapshot files beside this suite, in `__Snapshots__`.
enum Snapshots {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "__Snapshots__")
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static var isRecording: Bool { ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" }

  static func url(named name: String) -> URL { directory.appendingPathComponent(name) }

  /// Compares `text` with the file `name`; writes it (and fails) when recording or when missing.
  static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = url(named: name)
    let saved = try? String(contentsOf: url, encoding: .utf8)
    if isRecording || saved == nil {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      if saved != text {
        Issue.record(
          "Recorded \(name); review it and run again without SNAPSHOT_RECORD=1", sourceLocation: sourceLocation)
      }
      return
    }
    #expect(
      saved == text, "\(name) differs from the request; if intended, re-record with SNAPSHOT_RECORD=1",
      sourceLocation: sourceLocation)
  }
}
