import Foundation
import NetworkLog
import Observation

/// The network console: the recorded (already redacted) traffic, filtered by status class, host or
/// failures, with a detail view, cURL copy and HAR export.
@MainActor
@Observable
public final class NetworkConsoleViewModel {
  /// Entries matching the filter, newest first.
  public private(set) var entries: [NetworkLogEntry] = []
  /// Only failed requests (error or status ≥ 400).
  public var failedOnly = false
  /// Only this host.
  public var host: String?
  /// Only these status classes (empty: all).
  public var statusClasses: Set<NetworkLogFilter.StatusClass> = []

  /// Whether a filter is set: an empty list then means "nothing matches", not "nothing recorded".
  public var isFiltered: Bool { failedOnly || host != nil || !statusClasses.isEmpty }

  private let store: NetworkLogStore

  /// Creates the console over a store.
  public init(store: NetworkLogStore) { self.store = store }

  /// Reads the store with the current filter.
  public func reload() async {
    var filter = NetworkLogFilter.all
    filter.failedOnly = failedOnly
    filter.host = host
    filter.statusClasses = statusClasses
    entries = await store.entries(filter: filter).sorted { $0.startedAt > $1.startedAt }
  }

  /// One entry by id (full or the first 8 characters, as the list shows).
  public func entry(id: String) async -> NetworkLogEntry? {
    let all = await store.entries(filter: .all)
    return all.first {
      $0.id.uuidString.lowercased() == id.lowercased() || $0.id.uuidString.lowercased().hasPrefix(id.lowercased())
    }
  }

  /// A redacted cURL command for an entry.
  public func curl(for entry: NetworkLogEntry) -> String { CurlExporter.curl(for: entry) }

  /// The whole (filtered) log as HAR 1.2.
  public func exportHAR() -> Data { HARExporter.har(entries, creatorName: "Chatterbox") }
}
