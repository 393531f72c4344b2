import ChatterboxAPI
import Foundation
import Storage

/// The last history page seen per profile (and `--cue` filter), on disk, so the history shows
/// while the server is slow or unreachable, marked as saved and dated — as ``CueCache`` does for cues.
public struct HistoryCache: Sendable {
  /// The directory holding one file per profile and filter; created (mode 0700) on the first save.
  public let directory: URL

  /// Touches nothing on disk until a load or save.
  public init(directory: URL) { self.directory = directory }

  /// The saved copy; a missing or corrupt file is `nil` (a cache is never worth a crash).
  public func load(profileID: String, cueID: String? = nil) -> CachedHistory? {
    guard let data = try? AtomicFile.read(from: fileURL(profileID: profileID, cueID: cueID)) else { return nil }
    return try? Self.decoder.decode(CachedHistory.self, from: data)
  }

  /// Saves atomically (mode 0600), replacing what was there; throws the file system's error when
  /// the directory or file cannot be written, and leaves the previous file intact then.
  public func save(_ history: CachedHistory, profileID: String, cueID: String? = nil) throws {
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try AtomicFile.write(
      try Self.encoder.encode(history), to: fileURL(profileID: profileID, cueID: cueID), permissions: 0o600)
  }

  /// Takes a deleted recording out of every saved copy (every profile and filter), so an offline
  /// history never shows it again; a file that cannot be read or written is left as it was.
  public func remove(recordingID: String) {
    let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
    for file in files where file.pathExtension == "json" {
      guard let data = try? AtomicFile.read(from: file),
        var saved = try? Self.decoder.decode(CachedHistory.self, from: data),
        saved.items.contains(where: { $0.id == recordingID })
      else { continue }
      saved.items.removeAll { $0.id == recordingID }
      guard let encoded = try? Self.encoder.encode(saved) else { continue }
      try? AtomicFile.write(encoded, to: file, permissions: 0o600)
    }
  }

  /// Removes every saved history (on sign-out); a failure is ignored, as for a missing directory.
  public func clear() {
    try? FileManager.default.removeItem(at: directory)
  }

  func fileURL(profileID: String, cueID: String?) -> URL {
    let safe = { (text: String) in
      String(text.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_" })
    }
    let name = cueID.map { "\(safe(profileID))-cue-\(safe($0))" } ?? safe(profileID)
    return directory.appendingPathComponent("\(name).json")
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

/// What the history cache keeps: the recordings loaded and the server's counts with them.
public struct CachedHistory: Codable, Sendable, Equatable {
  /// The recordings, newest first.
  public var items: [Recording]
  /// Distinct cues with a complete recording, as the server last said.
  public var practisedCueCount: Int
  /// Cues in the profile's language, as the server last said.
  public var cueCount: Int
  /// Whether the server had more pages than were saved.
  public var hasMore: Bool
  /// When they were fetched (this device's clock).
  public var savedAt: Date

  /// Stores the values as given; `savedAt` is when they were fetched, on the caller's clock.
  public init(items: [Recording], practisedCueCount: Int, cueCount: Int, hasMore: Bool, savedAt: Date) {
    self.items = items
    self.practisedCueCount = practisedCueCount
    self.cueCount = cueCount
    self.hasMore = hasMore
    self.savedAt = savedAt
  }
}
