import Foundation
import Storage

/// The user's analytics choice. Opt-in: nothing is recorded until `granted`.
public enum ConsentState: String, Sendable, Codable, Equatable {
  /// Never asked: treated as no.
  case undetermined
  /// The user said yes.
  case granted
  /// The user said no (or revoked).
  case denied
}

/// Persists the consent choice in a key-value file under the data directory.
public struct ConsentStore: Sendable {
  private let store: KeyValueStore
  private static let key = "analytics.consent"

  /// Reads nothing until ``state`` is asked for.
  public init(store: KeyValueStore) { self.store = store }

  /// The saved state; unreadable settings count as undetermined (so, no tracking).
  public var state: ConsentState {
    (try? store.value(ConsentState.self, for: Self.key)) ?? .undetermined
  }

  /// Saves a new state; throws the store's `StorageError` when the file cannot be written, and the
  /// saved choice is unchanged then.
  public func set(_ state: ConsentState) throws(StorageError) {
    try store.set(state, for: Self.key)
  }
}
