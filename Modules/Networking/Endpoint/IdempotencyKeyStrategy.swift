import Foundation

/// Whether a request carries an `Idempotency-Key` header. A keyed request may be retried even when
/// its method is not idempotent, because the server replays the first answer for a repeated key.
public enum IdempotencyKeyStrategy: Sendable, Hashable {
  /// No header.
  case none
  /// A fresh UUID per call to `send`, reused for every retry of that call.
  case automatic
  /// A caller-chosen key, stable across process restarts (for example, stored with an upload).
  case fixed(String)

  func resolve() -> String? {
    switch self {
    case .none: nil
    case .automatic: UUID().uuidString.lowercased()
    case .fixed(let key): key
    }
  }
}
