// `Process` exists only where programs can be launched: not on iOS, tvOS, watchOS or visionOS.
#if os(Linux) || os(macOS) || os(Windows)
  import Foundation

  /// Plays audio by running `ffplay` (which can seek and stream URLs) or `aplay` (local WAV only),
  /// whichever is installed. Used on Linux, where there is no AVFoundation.
  public actor CommandAudioPlayer: AudioPlayer {
    private let executable: URL
    private var process: Process?
    private var startedAt = Date()
    private var startPosition: Double = 0

    init(executable: URL) { self.executable = executable }

    /// The first of `ffplay`, `aplay` found on `PATH`, or `nil`.
    public static func available(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      -> CommandAudioPlayer?
    {
      for name in ["ffplay", "aplay"] {
        for directory in path.split(separator: ":") {
          let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
          if FileManager.default.isExecutableFile(atPath: candidate.path) {
            return CommandAudioPlayer(executable: candidate)
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
      startedAt = Date()
      startPosition = position
    }

    @discardableResult
    public func stop() async -> Double {
      let reached = startPosition + Date().timeIntervalSince(startedAt)
      stopProcess()
      return reached
    }

    private func stopProcess() {
      if let process, process.isRunning { process.terminate() }
      process = nil
    }
  }
#endif
