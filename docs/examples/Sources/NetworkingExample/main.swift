// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import Foundation
import Networking

// Your server, your types: camelCase JSON, your own error body, only your host.
struct Greeting: Decodable, Sendable {
  let text: String
  let language: String
}

func makeClient(baseURL: URL) -> APIClient {
  APIClient(
    configuration: APIClientConfiguration(
      environment: APIEnvironment(name: "local", baseURL: baseURL),
      transportSecurity: TransportSecurityPolicy(allowedHosts: [baseURL.host!]),
      decoder: JSONDecoder(),
      errorBody: ServerErrorBodyParser { body in  // {"error": {"kind": …, "detail": …}}
        let error = (try? JSONSerialization.jsonObject(with: body) as? [String: [String: String]])?["error"]
        return error.map { ServerErrorDetails(code: $0["kind"], message: $0["detail"]) }
      }))
}

func greeting(in language: String, client: APIClient) async throws(NetworkError) -> Greeting {
  try await client.send(
    Endpoint<Greeting>(
      path: "/greetings", method: .get, query: [URLQueryItem(name: "lang", value: language)], requiresAuth: false))
}
// README:end

import LoopbackHTTP

let server = try LoopbackHTTPServer { request in
  request.path == "/greetings?lang=fr"
    ? .init(200, json: #"{"text":"Bonjour","language":"fr"}"#)
    : .init(422, json: #"{"error":{"kind":"no_such_language","detail":"not spoken here"}}"#)
}
defer { server.stop() }
let client = makeClient(baseURL: server.baseURL)

let french = try await greeting(in: "fr", client: client)
guard french.text == "Bonjour", french.language == "fr" else { fatalError("unexpected greeting \(french)") }

// An error body in our own shape, read by our own errorBody parser.
var failure: NetworkError?
do { _ = try await greeting(in: "tlh", client: client) } catch { failure = error }
// NetworkError is a struct over a kind (ADR 0064): compare the kind and read the details.
guard let refusal = failure, refusal.kind == .server, refusal.status == 422, refusal.serverCode == "no_such_language"
else {
  fatalError("unexpected \(String(describing: failure))")
}

// Only the allow-listed host may be contacted: nothing is sent to another one.
let elsewhere = APIClient(
  configuration: APIClientConfiguration(
    environment: APIEnvironment(name: "other", baseURL: URL(string: "http://localhost:1")!),
    transportSecurity: TransportSecurityPolicy(allowedHosts: ["127.0.0.1"])))
failure = nil
do { _ = try await elsewhere.send(Endpoint<Greeting>(path: "/greetings", method: .get, requiresAuth: false)) } catch {
  failure = error
}
guard failure?.kind == .insecureURL else { fatalError("a host off the allow-list must be refused") }

guard server.requests.count == 2 else { fatalError("expected 2 requests, got \(server.requests.count)") }
print("Networking: GET /greetings -> \(french.text); 422 -> .server(no_such_language); off-list host refused unsent")
