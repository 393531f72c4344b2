import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX socket calls the proxy needs, all on `127.0.0.1` only: a proxy that adds delay
/// must never become a way to reach another host, so no address is ever taken from outside.
enum LoopbackSocket {
  /// A failed call and its `errno`.
  struct Failure: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// A non-blocking listening socket on `127.0.0.1` and the port the kernel chose.
  static func listen() throws -> (descriptor: Int32, port: UInt16) {
    let descriptor = try makeSocket()
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = loopbackAddress(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, posixListen(descriptor, 128) == 0 else { throw closing(descriptor, "bind/listen") }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard named == 0 else { throw closing(descriptor, "getsockname") }
    setNonBlocking(descriptor)
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// A blocking connect to `127.0.0.1:port` (immediate on loopback), returned non-blocking.
  static func connect(port: UInt16) throws -> Int32 {
    let descriptor = try makeSocket()
    var address = loopbackAddress(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        posixConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw closing(descriptor, "connect to 127.0.0.1:\(port)") }
    prepare(descriptor)
    return descriptor
  }

  /// No Nagle (the delay is the proxy's to add, not the kernel's), no `SIGPIPE` on Darwin, and
  /// non-blocking, for an accepted or connected socket.
  static func prepare(_ descriptor: Int32) {
    var yes: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    setNonBlocking(descriptor)
  }

  static func setNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  /// `send` that never raises `SIGPIPE` (a peer that went away is an error to handle, not a reason
  /// to kill the benchmark).
  static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
      Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
    #else
      Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #endif
  }

  /// Half-closes the sending side: the peer reads end-of-file once it has read everything before.
  static func shutdownWrite(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
  }

  private static func makeSocket() throws -> Int32 {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // the CLI processes the benchmark spawns must not inherit it
    return descriptor
  }

  private static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    return address
  }

  private static func closing(_ descriptor: Int32, _ call: String) -> Failure {
    let failure = Failure(call: call, code: errno)
    close(descriptor)
    return failure
  }
}

// `listen` and `connect` are shadowed by this type's own methods inside it.
private func posixListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }
private func posixConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
  connect(descriptor, address, length)
}
