import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hostile server for tests: a loopback HTTP/1.1 front that, request by request, forwards to a
/// real upstream (the dev server), rewrites the upstream's answer, answers by itself (a redirect,
/// an unreadable body), stalls, drips the upstream's answer a byte at a time, or sends its status
/// line and headers and then stalls (the slow servers of issue 25). Every request it receives is recorded with its headers, so a
/// test can prove what reached it (an `Authorization` header that must not have).
///
/// One request per connection (`Connection: close`), each on a thread of its own, so a stalled
/// answer holds nothing else up.
///
/// ```swift
/// let front = try HostileFront(upstream: server.baseURL) { request in
///   request.path == "/rpc/me" ? .respond(status: 307, headers: ["Location": other.url("/rpc/me")]) : .forward
/// }
/// defer { front.stop() }
/// ```
public final class HostileFront: Sendable {
  /// A request as it arrived.
  public struct Request: Sendable {
    public let method: String
    /// The path and query.
    public let path: String
    /// Header names lowercased.
    public let headers: [String: String]
    public let body: Data
  }

  /// What to do with one request.
  public enum Answer: Sendable {
    /// Forward to the upstream and pass its answer back unchanged.
    case forward
    /// Forward, then pass back the upstream's status and headers with `rewrite` applied to its body.
    case rewrite(@Sendable (Data) -> Data)
    /// Answer without asking the upstream.
    case respond(status: Int, headers: [String: String] = [:], body: Data = Data())
    /// Read the request, then say nothing for `seconds` and close.
    case stall(seconds: TimeInterval)
    /// Forward, then pass the upstream's answer back one byte every `interval` seconds (a server
    /// that is never silent long enough for a stall timeout, and never done).
    case drip(interval: TimeInterval)
    /// Forward, pass back the upstream's status line and headers (its real `Content-Length`), then
    /// say nothing for `seconds` and close.
    case headersThenStall(seconds: TimeInterval)
    /// Forward, then hold the upstream's answer for `seconds` and pass it back whole (a slow
    /// server that does answer in the end).
    case late(seconds: TimeInterval)
    /// Answers with these bytes as they are (no framing added), then `repeating` until the client
    /// goes away or the front stops (empty: close at once). For answers that break HTTP.
    case raw([UInt8], repeating: [UInt8] = [])
  }

  public let port: UInt16
  private let upstreamPort: UInt16?
  private let listener: Int32
  private let rule: @Sendable (Request) -> Answer
  private let log = LockedValue<[Request]>([])
  /// Connections being served, shut down by ``stop()`` so no stalled or dripping answer outlives it.
  private let open = LockedValue<Set<Int32>>([])
  private let stopped = LockedValue(false)
  private let listenerClosed = LockedValue(false)

  /// Starts listening on 127.0.0.1. `upstream` is a loopback base URL (`.forward` needs one).
  public init(upstream: URL? = nil, rule: @escaping @Sendable (Request) -> Answer) throws {
    (listener, port) = try LoopbackSocket.listen()
    upstreamPort = upstream?.port.map(UInt16.init)
    self.rule = rule
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// `baseURL` + `path`, as a string (for `Location` headers).
  public func url(_ path: String) -> String { baseURL.absoluteString + path }

  /// Every request received so far, in order.
  public var received: [Request] { log.value }

  /// Stops accepting, and ends every answer still stalling or dripping (the other connections
  /// finish on their own threads).
  ///
  /// No descriptor is closed here: the listener is closed by its own thread once `accept` fails,
  /// and each connection by its serving thread. Closed here, a descriptor could be reused by
  /// another test's socket (in parallel, in the same process) before that thread next waits on it;
  /// this front's rule then answered another test's request (seen as "Server returned nothing").
  public func stop() {
    stopped.withLock { $0 = true }
    // Under the lock its thread closes it with, so a second call never shuts another's socket.
    listenerClosed.withLock { closed in if !closed { shutdown(listener, Int32(SHUT_RDWR)) } }
    // Under the lock: a connection's serving thread closes it under the same lock, so the
    // descriptor shut down here is still this front's.
    open.withLock { for connection in $0 { shutdown(connection, Int32(SHUT_RDWR)) } }
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        listenerClosed.withLock { closed in
          closed = true
          close(listener)
        }
        return
      }
      // A connection accepted as ``stop()`` ran is not served.
      let admitted = open.withLock { connections in
        guard !stopped.value else { return false }
        connections.insert(connection)
        return true
      }
      guard admitted else {
        close(connection)
        continue
      }
      let thread = Thread { [self] in
        serve(connection)
        open.withLock { connections in
          connections.remove(connection)
          close(connection)
        }
      }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    guard let message = HTTPMessage.read(from: connection, isRequest: true) else { return }
    let parts = message.startLine.split(separator: " ")
    let request = Request(
      method: parts.first.map(String.init) ?? "", path: parts.dropFirst().first.map(String.init) ?? "",
      headers: message.headers, body: message.body)
    log.withLock { $0.append(request) }
    switch rule(request) {
    case .forward:
      guard let answer = forward(message) else { return }
      LoopbackSocket.sendAll(connection, answer.serialized())
    case .rewrite(let change):
      guard var answer = forward(message) else { return }
      answer.body = change(answer.body)
      LoopbackSocket.sendAll(connection, answer.serialized())
    case .respond(let status, let headers, let body):
      let answer = HTTPMessage(startLine: "HTTP/1.1 \(status) Hostile", headers: headers, body: body)
      LoopbackSocket.sendAll(connection, answer.serialized())
    case .stall(let seconds):
      pause(seconds)
    case .raw(let bytes, let repeating):
      guard LoopbackSocket.sendAll(connection, bytes) else { return }
      while !repeating.isEmpty, !stopped.value, LoopbackSocket.sendAll(connection, repeating) {}
    case .drip(let interval):
      guard let answer = forward(message) else { return }
      for byte in answer.serialized() {
        guard !stopped.value, LoopbackSocket.sendAll(connection, [byte]) else { return }
        pause(interval)
      }
    case .late(let seconds):
      guard let answer = forward(message) else { return }
      pause(seconds)
      guard !stopped.value else { return }
      LoopbackSocket.sendAll(connection, answer.serialized())
    case .headersThenStall(let seconds):
      guard let answer = forward(message) else { return }
      let bytes = answer.serialized()
      let head = bytes.count - answer.body.count
      LoopbackSocket.sendAll(connection, Array(bytes.prefix(head)))
      pause(seconds)
    }
  }

