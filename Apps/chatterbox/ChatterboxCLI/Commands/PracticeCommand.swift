import AudioCapture
import ChatterboxAPI
import CuesFeature
import Foundation
import PracticeFeature
import Storage
import Upload

/// `chatterbox practice <cue-id> [--audio file.wav | --seconds N --source …] [--yes] [--json]`.
struct PracticeCommand: Command {
  let name = "practice"
  let summary = "Answer a cue out loud: record, review, upload"
  let usage = "chatterbox practice <cue-id> [--audio <file.wav> | --seconds N --source <spec>] [--yes] [--json]"
  var options: [OptionSpec] {
    [
      OptionSpec("audio", value: "file.wav", help: "Use this WAV as your answer instead of recording"),
      OptionSpec("seconds", value: "N", help: "Stop recording after N seconds (default 90)"),
      OptionSpec("source", value: "spec", help: "file:<path>, stdin, or command:<cmd> (default: arecord)"),
      OptionSpec("yes", short: "y", help: "Upload without asking to review"),
      .json,
    ]
  }
  let discussion = """
    Shows the cue, records your answer (live meter on a terminal), lets you review it (play, redo,
    discard, upload) and uploads it with a progress bar. Uploads are queued on disk first: if the
    network or the process fails, 'chatterbox uploads retry' finishes them — nothing is lost.
    """

  func run(_ context: CommandContext) async throws -> ExitCode {
    guard let cueID = context.arguments.positionals.first, context.arguments.positionals.count == 1 else {
      throw UsageError("expected one <cue-id> (see 'chatterbox cues')")
    }
    let seconds = try context.arguments.value("seconds").map(RecordCommand.parseSeconds) ?? 90
    let interactive = context.console.isInteractive && !context.arguments.flag("json")
    let sourceFactory = try Self.sourceFactory(context, interactive: interactive)
    let app = try AppDependencies.live(context)
    let (profile, _) = try await app.requireProfile()
    let cue = try await Self.findCue(cueID, app: app, profile: profile)
    let recordings: URL
    do { recordings = try app.directories.createIfNeeded(app.directories.recordingsDirectory) } catch {
      throw CLIError("cannot create the recordings folder: \(error)")
    }
    _ = WAVRecovery.recoverAll(in: recordings)
    let queue = try await app.startUploadQueue()
    let recorder = CLIPracticeRecorder(
      source: sourceFactory, recordings: recordings, maxSeconds: seconds, console: context.console, interactive: interactive)
    if !context.arguments.flag("json") { context.console.out(Self.render(cue)) }
    let outcome = await Self.practise(
      cue: cue, recorder: recorder, queue: queue, app: app, context: context,
      review: interactive && !context.arguments.flag("yes"))
    return try report(outcome, cue: cue, context: context)
  }

  private func report(_ outcome: PracticeOutcome, cue: Cue, context: CommandContext) throws -> ExitCode {
    let output = CommandOutput(context)
    switch outcome {
    case .uploaded(let recordingID, let duration):
      output.emit(json: ["cue_id": cue.id, "recording_id": recordingID, "duration_seconds": duration, "uploaded": true]) {
        context.strings.string("cli.practice.uploaded", .string(String(format: "%.1f s", duration)), .string(cue.id))
      }
      return .success
    case .discarded:
      output.emit(json: ["cue_id": cue.id, "uploaded": false, "discarded": true]) { context.strings.string("cli.practice.discarded") }
      return .success
    case .failed(let message, let keptForRetry):
      throw CLIError(message + (keptForRetry ? " — the take is kept; run 'chatterbox uploads retry'" : ""), exitCode: .failure)
    }
  }

  enum PracticeOutcome {
    case uploaded(recordingID: String, duration: Double)
    case discarded
    case failed(String, keptForRetry: Bool)
  }

  @MainActor
  static func practise(
    cue: Cue, recorder: CLIPracticeRecorder, queue: UploadQueue, app: AppDependencies, context: CommandContext, review: Bool
  ) async -> PracticeOutcome {
    let model = PracticeViewModel(
      cue: cue, recorder: recorder, uploader: QueueUploader(queue: queue), player: nil,
      analytics: { event in app.track(event) })
    while true {
      await model.record()
      guard case .reviewing(let answer) = model.phase else {
        return .failed(model.errorKey.map { "recording failed (\($0))" } ?? "recording failed", keptForRetry: false)
      }
      if review {
        switch await ReviewPrompt.ask(answer: answer, console: context.console, strings: context.strings) {
        case .upload: break
        case .redo:
          model.discard()
          continue
        case .discard:
          model.discard()
          return .discarded
        }
      }
      let progress = ProgressLine(console: context.console, enabled: context.console.isInteractive && !context.arguments.flag("json"))
      let watcher = Task { @MainActor in
        while !Task.isCancelled {
          if case .uploading(let state) = model.phase { progress.show(state) }
          try? await Task.sleep(nanoseconds: 100_000_000)
        }
      }
      await model.upload()
      watcher.cancel()
      progress.finish()
      if case .done(let recordingID) = model.phase { return .uploaded(recordingID: recordingID, duration: answer.duration) }
      return .failed("the upload failed (\(model.errorKey ?? "unknown"))", keptForRetry: true)
    }
  }

  static func findCue(_ id: String, app: AppDependencies, profile: Profile) async throws -> Cue {
    if let cached = app.cueCache.load(profileID: profile.id, language: profile.languageCode)?.items.first(where: { $0.id == id }) {
      return cached
    }
    var cursor: String?
    repeat {
      let page = try await app.practice.cues(profileID: profile.id, count: 50, cursor: cursor)
      if let cue = page.items.first(where: { $0.id == id }) { return cue }
      cursor = page.nextCursor
    } while cursor != nil
    throw CLIError("no cue '\(id)' in your practice language — see 'chatterbox cues'", exitCode: .usage)
  }

  static func render(_ cue: Cue) -> String {
    let content = CueContent(markdown: cue.body)
    var lines = ["", "\(cue.title)  [\(cue.difficulty.rawValue)]", "", content.plainPrompt]
    if !content.hints.isEmpty { lines += [""] + content.hints.map { "  • \($0)" } }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  static func sourceFactory(_ context: CommandContext, interactive: Bool) throws -> @Sendable () throws -> any PCMSource {
    if let audio = context.arguments.value("audio") {
      guard context.arguments.value("source") == nil else { throw UsageError("use either --audio or --source, not both") }
      let url = URL(fileURLWithPath: audio)
      do { _ = try WAVFile.info(at: url) } catch { throw CLIError("cannot use \(audio): \(error)", exitCode: .dataError) }
      return { try WAVFileSource(url: url) }
    }
    let spec = context.arguments.value("source")
    _ = try RecordCommand.makeSource(spec, interactive: interactive)
    return { try RecordCommand.makeSource(spec, interactive: interactive) }
  }
}
