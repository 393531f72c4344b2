import AppFeature
import AudioCapture
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import PracticeFeature
import PracticeFeatureLive
import Storage
import TerminalUI
import Upload

/// `chatterbox record <out.wav> [--seconds N] [--source file:<path>|stdin|command:<cmd>] [--json]`.
struct RecordCommand: Command {
  let name = "record"
  let usage =
    "chatterbox record <out.wav> [--seconds N] [--source file:<path> | stdin | command:<cmd>] [--force] [--json]"
  var options: [OptionSpec] {
    [
      OptionSpec("seconds", value: "N"),
      OptionSpec("source", value: "spec"),
      OptionSpec("force"),
      .json,
    ]
  }
  let hasDiscussion = true

  /// No request of its own: a take is the learner's time, and it is only written to a file.
  func networkDeadline(_ context: CommandContext) throws -> Duration? { nil }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let strings = context.strings
    guard let output = context.arguments.positionals.first else {
      throw UsageError(strings.string("cli.usage.missing_output"))
    }
    let destination = URL(fileURLWithPath: output)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) {
      // --force replaces a file; a folder and what it holds are never the command's to delete.
      if isFolder.boolValue { throw UsageError(strings.string("cli.usage.output_is_folder", .string(output))) }
      if !context.arguments.flag("force") {
        throw UsageError(strings.string("cli.usage.output_exists", .string(output)))
      }
    }
    let maxSeconds = try context.arguments.value("seconds").map { try Self.parseSeconds($0, strings) } ?? 600
    let source = try Self.sourceMaker(
      context.arguments.value("source"), interactive: context.console.isInteractive, context: context)()

    let directories = AppDirectories.chatterbox(environment: context.environment)
    let recordings: URL
    do { recordings = try directories.createIfNeeded(directories.recordingsDirectory) } catch {
      throw CLIError.storage(error, dataFolder: directories.dataDirectory, strings)
    }
    _ = WAVRecovery.recoverAll(in: recordings, untouchedFor: UploadQueue.interruptedTakeAge)
    let recorder = Recorder(
      source: source,
      configuration: RecorderConfiguration(
        directory: recordings, label: InterruptedTakes.standaloneRecordingLabel, maxDuration: .seconds(maxSeconds)))
    let interactive = context.console.isInteractive && !context.arguments.flag("json")
    let final = try await ConsoleRecording(
      recorder: recorder, console: context.console, interactive: interactive, strings: strings
    ).run()
    return try report(final, to: destination, context: context)
  }

  private func report(_ final: RecorderState, to destination: URL, context: CommandContext) throws -> ExitCode {
    let output = CommandOutput(context)
    let strings = context.strings
    switch final {
    case .finished(let take, let reason):
      try Self.move(take.url, to: destination, strings)
      output.emit(json: Self.summary(take, path: destination.path, reason: reason.rawValue)) {
        let length = strings.string(
          "common.duration.seconds_text", .string(String(format: "%.1f", take.durationInSeconds)))
        return strings.string("cli.record.saved", .string(length), .int(take.byteSize), .string(destination.path))
          + "\nsha256 \(take.sha256)"
      }
      return .success
    case .failed(let error, let partial):
      if let partial {
        try Self.move(partial.url, to: destination, strings)
        let seconds = strings.string(
          "common.duration.seconds_text", .string(String(format: "%.1f", partial.durationInSeconds)))
        let saved = strings.string("cli.error.record.partial_saved", .string(seconds), .string(destination.path))
        context.console.error("chatterbox: \(RecordingMessages.text(for: error, strings)); \(saved)")
      } else {
        context.console.error("chatterbox: \(RecordingMessages.text(for: error, strings))")
      }
      return .failure
    case .cancelled:
      context.console.out(context.strings.string("cli.record.cancelled"))
      return .failure
    default:
      throw CLIError(strings.string("cli.error.record.ended_unexpectedly"))
    }
  }

  static func parseSeconds(_ text: String, _ strings: Localizer) throws -> Int {
    guard let value = Int(text), value > 0, value <= 3600 else {
      throw UsageError(strings.string("cli.usage.seconds_range"))
    }
    return value
  }

  /// What makes `--source`'s recording source, each call a fresh one (a re-record starts over). A `file:` WAV
  /// is opened once, as `--audio` is (``AudioFileInput``, ADR 0072): refused with the reason (exit 65), or read
  /// from a private copy removed when the command ends.
  static func sourceMaker(
    _ spec: String?, interactive: Bool, context: CommandContext
  ) throws -> @Sendable () throws -> any PCMSource {
    let strings = context.strings
    let parsed: CaptureSourceSpec?
    do { parsed = try spec.map(CaptureSourceSpec.parse) } catch {
      throw UsageError(strings.string("cli.usage.invalid_source", .string("\(error)")))
    }
    if case .standardInput = parsed, interactive, isatty(STDIN_FILENO) == 1 {
      throw UsageError(strings.string("cli.usage.stdin_needs_audio"))
    }
    let pacing: WAVFileSource.Pacing = interactive ? .realtime : .none
    let make: @Sendable () throws -> any PCMSource
    if case .file(let url) = parsed {
      let input: AudioFileInput
      do {
        input = try AudioFileInput.open(url.path, temporaryFolder: AudioFileInput.temporaryFolder(context.environment))
      } catch { throw CLIError(error.sentence(path: url.path, strings), exitCode: .dataError) }
      context.onExit { input.remove() }
      if input.holdsLessThanItsHeaderSays {
        context.console.error(strings.string("cli.audio_file.holds_less", .string(url.path)))
      }
      let file = input.url
      make = { try WAVFileSource(url: file, pacing: pacing) }
    } else {
      make = { try parsed.map { try $0.makeSource(pacing: pacing) } ?? ProcessSource() }
    }
    do { _ = try make() } catch {
      // A missing capture command is this machine's, not the server's: 1, not 69 ("unreachable").
      throw CLIError(strings.string("cli.error.record.no_microphone", .string("\(error)")), exitCode: .failure)
    }
    return make
  }

  static func move(_ source: URL, to destination: URL, _ strings: Localizer) throws {
    do {
      var isFolder: ObjCBool = false
      // A folder made there while recording is left alone: the move then fails and the take is kept.
      if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), !isFolder.boolValue {
        try FileManager.default.removeItem(at: destination)
      }
      try FileManager.default.moveItem(at: source, to: destination)
    } catch {
      throw CLIError(
        strings.string(
          "cli.error.record.cannot_move", .string(destination.path), .string(SystemReason.of(error)),
          .string(source.path)))
    }
  }

  static func summary(_ take: RecordedTake, path: String, reason: String) -> [String: Any] {
    [
      "path": path, "duration_seconds": take.durationInSeconds, "byte_size": take.byteSize, "sha256": take.sha256,
      "sample_rate": take.format.sampleRate, "channels": take.format.channels, "finish_reason": reason,
    ]
  }
}
