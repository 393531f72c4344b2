import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback HTTP/1.1 server that misbehaves on purpose, one behaviour for every request: it keeps
/// connections open between answers, counts the connections it accepted and the ones the client
/// closed, and remembers each request's head.
final class ScriptedServer: Sendable {
  enum Behaviour: Sendable {
    /// Answers at once (`Content-Length` framing), after `delay` seconds if given.
    case answer(status: Int = 200, headers: [String: String] = [:], body: [UInt8], delay: Double = 0)
    /// Reads the request and never writes a byte.
    case neverAnswer
    /// Sends the status line and headers (announcing `length` bytes), then nothing.
    case headersThenStall(length: Int = 100)
    /// Announces `length` bytes and sends one a second.
    case drip(length: Int = 1000)
  }

  let port: UInt16
  let accepted = LockedValue(0)
  let closedByClient = LockedValue(0)
  let heads = LockedValue<[String]>([])
  private let listener: Int32

  init(_ behaviour: Behaviour) throws {
    let (fd, port) = try LoopbackListener.open(backlog: 64)
    listener = fd
    self.port = port
    let server = self
    LoopbackListener.accept(on: fd) { connection in
      server.accepted.withLock { $0 += 1 }
      server.serve(connection, behaviour)
    }
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
  }

  private func serve(_ fd: Int32, _ behaviour: Behaviour) {
    defer { close(fd) }
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      guard count > 0 else {
        closedByClient.withLock { $0 += 1 }
        return
      }
      pending.append(contentsOf: buffer[..<count])
      while let end = pending.firstRange(of: Array("\r\n\r\n".utf8)) {
        let head = String(decoding: pending[..<end.lowerBound], as: UTF8.self)
        let bodyLength =
          head.lowercased().split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        guard pending.count >= end.upperBound + bodyLength else { break }
        pending.removeFirst(end.upperBound + bodyLength)
        heads.withLock { $0.append(head) }
        guard respond(fd, behaviour) else { return }
      }
    }
  }

  /// Returns false when the connection should end (the client went away while we wrote).
  private func respond(_ fd: Int32, _ behaviour: Behaviour) -> Bool {
    switch behaviour {
    case .answer(let status, let headers, let body, let delay):
      if delay > 0 { Thread.sleep(forTimeInterval: delay) }
      var head = "HTTP/1.1 \(status) Scripted\r\nContent-Length: \(body.count)\r\n"
      for (name, value) in headers { head += "\(name): \(value)\r\n" }
      return write(fd, Array((head + "\r\n").utf8) + body)
    case .neverAnswer:
      return waitForClose(fd)
    case .headersThenStall(let length):
      guard write(fd, Array("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n".utf8)) else { return false }
      return waitForClose(fd)
    case .drip(let length):
      guard write(fd, Array("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n".utf8)) else { return false }
      for _ in 0..<length {
        Thread.sleep(forTimeInterval: 1)
        guard write(fd, [UInt8(ascii: "x")]) else {
          closedByClient.withLock { $0 += 1 }
          return false
        }
      }
      return true
    }
  }

  #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
  #else
    private static let noSignal: Int32 = 0
  #endif

  private func waitForClose(_ fd: Int32) -> Bool {
    var byte: UInt8 = 0
    while read(fd, &byte, 1) > 0 {}
    closedByClient.withLock { $0 += 1 }
    return false
  }

  private func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Self.noSignal) }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }
}
