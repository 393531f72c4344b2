// `Process` exists only where programs can be launched: not on iOS, tvOS, watchOS or visionOS.
#if os(Linux) || os(macOS) || os(Windows)
  import Foundation
  import Observability

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Runs a capture command and records its standard output as raw S16LE PCM: `arecord` on Linux
  /// by default, or any program that writes PCM (`sox -d -t raw …`, `ffmpeg … -f s16le -`).
  ///
  /// The command line is split into words (single and double quotes group, backslash escapes) and
  /// run directly, never through a shell, so no user text is ever interpreted. Its standard input
  /// is `/dev/null`, so it cannot steal the key presses a CLI reads from the terminal.
  ///
  /// - A missing executable is reported by the initializer as ``CaptureError/commandNotFound(_:)``.
  /// - A command that exits non-zero (or is killed by someone else) before the take is stopped
  ///   fails the stream with ``CaptureError/captureCommandFailed(status:stderrTail:)``; the
  ///   ``Recorder`` keeps the audio received until then as a valid take.
  /// - Stopping the take sends SIGTERM, then SIGKILL after two seconds if it is still running.
  public struct ProcessSource: PCMSource {
    /// `arecord -q -f S16_LE -r 48000 -c 1 -t raw`: ALSA's recorder, raw 48 kHz mono to stdout.
    public static let defaultCommand = "arecord -q -f S16_LE -r 48000 -c 1 -t raw"

    /// The command's first word, resolved on `PATH` when the source was created.
    public let executable: URL
    /// The command's other words, passed as they are: no shell runs, so there is no globbing,
    /// expansion or piping.
    public let arguments: [String]
    /// The format the command is expected to write (raw PCM has no header to check).
    public let format: PCMFormat

    /// Splits `command` into words and finds its executable on `PATH` (or checks the path given).
    ///
    /// - Throws: ``CaptureError/invalidCommand(_:)`` for an empty or badly quoted command,
    ///   ``CaptureError/commandNotFound(_:)`` when the executable does not exist.
    public init(
      command: String = ProcessSource.defaultCommand,
      format: PCMFormat = .speech,
      searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws(CaptureError) {
      let words = try CommandLineWords.split(command)
      guard let name = words.first else { throw .invalidCommand(command) }
      self.executable = try CommandLineWords.resolve(name, searchPath: searchPath)
      self.arguments = Array(words.dropFirst())
      self.format = format
    }

    /// A source for an executable already located.
    public init(executable: URL, arguments: [String], format: PCMFormat = .speech) {
      self.executable = executable
      self.arguments = arguments
      self.format = format
    }

    /// A capture command records from the microphone.
    public var requiresMicrophonePermission: Bool { true }

    /// Launches the command and streams its output until it exits or the stream is cancelled.
    public func chunks() -> AsyncThrowingStream<PCMChunk, any Error> {
      let format = format
      let executable = executable
      let arguments = arguments
      return AsyncThrowingStream { continuation in
        do {
          try format.validateForCapture()
        } catch {
          continuation.finish(throwing: error)
          return
        }
        let child = ChildProcess()
        let process = child.process
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice

        let stoppedByUs = LockedValue(false)
        let readFailure = LockedValue<CaptureError?>(nil)
        let stderrTail = LockedValue(TailBuffer(limit: 512))
        // Finishes the stream once the process has exited and both pipes are drained. Every
        // enter() is balanced: libdispatch traps if a group is freed while entered.
        let group = DispatchGroup()
        group.enter()  // process exit
        process.terminationHandler = { _ in group.leave() }

        do {
          try process.runRetryingWhileBusy()
        } catch {
          group.leave()  // no process, so no termination handler
          continuation.finish(
            throwing: CaptureError.launchFailed(executable.lastPathComponent, reason: error.localizedDescription))
          return
        }
        group.enter()  // stdout drained
        group.enter()  // stderr drained

        continuation.onTermination = { termination in
          guard case .cancelled = termination else { return }
          stoppedByUs.withLock { $0 = true }
          child.stop()
        }

        let outputHandle = UncheckedSendable(output.fileHandleForReading)
        DescriptorReader.start(
          descriptor: outputHandle.value.fileDescriptor, format: format, stopped: stoppedByUs,
          yield: { continuation.yield($0) },
          done: { failure in
            readFailure.withLock { $0 = failure }
            // Closing our end makes an orphaned writer (a child of a shell script) die of SIGPIPE
            // instead of blocking forever.
            try? outputHandle.value.close()
            group.leave()
          })
        let errorHandle = UncheckedSendable(errors.fileHandleForReading)
        Thread.detachNewThread {
          PipeReading.untilEnd(of: errorHandle.value.fileDescriptor) { piece in stderrTail.withLock { $0.append(piece) }
          }
          try? errorHandle.value.close()
          group.leave()
        }

        group.notify(queue: .global()) {
          if stoppedByUs.value { return continuation.finish() }
          if let failure = readFailure.value { return continuation.finish(throwing: failure) }
          let status = child.process.terminationStatus
          switch child.process.terminationReason {
          case .exit where status == 0:
            continuation.finish()
          case .exit:
            continuation.finish(
              throwing: CaptureError.captureCommandFailed(status: status, stderrTail: stderrTail.value.text))
          case .uncaughtSignal:
            // Shell convention: 128 + signal number.
            continuation.finish(
              throwing: CaptureError.captureCommandFailed(status: 128 + status, stderrTail: stderrTail.value.text))
          @unknown default:
            continuation.finish(
              throwing: CaptureError.captureCommandFailed(status: status, stderrTail: stderrTail.value.text))
          }
        }
      }
    }

  }

  /// The capture command's `Process`, shared by the termination handler, the stream's cancel
  /// handler and the exit-status check. SDKs before Xcode 26 do not mark `Process` Sendable; its
  /// methods are thread-safe, so the box is sound.
  private final class ChildProcess: @unchecked Sendable {
    let process = Process()

    /// SIGTERM now, SIGKILL if it is still running two seconds later.
    func stop() {
      guard process.isRunning else { return }
      process.terminate()
      let pid = process.processIdentifier
      DispatchQueue.global().asyncAfter(deadline: .now() + 2) { [self] in
        if process.isRunning { kill(pid, SIGKILL) }
      }
    }
  }

  /// The last `limit` bytes a command wrote to stderr, for the error message.
  struct TailBuffer: Sendable {
    let limit: Int
    private(set) var bytes: [UInt8] = []

    init(limit: Int) { self.limit = limit }

    private(set) var cut = false

    mutating func append(_ data: Data) {
      bytes.append(contentsOf: data)
      if bytes.count > limit {
        bytes.removeFirst(bytes.count - limit)
        cut = true
      }
    }

    /// The tail as text, starting at a line boundary when the front was cut off.
    var text: String {
      var tail = bytes[...]
      if cut, let newline = tail.firstIndex(of: UInt8(ascii: "\n")) { tail = tail[(newline + 1)...] }
      return String(decoding: tail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
#endif