  /// Sleeps `seconds`, in steps short enough that ``stop()`` ends the wait at once.
  private func pause(_ seconds: TimeInterval) {
    let end = Date(timeIntervalSinceNow: seconds)
    while !stopped.value, Date() < end { Thread.sleep(forTimeInterval: min(0.05, max(0, end.timeIntervalSinceNow))) }
  }

  private func forward(_ request: HTTPMessage) -> HTTPMessage? {
    guard let upstreamPort, let fd = LoopbackSocket.connect(port: upstreamPort) else { return nil }
    defer { close(fd) }
    var outgoing = request
    outgoing.headers["host"] = "127.0.0.1:\(upstreamPort)"
    outgoing.headers["accept-encoding"] = nil
    guard LoopbackSocket.sendAll(fd, outgoing.serialized()) else { return nil }
    return HTTPMessage.read(from: fd, isRequest: false)
  }
}

/// An HTTP/1.1 message, read whole (Content-Length, chunked, or to the end of the stream) and
/// written back with `Content-Length` and `Connection: close`.
struct HTTPMessage {
  var startLine: String
  /// Lowercased names; hop-by-hop and framing headers are dropped on reading.
  var headers: [String: String]
  var body: Data

  func serialized() -> [UInt8] {
    var head = startLine + "\r\n"
    for (name, value) in headers where !["content-length", "connection", "transfer-encoding"].contains(name) {
      head += "\(name): \(value)\r\n"
    }
    head += "content-length: \(body.count)\r\nconnection: close\r\n\r\n"
    return Array(head.utf8) + Array(body)
  }

  static func read(from fd: Int32, isRequest: Bool) -> HTTPMessage? {
    var buffer = [UInt8]()
    var headerEnd: Int?
    while headerEnd == nil {
      let chunk = LoopbackSocket.receive(fd)
      guard !chunk.isEmpty else { return nil }
      buffer += chunk
      headerEnd = find([13, 10, 13, 10], in: buffer)
    }
    guard let headerEnd else { return nil }
    var lines = String(decoding: buffer[0..<headerEnd], as: UTF8.self).components(separatedBy: "\r\n")
    let startLine = lines.removeFirst()
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var rest = Array(buffer[(headerEnd + 4)...])
    let body: [UInt8]
    if let length = headers["content-length"].flatMap(Int.init) {
      while rest.count < length {
        let chunk = LoopbackSocket.receive(fd)
        guard !chunk.isEmpty else { break }
        rest += chunk
      }
      body = Array(rest.prefix(length))
    } else if headers["transfer-encoding"]?.lowercased().contains("chunked") == true || !isRequest {
      while true {
        let chunk = LoopbackSocket.receive(fd)
        if chunk.isEmpty { break }
        rest += chunk
        if headers["transfer-encoding"] != nil, find(Array("0\r\n\r\n".utf8), in: rest) != nil { break }
      }
      body = headers["transfer-encoding"] != nil ? dechunk(rest) : rest
    } else {
      body = []
    }
    headers["transfer-encoding"] = nil
    headers["content-length"] = nil
    headers["connection"] = nil
    return HTTPMessage(startLine: startLine, headers: headers, body: Data(body))
  }

  private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var index = 0
    while let lineEnd = find([13, 10], in: Array(bytes[index...])) {
      let sizeText = String(decoding: bytes[index..<index + lineEnd], as: UTF8.self)
      guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
      let start = index + lineEnd + 2
      guard start + size <= bytes.count else { break }
      output += bytes[start..<start + size]
      index = start + size + 2
      guard index < bytes.count else { break }
    }
    return output
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var index = 0
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle { return index }
      index += 1
    }
    return nil
  }
}
