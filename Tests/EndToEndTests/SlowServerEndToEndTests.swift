import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import Observability
import TerminalUI
import TestSupport
import Testing

/// Issue 25, "deadlines the learner can see", end to end: the real `chatterbox` binary against the
/// dev server behind a front that (a) accepts and never answers, (b) drips a byte a second, or (c)
/// sends its status line and headers and stalls. Every command ends within its deadline + 1 s;
/// `cues`, `whoami` and `languages` show their saved copy after the 2 s patience (long before their
/// deadline, whatever the runner's load), saying the server is slow — `history` too,
/// since issue 35; and no child burns more than 10 % of a core while it waits (spinning costs all of one). The commands of one mode
/// run at once (each with an 8 s deadline), so the suite costs seconds, not minutes.
@Suite("Slow server: deadlines hold", .enabled(if: devServerAvailable && cliBinary != nil), .serialized)
struct SlowServerEndToEndTests {
  /// `CHATTERBOX_COMMAND_TIMEOUT` and `--timeout` for the children.
  static let deadline = 8.0
  /// Slack for starting the binary and the process ending, on top of each promise.
  static let startSlack = 0.5
  /// The deadline of a command that has a saved copy to show. Long, so that the copy's bound below can be
  /// generous about start-up on a loaded runner (CI's lanes side by side took up to 4.5 s to start a child)
  /// and still tell the patience's copy (2 s after the command's start) from one shown only when the
  /// deadline ends the wait. A command that works exits right after its copy, so the length costs nothing.
  static let savedCopyDeadline = 30.0
  /// When a saved copy must be on screen, from the spawn: half of `savedCopyDeadline`. The test log
  /// prints every figure (2.3–2.5 s on a quiet machine, 6.2–6.5 s in CI's side-by-side lanes).
  static let savedCopyBound = savedCopyDeadline / 2
  /// The most of a core a waiting child may use (see where it is checked).
  static let busyBound = 0.10

  enum Mode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case neverAnswers, dripsAByteASecond, headersThenStall

    var answer: HostileFront.Answer {
      switch self {
      case .neverAnswers: .stall(seconds: 600)
      case .dripsAByteASecond: .drip(interval: 1)
      case .headersThenStall: .headersThenStall(seconds: 600)
      }
    }

