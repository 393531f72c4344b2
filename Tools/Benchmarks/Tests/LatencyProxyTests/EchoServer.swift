import Foundation

@testable import LatencyProxy

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback server that sends back every byte it receives, one thread per connection, and a
/// few socket helpers for the tests' client side. Every wait is bounded (5 s).
final class EchoServer: Sendable {
  let port: UInt16
  private let listener: Int32
  private let stopped = Locked(false)

  init() throws {
    (listener, port) = try LoopbackSocket.listen()
    Thread.detachNewThread { [self] in acceptLoop() }
  }

  func stop() { stopped.withLock { $0 = true } }

  private func acceptLoop() {
    defer { close(listener) }
    let end = ContinuousClock.now + .seconds(30)
    while !stopped.current, ContinuousClock.now < end {
      var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 50) > 0 else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }
      LoopbackSocket.prepare(client)
      Thread.detachNewThread { Self.echo(client) }
    }
  }

  private static func echo(_ descriptor: Int32) {
    defer { close(descriptor) }
    while let bytes = try? TestSocket.receive(descriptor, upTo: 64 * 1024, timeout: .seconds(5)), !bytes.isEmpty {
      guard (try? TestSocket.send(descriptor, bytes)) != nil else { return }
    }
  }
}

/// Client-side helpers over the proxy's own non-blocking sockets.
enum TestSocket {
  struct Failure: Error { let what: String }

  /// Sends everything, waiting for room as needed.
  static func send(_ descriptor: Int32, _ bytes: [UInt8]) throws {
    var offset = 0
    let end = ContinuousClock.now + .seconds(5)
    while offset < bytes.count {
      guard ContinuousClock.now < end else { throw Failure(what: "send timed out") }
      let sent = bytes.withUnsafeBytes {
        LoopbackSocket.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[offset...]))
      }
      if sent > 0 {
        offset += sent
      } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiting, 1, 50)
      } else {
        throw Failure(what: "send failed: \(errno)")
      }
    }
  }

  /// Whatever arrives next (up to `limit` bytes); empty at end-of-file.
  static func receive(_ descriptor: Int32, upTo limit: Int, timeout: Duration) throws -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: limit)
    let end = ContinuousClock.now + timeout
    while ContinuousClock.now < end {
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 20) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count >= 0 { return Array(buffer[..<count]) }
      guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
        throw Failure(what: "recv failed: \(errno)")
      }
    }
    throw Failure(what: "receive timed out")
  }

  /// Exactly `count` bytes, or an error at end-of-file or after `timeout`.
  static func receive(_ descriptor: Int32, exactly count: Int, timeout: Duration = .seconds(5)) throws -> [UInt8] {
    var received: [UInt8] = []
    let end = ContinuousClock.now + timeout
    while received.count < count {
      let now = ContinuousClock.now
      guard now < end else { throw Failure(what: "got \(received.count) of \(count) bytes") }
      let part = try receive(descriptor, upTo: count - received.count, timeout: end - now)
      guard !part.isEmpty else { throw Failure(what: "end-of-file after \(received.count) of \(count) bytes") }
      received += part
    }
    return received
  }
}
