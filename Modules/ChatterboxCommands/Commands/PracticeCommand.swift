import AppFeature
import AudioCapture
import ChatterboxAPI
import ChatterboxAPILive
import ChatterboxComposition
import ChatterboxPresentation
import CuesFeature
import Foundation
import Localization
import Observability
import PracticeFeature
import PracticeFeatureLive
import Storage
import TerminalUI
import Upload

/// `chatterbox practice <cue-id> [--audio file.wav | --seconds N --source …] [--timeout S] [--player cmd] [--yes] [--no-feedback] [--explain] [--json]`.
struct PracticeCommand: Command {
  let name = "practice"
  let usage =
    "chatterbox practice <cue-id> [--audio <file.wav> | --seconds N --source <spec>] [--timeout S] [--player <cmd>] [--yes] [--no-feedback] [--explain] [--json]"
  var options: [OptionSpec] {
    [
      OptionSpec("audio", value: "file.wav"),
      OptionSpec("seconds", value: "N"),
      OptionSpec("source", value: "spec"),
      OptionSpec("timeout", value: "seconds"),
      OptionSpec("player", value: "command"),
      OptionSpec("yes", short: "y"),
      OptionSpec("no-feedback"),
      OptionSpec("explain"),
      .json,
    ]
  }
  let hasDiscussion = true

  /// How long before the command's deadline the upload stops being followed: the learner reads
  /// that the take is queued, not the generic "no answer in time". A second: stopping the queue
  /// and writing the report take that long on a loaded machine (CI's lost 0.4 s).
  static let queueingMargin: Duration = .seconds(1)

  /// `--timeout` (120 s when not given) for the requests and the upload together; the take and
  /// its review are the learner's time, and the on-device preview local work: neither is counted.
  func networkDeadline(_ context: CommandContext) throws -> Duration? {
    .seconds(try context.arguments.value("timeout").map { try UploadsCommand.parseTimeout($0, context.strings) } ?? 120)
  }

  /// The clients `practice` uses, and nothing more (the isowords manner).
  struct Dependencies: Sendable {
    /// The active profile and the account's limits, from the saved copy when it is fresh (ADR 0012).
    var requireProfile: @Sendable () async throws -> (Profile, AccountSnapshotCache.Snapshot)
    /// The signed-in account's folders (recordings, upload queue), or "not signed in".
    var accountDirectories: @Sendable () throws -> AppDirectories
    /// Starts the account's persistent upload queue (also repairs and queues takes a killed run left) and
    /// gives the one uploader over it.
    var startUploads: @Sendable () async throws -> LivePracticeUploader
    var cueCache: CueCache
    var practice: any PracticeRepository
    var track: @Sendable (PracticeEvent) -> Void
    /// The account snapshot as the server last said it (revalidated alongside the saved copy), for
    /// the evaluation flag; `nil` when it cannot be read.
    var latestSnapshot: @Sendable () async -> AccountSnapshotCache.Snapshot?
    /// Reads a take's evaluation.
    var evaluations: any EvaluationRepository
    /// The on-device preview (the device's setting decides whether it measures).
    var takeAnalyzer: TakeAnalyzer
    /// What else waits on this device (other accounts here, other servers), for the queued ending.
    var waitingElsewhere: @Sendable () -> UploadsCommand.Held = { UploadsCommand.Held(accounts: 0, servers: []) }

    static func live(_ app: AppDependencies) -> Dependencies {
      Dependencies(
        requireProfile: { try await app.requireProfile(fromSavedCopy: true) },
        accountDirectories: { try app.signedInAccountDirectories() },
        startUploads: { app.practiceUploader(over: try await app.startUploadQueue()) }, cueCache: app.cueCache,
        practice: app.practice,
        track: { event in app.track(event) },
        latestSnapshot: {
          guard let pending = await app.accountCache.pendingRevalidation else {
            return try? await app.accountCache.snapshot()
          }
          // The server's newest word if it comes within a second; else `nil`, and the snapshot the command
          // started from decides: a stalled server never holds the take's preview or feedback back.
          let waiting = Task<AccountSnapshotCache.Snapshot?, any Error> { await pending.value }
          let answered = try? await SavedCopyRace.first(of: waiting, within: .seconds(1))
          return (try? answered?.get()) ?? nil
        },
        evaluations: app.evaluations, takeAnalyzer: app.takeAnalyzer,
        waitingElsewhere: {
          UploadsCommand.Held(accounts: app.uploadsHeldForOtherAccounts(), servers: app.uploadsWaitingForOtherServers())
        })
    }

