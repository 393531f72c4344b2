import Foundation

/// Where and how to send one file's bytes: the answer of the create call and
/// the renew call. The URL is signed and expiring, so it is a capability: it is stored
/// in the job file (0600) to survive restarts, and never logged or shown.
///
/// ```swift
/// let target = UploadTarget(
///   remoteID: "rec_1", url: URL(string: "https://api.example.com/uploads/rec_1?expires=1&signature=ab")!,
///   method: "PUT", headers: ["Content-Type": "audio/wav"], expiresAt: Date().addingTimeInterval(900))
/// ```
public struct UploadTarget: Sendable, Equatable {
  /// The server's id for the upload the bytes belong to.
  public var remoteID: String
  /// The signed upload URL.
  public var url: URL
  /// The HTTP method, `PUT` per the contract.
  public var method: String
  /// Headers the server wants sent with the bytes (at least `Content-Type`).
  public var headers: [String: String]
  /// When ``url`` stops working; the queue renews shortly before.
  public var expiresAt: Date

  /// Creates a target.
  ///
  /// ```swift
  /// UploadTarget(remoteID: "rec_1", url: url, method: "PUT", headers: [:], expiresAt: .distantFuture)
  /// ```
  public init(remoteID: String, url: URL, method: String = "PUT", headers: [String: String] = [:], expiresAt: Date) {
    self.remoteID = remoteID
    self.url = url
    self.method = method
    self.headers = headers
    self.expiresAt = expiresAt
  }
}
