import AppFeature
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import Localization
import Observability
import Synchronization
import TerminalUI

/// The overall deadline on one command's network work (issue 25): its `--timeout` where it has
/// one, else ``standard`` (or `CHATTERBOX_COMMAND_TIMEOUT` seconds). Time spent waiting for the
/// learner (a prompt, a live take, its review) is not counted: wrap it in ``pausing(_:)``. When the
/// deadline passes, ``run(_:_:)`` ends the command with ``timedOut(after:_:)`` (exit 69), or with the
/// ending the command gave ``endWhenPassed(_:)`` once its work was safe, without waiting for the work
/// it cancels, and the exit work gets ``exitGrace``.
///
/// ```swift
/// let accepted = await context.deadline.pausing { await ReviewPrompt.ask(…) }
/// let end = await round.upload(within: context.deadline.remaining ?? .seconds(timeout))
/// ```
final class CommandDeadline: Sendable {
  /// The deadline of a command without a `--timeout` of its own.
  static let standard: Duration = .seconds(30)
  /// Overrides ``standard`` (seconds, decimals allowed): for scripts on slow links, and for tests.
  static let environmentVariable = "CHATTERBOX_COMMAND_TIMEOUT"
  /// What the exit work (saving the network log, handing analytics over) gets once the command
  /// has given up on the server: the process ends within a second of its deadline.
  static let exitGrace: Duration = .milliseconds(250)
  /// What the exit work gets without a deadline (the interactive app, once the learner quit): a
  /// slow server never holds the terminal after the screen is gone.
  static let quitGrace: Duration = .seconds(2)

  private struct State {
    var limit: Duration?
    /// Readings of ``time``'s uptime.
    var started: Duration = .zero
    var paused: Duration = .zero
    var pausedSince: Duration?
    var pauses = 0
    var cutShort = false
    var ending: (@Sendable () -> ExitCode)?
    var finalWordsClaimed = false
  }
  private let state = Mutex(State())
  /// What the deadline is counted and waited on (a test clock in unit tests).
  let time: TimeSource
  private let processStartedAgo: @Sendable () -> Duration?
  private let processRunsOnlyThisCommand: Bool

  /// No deadline until ``start(_:)``. `processStartedAgo` is how long ago the process started, on the
  /// machine's clock (``processAge()`` live; `nil` with a test clock, whose time the process never had).
  /// `processRunsOnlyThisCommand`: the `chatterbox` binary, whose process is the command (its deadline
  /// then counts the whole start-up, however long a loaded machine took).
  init(
    time: TimeSource = .system, processStartedAgo: @escaping @Sendable () -> Duration? = processAge,
    processRunsOnlyThisCommand: Bool = false
  ) {
    self.time = time
    self.processStartedAgo = processStartedAgo
    self.processRunsOnlyThisCommand = processRunsOnlyThisCommand
  }

  /// Starts counting `limit` from when this process started — the learner's wait began when they
  /// pressed Enter, and loading the program on a busy machine is part of it — when the process runs
  /// only this command, or started under 2 s ago; else from now (a command run inside a longer-lived
  /// process: tests, `demo`, the interactive app).
  func start(_ limit: Duration) {
    let wholeProcess = processRunsOnlyThisCommand
    let age = processStartedAgo().flatMap { wholeProcess || $0 < .seconds(2) ? $0 : nil } ?? .zero
    let now = time.uptime()
    state.withLock { $0 = State(limit: limit, started: now - age) }
  }

  /// How long ago this process started (Linux: `/proc/self/stat` against `/proc/uptime`), or `nil`.
  static func processAge() -> Duration? {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
        let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // Field 22, starttime in clock ticks since boot, is the 20th after "(comm)" (proc(5)).
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 19, let ticks = Double(fields[19]),
        let now = uptime.split(separator: " ").first.flatMap({ Double($0) })
      else { return nil }
      let age = now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
      return age >= 0 ? .milliseconds(Int(age * 1000)) : nil
    #else
      return nil
    #endif
  }

  /// What is left of the deadline, not counting paused time (never negative); `nil` without one.
  var remaining: Duration? {
    state.withLock { state in
      guard let limit = state.limit else { return nil }
      let now = time.uptime()
      let paused = state.paused + (state.pausedSince.map { now - $0 } ?? .zero)
      return max(.zero, limit - (now - state.started - paused))
    }
  }

  /// Whether the learner is being waited for (the clock is stopped).
  var isPaused: Bool { state.withLock { $0.pausedSince != nil } }

