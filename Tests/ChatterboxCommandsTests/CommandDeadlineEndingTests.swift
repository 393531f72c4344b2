import AppFeature
import ChatterboxAPI
import ChatterboxAPITestSupport
import ChatterboxPresentation
import CuesFeature
import Foundation
import Networking
import Observability
import PracticeFeature
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// A command whose work outlives its deadline (a machine too loaded to write the report in time)
/// ends with the words it gave ``CommandDeadline/endWhenPassed(_:)`` once its work was safe, not
/// with "no answer from the server".
@Suite struct CommandDeadlineEndingTests {
  /// Sets `ending` (when given), then works far past its 0.3 s deadline, on the deadline's own clock.
  struct SlowCommand: Command {
    let name = "slow"
    let usage = "chatterbox slow"
    let options: [OptionSpec] = []
    let hasDiscussion = false
    let ending: (@Sendable (CommandContext) -> ExitCode)?

    func networkDeadline(_ context: CommandContext) throws -> Duration? { .milliseconds(300) }

    func run(_ context: CommandContext) async throws -> ExitCode {
      if let ending { context.deadline.endWhenPassed { ending(context) } }
      try await context.deadline.time.sleep(.seconds(30))
      context.console.out("the report, too late")
      return .success
    }
  }

  func context(_ out: LockedValue<String>) -> CommandContext {
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in out.withLock { $0 += text } },
      isInteractive: false)
    return CommandContext(
      arguments: ParsedArguments(), console: console, environment: [:], globalOptions: ParsedArguments())
  }

  /// Runs `command` on a test clock to its deadline and the watchdog's grace: real time never decides
  /// which of the work and the watchdog comes first (on a loaded machine both woke together, and the work printed first).
  func executePastTheDeadline(_ command: SlowCommand, _ out: LockedValue<String>) async -> ExitCode {
    let clock = TestClock()
    var context = context(out)
    context.deadline = CommandDeadline(time: clock.source, processStartedAgo: { nil })
    let running = Task { [context] in await ChatterboxCLI.execute(command, context: context) }
    await clock.waitForSleepers(2)  // the work, and the watchdog waiting out the deadline
    clock.advance(by: .milliseconds(300))
    await clock.waitForSleepers(2)  // the work, and the watchdog's grace for a report
    clock.advance(by: CommandDeadline.exitGrace)
    return await running.value
  }

  @Test func withoutAnEndingThePassedDeadlineIsNoAnswer() async {
    let out = LockedValue("")
    let code = await executePastTheDeadline(SlowCommand(ending: nil), out)
    #expect(code == .unavailable)
    #expect(out.value.contains("No answer from the server"), "\(out.value)")
    #expect(!out.value.contains("too late"), "the work is left behind, not waited for")
  }

  @Test func theCommandsEndingReplacesNoAnswer() async {
    let out = LockedValue("")
    let command = SlowCommand { context in
      context.console.out("Your answer is saved and queued.")
      return .temporaryFailure
    }
    let code = await executePastTheDeadline(command, out)
    #expect(code == .temporaryFailure)
    #expect(out.value == "Your answer is saved and queued.\n", "only the command's own words, once: \(out.value)")
  }

  /// A deadline that passes while the command writes its report leaves the report as the one outcome:
  /// the ending is not printed over it (two JSON documents on stdout, seen beside stress-ng).
  @Test(.timeLimit(.minutes(3))) func aReportBeingWrittenWhenTheDeadlinePassesIsTheOnlyOutcome() async throws {
    struct ReportingCommand: Command {
      let name = "reporting"
      let usage = "chatterbox reporting"
      let options: [OptionSpec] = []
      let hasDiscussion = false
      let claimed: AsyncStream<Void>.Continuation
      let gate: AsyncStream<Void>

      func networkDeadline(_ context: CommandContext) throws -> Duration? { .seconds(1) }

      func run(_ context: CommandContext) async throws -> ExitCode {
        context.deadline.endWhenPassed {
          context.console.out("the ending")
          return .temporaryFailure
        }
        guard context.deadline.claimFinalWords() else { return .temporaryFailure }
        claimed.yield()
        for await _ in gate { break }  // the report is being written as the deadline passes
        context.console.out("the report")
        return .success
      }
    }
    let clock = TestClock()
    let out = LockedValue("")
    var context = context(out)
    context.deadline = CommandDeadline(time: clock.source, processStartedAgo: { nil })
    let (claimedStream, claimed) = AsyncStream<Void>.makeStream()
    let (gate, open) = AsyncStream<Void>.makeStream()
    let command = ReportingCommand(claimed: claimed, gate: gate)
    let running = Task { [context] in await ChatterboxCLI.execute(command, context: context) }
    for await _ in claimedStream { break }
    await clock.waitForSleepers(1)  // the watchdog, waiting out the deadline
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)  // its grace for the work's own report
    clock.advance(by: CommandDeadline.exitGrace)
    // The watchdog has given up on the work (it cuts the deadline short first) before the report is out.
    while !context.deadline.wasCutShort { try await Task.sleep(for: .milliseconds(5)) }
    open.yield()
    #expect(await running.value == .success)
    #expect(out.value == "the report\n", "one outcome, the report's: \(out.value)")
  }

  @Test func practiceEndsQueuedBeforeTheUploadAndUploadedAfterIt() throws {
    let out = LockedValue("")
    let parsed = try ArgumentParser.parse(["en-001", "--json"], options: PracticeCommand().options)
    let console = Console(out: { text in out.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let json = CommandContext(arguments: parsed, console: console, environment: [:], globalOptions: ParsedArguments())

    #expect(PracticeCommand.endQueued(cueID: "en-001", jobID: "job_7", context: json, timeout: 20) == .temporaryFailure)
    let queued = try #require(try JSONSerialization.jsonObject(with: Data(out.value.utf8)) as? [String: Any])
    #expect(queued["queued"] as? Bool == true && queued["uploaded"] as? Bool == false)
    #expect(queued["job_id"] as? String == "job_7", "the job, as the ordinary report names it")

    out.withLock { $0 = "" }
    // Caught before the queue held it: left for the next queue run, no job yet.
    #expect(PracticeCommand.endQueued(cueID: "en-001", jobID: nil, context: json, timeout: 20) == .temporaryFailure)
    let unqueued = try #require(try JSONSerialization.jsonObject(with: Data(out.value.utf8)) as? [String: Any])
    #expect(unqueued["queued"] as? Bool == true && unqueued["job_id"] == nil)

    out.withLock { $0 = "" }
    let take = PracticeCommand.UploadedTake(cueID: "en-001", recordingID: "rec_1", duration: 4.5)
    #expect(take.end(json, announced: false, evaluationPending: true) == .success)
    let uploaded = try #require(try JSONSerialization.jsonObject(with: Data(out.value.utf8)) as? [String: Any])
    #expect(uploaded["recording_id"] as? String == "rec_1" && uploaded["uploaded"] as? Bool == true)
    #expect((uploaded["evaluation"] as? [String: Any])?["state"] as? String == "pending")

    out.withLock { $0 = "" }
    let text = CommandContext(
      arguments: try ArgumentParser.parse(["en-001"], options: PracticeCommand().options), console: console,
      environment: [:], globalOptions: ParsedArguments())
    #expect(take.end(text, announced: true, evaluationPending: false) == .success)
    #expect(out.value.isEmpty, "the Uploaded line is out already and no evaluation is followed: \(out.value)")
  }

  /// The on-device preview is local work: the command's deadline, which counts network time, stands
  /// still while it measures (ADR 0038), and runs again once it is done.
  @Test func practicesPreviewStopsTheDeadlinesClock() async throws {
    let deadline = CommandDeadline()
    deadline.start(.seconds(60))
    let pausedWhileMeasuring = LockedValue<Bool?>(nil)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dependencies = PracticeCommand.Dependencies(
      requireProfile: { throw CancellationError() }, accountDirectories: { throw CancellationError() },
      startUploads: { throw CancellationError() }, cueCache: CueCache(directory: folder),
      practice: TestPracticeRepository.unimplemented, track: { _ in }, latestSnapshot: { nil },
      evaluations: TestEvaluationRepository.offline,
      takeAnalyzer: TakeAnalyzer { _ throws(TakeAnalyzerError) in
        pausedWhileMeasuring.withLock { $0 = deadline.isPaused }
        throw .noSpeech
      })
    let feedback = try #require(dependencies.feedback(.ana(), noFeedback: false, deadline: deadline))
    let analyzer = try #require(feedback.analyzer)
    await #expect(throws: TakeAnalyzerError.noSpeech) { try await analyzer.analyze(folder) }
    #expect(pausedWhileMeasuring.value == true)
    #expect(!deadline.isPaused)
    #expect(dependencies.feedback(.ana(), noFeedback: true, deadline: deadline) == nil)
  }

  /// The binary's deadline counts the process's start-up, however long a loaded machine took (issue 34:
  /// `--timeout 8` ended at 10.7 s when loading took over 2 s); a longer-lived process counts from the command.
  @Test func theBinarysDeadlineCountsItsWholeStartUp() {
    let clock = TestClock()
    let binary = CommandDeadline(
      time: clock.source, processStartedAgo: { .seconds(3) }, processRunsOnlyThisCommand: true)
    binary.start(.seconds(8))
    #expect(binary.remaining == .seconds(5))
    let inProcess = CommandDeadline(time: clock.source, processStartedAgo: { .seconds(3) })
    inProcess.start(.seconds(8))
    #expect(inProcess.remaining == .seconds(8))
    let justStarted = CommandDeadline(time: clock.source, processStartedAgo: { .milliseconds(500) })
    justStarted.start(.seconds(8))
    #expect(justStarted.remaining == .milliseconds(7500))
  }
}
