import Foundation
import Storage
import Upload

/// Takes on this device queued under another server than the one this command talks to: a dev
/// server restarted with `--port 0` comes back on a new origin, and what was queued under the old
/// one can only be sent with the old `--api` (ADR 0011). Counted so that nothing waiting is invisible.
package struct UploadsElsewhere: Sendable, Equatable {
  /// The `--api` that sends them (the server's identity), `nil` when the folder no longer says it.
  package var api: String?
  /// Unfinished takes under that server, all its accounts together.
  package var count: Int

  /// The file in a server's data folder that names the server, for ``find(inDataDirectory:excludingServerFolder:)``:
  /// folder names are hashed (`AppDirectories.safeComponent(_:)`) and cannot be read back in general.
  static let serverNameFile = "server-identity.txt"

  /// Writes `identity` into the server's data folder `serverData` once (a failure is ignored: the name is only
  /// read back to tell the learner which `--api` sends takes left there).
  package static func recordServerName(_ identity: String, in serverData: URL) {
    let file = serverData.appending(path: serverNameFile, directoryHint: .notDirectory)
    guard !FileManager.default.fileExists(atPath: file.path) else { return }
    try? AtomicFile.write(Data(identity.utf8), to: file, permissions: 0o600)
  }

  /// Unfinished takes under `<data>/servers/*` other than the folder `mine`, one entry per server with any
  /// (sorted by name; unnamed ones last). Reads only job files; sends nothing.
  package static func find(inDataDirectory data: URL, excludingServerFolder mine: String) -> [UploadsElsewhere] {
    let servers = data.appending(path: "servers", directoryHint: .isDirectory)
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: servers.path)) ?? []
    let found = folders.filter { $0 != mine }.compactMap { folder -> UploadsElsewhere? in
      let root = servers.appending(path: folder, directoryHint: .isDirectory)
      let accounts = root.appending(path: "accounts", directoryHint: .isDirectory)
      let count = ((try? FileManager.default.contentsOfDirectory(atPath: accounts.path)) ?? []).reduce(0) {
        count, account in
        let uploads = accounts.appending(path: account).appending(path: "uploads", directoryHint: .isDirectory)
        return count + UploadQueue.peek(directory: uploads).filter { $0.phase != .done }.count
      }
      guard count > 0 else { return nil }
      return UploadsElsewhere(api: serverName(folder: folder, root: root), count: count)
    }
    return found.sorted { ($0.api ?? "\u{10FFFF}") < ($1.api ?? "\u{10FFFF}") }
  }

  /// The server a folder belongs to: its name file, else the name read back from the folder's
  /// readable part when it hashes to the very folder (`http_127.0.0.1_8080-…`), else `nil`.
  static func serverName(folder: String, root: URL) -> String? {
    let file = root.appending(path: serverNameFile, directoryHint: .notDirectory)
    if let data = try? AtomicFile.read(from: file), let name = String(data: data, encoding: .utf8),
      AppDirectories.safeComponent(name) == folder
    {
      return name
    }
    guard let dash = folder.lastIndex(of: "-") else { return nil }
    let parts = folder[..<dash].split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, ["http", "https"].contains(parts[0]) else { return nil }
    let path = parts.dropFirst(3).map { "/" + $0 }.joined()
    let candidate = "\(parts[0])://\(parts[1]):\(parts[2])\(path)"
    return AppDirectories.safeComponent(candidate) == folder ? candidate : nil
  }
}
