import Foundation

/// Streams 16-bit PCM to a new WAV file: a placeholder header first, samples appended as they
/// arrive, the size fields patched in place by ``finish()``.
///
/// The placeholder sizes are zero on purpose: a take cut off by a crash is recognisable, and
/// ``WAVRecovery/repair(url:)`` rebuilds its header from the file length. Files are created with
/// mode 0600 (`O_EXCL`, never overwriting) and, on iOS, `FileProtectionType.complete`.
public final class WAVWriter {
  /// Where the file is.
  public let url: URL
  /// The format of the samples appended.
  public let format: PCMFormat
  /// Frames appended so far.
  public private(set) var frameCount = 0

  private let file: PosixFile
  private var finished = false

  /// Creates the file and writes the placeholder header.
  ///
  /// - Throws: ``WAVError/unsupportedFormat(_:)`` unless 16-bit PCM; ``WAVError/unwritable(_:reason:)``
  ///   when the file exists or cannot be created.
  public init(creating url: URL, format: PCMFormat = .speech) throws(WAVError) {
    do {
      try format.validateForCapture()
    } catch {
      if case .unsupportedFormat(let reason) = error { throw .unsupportedFormat(reason) }
      throw .unsupportedFormat("\(format)")
    }
    let file = try PosixFile.createExclusive(url)
    self.url = url
    self.format = format
    self.file = file
    do {
      try WAVWriter.protect(url)
      try file.append(bytes: WAVHeader.canonical(format: format, dataBytes: 0))
    } catch {
      file.close()
      try? FileManager.default.removeItem(at: url)
      throw error
    }
  }

  deinit {
    // Deliberately not finishing: an abandoned writer leaves what a crash would, which
    // WAVRecovery knows how to repair.
    file.close()
  }

  /// Bytes of sample data written so far.
  public var dataByteCount: UInt64 { UInt64(frameCount) * UInt64(format.bytesPerFrame) }

  /// Playing time written so far.
  public var duration: Duration { format.duration(ofFrames: frameCount) }

  /// Appends interleaved samples. A trailing partial frame is dropped, so the data chunk always
  /// holds whole frames.
  ///
  /// - Throws: ``WAVError/unwritable(_:reason:)`` on an I/O error (disk full) or after ``finish()``;
  ///   ``WAVError/tooLarge`` past 4 GiB.
  public func append(_ samples: [Int16]) throws(WAVError) {
    guard !finished else { throw .unwritable(file.name, reason: "the writer is already finished") }
    let frames = samples.count / format.channels
    guard frames > 0 else { return }
    let bytes = UInt64(frames) * UInt64(format.bytesPerFrame)
    guard dataByteCount + bytes <= WAVHeader.maxDataBytes else { throw .tooLarge }
    let whole = frames * format.channels == samples.count ? samples : Array(samples.prefix(frames * format.channels))
    try file.append(samples: whole)
    frameCount += frames
  }

  /// Patches the RIFF and data sizes, syncs and closes the file.
  public func finish() throws(WAVError) -> WAVInfo {
    guard !finished else { throw .unwritable(file.name, reason: "the writer is already finished") }
    finished = true
    defer { file.close() }
    let dataBytes = UInt32(truncatingIfNeeded: dataByteCount)
    try file.write(WAVHeader.le32(UInt32(WAVHeader.canonicalSize - 8) + dataBytes), at: WAVHeader.riffSizeOffset)
    try file.write(WAVHeader.le32(dataBytes), at: UInt64(WAVHeader.canonicalSize - 4))
    try file.sync()
    return WAVInfo(format: format, dataOffset: UInt64(WAVHeader.canonicalSize), dataByteCount: dataByteCount)
  }

  /// Closes and deletes the file (cancel, empty take). Safe to call more than once.
  public func discard() {
    finished = true
    file.close()
    try? FileManager.default.removeItem(at: url)
  }

  /// Takes are personal voice recordings: keep them unreadable while the device is locked.
  private static func protect(_ url: URL) throws(WAVError) {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      do {
        try FileManager.default.setAttributes([.protectionKey: FileProtectionType.complete], ofItemAtPath: url.path)
      } catch {
        throw .unwritable(url.lastPathComponent, reason: "cannot set file protection: \(error.localizedDescription)")
      }
    #endif
  }
}

@available(*, unavailable, message: "A writer owns a file; keep it inside one actor or task.")
extension WAVWriter: Sendable {}