    /// How the round follows its take's evaluation: `nil` with `--no-feedback`. The flag is the
    /// server's latest word, else the snapshot the command started from.
    /// The device's measurement is local work, so `deadline` (the command's network time) waits while
    /// it runs: a slow machine never spends the upload's time on the preview.
    func feedback(_ snapshot: AccountSnapshotCache.Snapshot, noFeedback: Bool, deadline: CommandDeadline)
      -> FeedbackDependencies?
    {
      guard !noFeedback else { return nil }
      let latest = latestSnapshot
      let analyzer = takeAnalyzer
      let measuring = TakeAnalyzer.examining { file throws(TakeAnalyzerError) in
        let result: Result<TakeContent, TakeAnalyzerError> = await deadline.pausing {
          do throws(TakeAnalyzerError) { return .success(try await analyzer.examine(file)) } catch {
            return .failure(error)
          }
        }
        return try result.get()
      }
      return .over(
        snapshot: { await latest() ?? snapshot }, practice: practice, evaluations: evaluations, analyzer: measuring)
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let strings = context.strings
    guard let cueID = context.arguments.positionals.first, context.arguments.positionals.count == 1 else {
      throw UsageError(strings.string("cli.usage.one_cue_id"))
    }
    let timeout = try context.arguments.value("timeout").map { try UploadsCommand.parseTimeout($0, strings) } ?? 120
    let requestedSeconds = try context.arguments.value("seconds").map { try RecordCommand.parseSeconds($0, strings) }
    let interactive = context.console.isInteractive && !context.arguments.flag("json")
    let audio = try Self.audioFile(context)
    defer { audio?.remove() }
    let sourceFactory = try Self.sourceFactory(context, audio: audio, interactive: interactive)
    let dependencies = Dependencies.live(try AppDependencies.live(context))
    // From the saved account (revalidated alongside, ADR 0012): its upload limit is at most a day
    // old, and a limit lowered since then is refused by the server with its reason.
    let (profile, snapshot) = try await dependencies.requireProfile()
    // Before any processing: a file is taken whole or refused; a live take fits the limit.
    let limits = try Self.limits(
      audio: audio, maxBytes: snapshot.config.upload.maxBytes, requestedSeconds: requestedSeconds, strings: strings)
    let cue = try await CueLookup.require(
      cueID, profile: profile, cache: dependencies.cueCache, repository: dependencies.practice, strings)
    let recordings: URL
    let dataFolder = AppDirectories.chatterbox(environment: context.environment).dataDirectory
    let account = try dependencies.accountDirectories()
    do { recordings = try account.createIfNeeded(account.recordingsDirectory) } catch {
      throw CLIError.storage(error, dataFolder: dataFolder, strings)
    }
    let uploader = try await dependencies.startUploads()  // also repairs and queues takes a killed run left
    let queue = try await uploader.queue()
    let recorder = CLIPracticeRecorder(
      source: sourceFactory, recordings: recordings, maxSeconds: limits.maxSeconds, console: context.console,
      interactive: interactive, strings: strings, noticesLimit: audio == nil)
    if !context.arguments.flag("json") { context.console.out(Self.render(cue, strings)) }
    let review = interactive && !context.arguments.flag("yes")
    let player = review ? try Self.player(context) : nil
    let roundDependencies = PracticeRoundDependencies(
      recorder: recorder, uploader: uploader, player: player,
      analytics: dependencies.track, isPermanentFailure: { jobID in Self.lastError(of: jobID, in: queue)?.isPermanent },
      feedback: dependencies.feedback(
        snapshot, noFeedback: context.arguments.flag("no-feedback"), deadline: context.deadline))
    // Read before the take: a queued ending then names what else waits without touching the disk again.
    let waiting = UploadsCommand.waitingLines(dependencies.waitingElsewhere(), strings)
    let practised = await Self.practise(
      cue, dependencies: roundDependencies, context: context, review: review, canPlay: review, timeout: timeout,
      queuedJob: { uploader.lastJobID }, waiting: waiting)
    await queue.stop()
    return try report(
      practised, cue: cue, queue: queue, timeout: timeout, context: context, waiting: waiting,
      recordingFailure: recorder.lastFailure)
  }

