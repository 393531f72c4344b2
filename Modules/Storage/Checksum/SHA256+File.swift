import Foundation

extension SHA256 {
  /// Hashes a file by streaming it in fixed-size chunks, so memory stays flat for any file size.
  ///
  /// - Throws: ``StorageError/unreadable(_:reason:)`` when the file cannot be opened or read.
  public static func hash(fileAt url: URL, chunkSize: Int = 256 * 1024) throws(StorageError) -> SHA256Digest {
    // A zero-byte read is how end of file is detected below, so a chunk size of 0 would silently
    // return the digest of the empty message.
    precondition(chunkSize > 0, "chunkSize must be positive")
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw .unreadable(url.lastPathComponent, reason: "\(error.localizedDescription)")
    }
    defer { try? handle.close() }
    var hasher = SHA256()
    while true {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: chunkSize)
      } catch {
        throw .unreadable(url.lastPathComponent, reason: "\(error.localizedDescription)")
      }
      guard let chunk, !chunk.isEmpty else { break }
      hasher.update(chunk)
    }
    return hasher.finalize()
  }
}
