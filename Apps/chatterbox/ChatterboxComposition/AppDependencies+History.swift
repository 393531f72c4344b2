import HistoryFeature

extension AppDependencies {
  /// The history's saved copy on this server (cleared at sign-out, as the cues' is): `history` and
  /// the app show it while the server is slow or unreachable, marked as saved and dated.
  package var historyCache: HistoryCache {
    HistoryCache(directory: server.cachesDirectory.appendingPathComponent("history", isDirectory: true))
  }
}
