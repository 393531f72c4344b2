import AppFeature
import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import PracticeFeature
import TerminalUI

extension PracticeCommand {
  /// What the round came to, with its take's feedback.
  struct Practised {
    /// How the upload ended.
    let outcome: PracticeRound.Outcome
    /// How following the evaluation ended (`.off` when nothing was followed).
    let feedback: PracticeRound.FeedbackEnd
    /// The on-device preview, when one was measured and the server's result did not replace it.
    let preview: Feedback?
    /// The "Uploaded" line is already out (before "Analysing…"), so the report does not repeat it.
    var announcedUpload = false
  }

  /// "Uploaded (4.5 s). See it with 'chatterbox history --cue en-002'."
  static func uploadedLine(cueID: String, duration: Double, strings: Localizer) -> String {
    let length = strings.string("common.duration.seconds_text", .string(String(format: "%.1f", duration)))
    return strings.string("cli.practice.uploaded", .string(length), .string(cueID))
  }

  /// A take the server has: what the report and a deadline's ending say of it.
  struct UploadedTake: Sendable {
    let cueID: String
    let recordingID: String
    let duration: Double

    /// ``PracticeCommand/uploadedLine(cueID:duration:strings:)`` for this take.
    func line(_ strings: Localizer) -> String {
      PracticeCommand.uploadedLine(cueID: cueID, duration: duration, strings: strings)
    }

    /// The command's end when its deadline passes after the upload: uploaded (exit 0), with the
    /// evaluation pending when the round was waiting for it (`history` shows it later). The
    /// "Uploaded" line only when it is not out yet (`announced`).
    func end(_ context: CommandContext, announced: Bool, evaluationPending: Bool) -> ExitCode {
      let strings = context.strings
      var json: [String: Any] = [
        "cue_id": cueID, "recording_id": recordingID, "duration_seconds": duration, "uploaded": true,
      ]
      if evaluationPending { json["evaluation"] = ["state": "pending", "reason": "timed_out", "preview": false] }
      let lines =
        (announced ? [] : [line(strings)]) + (evaluationPending ? [FeedbackMessages.pending(.timedOut, strings)] : [])
      if context.arguments.flag("json") || !lines.isEmpty {
        CommandOutput(context).emit(json: json) { lines.joined(separator: "\n") }
      }
      return .success
    }
  }

  /// The command's end when its deadline passes once the take is safe but not uploaded: queued (or
  /// left for the queue to pick up), as the report says it; exit 75. No preview: the round shows it only
  /// once the upload has ended. `--json` names the queue's job (`job_id`, as the report does) when the
  /// queue already holds the take; a take the deadline caught before that is picked up from the
  /// recordings folder by the next queue run, and has none yet.
  static func endQueued(
    cueID: String, jobID: String?, context: CommandContext, timeout: Int, waiting: [String] = []
  ) -> ExitCode {
    var json: [String: Any] = ["cue_id": cueID, "uploaded": false, "queued": true]
    json["job_id"] = jobID
    CommandOutput(context).emit(json: json) {
      ([context.strings.string("cli.practice.queued", .int(timeout))] + waiting).joined(separator: "\n")
    }
    return .temporaryFailure
  }

  /// After an upload: follows the take's evaluation (AppFeature decides whether there is one), within
  /// what is left of the command's deadline (less the margin the report needs). Without `--json`, once
  /// it waits, `uploaded` goes out first and then "Analysing…" on stderr; the result says whether it
  /// did. Ctrl-C stops the wait, never the take: it is on the server. A deadline that passes before
  /// the report ends the command as uploaded with its evaluation pending (exit 0), never "no answer".
  @MainActor
  static func followFeedback(_ round: PracticeRound, uploaded: UploadedTake, context: CommandContext, timeout: Int)
    async -> (end: PracticeRound.FeedbackEnd, announcedUpload: Bool)
  {
    let json = context.arguments.flag("json")
    let said = LockedValue(false)
    let waits = LockedValue(false)
    context.deadline.endWhenPassed { uploaded.end(context, announced: said.value, evaluationPending: waits.value) }
    let watcher = Task { @MainActor in
      while !Task.isCancelled {
        if case .waitingForEvaluation = round.model.phase {
          waits.withLock { $0 = true }
          if !said.value, !json {
            said.withLock { $0 = true }
            context.console.out(uploaded.line(context.strings))
            context.console.error(FeedbackMessages.analysing(context.strings))
          }
        }
        try? await context.deadline.time.sleep(.milliseconds(100))  // a progress refresh, not a wait for an outcome
      }
    }
    let trap = SignalTrap()
    let stopper = Task { @MainActor in
      for await _ in trap.signals {
        round.stopFollowingFeedback()
        break
      }
    }
    let within = context.deadline.remaining.map { max(.zero, $0 - Self.queueingMargin) } ?? .seconds(timeout)
    let end = await round.followFeedback(within: within)
    stopper.cancel()
    trap.cancel()
    watcher.cancel()
    await watcher.value
    return (end, said.value)
  }

  /// The feedback's lines for the terminal: the sentence (or why there is none), the rate beside native
  /// speakers' and the learner's best, the quality notes, a preview while the server's result is
  /// pending; with `explain` (`--explain`), the numbers, each with a plain line on what it means. Empty
  /// when there is nothing to say.
  static func feedbackLines(_ practised: Practised, strings: Localizer, explain: Bool = false) -> [String] {
    switch practised.feedback {
    case .off, .unrecognized: return []
    case .ready(let feedback): return sayings(feedback, strings, explain: explain)
    case .failed(let reason): return [FeedbackMessages.failed(reason, strings)]
    case .pending(let pause):
      return (practised.preview.map { sayings($0, strings, explain: explain) } ?? [])
        + [FeedbackMessages.pending(pause, strings)]
    }
  }

