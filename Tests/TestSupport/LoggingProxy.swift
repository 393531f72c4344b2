import Foundation
import Observability

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A forward proxy for tests, on loopback: it records every request it is asked to carry (method,
/// target and headers, so a test can prove a token never reached it), tunnels `CONNECT` to a
/// loopback port, forwards absolute-URI requests (`GET http://127.0.0.1:8080/rpc/me`) to their
/// loopback server, or refuses everything with one status (407 wants credentials).
///
/// ```swift
/// let proxy = try LoggingProxy()
/// defer { proxy.stop() }
/// // run with https_proxy = proxy.url.absoluteString …
/// #expect(proxy.received.allSatisfy { $0.method == "CONNECT" })
/// ```
public final class LoggingProxy: Sendable {
  /// A request as the proxy saw it.
  public struct Request: Sendable {
    public let method: String
    /// `host:port` for `CONNECT`, the absolute URI otherwise.
    public let target: String
    /// Header names lowercased.
    public let headers: [String: String]
  }

  /// How the proxy answers.
  public enum Mode: Sendable {
    /// Carries every request to its loopback destination.
    case carry
    /// Answers every request with `status` (407 adds `Proxy-Authenticate: Basic`) and carries none.
    case refuse(status: Int)
  }

  public let port: UInt16
  private let listener: Int32
  private let mode: Mode
  private let log = LockedValue<[Request]>([])
  private let open = LockedValue<Set<Int32>>([])

  /// Starts listening on 127.0.0.1.
  public init(mode: Mode = .carry) throws {
    (listener, port) = try LoopbackSocket.listen()
    self.mode = mode
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// `http://127.0.0.1:<port>`.
  public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Every request received so far, in order.
  public var received: [Request] { log.value }

  /// Stops accepting and ends every connection and tunnel.
  /// The listener is closed by its own thread once `accept` fails: closed here, its descriptor could
  /// be reused by another test's socket before that thread first waits on it.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    // Under the lock each connection is closed with, so the descriptor is still this proxy's.
    open.withLock { for connection in $0 { shutdown(connection, Int32(SHUT_RDWR)) } }
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        close(listener)
        return
      }
      open.withLock { _ = $0.insert(connection) }
      let thread = Thread { [self] in
        serve(connection)
        open.withLock { connections in
          connections.remove(connection)
          close(connection)
        }
      }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    guard let message = HTTPMessage.read(from: connection, isRequest: true) else { return }
    let parts = message.startLine.split(separator: " ")
    let method = parts.first.map(String.init) ?? ""
    let target = parts.dropFirst().first.map(String.init) ?? ""
    log.withLock { $0.append(Request(method: method, target: target, headers: message.headers)) }
    if case .refuse(let status) = mode {
      let headers = status == 407 ? ["proxy-authenticate": "Basic realm=\"test proxy\""] : [:]
      LoopbackSocket.sendAll(
        connection, HTTPMessage(startLine: "HTTP/1.1 \(status) Refused", headers: headers, body: Data()).serialized())
      return
    }
    if method == "CONNECT" {
      tunnel(connection, to: target)
    } else {
      forward(message, target: target, to: connection)
    }
  }

  /// A loopback destination's port, from `host:port` or an absolute URI; nil for any other host.
  private static func loopbackPort(_ authority: String) -> UInt16? {
    guard let components = URLComponents(string: authority.contains("://") ? authority : "//" + authority),
      let host = components.host, ["127.0.0.1", "localhost"].contains(host.lowercased()), let port = components.port
    else { return nil }
    return UInt16(exactly: port)
  }

  private func tunnel(_ client: Int32, to target: String) {
    guard let port = Self.loopbackPort(target), let upstream = LoopbackSocket.connect(port: port) else {
      LoopbackSocket.sendAll(client, Array("HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n".utf8))
      return
    }
    open.withLock { _ = $0.insert(upstream) }
    defer {
      open.withLock { _ = $0.remove(upstream) }
      close(upstream)
    }
    guard LoopbackSocket.sendAll(client, Array("HTTP/1.1 200 Connection established\r\n\r\n".utf8)) else { return }
    let back = Thread {
      Self.pump(from: upstream, to: client)
      shutdown(client, Int32(SHUT_RDWR))
    }
    back.start()
    Self.pump(from: client, to: upstream)
    shutdown(upstream, Int32(SHUT_RDWR))
  }

  private static func pump(from source: Int32, to destination: Int32) {
    while true {
      let bytes = LoopbackSocket.receive(source)
      guard !bytes.isEmpty, LoopbackSocket.sendAll(destination, bytes) else { return }
    }
  }

  private func forward(_ message: HTTPMessage, target: String, to client: Int32) {
    guard let port = Self.loopbackPort(target), let upstream = LoopbackSocket.connect(port: port),
      let components = URLComponents(string: target)
    else {
      LoopbackSocket.sendAll(client, Array("HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n".utf8))
      return
    }
    defer { close(upstream) }
    var outgoing = message
    let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    let query = components.percentEncodedQuery.map { "?" + $0 } ?? ""
    outgoing.startLine = message.startLine.replacingOccurrences(of: target, with: path + query)
    outgoing.headers["proxy-connection"] = nil
    outgoing.headers["accept-encoding"] = nil
    guard LoopbackSocket.sendAll(upstream, outgoing.serialized()),
      let answer = HTTPMessage.read(from: upstream, isRequest: false)
    else { return }
    LoopbackSocket.sendAll(client, answer.serialized())
  }
}
