import Foundation

/// What a storage server answered to the bytes of one upload request: the status, the headers
/// (names lowercased) and the start of the body. The body is bounded by the transport (the live
/// transports keep at most `TransferPolicy.maximumAnswerBytes`, 64 KiB for `TransferPolicy.uploads`)
/// and is the server's free text: classify from it, never log or show it.
///
/// ```swift
/// let answer = UploadAnswer(status: 403, body: Data("<Error><Code>AccessDenied</Code></Error>".utf8))
/// ```
public struct UploadAnswer: Sendable, Equatable {
  /// The HTTP status code.
  public var status: Int
  /// The answer's headers, names lowercased.
  public var headers: [String: String]
  /// The answer's body (an error document, when there is one), possibly cut short.
  public var body: Data

  /// Creates an answer; header names are lowercased here, so lookups need not care about case.
  ///
  /// ```swift
  /// UploadAnswer(status: 503, headers: ["Retry-After": "2"])
  /// ```
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// The header named `name` (any case), if the answer carried it.
  ///
  /// ```swift
  /// let wait = answer.header("Retry-After")
  /// ```
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}
