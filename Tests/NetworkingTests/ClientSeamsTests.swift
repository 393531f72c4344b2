import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What an embedder configures per client: the transport, the JSON conventions and the error body.
@Suite("Client seams: transport, coding, error bodies")
struct ClientSeamsTests {
  struct Note: Codable, Sendable, Equatable { let noteText: String }

  static let environment = APIEnvironment(name: "test", baseURL: URL(string: "https://api.example.com")!)

  static func answering(
    status: Int, body: String, seen: LockedValue<[URLRequest]> = LockedValue([])
  ) -> HTTPTransport {
    HTTPTransport { request in
      seen.withLock { $0.append(request) }
      let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
      return (Data(body.utf8), response)
    }
  }

  @Test func aTransportClosureCarriesTheWholePipelineWithoutURLProtocol() async throws {
    let seen = LockedValue<[URLRequest]>([])
    let client = APIClient(
      configuration: .init(
        environment: Self.environment, decoder: JSONDecoder(), encoder: JSONEncoder(),
        transport: Self.answering(status: 200, body: #"{"noteText":"hi"}"#, seen: seen)))
    let note = try await client.send(
      Endpoint<Note>.json(.post, "/notes", body: Note(noteText: "hi"), requiresAuth: false))
    #expect(note == Note(noteText: "hi"))
    let request = try #require(seen.value.first)
    #expect(request.url?.absoluteString == "https://api.example.com/notes")
    // The client's own encoder, not the snake_case default.
    #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"noteText":"hi"}"#)
  }

  @Test func theDefaultConventionsAreSnakeCase() async throws {
    let client = APIClient(
      configuration: .init(
        environment: Self.environment, transport: Self.answering(status: 200, body: #"{"note_text":"hi"}"#)))
    let note = try await client.send(Endpoint<Note>(path: "/n", method: .get, requiresAuth: false))
    #expect(note.noteText == "hi")
  }

  @Test func theErrorBodyParserIsTheClients() async throws {
    let problem = ServerErrorBodyParser { body in
      let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
      return ServerErrorDetails(code: json?["type"] as? String, message: json?["detail"] as? String)
    }
    let client = APIClient(
      configuration: .init(
        environment: Self.environment, errorBody: problem,
        transport: Self.answering(status: 409, body: #"{"type":"conflict","detail":"taken"}"#)))
    await #expect(throws: NetworkError.server(status: 409, code: "conflict", message: "taken")) {
      try await client.send(Endpoint<EmptyResponse>(path: "/n", method: .put, requiresAuth: false))
    }
  }

  @Test func transportFailuresMapToTypedErrors() async throws {
    let client = APIClient(
      configuration: .init(
        environment: Self.environment, transport: HTTPTransport { _ in throw URLError(.notConnectedToInternet) }))
    await #expect(throws: NetworkError.offline) {
      try await client.send(Endpoint<EmptyResponse>(path: "/n", method: .get, requiresAuth: false))
    }
  }

  @Test func theAllowListIsCheckedBeforeTheTransportRuns() async throws {
    let seen = LockedValue<[URLRequest]>([])
    let client = APIClient(
      configuration: .init(
        environment: Self.environment, transportSecurity: TransportSecurityPolicy(allowedHosts: ["other.example.com"]),
        transport: Self.answering(status: 200, body: "{}", seen: seen)))
    await #expect(throws: NetworkError.self) {
      try await client.send(Endpoint<EmptyResponse>(path: "/n", method: .get, requiresAuth: false))
    }
    #expect(seen.value.isEmpty)
  }
}
