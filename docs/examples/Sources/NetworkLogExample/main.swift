// swift-format-ignore-file: OrderedImports
// (the README region, with its own imports, opens the file; the example's other imports follow it)
// README:begin
import Foundation
import NetworkLog

// Record every attempt your client makes, redacted at one chokepoint before anything is stored,
// and export it as HAR 1.2 under your own tool's name.
func makeRecordingClient(baseURL: URL, logFolder: URL) -> (APIClient, NetworkLogMonitor) {
  let monitor = NetworkLogMonitor(store: NetworkLogStore(directory: logFolder), mode: .on)
  let client = APIClient(
    configuration: APIClientConfiguration(
      environment: APIEnvironment(name: "local", baseURL: baseURL), monitors: [monitor]))
  return (client, monitor)
}

func exportHAR(of monitor: NetworkLogMonitor) async -> Data {
  await monitor.flush()  // attempts reach the store off the request path
  let entries = await monitor.store?.entries() ?? []
  return HARExporter.har(entries, creatorName: "birdwatch", creatorVersion: "0.3")
}
// README:end

import LoopbackHTTP

struct Sighting: Decodable, Sendable { let species: String }

// The server answers /sightings/latest, and /echo as a careless server would: what it was sent (the
// presigned-style `sig` query and the API key) comes back in its body and headers (issue 39).
let server = try LoopbackHTTPServer { request in
  guard request.path.hasPrefix("/echo") else {
    return .init(200, json: #"{"species":"heron","api_token":"tok-9f8e7d"}"#)
  }
  let key = request.headers["x-api-key"] ?? ""
  var echo = LoopbackHTTPServer.Response(
    401, json: #"{"error":"invalid_client","error_description":"API key \#(key) refused for \#(request.path)"}"#)
  echo.headers["X-Echo"] = "\(request.path) key=\(key)"
  return echo
}
defer { server.stop() }
let folder = FileManager.default.temporaryDirectory.appending(path: "netlog-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

let (client, monitor) = makeRecordingClient(baseURL: server.baseURL, logFolder: folder)
var sightings = Endpoint<Sighting>(path: "/sightings/latest", method: .get, requiresAuth: false)
sightings.headers = ["Authorization": "Bearer sk-live-123456"]
let sighting = try await client.send(sightings)
guard sighting.species == "heron" else { fatalError("decoded \(sighting)") }

var echo = Endpoint<EmptyResponse>(
  path: "/echo", method: .get, query: [URLQueryItem(name: "sig", value: "c2lnLTc3YTFiMmMz")], requiresAuth: false)
echo.headers = ["X-API-Key": "ak_live_5f2c9e1d7b"]
do {
  _ = try await client.send(echo)
  fatalError("the echo server's 401 was taken for an answer")
} catch {}

let har = await exportHAR(of: monitor)
let text = String(decoding: har, as: UTF8.self)
guard let json = try JSONSerialization.jsonObject(with: har) as? [String: Any],
  let log = json["log"] as? [String: Any], let creator = log["creator"] as? [String: Any],
  let entries = log["entries"] as? [[String: Any]], let request = entries.first?["request"] as? [String: Any]
else { fatalError("not a HAR file:\n\(text)") }
guard log["version"] as? String == "1.2", creator["name"] as? String == "birdwatch", entries.count == 2,
  (request["url"] as? String)?.hasSuffix("/sightings/latest") == true
else { fatalError("unexpected HAR:\n\(text)") }
guard !text.contains("sk-live-123456"), !text.contains("tok-9f8e7d"), text.contains("<redacted>") else {
  fatalError("a secret reached the export:\n\(text)")
}
guard !text.contains("c2lnLTc3YTFiMmMz"), !text.contains("ak_live_5f2c9e1d7b") else {
  fatalError("an echoed signature or API key reached the export:\n\(text)")
}
print(
  "NetworkLog: 2 attempts recorded, HAR 1.2 by birdwatch 0.3, bearer token and api_token redacted; "
    + "a server echoing sig and the API key left neither in the HAR")
