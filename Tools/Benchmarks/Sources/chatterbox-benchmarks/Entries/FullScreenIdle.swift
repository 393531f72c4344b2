import BenchmarkHarness
import Foundation
import Observability

/// What the full-screen app costs while nobody touches it: a release `chatterbox` with no command,
/// signed in, on the cue list, in a tmux pane (a real pseudo-terminal), and the CPU time it uses
/// over a window (utime + stime from `/proc/<pid>/stat`), as CPU seconds per minute. The baseline
/// is `top -b -d 1` in another pane of the same tmux server over the same window: a program that
/// wakes once a second to redraw, read the same way. Issue 24's target: at most 0.1 CPU-s per
/// minute (the app before it redrew ten times a second and polled its keys twenty times).
///
/// One window per round measures both processes at once (whichever side the harness asks for
/// first runs it; the other side's value is that window's); 60 s per window, 10 s with `--quick`
/// (scaled to a minute, so its figure is coarser: one clock tick is 0.06 CPU-s per minute).
///
/// Needs `tmux`, the CLI (`swift build -c release --product chatterbox`; a debug build is used and
/// flagged if that is all there is; `CHATTERBOX_BENCH_CLI=<path>` measures another build) and the
/// dev server (`swift build --package-path Tools/DevServer`); skipped without them.
struct FullScreenIdle: Benchmark {
  let id = "fullscreen-idle-cpu"
  let name = "Full-screen app idle on the cue list: CPU seconds per minute"
  let baselineName = "`top -b -d 1` in the same tmux server, same window"
  var summary: String {
    "chatterbox (no command) signed in and idle on the cue list in a tmux pane; utime+stime from /proc over "
      + "a 60 s window (10 s quick, scaled), as CPU-s per minute, vs top -b -d 1 in the same window."
  }
  var metric: Metric { .plain(unit: "CPU-s/min") }
  var target: Target? { .subjectAtMost(0.1) }
  func iterations(for mode: RunMode) -> Int { mode == .quick ? 10 : 60 }
  func rounds(for mode: RunMode) -> Int? { mode == .quick ? 1 : 3 }
  var warmUpRounds: Int { 0 }

  func makeFixture(iterations: Int) async throws -> any BenchmarkFixture {
    guard let tmux = Subprocess.find("tmux") else {
      throw BenchmarkSkipped("tmux is not installed (apt-get install -y tmux)")
    }
    let (cli, build) = try CLILatency.cliBinary()
    guard
      let server = RepoPaths.executable([
        "Tools/DevServer/.build/release/chatterbox-dev-server", "Tools/DevServer/.build/debug/chatterbox-dev-server",
      ])
    else {
      throw BenchmarkSkipped("dev server not built: run `swift build --package-path Tools/DevServer`, then re-run")
    }
    return try await IdlePanes.start(tmux: tmux, cli: cli, cliBuild: build, server: server)
  }
}

/// The tmux server with the app's pane and top's pane, and the windows measured over them.
final class IdlePanes: MultiValueFixture {
  let tmux: String
  let socket: String
  let appPID: Int32
  let topPID: Int32
  let cliBuild: String
  let directory: TemporaryDirectory
  let server: DevServerProcess
  /// The other side's value from the window the first side ran.
  private let pending = LockedValue<(baseline: Double?, subject: Double?)>((nil, nil))
  private let windows = LockedValue<[(app: Double, top: Double)]>([])

  private init(
    tmux: String, socket: String, appPID: Int32, topPID: Int32, cliBuild: String, directory: TemporaryDirectory,
    server: DevServerProcess
  ) {
    self.tmux = tmux
    self.socket = socket
    self.appPID = appPID
    self.topPID = topPID
    self.cliBuild = cliBuild
    self.directory = directory
    self.server = server
  }

