import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls the loopback test servers need, with the platform differences in one place.
enum LoopbackSocket {
  /// A listening TCP socket on 127.0.0.1 and the port the kernel chose.
  static func listen() throws -> (descriptor: Int32, port: UInt16) {
    let fd = makeSocket()
    var address = loopbackAddress(port: 0)
    var on: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard fd >= 0, bound == 0, systemListen(fd, 64) == 0 else {
      if fd >= 0 { close(fd) }
      throw POSIXError(.EADDRINUSE)
    }
    return (fd, UInt16(bigEndian: address.sin_port))
  }

  /// A connected socket to 127.0.0.1:`port`, or `nil`.
  static func connect(port: UInt16) -> Int32? {
    let fd = makeSocket()
    guard fd >= 0 else { return nil }
    var address = loopbackAddress(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  /// Writes every byte; `false` when the peer went away (never a SIGPIPE).
  @discardableResult
  static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      var on: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      let flags: Int32 = 0
    #endif
    var sent = 0
    while sent < bytes.count {
      let written = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
      guard written > 0 else { return false }
      sent += written
    }
    return true
  }

  /// Reads what is there (up to 64 KiB); empty at end of stream or on error.
  static func receive(_ fd: Int32) -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    let count = recv(fd, &chunk, chunk.count, 0)
    return count > 0 ? Array(chunk[0..<count]) : []
  }

  private static func makeSocket() -> Int32 {
    #if canImport(Glibc)
      socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  private static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }
}

#if canImport(Glibc)
  private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 { Glibc.listen(fd, backlog) }
  private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    Glibc.connect(fd, address, length)
  }
#else
  private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 { Darwin.listen(fd, backlog) }
  private func systemConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    Darwin.connect(fd, address, length)
  }
#endif
