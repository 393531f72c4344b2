import Synchronization

/// The server's own base URL, known for sure only once the socket is bound (`--port 0`).
final class ServerAddress: Sendable {
  private let baseURL: Mutex<String>

  /// Starts with the configured address as a best guess (router tests never bind).
  init(host: String, port: Int) {
    baseURL = Mutex(Self.url(host: host, port: port))
  }

  /// Records the bound address.
  func update(host: String, port: Int) {
    let url = Self.url(host: host, port: port)
    baseURL.withLock { $0 = url }
  }

  /// `http://host:port`, bracketing IPv6 literals as URLs require.
  static func url(host: String, port: Int) -> String {
    host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
  }

  /// e.g. `http://127.0.0.1:8080`, no trailing slash.
  var current: String {
    baseURL.withLock { $0 }
  }
}