  /// The review's player: `--player`, else `CHATTERBOX_PLAYER`, else the platform's (`AVAudioPlayer`
  /// on Apple, the first of `aplay`, `paplay`, `pw-play`, `ffplay` found elsewhere). One that cannot
  /// be found still answers `p`, with the reason; a badly quoted command is a usage error (exit 64)
  /// before anything is recorded.
  static func player(_ context: CommandContext) throws -> any AudioPlayer {
    let named = context.arguments.value("player") ?? context.environment["CHATTERBOX_PLAYER"]
    do throws(PlaybackError) {
      return try SystemAudioPlayer.resolve(command: named, searchPath: context.environment["PATH"])
    } catch { throw UsageError(context.strings.string("playback.error.invalid_command")) }
  }

  /// `recordingFailure`: why the take could not be recorded, in the recorder's words (which
  /// capture command and why), shown instead of the view model's "Could not record the take."
  private func report(
    _ practised: Practised, cue: Cue, queue: UploadQueue, timeout: Int, context: CommandContext, waiting: [String],
    recordingFailure: String? = nil
  ) throws -> ExitCode {
    // The deadline passed and its ending spoke (and this work's result is dropped): say nothing more.
    guard context.deadline.claimFinalWords() else { return .temporaryFailure }
    let output = CommandOutput(context)
    let strings = context.strings
    switch practised.outcome {
    case .uploaded(let recordingID, let duration):
      var json: [String: Any] = [
        "cue_id": cue.id, "recording_id": recordingID, "duration_seconds": duration, "uploaded": true,
      ]
      json["evaluation"] = Self.feedbackJSON(practised)
      let feedback = Self.feedbackLines(practised, strings: strings, explain: context.arguments.flag("explain"))
      if practised.announcedUpload, !feedback.isEmpty {
        context.console.out(feedback.joined(separator: "\n"))
      } else if !practised.announcedUpload {
        output.emit(json: json) {
          let uploaded = Self.uploadedLine(cueID: cue.id, duration: duration, strings: strings)
          return ([uploaded] + feedback).joined(separator: "\n")
        }
      }
      return .success
    case .discarded:
      output.emit(json: ["cue_id": cue.id, "uploaded": false, "discarded": true]) {
        strings.string("cli.practice.discarded")
      }
      return .success
    case .queued(let jobID):
      // Offline, the device's preview is all the feedback there is (marked as a preview).
      var json: [String: Any] = ["cue_id": cue.id, "uploaded": false, "queued": true, "job_id": jobID]
      json["evaluation"] = practised.preview.map { Self.previewJSON($0) }
      output.emit(json: json) {
        ([strings.string("cli.practice.queued", .int(timeout))]
          + Self.previewLines(
            practised.preview, strings: strings, explain: context.arguments.flag("explain"))
          + waiting).joined(separator: "\n")
      }
      return .temporaryFailure
    case .interrupted:
      throw CLIError(strings.string("cli.practice.interrupted"), exitCode: .interrupted)
    case .recordingFailed(let failure):
      // The failure's own words (its catalog key looked up), never the key itself (issue 24).
      if failure == nil || failure == .recordingFailed, let recordingFailure { throw CLIError(recordingFailure) }
      throw CLIError(
        failure.map { FailureMessages.text(for: $0, strings) } ?? strings.string("cli.error.practice.recording_failed"))
    case .refused(let jobID):
      let reason = Self.lastError(of: jobID, in: queue).map { UploadsCommand.reason($0, strings) } ?? ""
      throw CLIError(strings.string("cli.error.practice.refused", .string(reason), .string(String(jobID.prefix(8)))))
    case .uploadFailed(let jobID, let failure):
      // The queue's own reason when it recorded one, else the view model's.
      let reason =
        Self.lastError(of: jobID, in: queue).map { UploadsCommand.reason($0, strings) }
        ?? FailureMessages.text(for: failure, strings)
      // An untrusted certificate is the learner's to fix (--ca-file), like in every other command.
      let untrusted = Self.lastError(of: jobID, in: queue)?.key == UploadsCommand.untrustedCertificateKey
      throw CLIError(
        strings.string(
          "cli.error.practice.kept_for_retry",
          .string(
            strings.string("cli.error.practice.upload_failed", .string(reason)))),
        exitCode: untrusted ? .configuration : .temporaryFailure)
    }
  }

