import Foundation

/// One request as nginx logged it: which TLS connection carried it and how many requests that
/// connection had carried by then.
///
/// ```swift
/// let reused = tls.accessRecords.filter { $0.requestOnConnection > 1 }
/// ```
public struct TLSAccessRecord: Sendable, Equatable {
  /// nginx's `$connection`: the connection's serial number.
  public let connection: Int
  /// nginx's `$connection_requests`: 1 for a connection's first request, 2 for its second, …
  public let requestOnConnection: Int
  /// `GET`, `POST`, `PUT`, …
  public let method: String
  /// The path, without the query string.
  public let path: String
  /// The status nginx sent (499 when the client went away first).
  public let status: Int
  /// `TLSv1.3`, `TLSv1.2`.
  public let tlsProtocol: String
  /// `HTTP/1.1`, `HTTP/2.0`.
  public let httpProtocol: String
}

extension TLSTerminator {
  /// Every request logged so far, in order; lines that do not parse are skipped.
  ///
  /// ```swift
  /// #expect(tls.accessRecords.contains { $0.path == "/rpc/get_cues" })
  /// ```
  public var accessRecords: [TLSAccessRecord] {
    let text = (try? String(contentsOf: accessLog, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ").map(String.init)
      guard fields.count >= 7, let connection = Int(fields[0]), let count = Int(fields[1]), let status = Int(fields[4])
      else { return nil }
      return TLSAccessRecord(
        connection: connection, requestOnConnection: count, method: fields[2], path: fields[3], status: status,
        tlsProtocol: fields[5], httpProtocol: fields[6])
    }
  }

  /// How many distinct TLS connections carried the logged requests.
  ///
  /// ```swift
  /// #expect(tls.connectionCount <= 2)
  /// ```
  public var connectionCount: Int { Set(accessRecords.map(\.connection)).count }

  /// The access log's raw text (for a failure message).
  public var accessLogText: String { (try? String(contentsOf: accessLog, encoding: .utf8)) ?? "" }
}
