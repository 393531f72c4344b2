import AudioCapture
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recording named on the command line (`analyze`, `practice --audio`, `--source file:`), opened so the WAV
/// reader can take it (ADR 0072).
///
/// A regular file whose header agrees with it is read where it is. What the reader cannot take there is
/// copied into a private file (0600) in the temporary folder, and the copy is read: standard input (`-`,
/// where the command allows it), a pipe or process substitution (`<(…)`), and a WAV whose sizes run
/// past its end — what `espeak-ng --stdout`, `arecord` or `sox … -` leave when they write to a pipe,
/// and a copy cut short — whose copy ``WAVRecovery`` rewrites to the audio it holds. The named file is
/// never written to; ``remove()`` deletes the copy, and a copy left by a process that was killed is deleted
/// by the next one made in the same folder (``sweepAbandonedCopies(in:besides:)``).
struct AudioFileInput {
  /// Why a named recording cannot be read.
  enum Problem: Error, Equatable {
    /// Nothing at the path.
    case missing
    /// The path is a folder.
    case folder
    /// No bytes at all: an empty file, or standard input closed at once.
    case empty
    /// Not a WAV the reader takes, with the reader's reason (the copy's, when there is one).
    case unusable(WAVError)
    /// The private copy could not be written (a full or read-only temporary folder).
    case noCopy(folder: String, reason: String)
  }

  /// The path as the learner wrote it (`-` for standard input).
  let path: String
  /// The file to read: the named one, or the private copy.
  let url: URL
  /// Its checked header.
  let info: WAVInfo
  /// A regular file whose header promised more audio than it holds: the copy holds what is there.
  /// Never set for a stream, whose header cannot know its length.
  let holdsLessThanItsHeaderSays: Bool
  private let copy: URL?
  /// The copy, open and `flock`ed while this input lives: what marks it as in use (a killed process's lock
  /// goes with it).
  private let copyLock: FileHandle?

