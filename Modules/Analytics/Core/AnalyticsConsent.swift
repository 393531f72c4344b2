import Foundation
import Storage

/// The user's analytics choice. Opt-in: nothing is recorded until `granted`.
///
/// ```swift
/// try consent.set(.granted)
/// ```
public enum ConsentState: String, Sendable, Codable, Equatable {
  /// Never asked: treated as no.
  case undetermined
  /// The user said yes.
  case granted
  /// The user said no (or revoked).
  case denied
}

/// Persists the consent choice in a key-value file under the data directory.
///
/// ```swift
/// let consent = ConsentStore(store: KeyValueStore(fileURL: dataDir.appendingPathComponent("settings.json")))
/// consent.state // .undetermined
/// ```
public struct ConsentStore: Sendable {
  private let store: KeyValueStore
  private static let key = "analytics.consent"

  /// Creates the store.
  ///
  /// ```swift
  /// ConsentStore(store: settings)
  /// ```
  public init(store: KeyValueStore) { self.store = store }

  /// The saved state; unreadable settings count as undetermined (so, no tracking).
  public var state: ConsentState {
    (try? store.value(ConsentState.self, for: Self.key)) ?? .undetermined
  }

  /// Saves a new state.
  ///
  /// ```swift
  /// try consent.set(.denied)
  /// ```
  public func set(_ state: ConsentState) throws(StorageError) {
    try store.set(state, for: Self.key)
  }
}
