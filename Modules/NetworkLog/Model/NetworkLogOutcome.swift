import Foundation

/// What the API client did after an attempt: the recorded form of `NetworkAttempt.Outcome`, without
/// the error payload (whose `decoding` details can quote the body; only the message key is kept).
public enum NetworkLogOutcome: Sendable, Hashable, Codable {
  /// The response was returned to the caller.
  case delivered
  /// The request was retried after `after` seconds.
  case retrying(after: TimeInterval)
  /// The access token was refreshed and the request replayed.
  case refreshingCredentials
  /// A same-origin redirect was followed; the next entry is the request to its `Location`.
  case redirected
  /// The error was returned to the caller; see ``NetworkLogEntry/errorKey``.
  case failed

  /// A short label for lists and exports: `delivered`, `retrying`, `refreshing`, `redirected`, `failed`.
  public var label: String {
    switch self {
    case .delivered: "delivered"
    case .retrying: "retrying"
    case .refreshingCredentials: "refreshing"
    case .redirected: "redirected"
    case .failed: "failed"
    }
  }
}
