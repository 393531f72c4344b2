import AppFeature
import AudioCapture
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import CuesFeature
import Foundation
import Localization
import PracticeFeature
import PracticeFeatureLive
import SpeechSynthesis
import TerminalUI

/// `chatterbox listen <cue-id> [--slow] [--player <cmd>] [--no-play] [--json]` (issue 38): the cue's model
/// answer, spoken on this device in the cue's language (at 0.7× with `--slow`), played, and its pace set
/// beside the learner's latest comparable take ("the model answer: 5.2 syllables per second — you: 4.1").
struct ListenCommand: Command {
  let name = "listen"
  let usage = "chatterbox listen <cue-id> [--slow] [--player <cmd>] [--no-play] [--json]"
  var options: [OptionSpec] {
    [OptionSpec("slow"), OptionSpec("player", value: "command"), OptionSpec("no-play"), .json]
  }
  let hasDiscussion = true

  /// The learner's takes are asked for beside the speaking; this long is waited for them once it is done.
  static let attemptsPatience: Duration = .seconds(2)

  /// Finding the cue and the learner's takes is network time; speaking and playing are this device's.
  func networkDeadline(_ context: CommandContext) throws -> Duration? { try CommandDeadline.standard(context) }

  /// What `listen` uses, and nothing more.
  struct Dependencies: Sendable {
    /// The active profile, from the saved copy when it is fresh (ADR 0012).
    var requireProfile: @Sendable () async throws -> Profile
    var cueCache: CueCache
    var practice: any PracticeRepository
    /// Where spoken answers are kept.
    var modelAnswers: URL

    static func live(_ app: AppDependencies) -> Dependencies {
      Dependencies(
        requireProfile: { try await app.requireProfile(fromSavedCopy: true).0 }, cueCache: app.cueCache,
        practice: app.practice, modelAnswers: app.modelAnswersFolder)
    }
  }

  func run(_ context: CommandContext) async throws -> ExitCode {
    try await run(context, synthesizer: try Self.synthesizer(context), .live(AppDependencies.live(context)))
  }

  /// `CHATTERBOX_TTS`, else the platform's; a badly quoted command is a usage error (exit 64).
  static func synthesizer(_ context: CommandContext) throws -> any SpeechSynthesizer {
    do throws(SpeechSynthesisError) {
      return try AppDependencies.speechSynthesizer(environment: context.environment)
    } catch { throw UsageError(context.strings.string("listen.error.invalid_command")) }
  }

  /// Runs against `dependencies`, built only after the arguments are checked: a usage error never
  /// touches the data folder.
  func run(
    _ context: CommandContext, synthesizer: any SpeechSynthesizer,
    _ dependencies: @autoclosure () throws -> Dependencies
  ) async throws -> ExitCode {
    let strings = context.strings
    guard let cueID = context.arguments.positionals.first, context.arguments.positionals.count == 1 else {
      throw UsageError(strings.string("cli.usage.one_cue_id"))
    }
    let plays = !context.arguments.flag("no-play")
    let player = plays ? try PracticeCommand.player(context) : nil
    let rate: SpeechRate = context.arguments.flag("slow") ? .slow : .normal
    let dependencies = try dependencies()
    let profile = try await dependencies.requireProfile()
    let cue = try await Self.cueWithAnswer(cueID, profile: profile, dependencies, strings)
    guard let answer = ModelAnswer(cue: cue, language: profile.languageCode, rate: rate) else {
      throw CLIError(
        strings.string("listen.error.no_answer", .string(cue.id)), exitCode: .unavailable, kind: "no_answer")
    }
    // The learner's takes come from the server while this device speaks.
    let practice = dependencies.practice
    let attempts = Task { () -> CueAttempts in
      let page = try await practice.recordings(profileID: profile.id, cueID: cue.id, cursor: nil, count: 50)
      return CueAttempts(cueID: cue.id, recordings: page.items)
    }
    defer { attempts.cancel() }
    let spoken: Result<SynthesizedSpeech, SpeechSynthesisError> = await context.deadline.pausing {
      do throws(SpeechSynthesisError) {
        return .success(try await answer.speak(with: synthesizer, into: dependencies.modelAnswers))
      } catch { return .failure(error) }
    }
    let speech: SynthesizedSpeech
    do { speech = try spoken.get() } catch { throw Self.failure(error, strings) }
    let model = await context.deadline.pausing { await AppDependencies.measureModelAnswer(speech.file) }
    let asText = !context.arguments.flag("json")
    if asText { context.console.out(Self.render(cue, answer, strings)) }
    var played = false
    if let player {
      played = await Self.play(speech, with: player, context: context, announce: asText)
    }
    let learner = try? await SavedCopyRace.first(of: attempts, within: Self.attemptsPatience)?.get()
    let pace = ModelAnswerPace(model: model, learnerAttempts: learner)
    guard context.deadline.claimFinalWords() else { return .temporaryFailure }
    CommandOutput(context).emit(json: Self.json(cue, answer, speech, pace: pace, played: played)) {
      ModelAnswerWords.pace(pace, strings)
    }
    return .success
  }

