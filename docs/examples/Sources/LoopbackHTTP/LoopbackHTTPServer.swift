import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1, the examples' "own backend": one connection at a time,
/// `Connection: close`, every request answered by `respond`. It depends on the toolchain only.
public final class LoopbackHTTPServer: @unchecked Sendable {
  public struct Request: Sendable {
    public let method: String, path: String, headers: [String: String], body: Data
  }
  public struct Response: Sendable {
    public var status: Int, headers: [String: String], body: Data
    public init(_ status: Int, json: String = "", headers: [String: String] = ["Content-Type": "application/json"]) {
      self.status = status
      self.headers = headers
      body = Data(json.utf8)
    }
  }

  public let baseURL: URL
  private let listener: Int32
  private let respond: @Sendable (Request) -> Response
  private let lock = NSLock()
  private var received: [Request] = []
  /// Every request served so far, in order.
  public var requests: [Request] { lock.withLock { received } }

  public init(respond: @escaping @Sendable (Request) -> Response) throws {
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
        bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    guard listener >= 0, ok else { throw POSIXError(.EADDRNOTAVAIL) }
    self.listener = listener
    baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
    self.respond = respond
    Thread { [self] in
      while case let connection = accept(listener, nil, nil), connection >= 0 {
        serve(connection)
        close(connection)
      }
    }.start()
  }

  /// Stops accepting connections.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
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
    let request = Request(
      method: start.first ?? "", path: start.dropFirst().first ?? "", headers: headers,
      body: Data(bytes[headEnd.upperBound...].prefix(length)))
    lock.withLock { received.append(request) }
    let response = respond(request)
    var head = "HTTP/1.1 \(response.status) Answer\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    let out = Data((head + "\r\n").utf8) + response.body
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    _ = out.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
  }
}
