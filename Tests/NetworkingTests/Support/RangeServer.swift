#if canImport(Glibc)
  import Foundation
  import Observability

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// A loopback HTTP/1.1 server for one file: `GET` answers it whole (`200`) or, for `Range: bytes=<n>-`,
  /// from `n` (`206` with `Content-Range`), unless it ignores ranges. It can break its first answer off
  /// after some body bytes (a dropped connection), answer every request with another status, or send a
  /// range that does not start where it was asked.
  final class RangeServer: Sendable {
    struct Script: Sendable {
      var body: [UInt8]
      /// Close the first answer's connection after this many body bytes.
      var cutFirstAnswerAfter: Int?
      var ignoresRanges = false
      /// Answer every request with this status and a short JSON body instead.
      var status: Int?
      /// Start a `206` this many bytes before the asked offset.
      var rangeSkew = 0
    }

    let port: UInt16
    /// Each request's `Range` header (`nil`: none).
    let ranges = LockedValue<[String?]>([])
    private let listener: Int32

    init(_ script: Script) throws {
      let (fd, port) = try LoopbackListener.open(backlog: 16)
      listener = fd
      self.port = port
      let ranges = ranges
      LoopbackListener.accept(on: fd) { connection in
        defer { close(connection) }
        guard let head = Self.readHead(connection) else { return }
        let range = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("range:") }
          .map { String($0.dropFirst("range:".count)).trimmingCharacters(in: .whitespaces) }
        let index = ranges.withLock { log -> Int in
          log.append(range)
          return log.count
        }
        Self.answer(connection, script, range: range, first: index == 1)
      }
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/recordings/take.wav")! }

    func stop() { shutdown(listener, Int32(SHUT_RDWR)) }

    private static func answer(_ fd: Int32, _ script: Script, range: String?, first: Bool) {
      if let status = script.status {
        let body = Array(#"{"code":"gone","message":"No such recording"}"#.utf8)
        _ = send(fd, "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n", body)
        return
      }
      var start = 0
      if !script.ignoresRanges, let range, range.hasPrefix("bytes="),
        let from = Int(range.dropFirst(6).prefix { $0 != "-" })
      {
        start = max(0, from - script.rangeSkew)
      }
      var body = Array(script.body[start...])
      var head = "HTTP/1.1 200 OK\r\n"
      if start > 0 || (range != nil && !script.ignoresRanges) {
        head =
          "HTTP/1.1 206 Partial Content\r\nContent-Range: bytes \(start)-\(script.body.count - 1)/\(script.body.count)\r\n"
      }
      head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
      if first, let cut = script.cutFirstAnswerAfter { body = Array(body.prefix(cut)) }
      _ = send(fd, head, body)
    }

    private static func send(_ fd: Int32, _ head: String, _ body: [UInt8]) -> Bool {
      let bytes = Array(head.utf8) + body
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }

    private static func readHead(_ fd: Int32) -> String? {
      var pending: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while pending.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        pending.append(contentsOf: buffer[..<count])
      }
      return String(decoding: pending, as: UTF8.self)
    }
  }
#endif
