// `Process` exists only where programs can be launched: not on iOS, tvOS, watchOS or visionOS.
#if os(Linux) || os(macOS) || os(Windows)
  import Foundation
  import Observability

  /// Plays a local file by running a player command, the way capture's `command:` records: the
  /// command the host names (its setting or option; split into words, never through a shell;
  /// the file's path is appended), else the first of ``defaultPlayers`` on `PATH`.
  ///
  /// The player's exit is the end of playback (nothing sleeps the file's length): status 0 is the
  /// end, another status a ``PlaybackError/playerFailed(name:status:lastLine:)`` (or
  /// ``PlaybackError/noAudioDevice(name:lastLine:)`` when its words say so). ``stop()`` sends SIGTERM.
  public actor CommandAudioPlayer: AudioPlayer {
    /// The players a Debian machine may have, in the order tried: ALSA's, PulseAudio's, PipeWire's, FFmpeg's.
    public static let defaultPlayers = ["aplay", "paplay", "pw-play", "ffplay"]

    /// The player's executable, resolved when the player was made.
    public nonisolated let executable: URL
    /// The command's other words, before the file's path.
    public nonisolated let arguments: [String]
    private var process: Process?
    private var ended: AsyncStream<Int32>?
    private var errors: CommandErrorTail?
    /// Which start this is, and the starts ``stop()`` ended: a stopped player's exit is no failure,
    /// even when a new start (a resume) came before its exit was seen.
    private var run = 0
    private var stoppedRuns: Set<Int> = []
    /// Measures how far playback got (the players do not say).
    private let time: TimeSource
    private var startedAt: Duration = .zero
    private var startPosition: Double = 0

    init(executable: URL, arguments: [String], time: TimeSource) {
      self.executable = executable
      self.arguments = arguments
      self.time = time
    }

    /// The player `command` names (`nil` or blank: the first of ``defaultPlayers`` found on
    /// `searchPath`). A bare known name gets its quiet options (`aplay -q`, `ffplay -nodisp -autoexit`).
    ///
    /// - Throws: ``PlaybackError/noPlayer(searched:)`` when none is named and none is installed,
    ///   ``PlaybackError/playerNotFound(_:)`` or ``PlaybackError/invalidCommand(_:)`` for a named one.
    public static func resolve(
      command: String?, searchPath: String? = ProcessInfo.processInfo.environment["PATH"], time: TimeSource = .system
    ) throws(PlaybackError) -> CommandAudioPlayer {
      let named = command?.trimmingCharacters(in: .whitespaces) ?? ""
      guard !named.isEmpty else {
        for name in defaultPlayers {
          if let found = try? CommandLineWords.resolve(name, searchPath: searchPath) {
            return CommandAudioPlayer(executable: found, arguments: quietOptions(name), time: time)
          }
        }
        throw .noPlayer(searched: defaultPlayers)
      }
      let words: [String]
      do { words = try CommandLineWords.split(named) } catch { throw .invalidCommand(named) }
      let name = words[0]
      let executable: URL
      do { executable = try CommandLineWords.resolve(name, searchPath: searchPath) } catch {
        throw .playerNotFound(URL(fileURLWithPath: name).lastPathComponent)
      }
      let rest = Array(words.dropFirst())
      return CommandAudioPlayer(
        executable: executable, arguments: rest.isEmpty ? quietOptions(executable.lastPathComponent) : rest, time: time)
    }

    /// The first of ``defaultPlayers`` found on `path`, or `nil`.
    public static func available(
      path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", time: TimeSource = .system
    ) -> CommandAudioPlayer? {
      try? resolve(command: nil, searchPath: path, time: time)
    }

    private static func quietOptions(_ name: String) -> [String] {
      switch name {
      case "aplay": ["-q"]
      case "ffplay": ["-nodisp", "-autoexit", "-loglevel", "error"]
      default: []
      }
    }

    public func start(url: URL, at position: Double) async throws {
      stopProcess()
      let process = Process()
      process.executableURL = executable
      var words = arguments
      // Only ffplay seeks; the others start from the beginning.
      if executable.lastPathComponent == "ffplay", position > 0 { words += ["-ss", String(format: "%.1f", position)] }
      process.arguments = words + [url.isFileURL ? url.path : url.absoluteString]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      let errors = CommandErrorTail()
      process.standardError = errors.pipe
      let (ended, continuation) = AsyncStream<Int32>.makeStream()
      process.terminationHandler = { finished in
        continuation.yield(finished.terminationStatus)
        continuation.finish()
      }
      do { try process.runRetryingWhileBusy() } catch {
        errors.stop()
        throw PlaybackError.launchFailed(name: executable.lastPathComponent, reason: error.localizedDescription)
      }
      self.process = process
      self.ended = ended
      self.errors = errors
      run += 1
      startedAt = time.uptime()
      startPosition = position
    }

    public func waitUntilEnded(duration: Double, time: TimeSource) async throws {
      guard let ended else { return }
      self.ended = nil
      let mine = run
      let errors = errors  // this run's, even if another play starts while this one's end is awaited
      var status: Int32?
      for await exit in ended { status = exit }
      // Cancelled (the stream's wait ended without the exit): stop the player.
      guard let status else {
        stopProcess()
        return
      }
      if run == mine { process = nil }
      guard status != 0, !stoppedRuns.contains(mine) else { return }
      // The exit can be reported before the last words are read off the pipe (ADR 0071): wait for its end,
      // briefly, as a child the player started may hold it open.
      await errors?.waitForEnd(atMost: .milliseconds(500))
      let lastLine = errors?.lastLine ?? ""
      let name = executable.lastPathComponent
      throw Self.saysNoDevice(lastLine)
        ? PlaybackError.noAudioDevice(name: name, lastLine: lastLine)
        : PlaybackError.playerFailed(name: name, status: status, lastLine: lastLine)
    }

    /// The players' own words for "no sound output": ALSA's open error, PulseAudio's and PipeWire's
    /// connection failures, SDL's missing device.
    static func saysNoDevice(_ line: String) -> Bool {
      let lower = line.lowercased()
      return [
        "audio open error", "no available audio device", "connection failure", "connection refused", "can't connect",
      ]
      .contains { lower.contains($0) }
    }

    @discardableResult
    public func stop() async -> Double {
      let (seconds, attoseconds) = time.elapsed(since: startedAt).components
      let reached = startPosition + Double(seconds) + Double(attoseconds) / 1e18
      stopProcess()
      return reached
    }

    private func stopProcess() {
      if let process, process.isRunning {
        stoppedRuns.insert(run)
        process.terminate()
      }
      process = nil
    }
  }
#endif
