import AudioCapture
import ChatterboxAPI
import Foundation
import Observation
import SpeechSynthesis

/// What a shell needs to let the learner hear a cue's model answer (issue 38): a synthesizer, a folder
/// for what it spoke, a player, and where the language and the learner's own takes come from.
public struct ModelAnswerDependencies: Sendable {
  /// Speaks the answer.
  public var synthesizer: any SpeechSynthesizer
  /// Where spoken answers are kept (the app's caches).
  public var folder: URL
  /// Plays what was spoken; `nil`: nothing plays, and the listener says so.
  public var player: (any AudioPlayer)?
  /// The model answer's own measures (the on-device analysis); `nil` when it cannot say.
  public var measure: @Sendable (URL) async -> EvaluationResult?
  /// The practice language (the active profile's); `nil` when it is not known.
  public var language: @Sendable () async -> String?
  /// The learner's attempts at a cue, for the pace beside the model's; `nil` when they cannot be had.
  /// Asked once the answer has played: the host bounds the wait (the app: 2 s), so a slow server
  /// never keeps the screen at "playing".
  public var learnerAttempts: @Sendable (_ cueID: String) async -> CueAttempts?

  /// Creates the value; the language, the learner's takes and the measures are unknown unless given.
  public init(
    synthesizer: any SpeechSynthesizer, folder: URL, player: (any AudioPlayer)?,
    measure: @escaping @Sendable (URL) async -> EvaluationResult? = { _ in nil },
    language: @escaping @Sendable () async -> String? = { nil },
    learnerAttempts: @escaping @Sendable (_ cueID: String) async -> CueAttempts? = { _ in nil }
  ) {
    self.synthesizer = synthesizer
    self.folder = folder
    self.player = player
    self.measure = measure
    self.language = language
    self.learnerAttempts = learnerAttempts
  }
}

/// The model answer of one cue as a shell shows it: speaking, playing (with its length), played (with the
/// pace beside the learner's), or why not. Both shells drive it the same way: ``listen(slowly:)``, ``stop()``.
@MainActor
@Observable
public final class ModelAnswerListener {
  /// Where listening stands.
  public enum State: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// The synthesizer is speaking the answer into a file (`slowly`: at ``SpeechRate/slow``).
    case speaking(slowly: Bool)
    /// The answer is playing; `seconds` is its length.
    case playing(slowly: Bool, seconds: Double)
    /// It played to its end (or was stopped); `pace` is the model's beside the learner's.
    case played(slowly: Bool, pace: ModelAnswerPace)
    /// It could not be spoken or played.
    case failed(Failure)
  }

  /// Why the answer was not heard.
  public enum Failure: Equatable, Sendable {
    /// The server sent no model answer for the cue.
    case noAnswer
    /// The practice language is not known yet (the account could not be read).
    case noLanguage
    /// The synthesizer could not speak it (no synthesizer, no voice, …).
    case synthesis(SpeechSynthesisError)
    /// The player could not play it.
    case playback(PlaybackError)
  }

  /// The cue whose answer this is.
  public let cue: Cue
  /// Where listening stands.
  public private(set) var state: State = .idle
  @ObservationIgnored private let dependencies: ModelAnswerDependencies
  @ObservationIgnored private var playing: Task<PlaybackError?, Never>?

  /// A listener for `cue`'s model answer.
  public init(cue: Cue, dependencies: ModelAnswerDependencies) {
    self.cue = cue
    self.dependencies = dependencies
  }

  /// Whether the cue has a model answer to listen to.
  public var hasAnswer: Bool { cue.sampleAnswer?.isEmpty == false }

  /// Whether it is being spoken or played now.
  public var isBusy: Bool {
    switch state {
    case .speaking, .playing: true
    default: false
    }
  }

  /// Speaks the answer (``SpeechRate/slow`` when `slowly`; or takes the copy kept), plays it to its end,
  /// then measures it beside the learner's latest comparable take. A call while busy stops the first.
  public func listen(slowly: Bool = false) async {
    if isBusy {
      await stop()
      return
    }
    let dependencies = dependencies
    guard let language = await dependencies.language() else {
      state = .failed(.noLanguage)
      return
    }
    let rate: SpeechRate = slowly ? .slow : .normal
    guard let answer = ModelAnswer(cue: cue, language: language, rate: rate) else {
      state = .failed(.noAnswer)
      return
    }
    state = .speaking(slowly: slowly)
    let speech: SynthesizedSpeech
    do throws(SpeechSynthesisError) {
      speech = try await answer.speak(with: dependencies.synthesizer, into: dependencies.folder)
    } catch {
      state = .failed(.synthesis(error))
      return
    }
    let seconds = Double(speech.duration.components.seconds) + Double(speech.duration.components.attoseconds) / 1e18
    let cueID = cue.id
    async let model = dependencies.measure(speech.file)
    guard let player = dependencies.player else {
      state = .failed(.playback(.noPlayer(searched: [])))
      return
    }
    state = .playing(slowly: slowly, seconds: seconds)
    let played = Task { () -> PlaybackError? in
      do { try await player.play(speech.file, for: seconds) } catch {
        return error as? PlaybackError ?? .launchFailed(name: "", reason: "\(error)")
      }
      return nil
    }
    playing = played
    let failure = await withTaskCancellationHandler {
      await played.value
    } onCancel: {
      played.cancel()
    }
    playing = nil
    if let failure {
      state = .failed(.playback(failure))
      return
    }
    let learner = await dependencies.learnerAttempts(cueID)
    state = .played(slowly: slowly, pace: ModelAnswerPace(model: await model, learnerAttempts: learner))
  }

  /// Stops what is playing: the player is stopped and the state becomes `played` (with the pace
  /// once it is measured).
  public func stop() async {
    guard case .playing(let slowly, _) = state else { return }
    playing?.cancel()
    state = .played(slowly: slowly, pace: ModelAnswerPace(model: nil, learner: nil))
    await dependencies.player?.stop()
  }
}