  /// Runs `body` with the clock stopped: the learner's time at a prompt or recording a take.
  ///
  /// ```swift
  /// let yes = await context.deadline.pausing { await Self.confirmDelete(id, …) }
  /// ```
  func pausing<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> sending T
  ) async rethrows -> sending T {
    let pausedAt = time.uptime()
    state.withLock { state in
      if state.pauses == 0 { state.pausedSince = pausedAt }
      state.pauses += 1
    }
    defer {
      let resumedAt = time.uptime()
      state.withLock { state in
        state.pauses -= 1
        if state.pauses == 0, let since = state.pausedSince {
          state.paused += resumedAt - since
          state.pausedSince = nil
        }
      }
    }
    return try await body()
  }

  /// How the command ends if the deadline passes from now on, instead of ``timedOut(after:_:)``:
  /// `ending` prints the command's own last words and returns its exit code. For work that is safe
  /// whatever the server does (`practice` once the take is saved: "queued", exit 75), so a machine
  /// too loaded to write the report before the deadline still tells the truth. It runs on the
  /// deadline's task while the command's work is cancelled, so it must not wait for that work.
  /// The last call wins.
  ///
  /// ```swift
  /// context.deadline.endWhenPassed { console.error(queuedLine); return .temporaryFailure }
  /// ```
  func endWhenPassed(_ ending: @escaping @Sendable () -> ExitCode) {
    state.withLock { $0.ending = ending }
  }

  /// The ending given to ``endWhenPassed(_:)``, if any.
  var ending: (@Sendable () -> ExitCode)? { state.withLock(\.ending) }

  /// Claims the right to print the command's outcome: `true` once, for the first caller. The command's
  /// report claims it before writing, and so does the deadline before its ending, so a deadline that
  /// passes while the report is being written never prints a second outcome over it (two JSON
  /// documents on stdout, seen beside stress-ng); the one that loses prints nothing.
  func claimFinalWords() -> Bool {
    state.withLock { state in
      defer { state.finalWordsClaimed = true }
      return !state.finalWordsClaimed
    }
  }

  /// Records that the command stopped waiting for the server (it showed a saved copy, or gave
  /// up): the exit work then gets ``exitGrace`` rather than what is left of the deadline.
  func cutShort() {
    state.withLock { $0.cutShort = true }
  }

  /// Whether the command stopped waiting for the server (``cutShort()``).
  var wasCutShort: Bool { state.withLock(\.cutShort) }

  /// How long the exit work may take: ``quitGrace`` without a deadline, ``exitGrace`` after
  /// ``cutShort()``, else what is left of the deadline (at least ``exitGrace``).
  var exitBudget: Duration {
    guard let remaining else { return Self.quitGrace }
    return wasCutShort ? Self.exitGrace : max(remaining, Self.exitGrace)
  }

  /// The deadline for a command without a `--timeout`: `CHATTERBOX_COMMAND_TIMEOUT` seconds when
  /// set (a usage error when it is not a positive number), else ``standard``.
  ///
  /// ```swift
  /// try CommandDeadline.standard(context) // .seconds(30)
  /// ```
  static func standard(_ context: CommandContext) throws -> Duration {
    guard let text = context.environment[environmentVariable] else { return standard }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
      throw UsageError(context.strings.string("cli.usage.command_timeout_env", .string(environmentVariable)))
    }
    return .milliseconds(Int(seconds * 1000))
  }

  /// The failure when the deadline passes: in words, exit 69 (unavailable), `timeout` for scripts.
  static func timedOut(after limit: Duration, _ strings: Localizer) -> CLIError {
    let seconds = Int((Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18).rounded(.up))
    return CLIError(strings.string("cli.error.deadline", .int(seconds)), exitCode: .unavailable, kind: "timeout")
  }
}

extension CommandDeadline {
  /// Runs `command` under its deadline (``Command/networkDeadline(_:)``): its exit code, or as soon
  /// as the deadline passes the ending given to ``endWhenPassed(_:)`` (else ``timedOut(after:_:)``
  /// thrown); the command's work is then cancelled and left behind, never waited for.
  ///
  /// ```swift
  /// return try await CommandDeadline.run(command, context)
  /// ```
  static func run(_ command: any Command, _ context: CommandContext) async throws -> ExitCode {
    guard let limit = try command.networkDeadline(context) else { return try await command.run(context) }
    let deadline = context.deadline
    deadline.start(limit)
    let outcome = Once<Result<ExitCode, any Error>?>()
    let work = Task { () -> Result<ExitCode, any Error> in
      let result: Result<ExitCode, any Error>
      do { result = .success(try await command.run(context)) } catch { result = .failure(error) }
      outcome.resume(result)
      return result
    }
    let watchdog = Task {
      while !Task.isCancelled {
        let left = deadline.remaining ?? .zero
        if left <= .zero, !deadline.isPaused { break }
        // Paused, the clock is stopped: look again later (a prompt is slow next to this).
        try? await deadline.time.sleep(deadline.isPaused ? max(left, .milliseconds(250)) : left)
      }
      // Work that is finishing (writing its report) gets a moment to answer for itself, so a late
      // timer on a loaded machine does not print a second, different outcome over its own.
      if !Task.isCancelled { try? await deadline.time.sleep(Self.exitGrace) }
      outcome.resume(nil)
    }
    guard let result = await outcome.wait() else {
      deadline.cutShort()
      // The report is being written: it is the outcome, however late.
      guard deadline.claimFinalWords() else { return try await work.value.get() }
      work.cancel()
      if let ending = deadline.ending { return ending() }
      throw timedOut(after: limit, context.strings)
    }
    watchdog.cancel()
    return try result.get()
  }
}
