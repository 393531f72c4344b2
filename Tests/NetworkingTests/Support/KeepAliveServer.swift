import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback HTTP/1.1 server that answers every request `200 {}` and keeps every connection open
/// whatever the request asked for, counting the connections it accepted. It stands for a server
/// that closes without saying so: the client alone decides whether a connection is reused.
final class KeepAliveServer: Sendable {
  let port: UInt16
  let accepted = LockedValue(0)
  private let listener: Int32

  /// With `dropsSecondRequest`, a connection's second request is read whole and then the
  /// connection is closed without an answer: what a server restart, a proxy or an idle timeout
  /// racing the request does to a reused keep-alive connection.
  init(dropsSecondRequest: Bool = false) throws {
    let (fd, port) = try LoopbackListener.open(backlog: 16)
    listener = fd
    self.port = port
    let accepted = self.accepted
    LoopbackListener.accept(on: fd) { connection in
      accepted.withLock { $0 += 1 }
      Self.serve(connection, dropsSecondRequest: dropsSecondRequest)
    }
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
  }

  /// Answers requests on one connection until the client closes it.
  private static func serve(_ fd: Int32, dropsSecondRequest: Bool) {
    defer { close(fd) }
    var answered = 0
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let answer = Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}".utf8)
    while true {
      let count = read(fd, &buffer, buffer.count)
      guard count > 0 else { return }
      pending += buffer[0..<count]
      while let end = pending.firstRange(of: Array("\r\n\r\n".utf8)) {
        let head = String(decoding: pending[..<end.lowerBound], as: UTF8.self).lowercased()
        let length =
          head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        guard pending.count >= end.upperBound + length else { break }
        pending.removeFirst(end.upperBound + length)
        if dropsSecondRequest, answered == 1 { return }
        answered += 1
        _ = answer.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      }
    }
  }
}
