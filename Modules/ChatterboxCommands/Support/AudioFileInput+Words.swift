import AudioCapture
import ChatterboxPresentation
import Localization

extension AudioFileInput.Problem {
  /// The line printed after `chatterbox: ` for the recording named `path`, in the UI language: which
  /// file, and what is wrong with it in words a learner can act on, never the reader's English. The
  /// console makes the path safe to print.
  func sentence(path: String, _ strings: Localizer) -> String {
    switch self {
    case .missing: return strings.string("cli.error.audio_missing", .string(path))
    case .folder: return strings.string("cli.error.audio_folder", .string(path))
    case .empty:
      return strings.string(
        "cli.error.cannot_use_audio", .string(path), .string(strings.string("cli.audio_file.empty")))
    case .unusable(let error):
      return strings.string("cli.error.cannot_use_audio", .string(path), .string(Self.reason(error, strings)))
    case .noCopy(let folder, let reason):
      let why = strings.string(
        "cli.audio_file.no_copy", .string(folder), .string(reason))
      return strings.string("cli.error.cannot_use_audio", .string(path), .string(why))
    }
  }

  /// What is wrong with a file the WAV reader refused, as the second half of a sentence.
  static func reason(_ error: WAVError, _ strings: Localizer) -> String {
    switch error {
    case .notRIFF, .notWAVE: strings.string("cli.audio_file.not_wav")
    case .missingFormatChunk, .missingDataChunk, .lyingHeader: strings.string("cli.audio_file.damaged")
    case .unsupportedFormat: strings.string("cli.audio_file.format")
    case .truncated: strings.string("cli.audio_file.cut_short")
    case .unreadable(_, let reason), .unwritable(_, let reason):
      strings.string("cli.audio_file.unreadable", .string(reason))
    case .tooLarge: strings.string("cli.audio_file.too_large")
    }
  }
}
