import Foundation

/// The on-disk form of an entry, one JSON object per line. Kept separate from ``NetworkLogEntry`` so
/// that decoding a file yields this plain record, which only becomes an entry by going through the
/// redactor again.
struct StoredEntry: Codable, Equatable, Sendable {
  static let currentVersion = 1

  var v: Int
  var id: UUID
  var requestID: UUID
  var attempt: Int
  var method: String
  var url: String
  var status: Int?
  /// Seconds since 1970.
  var startedAt: Double
  var duration: Double
  var requestHeaders: [String: String]
  var requestBody: NetworkLogBody?
  var responseHeaders: [String: String]
  var responseBody: NetworkLogBody?
  var outcome: NetworkLogOutcome
  var errorKey: String?
  var serverErrorCode: String?

  init(_ entry: NetworkLogEntry) {
    v = Self.currentVersion
    id = entry.id
    requestID = entry.requestID
    attempt = entry.attemptNumber
    method = entry.method
    url = entry.url
    status = entry.status
    startedAt = entry.startedAt.timeIntervalSince1970
    duration = entry.duration
    requestHeaders = Self.dictionary(entry.requestHeaders)
    requestBody = entry.requestBody
    responseHeaders = Self.dictionary(entry.responseHeaders)
    responseBody = entry.responseBody
    outcome = entry.outcome
    errorKey = entry.errorKey
    serverErrorCode = entry.serverErrorCode
  }

  private static func dictionary(_ headers: [NetworkLogHeader]) -> [String: String] {
    Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }
}