    var testDescription: String { rawValue }
  }

  /// What one command must do against the slow server.
  enum Expectation: Sendable {
    /// Its saved copy, said to be one for a slow server, within `savedCopyBound`; exit 0.
    case savedCopy
    /// A `--json` saved copy: valid JSON, `offline` and `slow_server` true; exit 0.
    case savedCopyJSON
    /// Gives up at its deadline with one of `codes` and words on stderr.
    case givesUp(codes: Set<Int32>)

    var isSavedCopy: Bool {
      if case .givesUp = self { false } else { true }
    }
  }

  // One mode at a time: eight CLIs at once is the load under test; twenty-four on two cores measured
  // the machine, not the deadlines.
  @Test(
    "Every command ends within its deadline + 1 s, saved copies show after 2 s, CPU stays idle",
    .serialized, arguments: Mode.allCases)
  func commandsAgainstASlowServer(mode: Mode) async throws {
    try await HostileServerTests.withStage { stage in
      // Saved copies to fall back on: the cues (which also hold the cue practised), the account, the languages,
      // the history (issue 35).
      for arguments in [["cues"], ["whoami", "--refresh"], ["languages"], ["history"]] {
        let primed = await stage.cli.run(arguments)
        #expect(primed.code == .success, "\(arguments): \(primed.err)")
      }
      // The deadline counts network time only: the on-device preview is local work it waits for (ADR 0038),
      // a second or more of a debug build's CPU among eight children on two cores. Off, `practice`'s wall time
      // is its network time, which is what this suite bounds (the preview's own deadline test is in
      // CommandDeadlineEndingTests).
      #expect(await stage.cli.run(["settings", "preview", "off"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      stage.script.misbehave.withLock { $0 = { _ in mode.answer } }

      let cases: [([String], Expectation)] = [
        (["cues"], .savedCopy),
        (["cues", "--json"], .savedCopyJSON),
        (["whoami", "--refresh"], .savedCopy),
        (["languages"], .savedCopy),
        (["history"], .savedCopy),
        (["login", "--email", "slow-\(UUID().uuidString.prefix(6).lowercased())@example.com"], .givesUp(codes: [69])),
        // The take reaches the queue for `uploads retry` (75): nothing the server holds back (the account's
        // revalidation, the evaluation flag) may keep it out (ADR 0037).
        (
          ["practice", "en-002", "--audio", input.path, "--timeout", "\(Int(Self.deadline))"],
          .givesUp(codes: [75])
        ),
        (["language", "set", "es"], .givesUp(codes: [69])),
      ]
      let runs = try cases.map { arguments, expectation in
        try TimedCLI(stage.cli, arguments, deadline: expectation.isSavedCopy ? Self.savedCopyDeadline : Self.deadline)
      }
      for (run, (arguments, expectation)) in zip(runs, cases) {
        let result = await run.finish()
        let label = "\(mode.rawValue) \(arguments.joined(separator: " "))"
        switch expectation {
        case .savedCopy, .savedCopyJSON:
          #expect(result.status == 0, "\(label): exit \(result.status) \(result.stderr)")
          let shownAt = try #require(result.firstOutput, "\(label): printed nothing; \(result.stderr)")
          #expect(shownAt <= Self.savedCopyBound, "\(label): saved copy shown after \(shownAt) s")
          #expect(result.elapsed <= Self.savedCopyBound + Self.startSlack, "\(label): exited after \(result.elapsed) s")
          if case .savedCopyJSON = expectation {
            let object = try #require(
              try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(label)")
            #expect(object["offline"] as? Bool == true && object["slow_server"] as? Bool == true, "\(label): \(object)")
          } else {
            #expect(result.stdout.contains("The server is slow to answer"), "\(label): \(result.stdout)")
          }
        case .givesUp(let codes):
          #expect(codes.contains(result.status), "\(label): exit \(result.status) \(result.stderr)")
          // The deadline runs from the command's start; the process's own start-up under load is slack.
          #expect(result.elapsed <= Self.deadline + 1.0 + Self.startSlack, "\(label): exited after \(result.elapsed) s")
          #expect(!result.stderr.isEmpty || !result.stdout.isEmpty, "\(label): said nothing")
          // A step with nothing saved to show says the server is slow instead of waiting in silence (issue 35).
          if arguments.first == "login" || arguments.first == "language" {
            #expect(result.stderr.contains("The server is slow to answer"), "\(label): \(result.stderr)")
          }
          if result.status == 69 {
            #expect(
              result.stderr.contains("No answer from the server within \(Int(Self.deadline)) s"),
              "\(label): \(result.stderr)")
          }
        }
        // Spinning costs a whole core; waiting costs 0–3 % here, up to 5.4 % on a loaded runner, where the
        // child's own start-up runs past the 0.5 s that `busyFraction(after:)` leaves out.
        if let busy = result.busy {
          #expect(busy <= Self.busyBound, "\(label): \(Int(busy * 100)) % of a core while waiting")
        }
        print("slow-server \(label): \(result.summary)")
      }

      // Last, as it ends the session: signed out here whatever the server does, and said so.
      let logout = try await TimedCLI(stage.cli, ["logout"], deadline: Self.deadline).finish()
      print("slow-server \(mode.rawValue) logout: \(logout.summary)")
      #expect(logout.elapsed <= Self.deadline + 1.0, "\(mode.rawValue) logout: exited after \(logout.elapsed) s")
      if mode == .headersThenStall {
        // logout's answer (204) has no body: its headers are the whole answer, and the server did sign out.
        #expect(logout.status == 0 && logout.stdout.contains("Signed out."), "\(logout.stdout) \(logout.stderr)")
      } else {
        #expect(logout.status == 69, "\(mode.rawValue) logout: exit \(logout.status) \(logout.stderr)")
        #expect(logout.stderr.contains("Signed out here; the server could not confirm"), "\(logout.stderr)")
        #expect(logout.stderr.contains("The server is slow to answer"), "\(logout.stderr)")
      }
      #expect(await stage.cli.run(["whoami"]).code == .failure, "still signed in after logout")
      if let busy = logout.busy {
        #expect(busy <= Self.busyBound, "logout: \(Int(busy * 100)) % of a core while waiting")
      }
    }
  }

  @Test("A deadline that is not a number of seconds is a usage error, before any request")
  func badDeadlineVariable() async throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("slow-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let err = LockedValue("")
    let console = Console(out: { _ in }, error: { text in err.withLock { $0 += text } }, isInteractive: false)
    let code = await ChatterboxCLI.run(
      arguments: ["cues"],
      environment: [
        "CHATTERBOX_HOME": home.path, "HOME": home.path, "CHATTERBOX_API_URL": "http://127.0.0.1:9",
        "CHATTERBOX_COMMAND_TIMEOUT": "soon",
      ], console: console)
    #expect(code == .usage, "\(err.value)")
    #expect(err.value.contains("CHATTERBOX_COMMAND_TIMEOUT"))
  }
}

