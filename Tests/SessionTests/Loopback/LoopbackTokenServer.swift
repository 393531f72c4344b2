import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small RFC 6749 authorization and resource server on 127.0.0.1, over real sockets
/// (`Connection: close`, one thread per connection):
///
/// - `POST /token` with a form body `grant_type=refresh_token&refresh_token=…` rotates the refresh
///   token and answers `{access_token, token_type, expires_in, refresh_token}` — never a user. A
///   refresh token it does not hold (spent, revoked, unknown) gets `400 {"error": "invalid_grant"}`.
/// - `GET /resource` answers 200 to a bearer token it issued that has not expired, else 401.
///
/// It counts refreshes and served requests, so tests can compare refresh margins. Expiry is read from
/// `time`, so a test that gives the server and the session one `TestClock` decides when tokens run out.
final class LoopbackTokenServer: @unchecked Sendable {
  /// What `POST /token` answers next, before the usual rotation.
  enum Scripted: Sendable { case status(Int, json: String) }

  let baseURL: URL
  let lifetime: TimeInterval
  /// The clock issued tokens expire on.
  let time: TimeSource
  private let listener: Int32
  private let lock = NSLock()
  private var refreshTokens: Set<String> = []
  private var accessTokens: [String: Date] = [:]
  private var issued = 0
  private var scripted: [Scripted] = []
  private var counts = (refreshes: 0, served: 0, rejected: 0)

  /// Starts listening; tokens it issues live `lifetime` seconds of `time`'s wall clock.
  init(lifetime: TimeInterval, time: TimeSource = .system) throws {
    self.lifetime = lifetime
    self.time = time
    #if canImport(Glibc)
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let listener = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ok = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && listen(listener, 128) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    guard listener >= 0, ok else {
      if listener >= 0 { close(listener) }
      throw POSIXError(.EADDRNOTAVAIL)
    }
    self.listener = listener
    baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
    Thread { [self] in
      while case let connection = accept(listener, nil, nil), connection >= 0 {
        Thread { [self] in
          serve(connection)
          close(connection)
        }.start()
      }
    }.start()
  }

  deinit { close(listener) }

  /// Stops accepting connections; the accept thread ends (idempotent).
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
  }

  /// A fresh grant, as a sign-in would produce: `(access, refresh, expiresIn)`.
  func grant() -> (access: String, refresh: String, expiresIn: TimeInterval) {
    lock.withLock { issue() }
  }

  /// The next `POST /token` answers these, in order.
  func script(_ answers: Scripted...) { lock.withLock { scripted += answers } }

  /// Every refresh token is revoked: the next refresh gets `invalid_grant`.
  func revokeAll() { lock.withLock { refreshTokens.removeAll() } }

  /// Refreshes answered with new tokens, `/resource` requests served (200) and refused (401).
  var figures: (refreshes: Int, served: Int, rejected: Int) { lock.withLock { counts } }

  /// The body of every `POST /token` seen, answered or not.
  var tokenRequests: [String] { lock.withLock { tokenRequestBodies } }
  private var tokenRequestBodies: [String] = []

  private func issue() -> (access: String, refresh: String, expiresIn: TimeInterval) {
    issued += 1
    let access = "access-\(issued)-\(UUID().uuidString)"
    let refresh = "refresh-\(issued)-\(UUID().uuidString)"
    accessTokens[access] = time.now().addingTimeInterval(lifetime)
    refreshTokens.insert(refresh)
    return (access, refresh, lifetime)
  }

  private func answer(method: String, path: String, headers: [String: String], body: String) -> (Int, String) {
    lock.withLock {
      switch (method, path) {
      case ("POST", "/token"):
        tokenRequestBodies.append(body)
        if !scripted.isEmpty, case .status(let status, let json) = scripted.removeFirst() { return (status, json) }
        let form = Self.decodeForm(body)
        guard form["grant_type"] == "refresh_token", let presented = form["refresh_token"],
          refreshTokens.remove(presented) != nil
        else { return (400, #"{"error":"invalid_grant","error_description":"unknown refresh token"}"#) }
        let (access, refresh, expiresIn) = issue()
        counts.refreshes += 1
        return (
          200,
          #"{"access_token":"\#(access)","token_type":"Bearer","expires_in":\#(expiresIn),"refresh_token":"\#(refresh)"}"#
        )
      case ("GET", "/resource"):
        let bearer = headers["authorization"].flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil }
        guard let bearer, let expiry = accessTokens[bearer], time.now() < expiry else {
          counts.rejected += 1
          return (401, #"{"error":"invalid_token"}"#)
        }
        counts.served += 1
        return (200, "{}")
      default:
        return (404, "{}")
      }
    }
  }

  /// `a=1&b=x+y` → `["a": "1", "b": "x y"]`.
  static func decodeForm(_ body: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in body.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
        $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
      }
      fields[parts[0]] = parts.count > 1 ? parts[1] : ""
    }
    return fields
  }

  private func serve(_ connection: Int32) {
    var bytes = Data()
    var chunk = [UInt8](repeating: 0, count: 16_384)
    func readMore() -> Bool {
      let count = recv(connection, &chunk, chunk.count, 0)
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      return count > 0
    }
    var headEnd = bytes.range(of: Data("\r\n\r\n".utf8))
    while headEnd == nil, readMore() { headEnd = bytes.range(of: Data("\r\n\r\n".utf8)) }
    guard let headEnd else { return }
    var lines = String(decoding: bytes[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let start = lines.removeFirst().split(separator: " ").map(String.init)
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let length = Int(headers["content-length"] ?? "0") ?? 0
    while bytes.count - headEnd.upperBound < length, readMore() {}
    let body = String(decoding: bytes[headEnd.upperBound...].prefix(length), as: UTF8.self)
    let (status, json) = answer(
      method: start.first ?? "", path: start.dropFirst().first ?? "", headers: headers, body: body)
    let payload = Data(json.utf8)
    let head =
      "HTTP/1.1 \(status) Answer\r\nContent-Type: application/json\r\nContent-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
    let out = Data(head.utf8) + payload
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    _ = out.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
  }
}