  /// The cue from the saved list, or from the server when it is not there or was saved before model
  /// answers existed.
  static func cueWithAnswer(
    _ id: String, profile: Profile, _ dependencies: Dependencies, _ strings: Localizer
  ) async throws -> Cue {
    let cue = try await CueLookup.require(
      id, profile: profile, cache: dependencies.cueCache, repository: dependencies.practice, strings)
    guard cue.sampleAnswer == nil else { return cue }
    return try await CueLookup.require(id, profile: profile, cache: nil, repository: dependencies.practice, strings)
  }

  /// Plays to the end (or Ctrl-C); a player that fails is said in words and changes no exit code (ADR 0062).
  static func play(
    _ speech: SynthesizedSpeech, with player: any AudioPlayer, context: CommandContext, announce: Bool
  ) async -> Bool {
    let seconds = Double(speech.duration.components.seconds) + Double(speech.duration.components.attoseconds) / 1e18
    if announce {
      context.console.out(context.strings.string("listen.playing", .string(String(format: "%.1f", seconds))))
    }
    do {
      try await context.deadline.pausing { try await player.play(speech.file, for: seconds) }
      return true
    } catch let error as PlaybackError {
      context.console.error(PlaybackWords.text(error, context.strings))
    } catch {
      context.console.error(context.strings.string("playback.error.player_failed", .string("?"), .string("\(error)")))
    }
    return false
  }

  /// A synthesizer's failure in the learner's words: exit 69, this device cannot speak it.
  static func failure(_ error: SpeechSynthesisError, _ strings: Localizer) -> CLIError {
    CLIError(ModelAnswerWords.synthesis(error, strings), exitCode: .unavailable, kind: error.kind.name)
  }

  /// The cue's title, the pace, and the answer's words wrapped to the terminal, safe to print.
  static func render(_ cue: Cue, _ answer: ModelAnswer, _ strings: Localizer) -> String {
    let pace = strings.string(answer.rate == .slow ? "listen.pace.slow" : "listen.pace.normal")
    let title = strings.string("listen.title", .string(TerminalSafeText.line(cue.title)), .string(pace))
    let width = max(40, min(100, TerminalSize.current().columns) - 2)
    let words = DisplayWidth.wrap(TerminalSafeText.line(answer.text), to: width).map { "  " + $0 }
    return ([title, ""] + words + [""]).joined(separator: "\n")
  }

  static func json(
    _ cue: Cue, _ answer: ModelAnswer, _ speech: SynthesizedSpeech, pace: ModelAnswerPace, played: Bool
  ) -> [String: Any] {
    let seconds = Double(speech.duration.components.seconds) + Double(speech.duration.components.attoseconds) / 1e18
    return [
      "cue_id": cue.id, "language": answer.language, "text": answer.text,
      "rate": answer.rate == .slow ? "slow" : "normal", "file": speech.file.path,
      "duration_seconds": (seconds * 100).rounded() / 100, "voice": speech.voice, "played": played,
      "model_speech_rate": pace.model.map { ($0 * 10).rounded() / 10 } ?? NSNull(),
      "your_speech_rate": pace.learner.map { ($0 * 10).rounded() / 10 } ?? NSNull(),
      "you_against_model": pace.learnerAgainstModel?.direction.rawValue ?? NSNull(),
    ]
  }
}