/// One `chatterbox` child on a harness's home with a short deadline: when it first printed, when
/// it ended, what it said, and its CPU while waiting.
struct TimedCLI {
  let process: Process
  let started: Date
  let cpu: ProcessCPU
  let stdout: LockedValue<(text: Data, first: Date?)>
  /// When the child ended, stamped by its termination handler: `finish()` is called for one child
  /// after another, so the moment it runs would add the earlier children's waits to later ones.
  let endedAt: LockedValue<Date?>
  let errorFile: URL

  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Seconds from the start to the first byte on stdout.
    let firstOutput: Double?
    let elapsed: Double
    /// CPU seconds per second after start-up (`nil` where it cannot be read).
    let busy: Double?

    /// "exit 0, first output 2.31 s, ended 2.32 s, CPU 0.4 %", for the test log.
    var summary: String {
      let first = firstOutput.map { String(format: "%.2f", $0) } ?? "-"
      let cpu = busy.map { String(format: "%.1f", $0 * 100) } ?? "-"
      return "exit \(status), first output \(first) s, ended \(String(format: "%.2f", elapsed)) s, CPU \(cpu) %"
    }
  }

  init(_ cli: CLIHarness, _ arguments: [String], deadline: Double) throws {
    guard let binary = cliBinary, let api = cli.api else { throw DevServerError.binaryMissing }
    process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = [
      "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": api.absoluteString,
      "CHATTERBOX_COMMAND_TIMEOUT": "\(deadline)",
    ]
    errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("slow-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    let output = LockedValue<(text: Data, first: Date?)>((Data(), nil))
    stdout = output
    let reader = pipe.fileHandleForReading
    let thread = Thread {
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { return }
        output.withLock { state in
          if state.first == nil { state.first = Date() }
          state.text += chunk
        }
      }
    }
    let ended = LockedValue<Date?>(nil)
    endedAt = ended
    process.terminationHandler = { _ in ended.withLock { $0 = Date() } }
    started = Date()
    process.environment = ChildEnvironment.keepingClockShift(process.environment ?? [:])
    try process.run()
    cpu = ProcessCPU(process)
    thread.start()
  }

  /// Waits for the exit (reads stdout to its end) and returns what happened.
  func finish() async -> Result {
    await process.exited()
    // The reader sees end-of-file once the child is gone, and the handler runs just after `isRunning`
    // turns false; give both a moment.
    try? await Task.sleep(for: .milliseconds(100))
    let elapsed = (endedAt.value ?? Date()).timeIntervalSince(started)
    let (text, first) = stdout.value
    defer { try? FileManager.default.removeItem(at: errorFile) }
    return Result(
      status: process.terminationStatus, stdout: String(decoding: text, as: UTF8.self),
      stderr: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
      firstOutput: first.map { $0.timeIntervalSince(started) }, elapsed: elapsed,
      busy: cpu.busyFraction(after: 0.5))
  }
}
