/// Why a WAV file could not be read, written or repaired.
///
/// The reader is strict: it reports a file that lies about its sizes instead of guessing, and it
/// never allocates more than a chunk's worth of memory on the word of a header.
public enum WAVError: Error, Hashable, Sendable {
  /// The file does not start with a `RIFF` header.
  case notRIFF
  /// The RIFF form type is not `WAVE`.
  case notWAVE
  /// No `fmt ` chunk before the `data` chunk.
  case missingFormatChunk
  /// No `data` chunk in the file.
  case missingDataChunk
  /// A well-formed file in a format this module does not handle (float, 24-bit, RF64, …).
  case unsupportedFormat(String)
  /// The file ends before a chunk it declares (consistent headers, missing bytes): typically a
  /// copy or download cut short.
  case truncated(String)
  /// A header field contradicts the file (a data size larger than the file that the RIFF size
  /// does not agree with, a block alignment that does not match the channels, sizes left as
  /// placeholders by a crash). ``WAVRecovery`` repairs takes in this state.
  case lyingHeader(String)
  /// The file could not be opened or read.
  case unreadable(String, reason: String)
  /// The file could not be created, written, synced or deleted.
  case unwritable(String, reason: String)
  /// Appending would take the data past the 4 GiB a RIFF size field can describe.
  case tooLarge
}
