// `Process` exists only where programs can be launched: not on iOS, tvOS, watchOS or visionOS.
#if os(Linux) || os(macOS) || os(Windows)
  import Foundation
  import Observability

  /// Plays audio by running `ffplay` (which can seek and stream URLs) or `aplay` (local WAV only),
  /// whichever is installed. Used on Linux, where there is no AVFoundation.
  public actor CommandAudioPlayer: AudioPlayer {
    private let executable: URL
    private var process: Process?
    /// Measures how far playback got (the players do not say).
    private let time: TimeSource
    private var startedAt: Duration = .zero
    private var startPosition: Double = 0

    init(executable: URL, time: TimeSource) {
      self.executable = executable
      self.time = time
    }

    /// The first of `ffplay`, `aplay` found on `PATH`, or `nil`. The position ``stop()`` returns is
    /// measured on `time`'s monotonic clock from ``start(url:at:)``.
    public static func available(
      path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", time: TimeSource = .system
    ) -> CommandAudioPlayer? {
      for name in ["ffplay", "aplay"] {
        for directory in path.split(separator: ":") {
          let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
          if FileManager.default.isExecutableFile(atPath: candidate.path) {
            return CommandAudioPlayer(executable: candidate, time: time)
          }
        }
      }
      return nil
    }

    public func start(url: URL, at position: Double) async throws {
      stopProcess()
      let process = Process()
      process.executableURL = executable
      let target = url.isFileURL ? url.path : url.absoluteString
      process.arguments =
        executable.lastPathComponent == "ffplay"
        ? ["-nodisp", "-autoexit", "-loglevel", "quiet", "-ss", String(format: "%.1f", position), target]
        : ["-q", target]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      self.process = process
      startedAt = time.uptime()
      startPosition = position
    }

    @discardableResult
    public func stop() async -> Double {
      let (seconds, attoseconds) = time.elapsed(since: startedAt).components
      let reached = startPosition + Double(seconds) + Double(attoseconds) / 1e18
      stopProcess()
      return reached
    }

    private func stopProcess() {
      if let process, process.isRunning { process.terminate() }
      process = nil
    }
  }
#endif
