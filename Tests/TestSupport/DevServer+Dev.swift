import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A message from the dev outbox: what would have been emailed.
public struct OutboxMessage: Decodable, Sendable {
  /// Recipient.
  public let to: String
  /// The magic link.
  public let link: String
  /// The 6-digit code.
  public let code: String
}

extension DevServer {
  /// The newest outbox message for an address.
  ///
  /// ```swift
  /// let message = try await server.latestMessage(for: "ana@example.com")
  /// ```
  public func latestMessage(for email: String) async throws -> OutboxMessage {
    struct Reply: Decodable { let messages: [OutboxMessage] }
    var components = URLComponents(url: baseURL.appendingPathComponent("dev/outbox"), resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "email", value: email)]
    let (data, _) = try await URLSession.shared.data(from: components.url!)
    guard let message = try JSONDecoder().decode(Reply.self, from: data).messages.first else {
      throw DevServerError.unexpectedResponse("no outbox message (server log: \(logFile.path))")
    }
    return message
  }

  /// Sets fault injection (`POST /dev/faults`); pass `nil` to clear it.
  ///
  /// ```swift
  /// try await server.setFaults(#"{"error_rate":{"*":0.2},"seed":7}"#)
  /// ```
  public func setFaults(_ json: String?) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent("dev/faults"))
    request.httpMethod = json == nil ? "DELETE" : "POST"
    request.httpBody = json.map { Data($0.utf8) }
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let (_, response) = try await URLSession.shared.data(for: request)
    guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
      throw DevServerError.unexpectedResponse("faults (server log: \(logFile.path))")
    }
  }

  /// Moves the server's clock forward (`POST /dev/clock`), so its tokens, links and leases expire
  /// without the test sleeping; this process's clock does not move.
  ///
  /// ```swift
  /// try await server.advanceClock(seconds: 10)  // a 3 s access token is now expired
  /// ```
  public func advanceClock(seconds: Int) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent("dev/clock"))
    request.httpMethod = "POST"
    request.httpBody = Data(#"{"advance_seconds": \#(seconds)}"#.utf8)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let (data, response) = try await URLSession.shared.data(for: request)
    guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
      throw DevServerError.unexpectedResponse(
        "clock: \(String(decoding: data.prefix(300), as: UTF8.self)) (server log: \(logFile.path))")
    }
  }

  /// Moves a recording to another instant and zone (`POST /dev/recordings/recorded-at`, a `--dev` fixture):
  /// takes recorded now become takes of other days, without moving any clock.
  ///
  /// ```swift
  /// try await server.moveRecording("rec_…", to: yesterday, timeZone: "Europe/Madrid")
  /// ```
  public func moveRecording(_ id: String, to instant: Date, timeZone: String?) async throws {
    var request = URLRequest(url: baseURL.appendingPathComponent("dev/recordings/recorded-at"))
    request.httpMethod = "POST"
    var body: [String: String] = ["recording_id": id, "created_at": instant.formatted(.iso8601)]
    body["time_zone"] = timeZone
    request.httpBody = try JSONSerialization.data(withJSONObject: body)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let (data, response) = try await URLSession.shared.data(for: request)
    guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
      throw DevServerError.unexpectedResponse(
        "recorded-at: \(String(decoding: data.prefix(300), as: UTF8.self)) (server log: \(logFile.path))")
    }
  }

  /// Sends a raw RPC (for contract checks the client would never make).
  ///
  /// ```swift
  /// let (status, body) = try await server.rawRPC("get_cues", body: "{not json", token: nil)
  /// ```
  public func rawRPC(
    _ name: String, body: String, token: String? = nil, contentType: String = "application/json",
    headers: [String: String] = [:]
  ) async throws -> (Int, Data, HTTPURLResponse) {
    var request = URLRequest(url: baseURL.appendingPathComponent("rpc/\(name)"))
    request.httpMethod = "POST"
    request.httpBody = Data(body.utf8)
    request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await URLSession.shared.data(for: request)
    guard let http = response as? HTTPURLResponse else {
      throw DevServerError.unexpectedResponse("\(name) (server log: \(logFile.path))")
    }
    return (http.statusCode, data, http)
  }
}
