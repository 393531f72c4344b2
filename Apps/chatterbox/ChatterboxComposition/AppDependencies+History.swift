import ChatterboxAPI
import ChatterboxAPILive
import HistoryFeature

extension AppDependencies {
  /// The history's saved copy on this server (cleared at sign-out, as the cues' is): `history` and
  /// the app show it while the server is slow or unreachable, marked as saved and dated.
  package var historyCache: HistoryCache {
    HistoryCache(directory: server.cachesDirectory.appendingPathComponent("history", isDirectory: true))
  }

  /// `get_progress` through this process's client, and its saved copy (cleared at sign-out too).
  package var progress: any ProgressRepository { LiveProgressRepository(client: client) }
  package var progressCache: ProgressCache {
    ProgressCache(directory: server.cachesDirectory.appendingPathComponent("progress", isDirectory: true))
  }
}
