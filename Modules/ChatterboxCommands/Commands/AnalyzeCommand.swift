import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import PracticeFeature
import PracticeFeatureLive
import TerminalUI

/// `chatterbox analyze <take.wav> [--json]` (issue 37): the on-device analysis of a recording, with
/// the preview's numbers, words and quality notes, and no session or network, so a learner can check a
/// recording before practising and a script can batch files. `-` reads standard input, and a pipe or a
/// WAV streamed with placeholder sizes is read too (``AudioFileInput``, ADR 0072). `--language <code>` puts the articulation
/// rate beside native speakers' of that language (ADR 0059); `--explain` adds a line on each number.
struct AnalyzeCommand: Command {
  let name = "analyze"
  let usage = "chatterbox analyze <take.wav | -> [--language <code>] [--explain] [--json]"
  var options: [OptionSpec] { [OptionSpec("language", value: "code"), OptionSpec("explain"), .json] }
  let hasDiscussion = true

  /// No request of its own: the analysis runs on this device.
  func networkDeadline(_ context: CommandContext) throws -> Duration? { nil }

  func run(_ context: CommandContext) async throws -> ExitCode {
    let strings = context.strings
    guard let path = context.arguments.positionals.first else {
      throw UsageError(strings.string("cli.usage.missing_take"))
    }
    if let extra = context.arguments.positionals.dropFirst().first {
      throw UsageError(strings.string("cli.usage.unexpected_argument", .string(extra)))
    }
    if path == "-", isatty(STDIN_FILENO) == 1 {
      throw UsageError(strings.string("cli.usage.analyze_stdin_terminal"))
    }
    let input: AudioFileInput
    do {
      input = try AudioFileInput.open(
        path, allowsStandardInput: true, temporaryFolder: AudioFileInput.temporaryFolder(context.environment))
    } catch {
      let exitCode: ExitCode = error == .missing || error == .folder ? .noInput : .dataError
      throw CLIError(error.sentence(path: path, strings), exitCode: exitCode)
    }
    defer { input.remove() }
    if input.holdsLessThanItsHeaderSays {
      context.console.error(strings.string("cli.audio_file.holds_less", .string(path)))
    }
    let output = CommandOutput(context)
    let file = input.url
    let analysis: TakeContent
    do {
      analysis = try await TakeAnalyzer.offTheCallersActor {
        Result { () throws(TakeAnalyzerError) in try TakeAnalyzer.analyzeFile(file) }
      }.get()
    } catch {
      // The header passed the analysis's own limits above: what fails now is a file changed since.
      throw CLIError(
        strings.string("cli.error.cannot_use_audio", .string(path), .string(strings.string("cli.audio_file.changed"))),
        exitCode: .dataError)
    }
    switch analysis {
    case .speech(let result):
      let native = context.arguments.value("language").flatMap(NativeSpeechRate.forLanguage)
      output.emit(json: Self.json(path: path, result: result, native: native)) {
        Self.text(result, native: native, explain: context.arguments.flag("explain"), strings)
      }
    case .notSpeech(let named):
      let heard = named ?? "silence"
      output.emit(json: ["file": path, "speech": false, "heard": heard]) {
        strings.string("cli.analyze.no_speech", .string(path)) + " " + strings.string("cli.analyze.heard.\(heard)")
      }
    }
    return .success
  }

  /// The sentence, the rate beside native speakers' (with `native`), the quality notes, then the numbers
  /// a line each, with `explain` each followed by what it means: what the preview shows.
  static func text(
    _ result: EvaluationResult, native: NativeSpeechRate? = nil, explain: Bool = false, _ strings: Localizer
  ) -> String {
    let feedback = Feedback(
      recordingID: nil, cueID: "", result: result, comparison: nil, isPreview: false, nativeRate: native,
      personalBest: nil)
    let numbers =
      explain
      ? PracticeCommand.explainedLines(result, strings) : FeedbackMessages.details(for: result, strings)
    return
      ([FeedbackMessages.sentence(for: feedback, strings)]
      + (FeedbackMessages.rateInContext(for: feedback, strings).map { [$0] } ?? [])
      + FeedbackMessages.qualityNotes(feedback.qualityNotes, strings)
      + [""] + numbers).joined(separator: "\n")
  }

  /// `practice --json`'s `result`, `quality_notes` and `reference_rate` (`null` without `--language`, or
  /// for a language without a published figure), under the file they describe.
  static func json(path: String, result: EvaluationResult, native: NativeSpeechRate? = nil) -> [String: Any] {
    [
      "file": path, "speech": true, "result": EvaluationJSON.result(result),
      "quality_notes": QualityNote.notes(for: result.quality).map(\.rawValue),
      "reference_rate": EvaluationJSON.referenceRate(native),
    ]
  }
}