  /// Opens `path`; `-` is `standardInput` when `allowsStandardInput`, else a file of that name.
  ///
  /// - Throws: ``Problem``; nothing is left in the temporary folder when it throws.
  static func open(
    _ path: String, allowsStandardInput: Bool = false, standardInput: FileHandle = .standardInput,
    temporaryFolder: URL = FileManager.default.temporaryDirectory
  ) throws(Problem) -> AudioFileInput {
    if path == "-" && allowsStandardInput {
      return try fromCopy(of: standardInput, path: path, in: temporaryFolder, isStream: true)
    }
    let url = URL(fileURLWithPath: path)
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { throw .missing }
      throw .unusable(.unreadable(url.lastPathComponent, reason: SystemReason.ofErrno()))
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: throw .folder
    case S_IFREG: if status.st_size == 0 { throw .empty }
    default:
      // A pipe, a character device or a socket: read once, from its start, into the copy.
      let handle = try openForReading(url)
      defer { try? handle.close() }
      return try fromCopy(of: handle, path: path, in: temporaryFolder, isStream: true)
    }
    do throws(WAVError) {
      return AudioFileInput(
        path: path, url: url, info: try WAVFile.info(at: url), holdsLessThanItsHeaderSays: false, copy: nil,
        copyLock: nil)
    } catch .truncated, .lyingHeader {
      let handle = try openForReading(url)
      defer { try? handle.close() }
      return try fromCopy(of: handle, path: path, in: temporaryFolder, isStream: false)
    } catch {
      throw .unusable(error)
    }
  }

  /// Where copies go: `TMPDIR` of the command's environment, else the system's temporary folder.
  static func temporaryFolder(_ environment: [String: String]) -> URL {
    guard let folder = environment["TMPDIR"], !folder.isEmpty else { return FileManager.default.temporaryDirectory }
    return URL(fileURLWithPath: folder, isDirectory: true)
  }

  /// Deletes the private copy, if there is one, then lets go of its lock.
  func remove() {
    if let copy { try? FileManager.default.removeItem(at: copy) }
    try? copyLock?.close()
  }

  private static func openForReading(_ url: URL) throws(Problem) -> FileHandle {
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
      throw .unusable(.unreadable(url.lastPathComponent, reason: SystemReason.ofErrno()))
    }
    return handle
  }

  /// Copies `source` to a new private file and opens that, rewriting its sizes when they run past it.
  private static func fromCopy(
    of source: FileHandle, path: String, in folder: URL, isStream: Bool
  ) throws(Problem) -> AudioFileInput {
    let (copy, lock) = try spool(source, named: path, into: folder)
    do throws(WAVError) {
      do throws(WAVError) {
        let info = try WAVFile.info(at: copy)
        return AudioFileInput(
          path: path, url: copy, info: info, holdsLessThanItsHeaderSays: false, copy: copy, copyLock: lock)
      } catch {
        switch error {
        case .truncated, .lyingHeader: break
        default: throw error
        }
        // The header's sizes are placeholders or too large: keep the whole frames the copy holds.
        guard (try? WAVRecovery.repair(url: copy)) != .deleted, let info = try? WAVFile.info(at: copy) else {
          throw error
        }
        return AudioFileInput(
          path: path, url: copy, info: info, holdsLessThanItsHeaderSays: !isStream, copy: copy, copyLock: lock)
      }
    } catch {
      try? FileManager.default.removeItem(at: copy)
      try? lock.close()
      throw .unusable(error)
    }
  }

  /// Writes all of `source` to a new 0600 file in `folder`, at most what a WAV file can hold, and answers it
  /// with its handle, which holds the copy's lock until it is closed.
  private static func spool(
    _ source: FileHandle, named name: String, into folder: URL
  ) throws(Problem) -> (URL, FileHandle) {
    let copy = folder.appendingPathComponent("\(copyPrefix)\(UUID().uuidString).wav")
    let descriptor = createPrivateFile(copy.path)
    guard descriptor >= 0 else { throw .noCopy(folder: folder.path, reason: SystemReason.ofErrno()) }
    let output = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var finished = false
    defer { if !finished { try? output.close() } }
    // Locked before anything else, so the sweep in another process sees it in use.
    _ = flock(descriptor, LOCK_EX)
    sweepAbandonedCopies(in: folder, besides: descriptor)
    var written: UInt64 = 0
    var head = Data()
    while true {
      let chunk: Data
      // What has arrived, not a whole 64 KiB: a slow stream that is not a WAV is refused from its first bytes.
      do { chunk = try PipeReading.next(from: source.fileDescriptor, upTo: 1 << 16) } catch {
        try? FileManager.default.removeItem(at: copy)
        throw .unusable(.unreadable(name, reason: String(cString: strerror(error.errno))))
      }
      if chunk.isEmpty {
        guard written > 0 else {
          try? FileManager.default.removeItem(at: copy)
          throw .empty
        }
        finished = true
        return (copy, output)
      }
      written += UInt64(chunk.count)
      if head.count < 12 {
        head.append(chunk.prefix(12 - head.count))
        // Not a WAV is known from its first 12 bytes: /dev/zero or a video is not copied to the 4 GiB limit.
        if head.count == 12, let wrong = notAWAV(head) {
          try? FileManager.default.removeItem(at: copy)
          throw .unusable(wrong)
        }
      }
      do {
        // A RIFF size field counts at most 4 GiB after its first 8 bytes.
        guard written <= UInt64(UInt32.max) + 8 else { throw WAVError.tooLarge }
        try output.write(contentsOf: chunk)
      } catch {
        try? FileManager.default.removeItem(at: copy)
        if error as? WAVError == .tooLarge { throw .unusable(.tooLarge) }
        throw .noCopy(folder: folder.path, reason: SystemReason.of(error))
      }
    }
  }

}

/// Why 12 bytes cannot start a WAV file, or `nil` when they can.
private func notAWAV(_ head: Data) -> WAVError? {
  if !head.starts(with: Data("RIFF".utf8)) { return .notRIFF }
  return head.dropFirst(8).starts(with: Data("WAVE".utf8)) ? nil : .notWAVE
}

/// A new file only this user can read, refused if the name exists (`O_EXCL`): the copy is ours alone.
private func createPrivateFile(_ path: String) -> Int32 {
  open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
}
