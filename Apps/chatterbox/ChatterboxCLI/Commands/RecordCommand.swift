import AudioCapture
import Foundation
import Storage

/// `chatterbox record <out.wav> [--seconds N] [--source file:<path>|stdin|command:<cmd>] [--json]`.
struct RecordCommand: Command {
  let name = "record"
  let summary = "Record a spoken answer to a WAV file"
  let usage = "chatterbox record <out.wav> [--seconds N] [--source file:<path> | stdin | command:<cmd>] [--force] [--json]"
  var options: [OptionSpec] {
    [
      OptionSpec("seconds", value: "N", help: "Stop after N seconds (default 600)"),
      OptionSpec("source", value: "spec", help: "file:<path>, stdin (raw S16LE 48 kHz mono), or command:<cmd> (default: arecord)"),
      OptionSpec("force", help: "Overwrite <out.wav> if it exists"),
      .json,
    ]
  }
  let discussion = """
    On a terminal a live meter shows the level and time: space pauses and resumes, Enter stops,
    q cancels (and deletes the take), Ctrl-C stops and keeps the take. Without a terminal it records
    quietly until the source ends or --seconds passes; --json prints a summary.
    Files are 16-bit PCM mono WAV. Exit codes: 0 saved, 1 failed (a partial take is kept if it has audio), 64 usage.
    """

  func run(_ context: CommandContext) async throws -> ExitCode {
    guard let output = context.arguments.positionals.first else { throw UsageError("missing <out.wav>") }
    let destination = URL(fileURLWithPath: output)
    if FileManager.default.fileExists(atPath: destination.path), !context.arguments.flag("force") {
      throw UsageError("\(output) exists; pass --force to overwrite")
    }
    let maxSeconds = try context.arguments.value("seconds").map(Self.parseSeconds) ?? 600
    let source = try Self.makeSource(context.arguments.value("source"), interactive: context.console.isInteractive)

    let directories = AppDirectories(environment: context.environment)
    let recordings: URL
    do { recordings = try directories.createIfNeeded(directories.recordingsDirectory) } catch {
      throw CLIError("cannot create the recordings folder: \(error)")
    }
    _ = WAVRecovery.recoverAll(in: recordings)
    let recorder = Recorder(
      source: source, configuration: RecorderConfiguration(directory: recordings, cueId: "cli", maxDuration: .seconds(maxSeconds)))
    let interactive = context.console.isInteractive && !context.arguments.flag("json")
    let final = try await RecordingSession(recorder: recorder, console: context.console, interactive: interactive).run()
    return try report(final, to: destination, context: context)
  }

  private func report(_ final: RecorderState, to destination: URL, context: CommandContext) throws -> ExitCode {
    let output = CommandOutput(context)
    switch final {
    case .finished(let take, let reason):
      try Self.move(take.url, to: destination)
      output.emit(json: Self.summary(take, path: destination.path, reason: reason.rawValue)) {
        context.strings.string(
          "cli.record.saved", .string(String(format: "%.1f s", take.durationInSeconds)), .int(take.byteSize), .string(destination.path))
          + "\nsha256 \(take.sha256)"
      }
      return .success
    case .failed(let error, let partial):
      if let partial {
        try Self.move(partial.url, to: destination)
        context.console.error("chatterbox: \(RecordingMessages.text(for: error)); the \(String(format: "%.1f", partial.durationInSeconds)) s recorded so far were saved to \(destination.path)")
      } else {
        context.console.error("chatterbox: \(RecordingMessages.text(for: error))")
      }
      return .failure
    case .cancelled:
      context.console.out(context.strings.string("cli.record.cancelled"))
      return .failure
    default:
      throw CLIError("recording ended unexpectedly")
    }
  }

  static func parseSeconds(_ text: String) throws -> Int {
    guard let value = Int(text), value > 0, value <= 3600 else { throw UsageError("--seconds must be a whole number from 1 to 3600") }
    return value
  }

  static func makeSource(_ spec: String?, interactive: Bool) throws -> any PCMSource {
    do {
      guard let spec else { return try ProcessSource() }
      let parsed = try CaptureSourceSpec.parse(spec)
      if case .standardInput = parsed, interactive, isatty(STDIN_FILENO) == 1 {
        throw UsageError("--source stdin needs audio piped in (e.g. 'sox in.wav -t raw -r 48000 -e signed -b 16 -c 1 - | chatterbox record out.wav --source stdin')")
      }
      return try parsed.makeSource(pacing: interactive ? .realtime : .none)
    } catch let error as UsageError {
      throw error
    } catch let error as CaptureSourceSpec.ParseError {
      throw UsageError("invalid --source: \(error)")
    } catch {
      throw CLIError("cannot record: \(error). Use --source file:<path> or stdin if no microphone command is available.", exitCode: .unavailable)
    }
  }

  static func move(_ source: URL, to destination: URL) throws {
    do {
      if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
      try FileManager.default.moveItem(at: source, to: destination)
    } catch {
      throw CLIError("cannot write \(destination.path): \(error.localizedDescription); the take is kept at \(source.path)")
    }
  }

  static func summary(_ take: RecordedTake, path: String, reason: String) -> [String: Any] {
    [
      "path": path, "duration_seconds": take.durationInSeconds, "byte_size": take.byteSize, "sha256": take.sha256,
      "sample_rate": take.format.sampleRate, "channels": take.format.channels, "finish_reason": reason,
    ]
  }
}
