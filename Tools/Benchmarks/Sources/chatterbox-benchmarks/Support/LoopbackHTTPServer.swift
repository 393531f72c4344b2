import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 server on `127.0.0.1` that answers every request with the same canned
/// response (or, with ``init(handler:)``, whatever a handler computes from the request), with
/// keep-alive, one thread per connection and blocking POSIX sockets: just enough to give
/// `URLSession` a real TCP transport without any package dependency. Not for anything else.
///
/// ```swift
/// let server = try LoopbackHTTPServer(body: body, headers: ["Content-Type": "application/json"])
/// let url = URL(string: "http://127.0.0.1:\(server.port)/rpc/me")!
/// defer { server.stop() }
/// ```
final class LoopbackHTTPServer: Sendable {
  struct SocketError: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// What a handler sees of a request.
  struct Request: Sendable {
    let method: String
    let path: String
    /// Header names lowercased.
    let headers: [String: String]
    let body: Data
  }

  /// A handler's answer.
  typealias Handler = @Sendable (Request) -> StubReply

  /// Writes its own answer (bytes on the wire, head included) with `write`, which returns `false`
  /// once the peer is gone; returns whether the connection may serve another request. For answers
  /// too large to build in memory (`BenchServer`'s 500 MB body) or that wait (its delayed one).
  typealias Responder = @Sendable (_ request: Request, _ write: ([UInt8]) -> Bool) -> Bool

  /// The port the kernel chose.
  let port: UInt16
  private let listener: Int32
  private let response: [UInt8]
  private let handler: Handler?
  private let responder: Responder?
  private let connections = LockedValue<Set<Int32>>([])
  private let stopped = LockedValue(false)

  /// Binds to an ephemeral loopback port and starts accepting; every answer is the same.
  convenience init(status: Int = 200, headers: [String: String] = [:], body: Data) throws {
    try self.init(canned: Self.encode(StubReply(status: status, headers: headers, body: body)), handler: nil)
  }

  /// Binds to an ephemeral loopback port and answers each request with `handler`'s reply (called on
  /// the connection's thread, so it may be called concurrently).
  convenience init(handler: @escaping Handler) throws {
    try self.init(canned: [], handler: handler)
  }

  /// Binds to an ephemeral loopback port (or `port`) and lets `responder` write each answer
  /// (called on the connection's thread, so it may be called concurrently).
  convenience init(port: UInt16 = 0, responder: @escaping Responder) throws {
    try self.init(canned: [], handler: nil, responder: responder, port: port)
  }

  static func encode(_ reply: StubReply) -> [UInt8] {
    var head = "HTTP/1.1 \(reply.status) \(reply.status == 200 ? "OK" : "Status")\r\n"
    for (name, value) in reply.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(reply.body.count)\r\nConnection: keep-alive\r\n\r\n"
    return Array(head.utf8) + Array(reply.body)
  }

  private init(canned: [UInt8], handler: Handler?, responder: Responder? = nil, port requestedPort: UInt16 = 0) throws {
    response = canned
    self.handler = handler
    self.responder = responder

    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))

    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = requestedPort.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 1024) == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "bind/listen", code: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "getsockname", code: code)
    }
    port = UInt16(bigEndian: address.sin_port)
    listener = fd

    let server = self
    Thread.detachNewThread { server.acceptLoop() }
  }

  /// `http://127.0.0.1:<port>`.
  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Stops accepting and closes every open connection.
  func stop() {
    guard
      stopped.withLock({ wasStopped -> Bool in
        defer { wasStopped = true }
        return !wasStopped
      })
    else { return }
    shutdown(listener, Int32(shutdownBoth))
    close(listener)
    for fd in connections.withLock({ open -> Set<Int32> in
      defer { open = [] }
      return open
    }) {
      shutdown(fd, Int32(shutdownBoth))
    }
  }

  deinit { stop() }

  private func acceptLoop() {
    while true {
      let fd = accept(listener, nil, nil)
      if fd < 0 {
        if errno == EINTR, !stopped.value { continue }
        return
      }
      var yes: Int32 = 1
      setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      #if canImport(Darwin)
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
      #endif
      connections.withLock { _ = $0.insert(fd) }
      let server = self
      Thread.detachNewThread { server.serve(fd) }
    }
  }

  /// Reads requests (headers, then `Content-Length` bytes of body) and answers each in one write.
  private func serve(_ fd: Int32) {
    defer {
      connections.withLock { _ = $0.remove(fd) }
      close(fd)
    }
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      guard let headerEnd = Self.headerEnd(in: buffer) else {
        guard read(fd, &chunk, &buffer) else { return }
        continue
      }
      let head = String(decoding: buffer[..<headerEnd], as: UTF8.self).lowercased()
      let total = headerEnd + 4 + Self.contentLength(in: head)
      if head.contains("expect: 100-continue"), buffer.count < total {
        guard write(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return }
      }
      while buffer.count < total {
        guard read(fd, &chunk, &buffer) else { return }
      }
      if let responder {
        let request = Self.request(buffer[..<total], headerEnd: headerEnd)
        buffer.removeFirst(total)
        guard responder(request, { self.write(fd, $0) }) else { return }
        continue
      }
      let answer = handler.map { $0(Self.request(buffer[..<total], headerEnd: headerEnd)) }.map(Self.encode) ?? response
      buffer.removeFirst(total)
      guard write(fd, answer) else { return }
    }
  }

  private func read(_ fd: Int32, _ chunk: inout [UInt8], _ buffer: inout [UInt8]) -> Bool {
    let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    if count < 0, errno == EINTR { return true }
    guard count > 0 else { return false }
    buffer.append(contentsOf: chunk[..<count])
    return true
  }

  private func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(sendFlags)) }
      if sent < 0, errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// Parses the request line, headers and body of one complete request.
  static func request(_ bytes: ArraySlice<UInt8>, headerEnd: Int) -> Request {
    let start = bytes.startIndex
    let head = String(decoding: bytes[start..<(start + headerEnd)], as: UTF8.self)
    var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
    let requestLine = lines.popFirst()?.split(separator: " ") ?? []
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Request(
      method: requestLine.first.map(String.init) ?? "", path: requestLine.dropFirst().first.map(String.init) ?? "",
      headers: headers, body: Data(bytes[(start + headerEnd + 4)...]))
  }

  static func headerEnd(in buffer: [UInt8]) -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
      return index
    }
    return nil
  }

  static func contentLength(in lowercasedHead: String) -> Int {
    for line in lowercasedHead.split(separator: "\r\n") where line.hasPrefix("content-length:") {
      return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    return 0
  }
}

#if canImport(Darwin)
  private let shutdownBoth = Int(SHUT_RDWR)
  private let sendFlags = 0
#else
  private let shutdownBoth = Int(SHUT_RDWR)
  private let sendFlags = Int(MSG_NOSIGNAL)  // a closed peer must not kill the process with SIGPIPE
#endif
