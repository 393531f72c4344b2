import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recording bytes on disk: `blobs/<recording id>` once verified, `blobs/incoming/` while arriving.
///
/// Incoming files live in the same directory tree so the final `rename(2)` is atomic: a blob
/// path either holds a complete, verified upload or does not exist.
struct BlobStore: Sendable {
  let directory: String

  /// Where partial uploads are written.
  var incomingDirectory: String { directory + "/incoming" }

  /// Partial uploads untouched this long are abandoned (a live upload writes every few milliseconds).
  static let abandonedAfter: TimeInterval = 15 * 60

  /// Creates the directories and discards partial uploads left by a crash.
  ///
  /// - Parameter age: when set, only files not modified for this long are discarded: another server
  ///   process sharing the directory may be receiving the younger ones right now.
  func prepare(keepingFilesYoungerThan age: TimeInterval? = nil) throws {
    let files = FileManager.default
    try files.createDirectory(atPath: incomingDirectory, withIntermediateDirectories: true)
    for leftover in try files.contentsOfDirectory(atPath: incomingDirectory) {
      let path = incomingDirectory + "/" + leftover
      if let age, let modified = (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
        Date().timeIntervalSince(modified) < age
      {
        continue
      }
      try? files.removeItem(atPath: path)
    }
  }

  /// Final location of a recording's bytes. `recordingID` is a validated id, so it cannot
  /// contain `/` or `..`.
  func path(for recordingID: String) -> String {
    directory + "/" + recordingID
  }

  /// A fresh, unique path for an upload in progress.
  func temporaryPath(for recordingID: String) -> String {
    incomingDirectory + "/" + recordingID + "." + Identifier.make(prefix: "part")
  }

  /// Atomically moves a verified upload into place, replacing an earlier upload of the same recording.
  ///
  /// Runs inside a transaction that PostgreSQL may run again after a conflict: when the temporary file
  /// is already gone and the blob is in place, the first run moved it, and that is success (every
  /// verified upload of a recording has the same declared size and SHA-256, so the bytes are the same).
  func commit(temporaryPath: String, recordingID: String) throws {
    guard rename(temporaryPath, path(for: recordingID)) == 0 else {
      let code = errno
      if code == ENOENT, FileManager.default.fileExists(atPath: path(for: recordingID)) { return }
      throw StorageError.fileSystem(operation: "rename", path: temporaryPath, errno: code)
    }
  }

  /// Deletes a file if it exists; a missing file is not an error.
  func remove(atPath path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Deletes a recording's bytes if present.
  func removeBlob(for recordingID: String) {
    remove(atPath: path(for: recordingID))
  }

  /// Whether any upload is in progress or was left behind (used by tests).
  func incomingFiles() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: incomingDirectory)) ?? []
  }
}
