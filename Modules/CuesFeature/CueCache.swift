import ChatterboxAPI
import Foundation
import Storage

/// The last cues seen per profile and language, on disk, so the list shows at once and offline.
public struct CueCache: Sendable {
  /// The directory holding one file per profile and language; created (mode 0700) on the first save.
  public let directory: URL

  /// Touches nothing on disk until a load or save.
  public init(directory: URL) { self.directory = directory }

  /// Loads cached cues; a missing or corrupt file is `nil` (a cache is never worth a crash).
  public func load(profileID: String, language: String) -> CachedCues? {
    guard let data = try? AtomicFile.read(from: fileURL(profileID: profileID, language: language)) else { return nil }
    return try? Self.decoder.decode(CachedCues.self, from: data)
  }

  /// Saves cues atomically (mode 0600), replacing what was there; throws the file system's error when
  /// the directory or file cannot be written, and leaves the previous file intact then.
  public func save(_ cues: CachedCues, profileID: String, language: String) throws {
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try AtomicFile.write(
      try Self.encoder.encode(cues), to: fileURL(profileID: profileID, language: language), permissions: 0o600)
  }

  /// Removes every cached list (on sign-out); a failure is ignored, as for a missing directory.
  public func clear() {
    try? FileManager.default.removeItem(at: directory)
  }

  func fileURL(profileID: String, language: String) -> URL {
    let safe = { (text: String) in
      String(text.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_" })
    }
    return directory.appendingPathComponent("\(safe(profileID))-\(safe(language)).json")
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

/// What the cache keeps.
public struct CachedCues: Codable, Sendable, Equatable {
  /// The cues, in list order.
  public var items: [Cue]
  /// The cursor after the last cached page.
  public var nextCursor: String?
  /// When they were fetched (this device's clock).
  public var savedAt: Date

  /// Stores the values as given; `savedAt` is when they were fetched, on the caller's clock.
  public init(items: [Cue], nextCursor: String?, savedAt: Date) {
    self.items = items
    self.nextCursor = nextCursor
    self.savedAt = savedAt
  }
}