  /// A take still queued: its on-device preview's lines, if it has one.
  static func previewLines(_ preview: Feedback?, strings: Localizer, explain: Bool = false) -> [String] {
    preview.map { sayings($0, strings, explain: explain) } ?? []
  }

  /// A take still queued: its preview as `--json`'s `evaluation` (`pending`, reason `not_uploaded`).
  static func previewJSON(_ preview: Feedback) -> [String: Any] {
    var object = EvaluationJSON.object(state: "pending", feedback: preview)
    object["reason"] = "not_uploaded"
    return object
  }

  private static func sayings(_ feedback: Feedback, _ strings: Localizer, explain: Bool) -> [String] {
    [FeedbackMessages.sentence(for: feedback, strings)]
      + (FeedbackMessages.rateInContext(for: feedback, strings).map { [$0] } ?? [])
      + FeedbackMessages.qualityNotes(feedback.qualityNotes, strings).map { "  • \($0)" }
      + (explain ? [""] + explainedLines(feedback.result, strings) : [])
  }

  /// `--explain`: each number, and under it a plain line on what it means (ADR 0059).
  static func explainedLines(_ result: EvaluationResult, _ strings: Localizer) -> [String] {
    FeedbackMessages.explainedDetails(for: result, strings).flatMap { [$0.line, "  " + $0.explanation] }
  }

  /// `--json`'s `evaluation` object; `nil` when nothing was followed (the flag off, `--no-feedback`).
  static func feedbackJSON(_ practised: Practised) -> [String: Any]? {
    switch practised.feedback {
    case .off: return nil
    case .ready(let feedback): return EvaluationJSON.object(state: "ready", feedback: feedback)
    case .failed(let reason): return ["state": "failed", "reason": reason.rawValue, "preview": false]
    case .unrecognized: return ["state": "unrecognized", "preview": false]
    case .pending(let pause):
      let reason =
        switch pause {
        case .timedOut: "timed_out"
        case .unreachable: "unreachable"
        case .stopped: "stopped"
        }
      var object = practised.preview.map { EvaluationJSON.object(state: "pending", feedback: $0) } ?? ["preview": false]
      object["state"] = "pending"
      object["reason"] = reason
      return object
    }
  }
}

/// Evaluations as JSON for `practice --json` and `history --json`: the state, the measures in their
/// units, the quality notes and the previous attempt. Numbers only; no server text.
enum EvaluationJSON {
  /// `feedback` under `state`, with `preview` saying whether the device measured it.
  static func object(state: String, feedback: Feedback) -> [String: Any] {
    var object: [String: Any] = ["state": state, "preview": feedback.isPreview, "result": result(feedback.result)]
    object["quality_notes"] = feedback.qualityNotes.map(\.rawValue)
    object["reference_rate"] = referenceRate(feedback.nativeRate)
    object["personal_best"] = personalBest(feedback.personalBest)
    if let comparison = feedback.comparison {
      object["previous_attempt"] = ["speech_rate": comparison.previous, "trend": comparison.direction.rawValue]
    }
    return object
  }

  /// A recording's evaluation as the server gave it (`history --json`).
  static func object(_ evaluation: RecordingEvaluation) -> [String: Any] {
    var object: [String: Any] = ["state": evaluation.state.rawValue]
    if let reason = evaluation.failureReason { object["reason"] = reason.rawValue }
    if let result = evaluation.result {
      object["result"] = self.result(result)
      object["quality_notes"] = QualityNote.notes(for: result.quality).map(\.rawValue)
      object["not_compared_reason"] = result.notComparableReason?.rawValue ?? NSNull()
    }
    if let evaluatedAt = evaluation.evaluatedAt { object["evaluated_at"] = evaluatedAt.formatted(.iso8601) }
    return object
  }

  /// How fast native speakers read the language aloud (ADR 0059), the articulation rate's reference:
  /// the range shown, the study's mean, the unit, what it measures and the source; `null` for a
  /// language without a published figure.
  static func referenceRate(_ native: NativeSpeechRate?) -> Any {
    guard let native else { return NSNull() }
    return [
      "language": native.languageCode, "low": native.low, "high": native.high, "mean": native.mean,
      "unit": NativeSpeechRate.unit, "measure": "articulation_rate", "speech": "read_aloud", "source": native.source,
    ] as [String: Any]
  }

  /// The learner's fastest comparable rates at the cue (ADR 0055's rule), and over how many attempts;
  /// `null` without one (a preview, or attempts that could not be read).
  static func personalBest(_ best: PersonalBest?) -> Any {
    guard let best else { return NSNull() }
    return [
      "articulation_rate": best.articulationRate, "speech_rate": best.speechRate,
      "compared_attempts": best.comparedTakes,
    ] as [String: Any]
  }

  /// The measures, one key each, in seconds and syllables per second.
  static func result(_ result: EvaluationResult) -> [String: Any] {
    [
      "duration_seconds": result.durationSeconds, "speaking_time_seconds": result.speakingTimeSeconds,
      "pause_count": result.pauseCount, "mean_pause_seconds": result.meanPauseSeconds,
      "longest_pause_seconds": result.longestPauseSeconds, "syllable_count": result.syllableCount,
      "speech_rate": result.speechRate, "articulation_rate": result.articulationRate,
      "confidence": result.confidence,
      "quality": [
        "clipped": result.quality.clipped, "too_quiet": result.quality.tooQuiet,
        "signal_to_noise_db": result.quality.signalToNoiseDB,
      ],
    ]
  }
}
