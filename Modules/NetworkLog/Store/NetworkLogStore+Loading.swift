import Foundation
import Storage

extension NetworkLogStore {
  /// Reads the file once, on first use: every line is decoded into a plain record and re-redacted
  /// with the current rules; unreadable lines are skipped (and counted, and logged by count only).
  /// If anything was skipped, pruned or changed by redaction, or the file's mode is not `0600`, the
  /// file is rewritten with what was kept.
  func loadIfNeeded() {
    guard !isLoaded else { return }
    isLoaded = true
    let data: Data
    do {
      guard let contents = try AtomicFile.read(from: fileURL) else { return }
      data = contents
    } catch {
      logger.error(
        "network log: cannot read \(fileURL.lastPathComponent, privacy: .public): \(String(describing: error), privacy: .public)"
      )
      return
    }
    let decoder = JSONDecoder()
    var loaded: [Record] = []
    var corrupt = 0
    var changed = false
    for line in data.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
      guard let stored = try? decoder.decode(StoredEntry.self, from: line), stored.v == StoredEntry.currentVersion
      else {
        corrupt += 1
        continue
      }
      let entry = redactor.redact(stored)
      if StoredEntry(entry) != stored { changed = true }
      loaded.append(Record(entry: entry, size: Self.approximateSize(of: entry), isPersisted: true))
    }
    if corrupt > 0 {
      stats.corruptLinesSkipped += corrupt
      logger.warning(
        "network log: skipped \(corrupt, privacy: .public) unreadable line(s) in \(fileURL.lastPathComponent, privacy: .public)"
      )
    }
    // Entries appended before the first call cannot exist (every entry point loads first).
    records = loaded
    totalBytes = loaded.reduce(0) { $0 + $1.size }
    let before = stats.entriesPruned
    prune()
    let permissions =
      (try? FileManager.default.attributesOfItem(atPath: fileURL.path(percentEncoded: false)))?[.posixPermissions]
      as? Int
    if corrupt > 0 || changed || stats.entriesPruned > before || permissions != 0o600 {
      needsRewrite = true
      startDrain()
    }
  }
}
