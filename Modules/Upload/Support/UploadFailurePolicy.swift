import Foundation
import Networking

/// What the queue does after a failed step. One table, so the rules are reviewable in one place
/// and testable without a queue.
enum UploadFailurePolicy {
  enum Disposition: Sendable, Equatable {
    /// Time may fix it (offline, timeout, 429, 5xx): `waitingForNetwork`, retried with capped
    /// backoff for as long as the process lives; never counts toward failing. At least
    /// `minimumDelay` (a `Retry-After`).
    case waitForNetwork(minimumDelay: TimeInterval)
    /// Unclear (a garbled answer, an odd status): retry with backoff, fail after
    /// `Configuration.maxAttempts` of these.
    case retry
    /// The signed URL is expired or invalid: renew it, then send again (counts like `retry`).
    case renewURL
    /// `complete` says the bytes are missing: send them again (counts like `retry`).
    case resendBytes
    /// The server no longer has the upload (a tus upload that expired or was terminated): forget it
    /// and create a new one, then send everything (counts like `retry`).
    case recreate
    /// The upload is already complete on the server: go straight to `complete`, which
    /// answers the upload again.
    case skipToComplete
    /// The server refused this upload for good, the file is gone, or only the user can fix it
    /// (an untrusted certificate): fail now, keep the file.
    case fail
  }

  static func disposition(for error: UploadStepError, during call: UploadCall) -> Disposition {
    switch error {
    case .api(let error): disposition(for: error, during: call)
    case .transport(let error): disposition(for: error)
    case .fileMissing, .fileChanged: .fail
    case .unexpectedAnswer: .retry
    }
  }

  static func disposition(for error: NetworkError, during call: UploadCall) -> Disposition {
    if error.kind == .rateLimited { return .waitForNetwork(minimumDelay: error.retryAfter ?? 0) }
    if error.isTransientForUploads { return .waitForNetwork(minimumDelay: 0) }
    let conflict = error.kind == .server && error.status == 409 ? error.serverCode : nil
    switch (error.kind, call) {
    case (.server, .renew) where conflict == "already_completed": return .skipToComplete
    case (.server, .complete) where conflict == "upload_incomplete": return .resendBytes
    case (.decoding, _), (.invalidResponse, _), (.encoding, _), (.cancelled, _): return .retry
    case (.server, _) where error.status == 408: return .waitForNetwork(minimumDelay: 0)
    // The user is signed out (the client already tried a refresh), the upload or what it belongs to is gone
    // or not ours, the server refuses the declaration (400, 413, 415, 422), or the URL is not
    // allowed: repeating the same request cannot succeed.
    case (.unauthorized, _), (.forbidden, _), (.notFound, _), (.insecureURL, _), (.server, _): return .fail
    // A certificate this client does not trust answers the same on every try: only the user can
    // fix it (trust the server's CA with --ca-file, or fix the server). The job fails at once, kept,
    // not as a refusal, so `uploads retry` sends it after the fix.
    case (.untrustedCertificate, _): return .fail
    // A proxy that refuses the tunnel (407, 403, a redirect) answers the same until the proxy setting
    // changes; one that cannot be reached is waited for, like the network.
    case (.proxyRefused, _) where error.status == nil: return .waitForNetwork(minimumDelay: 0)
    case (.proxyRefused, _): return .fail
    default: return .retry
    }
  }

  static func disposition(for error: UploadTransportError) -> Disposition {
    switch error {
    case .expired: .renewURL
    case .rejected(403, "invalid_signature"?): .renewURL
    case .rejected(_, "tus_upload_gone"?): .recreate
    case .rejected: .fail
    case .network(let error): disposition(for: error, during: .upload)
    case .fileUnreadable: .fail
    }
  }

  /// Whether a failure that ends a job is final: the server refused the request itself (a 4xx
  /// other than 401 — sign in again —, 408 and 429), or the file is gone or changed.
  static func isPermanent(_ error: UploadStepError) -> Bool {
    switch error {
    case .fileMissing, .fileChanged, .transport(.fileUnreadable): true
    case .transport(.rejected(let status, _)): isRefusal(status)
    case .transport(.network(let error)), .api(let error):
      switch error.kind {
      case .forbidden, .notFound, .insecureURL, .redirectRefused: true
      case .server: isRefusal(error.status ?? 500)
      default: false
      }
    case .transport(.expired), .unexpectedAnswer: false
    }
  }

  private static func isRefusal(_ status: Int) -> Bool {
    (400..<500).contains(status) && ![401, 408, 429].contains(status)
  }
}
