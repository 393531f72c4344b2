import Foundation
import NetworkLog
import Networking
import Testing

@Suite("HAR export")
struct HARExporterTests {
  static let entries: [NetworkLogEntry] = [
    Attempts.entry(
      Attempts.make(
        url: "https://api.test/rpc/get_cues?token=t&q=a%20b",
        requestHeaders: ["Content-Type": "application/json", "Authorization": "Bearer x"],
        requestBody: Data(#"{"profile_id":"p1","count":2}"#.utf8), status: 200,
        responseHeaders: ["Content-Type": "application/json; charset=utf-8", "Set-Cookie": "s=1"],
        responseBody: Data(#"{"items":[],"next_cursor":null}"#.utf8), duration: 0.1234)),
    Attempts.entry(
      Attempts.make(
        method: "PUT", url: "https://api.test/uploads/r1?expires=1&signature=abc",
        requestHeaders: ["Content-Type": "audio/mp4"], requestBody: Data(repeating: 7, count: 2_048), status: nil,
        error: .offline, duration: 3, outcome: .failed(.offline))),
    Redactor(bodyLimit: 10).redact(
      Attempts.make(
        method: "GET", url: "https://api.test/big", status: 302,
        responseHeaders: ["Location": "https://api.test/other?code=1", "Content-Type": "text/plain"],
        responseBody: Data(String(repeating: "z", count: 100).utf8), outcome: .retrying(after: 2))),
  ]

  func decoded(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test(.enabled(if: HARValidator.isAvailable, "needs python3 with jsonschema"))
  func theExportValidatesAgainstTheHAR12Schema() throws {
    let har = HARExporter.har(Self.entries)
    let errors = try HARValidator.errors(in: har)
    #expect(errors == nil, "\(errors ?? "")")
    #expect(try HARValidator.errors(in: HARExporter.har([])) == nil)
  }

  @Test(.enabled(if: HARValidator.isAvailable, "needs python3 with jsonschema"))
  func theSchemaRejectsBrokenArchives() throws {
    // The validator must actually bite: each of these breaks one HAR 1.2 rule.
    let broken = [
      #"{"log":{"version":"1.2","creator":{"name":"x","version":"1"}}}"#,
      #"{"log":{"version":"1.2","creator":{"name":"x"},"entries":[]}}"#,
      #"{"log":{"version":"1.2","creator":{"name":"x","version":"1"},"entries":[{"startedDateTime":"yesterday"}]}}"#,
      #"{"log":{"version":"1.2","creator":{"name":"x","version":"1"},"entries":[],"extra":1}}"#,
    ]
    for text in broken { #expect(try HARValidator.errors(in: Data(text.utf8)) != nil, "\(text)") }
    var json = String(decoding: HARExporter.har(Self.entries), as: UTF8.self)
    json = json.replacingOccurrences(of: #""headersSize" : -1"#, with: #""headersSize" : "-1""#)
    #expect(try HARValidator.errors(in: Data(json.utf8)) != nil)
  }

  @Test func theArchiveHasTheExpectedShape() throws {
    let root = try decoded(HARExporter.har(Self.entries, creatorName: "MyTool", creatorVersion: "2.1"))
    let log = try #require(root["log"] as? [String: Any])
    #expect(log["version"] as? String == "1.2")
    let creator = try #require(log["creator"] as? [String: String])
    #expect(creator == ["name": "MyTool", "version": "2.1"])
    let entries = try #require(log["entries"] as? [[String: Any]])
    #expect(entries.count == 3)

    let first = entries[0]
    #expect(first["startedDateTime"] as? String == "2027-01-15T08:00:00.000Z")
    #expect(first["time"] as? Double == 123.4)
    let timings = try #require(first["timings"] as? [String: Double])
    #expect(timings["send"]! + timings["wait"]! + timings["receive"]! == 123.4)
    let request = try #require(first["request"] as? [String: Any])
    #expect(request["url"] as? String == "https://api.test/rpc/get_cues?token=%3Credacted%3E&q=a%20b")
    let query = try #require(request["queryString"] as? [[String: String]])
    #expect(query == [["name": "token", "value": "<redacted>"], ["name": "q", "value": "a b"]])
    let postData = try #require(request["postData"] as? [String: Any])
    #expect(postData["mimeType"] as? String == "application/json")
    #expect(postData["text"] as? String == #"{"profile_id":"p1","count":2}"#)
    #expect(request["headersSize"] as? Int == -1)
    #expect(request["bodySize"] as? Int == 29)
    let response = try #require(first["response"] as? [String: Any])
    #expect(response["status"] as? Int == 200)
    #expect(response["statusText"] as? String == "OK")
    #expect(response["redirectURL"] as? String == "")
    let headers = try #require(response["headers"] as? [[String: String]])
    #expect(headers.contains(["name": "Set-Cookie", "value": "<redacted>"]))
    let content = try #require(response["content"] as? [String: Any])
    #expect(content["mimeType"] as? String == "application/json")
    #expect(content["text"] as? String == #"{"items":[],"next_cursor":null}"#)
    #expect(first["cache"] as? [String: Any] != nil)
    #expect(first["_outcome"] as? String == "delivered")
  }

  @Test func failedAndTruncatedEntries() throws {
    let entries =
      try #require(try decoded(HARExporter.har(Self.entries))["log"] as? [String: Any])["entries"] as? [[String: Any]]
    let failed = try #require(entries?[1])
    let response = try #require(failed["response"] as? [String: Any])
    #expect(response["status"] as? Int == 0)
    #expect(response["bodySize"] as? Int == -1)
    #expect(failed["_errorKey"] as? String == "error.network.offline")
    let postData = try #require((failed["request"] as? [String: Any])?["postData"] as? [String: Any])
    #expect(postData["comment"] as? String == "binary body (2048 bytes) not recorded")
    let truncated = try #require(entries?[2])
    let content = try #require((truncated["response"] as? [String: Any])?["content"] as? [String: Any])
    #expect(content["size"] as? Int == 100)
    #expect(content["comment"] as? String == "truncated: 10 of 100 bytes recorded")
    #expect(
      (truncated["response"] as? [String: Any])?["redirectURL"] as? String
        == "https://api.test/other?code=%3Credacted%3E")
  }
}
