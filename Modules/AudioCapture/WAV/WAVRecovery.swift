import Foundation
import Observability

/// Repairs takes left behind by a crash or a kill, so no spoken answer is lost.
///
/// A take being recorded has zeros in its RIFF and data size fields until it is stopped. After a
/// crash, ``repair(url:)`` recomputes them from the file length (dropping a trailing partial
/// frame), or deletes the file when it holds no audio at all. Call ``recoverAll(in:untouchedFor:time:)`` at launch,
/// before any ``Recorder`` starts.
public enum WAVRecovery {
  /// What ``WAVRecovery/repair(url:)`` did.
  public enum Outcome: Sendable, Hashable {
    /// The header already matched the file.
    case intact
    /// The header was rewritten; the data chunk now holds this many bytes.
    case repaired(dataByteCount: UInt64)
    /// The file had no audio and was deleted.
    case deleted
  }

  /// One file's result from ``WAVRecovery/recoverAll(in:untouchedFor:time:)``.
  public struct FileResult: Sendable, Hashable {
    /// The file examined.
    public var url: URL
    /// What happened, or why the file was left alone.
    public var outcome: Result<Outcome, WAVError>
  }

  /// Makes the WAV at `url` readable again, or deletes it if it holds no audio.
  ///
  /// Files that are not a 16-bit PCM WAV are left untouched and reported, never deleted.
  public static func repair(url: URL) throws(WAVError) -> Outcome {
    let file = try PosixFile.openExisting(url, writable: true)
    defer { file.close() }
    let fileSize = try file.size()
    if fileSize == 0 { return try delete(url, file: file) }

    let layout: WAVLayout
    do {
      layout = try WAVParser.layout(of: FileBytes(file: file, byteCount: fileSize), mode: .recovery)
    } catch .truncated, .missingDataChunk {
      // A header that never got as far as the data chunk: no audio was written.
      return try delete(url, file: file)
    }

    let blockAlign = UInt64(layout.format.bytesPerFrame)
    let available = fileSize - min(fileSize, layout.dataOffset)
    let usable = available - available % blockAlign
    guard usable > 0 else { return try delete(url, file: file) }

    let declared = layout.declaredDataSize
    if declared == 0 || declared > available || declared % blockAlign != 0 {
      guard layout.dataOffset + usable - 8 <= UInt64(UInt32.max) else {
        throw .unsupportedFormat("more than 4 GiB of audio")
      }
      if layout.dataOffset + usable < fileSize { try file.truncate(to: layout.dataOffset + usable) }
      try file.write(WAVHeader.le32(UInt32(usable)), at: layout.dataHeaderOffset + 4)
      try file.write(WAVHeader.le32(UInt32(layout.dataOffset + usable - 8)), at: WAVHeader.riffSizeOffset)
      try file.sync()
      return .repaired(dataByteCount: usable)
    }

    // The data size is believable. Fix a RIFF size that disagrees with the file when the data
    // chunk is the last thing in it (what our writer produces).
    let dataEnd = layout.dataOffset + declared
    let riffEnd = 8 + layout.declaredRIFFSize
    if riffEnd > fileSize || riffEnd < dataEnd {
      try file.write(WAVHeader.le32(UInt32(truncatingIfNeeded: fileSize - 8)), at: WAVHeader.riffSizeOffset)
      try file.sync()
      return .repaired(dataByteCount: declared)
    }
    return .intact
  }

  /// Repairs every `.wav` file directly inside `directory` (not recursing). A missing directory
  /// yields no results.
  ///
  /// With `untouchedFor`, a file written to in the last that many seconds is left alone: another
  /// process on the same folder may be recording it right now, and repairing (or deleting, when
  /// no audio has arrived yet) a take in progress would ruin it. A file's age is the wall time of
  /// `time` (ADR 0039) less its modification date, which comes from the file system.
  public static func recoverAll(in directory: URL, untouchedFor age: TimeInterval = 0, time: TimeSource = .system)
    -> [FileResult]
  {
    let now = time.now()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().filter { $0.lowercased().hasSuffix(".wav") }.compactMap { name in
      let url = directory.appending(path: name, directoryHint: .notDirectory)
      if age > 0 {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        if let modified, now.timeIntervalSince(modified) < age { return nil }
      }
      do throws(WAVError) {
        return FileResult(url: url, outcome: .success(try repair(url: url)))
      } catch {
        return FileResult(url: url, outcome: .failure(error))
      }
    }
  }

  private static func delete(_ url: URL, file: PosixFile) throws(WAVError) -> Outcome {
    file.close()
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .unwritable(url.lastPathComponent, reason: error.localizedDescription)
    }
    return .deleted
  }
}
