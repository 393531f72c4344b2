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
/// recording before practising and a script can batch files.
struct AnalyzeCommand: Command {
  let name = "analyze"
  let usage = "chatterbox analyze <take.wav> [--json]"
  var options: [OptionSpec] { [.json] }
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
    let file = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
      throw CLIError(strings.string("cli.error.analyze.no_file", .string(path)), exitCode: .noInput)
    }
    let output = CommandOutput(context)
    do {
      let analysis = try await TakeAnalyzer.offTheCallersActor {
        Result { () throws(TakeAnalyzerError) in try TakeAnalyzer.analyzeFile(file) }
      }.get()
      switch analysis {
      case .speech(let result):
        output.emit(json: Self.json(path: path, result: result)) { Self.text(result, strings) }
      case .notSpeech(let named):
        let heard = named ?? "silence"
        output.emit(json: ["file": path, "speech": false, "heard": heard]) {
          strings.string("cli.analyze.no_speech", .string(path)) + " "
            + strings.string("cli.analyze.heard.\(heard)")
        }
      }
      return .success
    } catch {
      throw CLIError(strings.string("cli.error.analyze.not_a_wav", .string(path)), exitCode: .dataError)
    }
  }

  /// The sentence, the quality notes, then the numbers a line each: what the preview shows.
  static func text(_ result: EvaluationResult, _ strings: Localizer) -> String {
    let feedback = Feedback(recordingID: nil, cueID: "", result: result, comparison: nil, isPreview: false)
    return
      ([FeedbackMessages.sentence(for: feedback, strings)]
      + FeedbackMessages.qualityNotes(feedback.qualityNotes, strings)
      + [""] + FeedbackMessages.details(for: result, strings)).joined(separator: "\n")
  }

  /// `practice --json`'s `result` and `quality_notes`, under the file they describe.
  static func json(path: String, result: EvaluationResult) -> [String: Any] {
    [
      "file": path, "speech": true, "result": EvaluationJSON.result(result),
      "quality_notes": QualityNote.notes(for: result.quality).map(\.rawValue),
    ]
  }
}