  /// Starts the dev server, signs a learner in with the CLI, opens the app and top in tmux and
  /// waits until the app shows the cue list.
  static func start(tmux: String, cli: URL, cliBuild: String, server binary: URL) async throws -> IdlePanes {
    let directory = try TemporaryDirectory(prefix: "idle")
    let server: DevServerProcess
    do {
      server = try await DevServerProcess(binary: binary, directory: directory.url)
    } catch {
      directory.remove()
      throw error
    }
    let socket = "chatterbox-idle-\(UUID().uuidString.prefix(8))"
    do {
      let home = directory.url.appendingPathComponent("home", isDirectory: true)
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      var environment = ProcessInfo.processInfo.environment.filter { name, _ in !name.hasPrefix("CHATTERBOX_") }
      environment["CHATTERBOX_HOME"] = home.path
      environment["CHATTERBOX_API_URL"] = server.baseURL.absoluteString
      environment["CHATTERBOX_LANG"] = "en"
      let email = "idle@example.com"
      for arguments in [["login", "--email", email], ["open", "<link>"], ["language", "set", "en"]] {
        var arguments = arguments
        if arguments.last == "<link>" { arguments[1] = try await server.magicLink(for: email) }
        let result = try Subprocess.run(cli.path, arguments, environment: environment)
        guard result.status == 0 else {
          throw FixtureError("`chatterbox \(arguments[0])` exited \(result.status)")
        }
      }
      let app =
        "exec env TERM=xterm-256color CHATTERBOX_HOME='\(home.path)' CHATTERBOX_API_URL='\(server.baseURL.absoluteString)' "
        + "CHATTERBOX_LANG=en '\(cli.path)'"
      // Through `sh` with stdio on /dev/null: the tmux server the first command starts inherits
      // its descriptors, and would hold Subprocess's output pipe open for as long as it runs.
      for (name, command) in [("app", app), ("top", "exec top -b -d 1")] {
        let line =
          "'\(tmux)' -L \(socket) -f /dev/null new-session -d -s \(name) -x 100 -y 30 \"\(command)\" </dev/null >/dev/null 2>&1"
        try run("/bin/sh", ["-c", line])
      }
      let appPID = try pid(tmux, socket, "app")
      let topPID = try pid(tmux, socket, "top")
      let deadline = ContinuousClock.now + .seconds(30)
      var screen = ""
      while ContinuousClock.now < deadline {
        screen = String(
          decoding: try run(tmux, ["-L", socket, "capture-pane", "-p", "-t", "app"]).output, as: UTF8.self)
        if screen.contains(" cues"), screen.contains("q quit") { break }
        try await Task.sleep(for: .milliseconds(200))
      }
      guard screen.contains(" cues") else {
        throw FixtureError("the app did not show the cue list within 30 s: \(screen.suffix(300))")
      }
      // Let the launch's work (cue page, account refresh, upload queue start) settle.
      try await Task.sleep(for: .seconds(2))
      return IdlePanes(
        tmux: tmux, socket: socket, appPID: appPID, topPID: topPID, cliBuild: cliBuild, directory: directory,
        server: server)
    } catch {
      _ = try? Subprocess.run(tmux, ["-L", socket, "kill-server"])
      server.stop()
      directory.remove()
      throw error
    }
  }

  func baselineRound(iterations: Int) async throws -> RoundResult {
    if let value = pending.withLock({ state -> Double? in
      defer { state.baseline = nil }
      return state.baseline
    }) {
      return RoundResult(value)
    }
    let window = try await measure(seconds: iterations)
    pending.withLock { $0.subject = window.app }
    return RoundResult(window.top)
  }

  func subjectRound(iterations: Int) async throws -> RoundResult {
    if let value = pending.withLock({ state -> Double? in
      defer { state.subject = nil }
      return state.subject
    }) {
      return RoundResult(value)
    }
    let window = try await measure(seconds: iterations)
    pending.withLock { $0.baseline = window.top }
    return RoundResult(window.app)
  }

  /// Both processes' CPU seconds over one window of `seconds`, per minute.
  private func measure(seconds: Int) async throws -> (app: Double, top: Double) {
    let start = (app: try Self.cpuSeconds(appPID), top: try Self.cpuSeconds(topPID))
    let began = ContinuousClock.now
    try await Task.sleep(for: .seconds(seconds))
    let end = (app: try Self.cpuSeconds(appPID), top: try Self.cpuSeconds(topPID))
    let elapsed = (ContinuousClock.now - began).seconds
    let window = (app: (end.app - start.app) * 60 / elapsed, top: (end.top - start.top) * 60 / elapsed)
    windows.withLock { $0.append(window) }
    return window
  }

  func findings() async -> Findings {
    let all = windows.value
    var notes = [
      "CLI \(cliBuild) build; \(all.count) window(s): app \(all.map { String(format: "%.3f", $0.app) }.joined(separator: ", ")), "
        + "top \(all.map { String(format: "%.3f", $0.top) }.joined(separator: ", ")) CPU-s/min"
    ]
    if all.contains(where: { $0.top == 0 }) {
      notes.append("top used no measurable CPU: the clock tick (10 ms) bounds both figures")
    }
    if cliBuild.hasPrefix("debug") { notes.append("DEBUG build: not comparable") }
    return Findings(notes: notes)
  }

  func tearDown() async {
    _ = try? Subprocess.run(tmux, ["-L", socket, "kill-server"])
    unlink("\(ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp")/tmux-\(getuid())/\(socket)")
    server.stop()
    directory.remove()
  }

  /// utime + stime of `pid`, in seconds.
  static func cpuSeconds(_ pid: Int32) throws -> Double {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { throw FixtureError("process \(pid) is gone") }
    // Fields after the command name: state is field 3, utime 14 and stime 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      throw FixtureError("cannot read /proc/\(pid)/stat")
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  @discardableResult
  private static func run(_ program: String, _ arguments: [String]) throws -> Subprocess.Result {
    let result = try Subprocess.run(program, arguments)
    guard result.status == 0 else { throw FixtureError("\(program) \(arguments.prefix(3)) exited \(result.status)") }
    return result
  }

  private static func pid(_ tmux: String, _ socket: String, _ session: String) throws -> Int32 {
    let output = try run(tmux, ["-L", socket, "list-panes", "-t", session, "-F", "#{pane_pid}"]).output
    guard let pid = Int32(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw FixtureError("no pane for \(session)")
    }
    return pid
  }
}
