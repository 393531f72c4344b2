import ChatterboxAPI
import ChatterboxAPILive
import HistoryFeature

extension AppDependencies {
  /// The history's saved copy here (cleared at sign-out): shown, dated, while the server is slow or away.
  package var historyCache: HistoryCache {
    HistoryCache(directory: server.cachesDirectory.appendingPathComponent("history", isDirectory: true))
  }

  /// `get_progress` through this process's client, and its saved copy (cleared at sign-out too).
  package var progress: any ProgressRepository { LiveProgressRepository(client: client) }
  package var progressCache: ProgressCache {
    ProgressCache(directory: server.cachesDirectory.appendingPathComponent("progress", isDirectory: true))
  }
  package var progressLoader: ProgressLoader { .init(progress: progress, practice: practice, cache: progressCache) }
}
