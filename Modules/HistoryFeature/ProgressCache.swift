import ChatterboxAPI
import Foundation
import Storage

/// The last progress seen per profile, with the cue list it was tallied against, on disk: `progress`
/// and the cue marks stay right offline, where the streak is counted again against this device's today.
public struct ProgressCache: Sendable {
  /// The directory holding one file per profile; created (mode 0700) on the first save.
  public let directory: URL

  /// Touches nothing on disk until a load or save.
  public init(directory: URL) { self.directory = directory }

  /// The saved copy; a missing or corrupt file is `nil` (a cache is never worth a crash).
  public func load(profileID: String) -> CachedProgress? {
    guard let data = try? AtomicFile.read(from: fileURL(profileID: profileID)) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(CachedProgress.self, from: data)
  }

  /// Saves atomically (mode 0600), replacing what was there; throws the file system's error when the
  /// directory or file cannot be written, and leaves the previous file intact then.
  public func save(_ progress: CachedProgress, profileID: String) throws {
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    try AtomicFile.write(try encoder.encode(progress), to: fileURL(profileID: profileID), permissions: 0o600)
  }

  /// Removes every saved copy (on sign-out); a failure is ignored, as for a missing directory.
  public func clear() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Storage's collision-free file name for the id: a server's id never becomes a path.
  func fileURL(profileID: String) -> URL {
    directory.appendingPathComponent("\(AppDirectories.safeComponent(profileID)).json")
  }
}

/// What the progress cache keeps: the server's counts, the cues of the profile's language, and when.
public struct CachedProgress: Codable, Sendable, Equatable {
  /// The server's counts by day and cue.
  public var progress: PracticeProgress
  /// The cues of the profile's language the tally per level and the next cue come from.
  public var cues: [Cue]
  /// When they were fetched (this device's clock).
  public var savedAt: Date

  /// Stores the values as given.
  public init(progress: PracticeProgress, cues: [Cue], savedAt: Date) {
    self.progress = progress
    self.cues = cues
    self.savedAt = savedAt
  }
}
