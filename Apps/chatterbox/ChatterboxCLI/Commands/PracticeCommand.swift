import AppFeature
import AudioCapture
import ChatterboxAPI
import CuesFeature
import Foundation
import Localization
import Observability
import PracticeFeature
import Storage
import Upload

/// `chatterbox practice <cue-id> [--audio file.wav | --seconds N --source …] [--timeout S] [--yes] [--json]`.
struct PracticeCommand: Command {
  let name = "practice"
  let usage =
    "chatterbox practice <cue-id> [--audio <file.wav> | --seconds N --source <spec>] [--timeout S] [--yes] [--json]"
  var options: [OptionSpec] {
    [
      OptionSpec("audio", value: "file.wav"),
      OptionSpec("seconds", value: "N"),
      OptionSpec("source", value: "spec"),
      OptionSpec("timeout", value: "seconds"),
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
    let timeout = try context.arguments.value("timeout").map { try UploadsCommand.parseTimeout($0, strings) } ?? 120
    let requestedSeconds = try context.arguments.value("seconds").map { try RecordCommand.parseSeconds($0, strings) }
    let interactive = context.console.isInteractive && !context.arguments.flag("json")
    let audio = try Self.audioFile(context)
    let sourceFactory = try Self.sourceFactory(context, audio: audio, interactive: interactive)
    let app = try AppDependencies.live(context)
    // From the saved account (revalidated alongside, ADR 0012): its upload limit is at most a day
    // old, and a limit lowered since then is refused by the server with its reason.
    let (profile, snapshot) = try await app.requireProfile(fromSavedCopy: true)
    // Before any processing: a file is taken whole or refused; a live take fits the limit.
    let maxBytes = snapshot.config.upload.maxBytes
    let limits =
      if let audio {
        try PracticeLimits.forFile(
          audio.path, info: audio.info, maxBytes: maxBytes, requestedSeconds: requestedSeconds, strings: strings)
      } else {
        PracticeLimits.forLiveSource(requestedSeconds: requestedSeconds ?? 90, format: .speech, maxBytes: maxBytes)
      }
    let cue = try await Self.findCue(cueID, app: app, profile: profile, strings: strings)
    let recordings: URL
    let account = try app.signedInAccountDirectories()
    do { recordings = try account.createIfNeeded(account.recordingsDirectory) } catch {
      throw CLIError(strings.string("cli.error.cannot_create_recordings_folder", .string("\(error)")))
    }
    let queue = try await app.startUploadQueue()  // also repairs and queues takes a killed run left
    let recorder = CLIPracticeRecorder(
      source: sourceFactory, recordings: recordings, maxSeconds: limits.maxSeconds, console: context.console,
      interactive: interactive, strings: strings, noticesLimit: audio == nil)
    if !context.arguments.flag("json") { context.console.out(Self.render(cue, strings)) }
    let outcome = await Self.practise(
      cue: cue, recorder: recorder, queue: queue, app: app, context: context,
      review: interactive && !context.arguments.flag("yes"), timeout: timeout)
    await queue.stop()
    return try report(outcome, cue: cue, context: context)
  }

  private func report(_ outcome: PracticeOutcome, cue: Cue, context: CommandContext) throws -> ExitCode {
    let output = CommandOutput(context)
    switch outcome {
    case .uploaded(let recordingID, let duration):
      output.emit(json: ["cue_id": cue.id, "recording_id": recordingID, "duration_seconds": duration, "uploaded": true])
      {
        let length = context.strings.string("common.duration.seconds_text", .string(String(format: "%.1f", duration)))
        return context.strings.string("cli.practice.uploaded", .string(length), .string(cue.id))
      }
      return .success
    case .discarded:
      output.emit(json: ["cue_id": cue.id, "uploaded": false, "discarded": true]) {
        context.strings.string("cli.practice.discarded")
      }
      return .success
    case .queued(let jobID, let seconds):
      output.emit(json: ["cue_id": cue.id, "uploaded": false, "queued": true, "job_id": jobID]) {
        context.strings.string("cli.practice.queued", .int(seconds))
      }
      return .temporaryFailure
    case .interrupted:
      throw CLIError(context.strings.string("cli.practice.interrupted"), exitCode: .interrupted)
    case .refused(let jobID, let reason):
      throw CLIError(
        context.strings.string("cli.error.practice.refused", .string(reason), .string(String(jobID.prefix(8)))))
    case .failed(let message, let keptForRetry):
      throw CLIError(
        keptForRetry ? context.strings.string("cli.error.practice.kept_for_retry", .string(message)) : message,
        exitCode: keptForRetry ? .temporaryFailure : .failure)
    }
  }

  enum PracticeOutcome {
    case uploaded(recordingID: String, duration: Double)
    case discarded
    /// Still waiting for the network when the deadline passed: queued for `uploads retry`.
    case queued(jobID: String, afterSeconds: Int)
    /// Ctrl-C while uploading: the take stays queued.
    case interrupted
    /// The server refused the take for good (too large, unsupported…): only discarding ends it.
    case refused(jobID: String, reason: String)
    case failed(String, keptForRetry: Bool)
  }

  @MainActor
  static func practise(
    cue: Cue, recorder: CLIPracticeRecorder, queue: UploadQueue, app: AppDependencies, context: CommandContext,
    review: Bool,
    timeout: Int
  ) async -> PracticeOutcome {
    let uploader = QueueUploader(queue: queue, strings: context.strings)
    let player = review ? CommandPracticePlayer.available() : nil
    let model = PracticeViewModel(
      cue: cue, recorder: recorder, uploader: uploader, player: player,
      analytics: { event in app.track(event) })
    while true {
      await model.record()
      guard case .reviewing(let answer) = model.phase else {
        let message =
          model.failure.map { context.strings.string("cli.error.recording_failed_detail", .string($0.messageKey)) }
          ?? context.strings.string("cli.error.practice.recording_failed")
        return .failed(message, keptForRetry: false)
      }
      if review {
        var choice = await ReviewPrompt.ask(
          answer: answer, console: context.console, strings: context.strings, canPlay: player != nil)
        while choice == .play {
          await model.playBack()
          choice = await ReviewPrompt.ask(
            answer: answer, console: context.console, strings: context.strings, canPlay: true)
        }
        switch choice {
        case .upload, .play: break
        case .redo:
          model.discard()
          continue
        case .discard:
          model.discard()
          return .discarded
        }
      }
      let progress = ProgressLine(
        console: context.console, enabled: context.console.isInteractive && !context.arguments.flag("json"),
        strings: context.strings)
      let quiet = context.console.isInteractive || context.arguments.flag("json")
      let watcher = Task { @MainActor in
        var saidWaiting = false
        while !Task.isCancelled {
          if case .uploading(let state) = model.phase { progress.show(state) }
          if case .uploading(.waitingForNetwork) = model.phase, !saidWaiting, !quiet {
            saidWaiting = true  // without a terminal, one line instead of a silent wait
            context.console.error(context.strings.string("cli.practice.waiting_for_network", .int(timeout)))
          }
          try? await Task.sleep(nanoseconds: 100_000_000)
        }
      }
      let end = await Self.upload(model, within: timeout)
      watcher.cancel()
      progress.finish()
      if case .done(let recordingID) = model.phase {
        return .uploaded(recordingID: recordingID, duration: answer.duration)
      }
      let jobID = uploader.lastJobID.value ?? ""
      switch end {
      case .timedOut: return .queued(jobID: jobID, afterSeconds: timeout)
      case .interrupted: return .interrupted
      case .settled: break
      }
      if let failure = queue.jobs.first(where: { $0.id.rawValue == jobID })?.lastError {
        let reason = UploadsCommand.reason(failure, context.strings)
        if failure.isPermanent { return .refused(jobID: jobID, reason: reason) }
        return .failed(context.strings.string("cli.error.practice.upload_failed", .string(reason)), keptForRetry: true)
      }
      let reason = ErrorDescriptions.userMessage(for: model.failure, context.strings)
      return .failed(context.strings.string("cli.error.practice.upload_failed", .string(reason)), keptForRetry: true)
    }
  }

  /// How an upload run ended.
  enum UploadEnd { case settled, timedOut, interrupted }

  /// Runs the upload for at most `seconds`, or until Ctrl-C. Either way the job stays queued on
  /// disk (the model still shows it uploading) for `uploads retry`.
  @MainActor
  static func upload(_ model: PracticeViewModel, within seconds: Int) async -> UploadEnd {
    let trap = SignalTrap()
    defer { trap.cancel() }
    let interrupted = LockedValue(false)
    let work = Task { @MainActor in await model.upload() }
    let deadline = Task {
      try await Task.sleep(for: .seconds(seconds))
      work.cancel()
    }
    let stopper = Task {
      for await _ in trap.signals {
        interrupted.withLock { $0 = true }
        work.cancel()
        break
      }
    }
    await work.value
    deadline.cancel()
    stopper.cancel()
    guard case .uploading = model.phase else { return .settled }
    return interrupted.value ? .interrupted : .timedOut
  }

  static func findCue(_ id: String, app: AppDependencies, profile: Profile, strings: Localizer) async throws -> Cue {
    guard let cue = try await CueLookup.find(id, profile: profile, cache: app.cueCache, repository: app.practice) else {
      throw CLIError(strings.string("cli.error.no_cue", .string(id)), exitCode: .usage)
    }
    return cue
  }

  static func render(_ cue: Cue, _ strings: Localizer) -> String {
    let content = CueContent(markdown: cue.body)
    let difficulty = strings.string("cues.difficulty.\(cue.difficulty.rawValue)")
    var lines = ["", "\(cue.title)  [\(difficulty)]", "", content.plainPrompt]
    if !content.hints.isEmpty { lines += [""] + content.hints.map { "  • \($0)" } }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// `--audio`'s file, read and checked before anything else happens.
  static func audioFile(_ context: CommandContext) throws -> (path: String, url: URL, info: WAVInfo)? {
    let strings = context.strings
    guard let audio = context.arguments.value("audio") else { return nil }
    guard context.arguments.value("source") == nil else {
      throw UsageError(strings.string("cli.usage.audio_or_source"))
    }
    let url = URL(fileURLWithPath: audio)
    do {
      return (audio, url, try WAVFile.info(at: url))
    } catch {
      throw CLIError(
        strings.string("cli.error.cannot_use_audio", .string(audio), .string("\(error)")), exitCode: .dataError)
    }
  }

  static func sourceFactory(
    _ context: CommandContext, audio: (path: String, url: URL, info: WAVInfo)?, interactive: Bool
  ) throws -> @Sendable () throws -> any PCMSource {
    let strings = context.strings
    if let url = audio?.url { return { try WAVFileSource(url: url) } }
    let spec = context.arguments.value("source")
    _ = try RecordCommand.makeSource(spec, interactive: interactive, strings: strings)
    return { try RecordCommand.makeSource(spec, interactive: interactive, strings: strings) }
  }
}
