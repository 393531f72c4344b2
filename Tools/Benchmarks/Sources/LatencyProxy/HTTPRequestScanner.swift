/// Finds the request heads in the client-to-server bytes of one HTTP/1.1 connection, however the
/// bytes are cut into reads: the proxy counts requests (and sees what each one asked for) without
/// changing a byte of what it forwards.
///
/// It skips bodies by `Content-Length` or by `Transfer-Encoding: chunked`, so a 1 MB upload whose
/// audio happens to contain `PUT /` is not counted as a request. Anything it cannot follow (a head
/// over 64 KiB, a request line without three parts, a bad chunk size, an `Upgrade`) makes it
/// ``isLost``: it stops counting on that connection rather than guess, and says so.
///
/// ```swift
/// var scanner = HTTPRequestScanner()
/// scanner.consume(Array("GET /a HTTP/1.1\r\nHost: x\r\n\r\n".utf8)) // [Head(method: "GET", target: "/a", …)]
/// ```
public struct HTTPRequestScanner: Sendable {
  /// What the scanner read of one request head.
  public struct Head: Sendable, Equatable {
    /// `GET`, `POST`, `PUT`…
    public var method: String
    /// The request target as sent, query string included.
    public var target: String
    /// `Content-Length`, if the head had one.
    public var contentLength: Int?
    /// Whether the body is sent with `Transfer-Encoding: chunked`.
    public var isChunked: Bool
    /// The `Expect` header (`100-continue` makes a client wait for the server before the body).
    public var expect: String?
    /// The `Connection` header (`close`, `keep-alive`).
    public var connection: String?

    /// The target without its query string (signed URLs carry their signature there).
    public var path: String { String(target.prefix { $0 != "?" }) }
  }

  private enum State: Sendable {
    case head
    case body(remaining: Int)
    case chunkSize
    case chunkData(remaining: Int)
    case chunkDataEnd(remaining: Int)
    case trailers
    case lost
  }

  /// The largest head (or chunk-size or trailer line) it buffers before giving up.
  static let maximumHeadBytes = 64 * 1024

  private var state = State.head
  /// The head, chunk-size line or trailer line read so far.
  private var pending: [UInt8] = []

  /// Whether it lost track of the stream and stopped counting.
  public var isLost: Bool {
    if case .lost = state { true } else { false }
  }

  /// Creates a scanner at the start of a connection.
  public init() {}

  /// Reads the next bytes the client sent; returns the heads completed by them, in order.
  public mutating func consume(_ bytes: some Collection<UInt8>) -> [Head] {
    var heads: [Head] = []
    var index = bytes.startIndex
    while index != bytes.endIndex {
      switch state {
      case .lost:
        return heads
      case .body(let remaining), .chunkData(let remaining), .chunkDataEnd(let remaining):
        // Skip the body in bulk: never look at its bytes.
        let available = bytes.distance(from: index, to: bytes.endIndex)
        let skipped = min(available, remaining)
        index = bytes.index(index, offsetBy: skipped)
        finishSkipping(skipped, of: remaining)
      case .head, .chunkSize, .trailers:
        let byte = bytes[index]
        index = bytes.index(after: index)
        if let head = take(byte) { heads.append(head) }
      }
    }
    return heads
  }

  /// After `skipped` of `remaining` body bytes: the next state.
  private mutating func finishSkipping(_ skipped: Int, of remaining: Int) {
    let left = remaining - skipped
    switch state {
    case .body: state = left == 0 ? .head : .body(remaining: left)
    case .chunkData: state = left == 0 ? .chunkDataEnd(remaining: 2) : .chunkData(remaining: left)
    case .chunkDataEnd: state = left == 0 ? .chunkSize : .chunkDataEnd(remaining: left)
    default: break
    }
  }

  /// One byte of a head or a line; returns a head when this byte completed one.
  private mutating func take(_ byte: UInt8) -> Head? {
    if case .head = state, pending.isEmpty, byte == 13 || byte == 10 {
      return nil  // blank lines between requests are allowed (RFC 9112 §2.2)
    }
    pending.append(byte)
    guard pending.count <= Self.maximumHeadBytes else {
      state = .lost
      return nil
    }
    switch state {
    case .head:
      guard pending.count >= 4, pending.suffix(4).elementsEqual([13, 10, 13, 10]) else { return nil }
      let text = String(decoding: pending.dropLast(4), as: UTF8.self)
      pending.removeAll(keepingCapacity: true)
      return parseHead(text)
    case .chunkSize:
      guard byte == 10 else { return nil }
      // Bytes, not Characters: in a String "\r\n" is one Character, equal to neither "\r" nor "\n".
      let sizeBytes = pending.prefix { $0 != UInt8(ascii: ";") && $0 != 13 && $0 != 10 }
      let digits = String(decoding: sizeBytes, as: UTF8.self).trimmingSpaces
      pending.removeAll(keepingCapacity: true)
      guard let size = Int(digits, radix: 16), size >= 0 else {
        state = .lost
        return nil
      }
      state = size == 0 ? .trailers : .chunkData(remaining: size)
    case .trailers:
      guard byte == 10 else { return nil }
      let blank = pending.count <= 2  // "\r\n" or "\n": the end of the chunked body
      pending.removeAll(keepingCapacity: true)
      if blank { state = .head }
    default:
      break
    }
    return nil
  }

  private mutating func parseHead(_ text: String) -> Head? {
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
    let parts = lines.popFirst()?.split(separator: " ", omittingEmptySubsequences: true) ?? []
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
      state = .lost
      return nil
    }
    var head = Head(
      method: String(parts[0]), target: String(parts[1]), contentLength: nil, isChunked: false, expect: nil,
      connection: nil)
    var upgrades = false
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let value = String(line[line.index(after: colon)...]).trimmingSpaces
      switch line[..<colon].lowercased() {
      case "content-length": head.contentLength = Int(value)
      case "transfer-encoding": head.isChunked = value.lowercased().contains("chunked")
      case "expect": head.expect = value
      case "connection": head.connection = value
      case "upgrade": upgrades = true
      default: break
      }
    }
    if upgrades {
      state = .lost  // what follows is another protocol
    } else if head.isChunked {
      state = .chunkSize
    } else if let length = head.contentLength, length > 0 {
      state = .body(remaining: length)
    } else {
      state = .head
    }
    return head
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces and tabs (no Foundation needed).
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
