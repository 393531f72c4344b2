import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import DevServerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A PATCH whose connection breaks off mid-body (a killed client, a dropped network): the bytes that
/// arrived are stored and the offset says so, so the client resumes after them (tus 1.0: the server
/// SHOULD keep as much of the received data as possible).
@Suite("tus 1.0: a broken-off PATCH")
struct TusDropTests {
  @Test("The bytes before the break are kept; the next PATCH continues after them", .timeLimit(.minutes(3)))
  func partialBodyIsKept() async throws {
    try await TestHarness.run(mode: .live) { harness, client in
      let tokens = try await client.signIn()
      let location = try await TusTests.create(client, token: tokens.access, length: 10_000)
      let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
      let port = try #require(URL(string: harness.services.address.current)?.port)

      // Announce 10,000 bytes, send 3,000, then close the socket.
      let head =
        "PATCH \(location) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(tokens.access)\r\n"
        + "Tus-Resumable: 1.0.0\r\nUpload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\n"
        + "Content-Length: 10000\r\n\r\n"
      try Self.sendAndClose(port: port, Array(head.utf8) + bytes[0..<3_000])

      var offset = ""
      let deadline = ContinuousClock.now + .seconds(60)  // the server notices the drop when it is scheduled
      while ContinuousClock.now < deadline {
        let answer = try await client.execute(uri: location, method: .head, headers: TusTests.headers(tokens.access))
        offset = answer.headers[TusTests.offset] ?? ""
        if offset == "3000" { break }
        try await Task.sleep(for: .milliseconds(50))
      }
      #expect(offset == "3000")
      let rest = try await TusTests.patch(client, location, token: tokens.access, at: 3_000, Array(bytes[3_000...]))
      #expect(rest.status == .noContent)
      let id = String(location.dropFirst("/tus/".count))
      let stored = try Data(contentsOf: URL(fileURLWithPath: await harness.services.tus.dataPath(id)))
      #expect(Array(stored) == bytes)
    }
  }

  static func sendAndClose(port: Int, _ data: [UInt8]) throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    var sent = 0
    while sent < data.count {
      let count = data[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { throw POSIXError(.EPIPE) }
      sent += count
    }
  }
}