  /// Why the queue last failed `jobID`, if it did.
  static func lastError(of jobID: String, in queue: UploadQueue) -> UploadErrorInfo? {
    queue.jobs.first(where: { $0.id.rawValue == jobID })?.lastError
  }

  /// The round on a terminal: the take (with the review prompt when someone is there), then the
  /// upload with a progress line, for at most `timeout` seconds or until Ctrl-C. `queuedJob` is the
  /// queue's job for the take once it holds it, for a deadline that ends the command first.
  @MainActor
  static func practise(
    _ cue: Cue, dependencies: PracticeRoundDependencies, context: CommandContext, review: Bool, canPlay: Bool,
    timeout: Int, queuedJob: @escaping @Sendable () -> String?, waiting: [String] = []
  ) async -> Practised {
    let round = PracticeRound(cue: cue, dependencies: dependencies)
    let terminalEnded = TerminalEnded()
    // The take and its review are the learner's time: the command's deadline waits.
    let take = await context.deadline.pausing {
      await Self.take(round, context: context, review: review, canPlay: canPlay, terminalEnded: terminalEnded)
    }
    if case .readyToUpload = take, terminalEnded.value {
      // Nobody is there to say upload or discard: queue the take, as the full-screen app does on a signal.
      switch await round.queueTakeForLater() {
      case .queued, .nothingToQueue: return Practised(outcome: .interrupted(jobID: ""), feedback: .off, preview: nil)
      case .failed: return Practised(outcome: .recordingFailed(.enqueueFailed), feedback: .off, preview: nil)
      }
    }
    guard case .readyToUpload = take else {
      if case .ended(let outcome) = take { return Practised(outcome: outcome, feedback: .off, preview: nil) }
      return Practised(outcome: .discarded, feedback: .off, preview: nil)
    }
    // From here the take is safe whatever the server does (queued, or saved where the queue picks it
    // up): a deadline that passes before the report, on a loaded machine, says so instead of "no answer".
    let cueID = cue.id
    context.deadline.endWhenPassed {
      Self.endQueued(cueID: cueID, jobID: queuedJob(), context: context, timeout: timeout, waiting: waiting)
    }
    let outcome = await upload(round, context: context, timeout: timeout)
    guard case .uploaded(let recordingID, let duration) = outcome else {
      return Practised(outcome: outcome, feedback: .off, preview: round.preview)
    }
    let uploaded = UploadedTake(cueID: cue.id, recordingID: recordingID, duration: duration)
    let (feedback, announced) = await followFeedback(round, uploaded: uploaded, context: context, timeout: timeout)
    return Practised(outcome: outcome, feedback: feedback, preview: round.preview, announcedUpload: announced)
  }

  /// The take, with the review prompt when someone is there.
  @MainActor
  static func take(
    _ round: PracticeRound, context: CommandContext, review: Bool, canPlay: Bool, terminalEnded: TerminalEnded
  ) async -> PracticeRound.TakeResult {
    await round.takeToUpload { answer in
      guard review else { return .upload }
      if let check = round.reviewCheck {
        context.console.out(FeedbackMessages.noSpeechAtReview(check, context.strings))
      }
      var choice = await ReviewPrompt.ask(
        answer: answer, console: context.console, strings: context.strings, canPlay: canPlay)
      while choice == .play {
        _ = await ReviewPrompt.play(
          round, duration: answer.duration, console: context.console, strings: context.strings)
        choice = await ReviewPrompt.ask(
          answer: answer, console: context.console, strings: context.strings, canPlay: true)
      }
      switch choice {
      case .upload, .play: return .upload
      case .redo: return .redo
      case .discard: return .discard
      case .terminalEnded, .interrupted:
        terminalEnded.value = true
        return .upload
      }
    }
  }

