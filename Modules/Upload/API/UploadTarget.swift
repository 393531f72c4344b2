import Foundation

/// Where and how to send one file's bytes: the answer of the create call and
/// the renew call. The URL is signed and expiring, so it is a capability: it is stored
/// in the job file (0600) to survive restarts, and never logged or shown.
public struct UploadTarget: Sendable, Equatable {
  /// The server's id for the upload the bytes belong to; passed to renew, complete and discard.
  public var remoteID: String
  /// Where the bytes go. Checked against the transport's `TransportSecurityPolicy` before each
  /// send: a URL it refuses (plain `http` to a remote host) fails the job without sending.
  public var url: URL
  /// `PUT` or `POST` (case-insensitive); any other method is sent as `PUT`.
  public var method: String
  /// Headers sent with the bytes. `Content-Length`, `Host`, `Transfer-Encoding` and `Connection`
  /// are the transport's and ignored here; without a `Content-Type`, the job's is sent.
  public var headers: [String: String]
  /// When ``url`` stops working; the queue renews within `renewalMargin` of it
  /// (`.distantFuture`: never).
  public var expiresAt: Date

  /// Stores the values as given, without validation (the transport checks the URL when sending).
  public init(remoteID: String, url: URL, method: String = "PUT", headers: [String: String] = [:], expiresAt: Date) {
    self.remoteID = remoteID
    self.url = url
    self.method = method
    self.headers = headers
    self.expiresAt = expiresAt
  }
}
