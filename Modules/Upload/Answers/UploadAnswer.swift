import Foundation
import Networking

/// What a storage server answered to the bytes of one upload request: the status, the headers
/// (names lowercased) and the start of the body. The body is bounded by the transport (the live
/// transports keep at most `TransferPolicy.maximumAnswerBytes`, 64 KiB for `TransferPolicy.uploads`)
/// and is the server's free text: classify from it, never log or show it.
public struct UploadAnswer: Sendable, Equatable {
  /// The HTTP status code, as received (a classifier must handle any value, not only 2xx–5xx).
  public var status: Int
  /// The answer's headers, names lowercased; use ``header(_:)`` to look one up in any case.
  public var headers: [String: String]
  /// The answer's body (an error document, when there is one), possibly cut short.
  public var body: Data
  /// When the answer arrived, on the transport's `TimeSource` (ADR 0039): what an HTTP-date in
  /// `Retry-After` is read against. `nil` for an answer made by hand, which reads it against the system clock.
  public var receivedAt: Date?

  /// Stores the answer as given, except that header names are lowercased (of two names differing
  /// only in case, one value is kept, unspecified which), so lookups need not care about case.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// The same, received at `receivedAt` (the live transports pass their clock's reading).
  public init(status: Int, headers: [String: String] = [:], body: Data = Data(), receivedAt: Date) {
    self.init(status: status, headers: headers, body: body)
    self.receivedAt = receivedAt
  }

  /// The `Retry-After` wait in seconds (delta-seconds, or an HTTP-date read against ``receivedAt``), or
  /// `nil` when the answer carries none that parses.
  public var retryAfter: TimeInterval? {
    let value = header("Retry-After")
    return receivedAt.map { RetryAfter.parse(value, now: $0) } ?? RetryAfter.parse(value)
  }

  /// The header named `name`, matched case-insensitively; `nil` when the answer did not carry it.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}
