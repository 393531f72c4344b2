import CLITestSupport
import ChatterboxPresentation
import Foundation

@testable import ChatterboxComposition

/// `tmux`, for the tests that need the full-screen app on a real pseudo-terminal.
let tmuxBinary: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// One tmux server of its own (`-L`), with the app's session.
struct TmuxPane {
  let tmux: String
  let socket = "chatterbox-test-\(UUID().uuidString.prefix(8))"
  let target = "app"

  /// Runs `tmux -L <socket> <arguments>`; its stdout. Spawned with every signal unblocked and at
  /// its default: a test thread blocks most signals, a child inherits that mask, and a tmux server
  /// started with SIGCHLD and SIGTERM blocked never reaps its clients nor stops. Output goes
  /// through a file, not a pipe: the server the first command starts would hold a pipe open.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
    defer { unlink(file) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    let keepsOutput = !arguments.contains("new-session")
    posix_spawn_file_actions_addopen(&actions, 1, keepsOutput ? file : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([tmux, "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, tmux, &actions, &attributes, argv, environ)
    guard status == 0 else { throw CLIError("cannot run tmux: \(status)") }
    var exit: Int32 = 0
    while waitpid(pid, &exit, 0) < 0, errno == EINTR {}
    return keepsOutput ? ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "") : ""
  }

  func capture() throws -> String { try run(["capture-pane", "-p", "-t", target]) }

  func value(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", target, "#{\(format)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func pid() throws -> Int32 {
    guard let pid = Int32(try value("pane_pid")) else { throw CLIError("no pane") }
    return pid
  }

  /// The app started from the pane's shell: the shell's child.
  func appPID() throws -> Int32 {
    let shell = try pid()
    let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    guard let pid = children.split(separator: " ").first.flatMap({ Int32($0) }) else { throw CLIError("no app") }
    return pid
  }

  /// `stty -a` of the pane's terminal, with a leading space so " icanon" matches only the flag on.
  func stty() throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/stty")
    process.arguments = ["-F", try value("pane_tty"), "-a"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    return " " + String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
  }

  /// Whether the pane's terminal is in raw mode without echo, as a key reader sets it: the state a
  /// test waits for before it types at a prompt (a question printed is not yet a question read).
  func isRaw() throws -> Bool {
    let modes = try stty()
    return modes.contains(" -icanon") && modes.contains(" -echo ")
  }

  /// The bytes `pid` has read so far (`rchar` of `/proc/<pid>/io`): what a test waits on to know the
  /// app has read what it typed, not merely that tmux sent it.
  static func bytesRead(by pid: Int32) throws -> Int {
    let text = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }),
      let count = Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
    else { throw CLIError("no rchar for \(pid)") }
    return count
  }

  /// Stops the server (the app gets SIGHUP) and removes its socket, which tmux leaves behind.
  func kill() {
    _ = try? run(["kill-server"])
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    unlink("\(directory)/tmux-\(getuid())/\(socket)")
  }
}

extension TmuxPane {
  /// A wait for the pane that ran out; it carries what the pane showed then.
  struct Timeout: Error, CustomStringConvertible {
    let description: String
  }

  /// Polls `condition` every 50 ms until it holds, for at most `limit` of wall time: a hang guard, not
  /// a bound. A condition that throws counts as not yet.
  func waitUntil(within limit: Duration, _ condition: () throws -> Bool) async throws {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while clock.now < end {
      if (try? condition()) == true { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Timeout(description: "still waiting after \(limit); the pane:\n\((try? capture()) ?? "")")
  }

  /// ``waitUntil(within:_:)`` over what the pane shows.
  func waitForScreen(within limit: Duration, _ condition: (String) -> Bool) async throws {
    try await waitUntil(within: limit) { condition(try capture()) }
  }
}