  /// The upload with a progress line, until it settles, what is left of the command's deadline
  /// runs out (`timeout` without one), or Ctrl-C.
  @MainActor
  static func upload(_ round: PracticeRound, context: CommandContext, timeout: Int) async -> PracticeRound.Outcome {
    let progress = ProgressLine(
      console: context.console, enabled: context.console.isInteractive && !context.arguments.flag("json"),
      strings: context.strings)
    let quiet = context.console.isInteractive || context.arguments.flag("json")
    let model = round.model
    let watcher = Task { @MainActor in
      var saidWaiting = false
      while !Task.isCancelled {
        if case .uploading(let state) = model.phase { progress.show(state) }
        if case .uploading(.waitingForNetwork) = model.phase, !saidWaiting, !quiet {
          saidWaiting = true  // without a terminal, one line instead of a silent wait
          context.console.error(context.strings.string("cli.practice.waiting_for_network", .int(timeout)))
        }
        try? await context.deadline.time.sleep(.milliseconds(100))  // a progress refresh, not a wait for an outcome
      }
    }
    // Ctrl-C stops following the upload; the job stays queued on disk for `uploads retry`.
    let trap = SignalTrap()
    let stopper = Task { @MainActor in
      for await _ in trap.signals {
        round.interruptUpload()
        break
      }
    }
    // Ends a little before the command's deadline, so the learner reads that the take is queued
    // rather than the generic "no answer in time".
    let within = context.deadline.remaining.map { max(.zero, $0 - Self.queueingMargin) } ?? .seconds(timeout)
    let end = await round.upload(within: within)
    stopper.cancel()
    trap.cancel()
    watcher.cancel()
    progress.finish()
    return await round.outcome(of: end)
  }

  static func render(_ cue: Cue, _ strings: Localizer) -> String {
    let content = CueContent(markdown: cue.body)
    let difficulty = strings.string("cues.difficulty.\(cue.difficulty.rawValue)")
    var lines = ["", TerminalSafeText.line("\(cue.title)  [\(difficulty)]"), "", content.plainPrompt]
    if !content.hints.isEmpty { lines += [""] + content.hints.map { "  • \($0)" } }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// `--audio`'s file, read and checked before anything else happens; a pipe or a WAV streamed with
  /// placeholder sizes is read from a private copy (``AudioFileInput``, ADR 0072) that the caller removes.
  static func audioFile(_ context: CommandContext) throws -> AudioFileInput? {
    let strings = context.strings
    guard let audio = context.arguments.value("audio") else { return nil }
    guard context.arguments.value("source") == nil else {
      throw UsageError(strings.string("cli.usage.audio_or_source"))
    }
    do {
      let input = try AudioFileInput.open(audio, temporaryFolder: AudioFileInput.temporaryFolder(context.environment))
      if input.holdsLessThanItsHeaderSays {
        context.console.error(strings.string("cli.audio_file.holds_less", .string(audio)))
      }
      return input
    } catch {
      throw CLIError(error.sentence(path: audio, strings), exitCode: .dataError)
    }
  }

  static func sourceFactory(
    _ context: CommandContext, audio: AudioFileInput?, interactive: Bool
  ) throws -> @Sendable () throws -> any PCMSource {
    if let url = audio?.url { return { try WAVFileSource(url: url) } }
    return try RecordCommand.sourceMaker(context.arguments.value("source"), interactive: interactive, context: context)
  }
}

/// Set when the terminal ended during the review (``ReviewPrompt/Choice/terminalEnded``), or the
/// learner pressed Ctrl-C there (``ReviewPrompt/Choice/interrupted``): the take is then
/// queued, not uploaded while nobody watches. Read and written on the main actor only.
@MainActor
final class TerminalEnded {
  var value = false
}
