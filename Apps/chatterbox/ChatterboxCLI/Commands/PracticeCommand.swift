import AudioCapture
import ChatterboxAPI
import CuesFeature
import Foundation
import Localization
import PracticeFeature
import Storage
import Upload

/// `chatterbox practice <cue-id> [--audio file.wav | --seconds N --source …] [--yes] [--json]`.
struct PracticeCommand: Command {
  let name = "practice"
  let usage = "chatterbox practice <cue-id> [--audio <file.wav> | --seconds N --source <spec>] [--yes] [--json]"
  var options: [OptionSpec] {
    [
      OptionSpec("audio", value: "file.wav"),
      OptionSpec("seconds", value: "N"),
      OptionSpec("source", value: "spec"),
      OptionSpec("yes", short: "y"),
      .json,
    ]
  }
  let hasDiscussion = true

  func run(_ context: CommandContext) async throws -> ExitCode {
    let strings = context.strings
    guard let cueID = context.arguments.positionals.first, context.arguments.positionals.count == 1 else {
      throw UsageError(strings.string("cli.usage.one_cue_id"))
    }
    let seconds = try context.arguments.value("seconds").map { try RecordCommand.parseSeconds($0, strings) } ?? 90
    let interactive = context.console.isInteractive && !context.arguments.flag("json")
    let sourceFactory = try Self.sourceFactory(context, interactive: interactive)
    let app = try AppDependencies.live(context)
    let (profile, _) = try await app.requireProfile()
    let cue = try await Self.findCue(cueID, app: app, profile: profile, strings: strings)
    let recordings: URL
    do { recordings = try app.directories.createIfNeeded(app.directories.recordingsDirectory) } catch {
      throw CLIError(strings.string("cli.error.cannot_create_recordings_folder", .string("\(error)")))
    }
    _ = WAVRecovery.recoverAll(in: recordings)
    let queue = try await app.startUploadQueue()
    let recorder = CLIPracticeRecorder(
      source: sourceFactory, recordings: recordings, maxSeconds: seconds, console: context.console, interactive: interactive,
      strings: strings)
    if !context.arguments.flag("json") { context.console.out(Self.render(cue, strings)) }
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
        let length = context.strings.string("common.duration.seconds_text", .string(String(format: "%.1f", duration)))
        return context.strings.string("cli.practice.uploaded", .string(length), .string(cue.id))
      }
      return .success
    case .discarded:
      output.emit(json: ["cue_id": cue.id, "uploaded": false, "discarded": true]) { context.strings.string("cli.practice.discarded") }
      return .success
    case .failed(let message, let keptForRetry):
      throw CLIError(
        keptForRetry ? context.strings.string("cli.error.practice.kept_for_retry", .string(message)) : message, exitCode: .failure)
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
      cue: cue, recorder: recorder, uploader: QueueUploader(queue: queue, strings: context.strings), player: nil,
      analytics: { event in app.track(event) })
    while true {
      await model.record()
      guard case .reviewing(let answer) = model.phase else {
        let message = model.errorKey.map { context.strings.string("cli.error.recording_failed_detail", .string($0)) }
          ?? context.strings.string("cli.error.practice.recording_failed")
        return .failed(message, keptForRetry: false)
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
      let progress = ProgressLine(
        console: context.console, enabled: context.console.isInteractive && !context.arguments.flag("json"), strings: context.strings)
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
      return .failed(context.strings.string("cli.error.practice.upload_failed", .string(model.errorKey ?? "unknown")), keptForRetry: true)
    }
  }

  static func findCue(_ id: String, app: AppDependencies, profile: Profile, strings: Localizer) async throws -> Cue {
    if let cached = app.cueCache.load(profileID: profile.id, language: profile.languageCode)?.items.first(where: { $0.id == id }) {
      return cached
    }
    var cursor: String?
    repeat {
      let page = try await app.practice.cues(profileID: profile.id, count: 50, cursor: cursor)
      if let cue = page.items.first(where: { $0.id == id }) { return cue }
      cursor = page.nextCursor
    } while cursor != nil
    throw CLIError(strings.string("cli.error.no_cue", .string(id)), exitCode: .usage)
  }

  static func render(_ cue: Cue, _ strings: Localizer) -> String {
    let content = CueContent(markdown: cue.body)
    let difficulty = strings.string("cues.difficulty.\(cue.difficulty.rawValue)")
    var lines = ["", "\(cue.title)  [\(difficulty)]", "", content.plainPrompt]
    if !content.hints.isEmpty { lines += [""] + content.hints.map { "  • \($0)" } }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  static func sourceFactory(_ context: CommandContext, interactive: Bool) throws -> @Sendable () throws -> any PCMSource {
    let strings = context.strings
    if let audio = context.arguments.value("audio") {
      guard context.arguments.value("source") == nil else { throw UsageError(strings.string("cli.usage.audio_or_source")) }
      let url = URL(fileURLWithPath: audio)
      do { _ = try WAVFile.info(at: url) } catch {
        throw CLIError(strings.string("cli.error.cannot_use_audio", .string(audio), .string("\(error)")), exitCode: .dataError)
      }
      return { try WAVFileSource(url: url) }
    }
    let spec = context.arguments.value("source")
    _ = try RecordCommand.makeSource(spec, interactive: interactive, strings: strings)
    return { try RecordCommand.makeSource(spec, interactive: interactive, strings: strings) }
  }
}
