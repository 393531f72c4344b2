import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A listening TCP socket on 127.0.0.1 and a free port, for the test servers here.
enum LoopbackListener {
  static func open(backlog: Int32) throws -> (descriptor: Int32, port: UInt16) {
    #if canImport(Darwin)
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard fd >= 0, bound == 0, listen(fd, backlog) == 0 else { throw URLError(.cannotConnectToHost) }
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  /// Accepts connections on `descriptor` on a thread of its own, handing each to `handle` on a new
  /// thread, until the socket is shut down. The descriptor is closed here, not by the server's
  /// `stop()`: a number closed while this thread is between calls could be reused by another test's
  /// socket, and this thread would take its connections.
  static func accept(on descriptor: Int32, _ handle: @escaping @Sendable (Int32) -> Void) {
    Thread.detachNewThread {
      while true {
        let connection = Foundation.accept(descriptor, nil, nil)
        guard connection >= 0 else {
          close(descriptor)
          return
        }
        Thread.detachNewThread { handle(connection) }
      }
    }
  }
}
