import Foundation
import Observability
import Storage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for the live transport: it reads each request's body
/// in 16 KiB chunks (hashing as it goes, like the real server), then answers with a scripted
/// status. One connection at a time, `Connection: close`. Enough to prove the file streams,
/// progress is reported, and a dropped connection maps to a transient error.
final class LoopbackHTTPServer: Sendable {
  struct Received: Sendable {
    let method: String
    let path: String
    let headers: [String: String]
    let byteCount: Int
    let sha256: String
  }

  enum Answer: Sendable {
    case status(Int, body: String)
    /// Reads this many body bytes, then closes the socket without answering.
    case dropAfter(bytes: Int)
    /// Answers right after the headers, without reading the body, then closes (what a server does
    /// with a bad signature or an oversized declaration).
    case early(Int, body: String)
    /// Like `status`, but reads the body over a slow link (at most 16 KiB per `pause`), so a client
    /// can be cancelled mid-body.
    case slowly(Int, body: String, pause: TimeInterval = 0.004)
  }

  let port: UInt16
  let received = LockedValue<[Received]>([])
  private let answers: LockedValue<[Answer]>
  private let listener: Int32

  init(answers: [Answer]) throws {
    self.answers = LockedValue(answers)
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 8) == 0 else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    listener = descriptor
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// Stops accepting; the serving thread ends at its next accept and closes the listener then
  /// (closed here, its descriptor could be reused by another test's socket before that thread
  /// waits on it, which would then accept that test's connections).
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  private func serve() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        close(listener)
        return
      }
      handle(connection)
      close(connection)
    }
  }

  private func handle(_ connection: Int32) {
    var buffer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    // Headers.
    var headerEnd: Int?
    while headerEnd == nil {
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0 else { return }
      buffer.append(contentsOf: chunk[0..<count])
      headerEnd = Self.find([13, 10, 13, 10], in: buffer)
    }
    guard let headerEnd else { return }
    let head = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let answer = answers.withLock { $0.isEmpty ? Answer.status(204, body: "") : $0.removeFirst() }
    let expected = Int(headers["content-length"] ?? "0") ?? 0
    let limit: Int
    switch answer {
    case .dropAfter(let bytes): limit = min(bytes, expected)
    case .early: limit = 0
    case .status, .slowly: limit = expected
    }

    // Body, streamed through the hasher like the real server.
    var hasher = SHA256()
    var count = 0
    let already = Array(buffer[(headerEnd + 4)...].prefix(limit))
    hasher.update(already)
    count += already.count
    while count < limit {
      if case .slowly(_, _, let pause) = answer { usleep(useconds_t(pause * 1_000_000)) }
      let read = recv(connection, &chunk, min(chunk.count, limit - count), 0)
      guard read > 0 else { break }
      hasher.update(chunk[0..<read])
      count += read
    }
    received.withLock {
      $0.append(
        Received(
          method: String(requestLine.first ?? ""), path: String(requestLine.dropFirst().first ?? ""), headers: headers,
          byteCount: count, sha256: hasher.finalize().hexString))
    }
    switch answer {
    case .dropAfter:
      return  // the caller closes the socket mid-body
    case .status(let status, let body), .early(let status, let body), .slowly(let status, let body, _):
      let response =
        "HTTP/1.1 \(status) Status\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
      let bytes = Array(response.utf8)
      #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)  // a client that already hung up must not kill the test process
      #else
        var on: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
      #endif
      var sent = 0
      while sent < bytes.count {
        let written = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
        guard written > 0 else { return }
        sent += written
      }
    }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for index in 0...(haystack.count - needle.count) where Array(haystack[index..<index + needle.count]) == needle {
      return index
    }
    return nil
  }
}
