// `Process` exists only where programs can be launched: not on iOS, tvOS, watchOS or visionOS.
#if os(Linux) || os(macOS) || os(Windows)
  import AudioCapture
  import Foundation
  import Observability

  /// Speaks through a command, the way AudioCapture's players and capture commands run: espeak-ng by
  /// default, or the command the host names (`CHATTERBOX_TTS` in the app; split into words, never
  /// through a shell). The command is run with espeak-ng's options appended,
  /// `-v <language> -s <words per minute> -w <file> --stdin`, and reads the text on standard input,
  /// so the text never reaches `ps` and a text starting with `-` is no option.
  public struct CommandSpeechSynthesizer: SpeechSynthesizer {
    /// The synthesizers a Debian machine may have, in the order tried.
    public static let defaultCommands = ["espeak-ng", "espeak"]
    /// espeak-ng's own pace, which ``SpeechRate/normal`` keeps.
    public static let normalWordsPerMinute = 175

    /// The synthesizer's executable, resolved when it was made.
    public let executable: URL
    /// The command's own words, before espeak-ng's options.
    public let arguments: [String]

    /// The synthesizer `command` names (`nil` or blank: the first of ``defaultCommands`` on `searchPath`).
    ///
    /// - Throws: ``SpeechSynthesisError/Kind/noSynthesizer`` when none is named and none is installed,
    ///   ``SpeechSynthesisError/Kind/synthesizerNotFound`` or ``SpeechSynthesisError/Kind/invalidCommand``
    ///   for a named one.
    public static func resolve(
      command: String?, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws(SpeechSynthesisError) -> CommandSpeechSynthesizer {
      let named = command?.trimmingCharacters(in: .whitespaces) ?? ""
      guard !named.isEmpty else {
        for name in defaultCommands {
          if let found = try? CommandLineWords.resolve(name, searchPath: searchPath) {
            return CommandSpeechSynthesizer(executable: found, arguments: [])
          }
        }
        throw SpeechSynthesisError(.noSynthesizer, searched: defaultCommands)
      }
      let words: [String]
      do { words = try CommandLineWords.split(named) } catch {
        throw SpeechSynthesisError(.invalidCommand, detail: named)
      }
      do {
        let executable = try CommandLineWords.resolve(words[0], searchPath: searchPath)
        return CommandSpeechSynthesizer(executable: executable, arguments: Array(words.dropFirst()))
      } catch {
        throw SpeechSynthesisError(.synthesizerNotFound, detail: URL(fileURLWithPath: words[0]).lastPathComponent)
      }
    }

    /// espeak-ng's voice name for a BCP 47 tag: lower case, `_` as `-` (`en-GB` → `en-gb`).
    public static func voice(for language: String) -> String {
      language.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The pace for `rate`, in espeak-ng's words per minute (its range is 80–450).
    public static func wordsPerMinute(_ rate: SpeechRate) -> Int {
      min(450, max(80, Int((Double(normalWordsPerMinute) * rate.factor).rounded())))
    }

    public func synthesize(_ request: SpeechRequest, to file: URL) async throws(SpeechSynthesisError)
      -> SynthesizedSpeech
    {
      let text = try request.validate()
      let voice = Self.voice(for: request.language)
      guard !voice.isEmpty, voice.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
        throw SpeechSynthesisError(.noVoice, language: request.language)
      }
      // Written beside the file and renamed into place: a failure or a kill leaves no half file there.
      let partial = file.deletingLastPathComponent().appending(
        path: ".\(file.lastPathComponent).\(UUID().uuidString).partial", directoryHint: .notDirectory)
      defer { try? FileManager.default.removeItem(at: partial) }
      let words =
        arguments + ["-v", voice, "-s", String(Self.wordsPerMinute(request.rate)), "-w", partial.path, "--stdin"]
      // The text goes in through a file, not a pipe: a command that exits without reading it can never
      // make the write fail (SIGPIPE) or block.
      let input = partial.appendingPathExtension("txt")
      defer { try? FileManager.default.removeItem(at: input) }
      do { try Data(text.utf8).write(to: input, options: .atomic) } catch {
        throw SpeechSynthesisError(.failed, detail: "could not write beside \(file.lastPathComponent): \(error)")
      }
      let (status, lastLine) = try await run(words, input: input)
      let name = executable.lastPathComponent
      guard status == 0 else {
        let lower = lastLine.lowercased()
        if lower.contains("voice does not exist") || lower.contains("failed to read voice") {
          throw SpeechSynthesisError(.noVoice, language: request.language)
        }
        throw SpeechSynthesisError(.failed, detail: lastLine.isEmpty ? name : lastLine, status: status)
      }
      let speech = try SynthesizedSpeech.reading(partial, voice: voice)
      do {
        if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        try FileManager.default.moveItem(at: partial, to: file)
      } catch {
        throw SpeechSynthesisError(.failed, detail: "could not write \(file.lastPathComponent): \(error)")
      }
      return SynthesizedSpeech(file: file, format: speech.format, duration: speech.duration, voice: voice)
    }

    /// Runs the command with the file `input` as its standard input: its exit status and its last line of errors.
    private func run(_ words: [String], input: URL) async throws(SpeechSynthesisError) -> (Int32, String) {
      let process = Process()
      process.executableURL = executable
      process.arguments = words
      process.standardOutput = FileHandle.nullDevice
      let errors = CommandErrorTail()
      let stdin: FileHandle
      do { stdin = try FileHandle(forReadingFrom: input) } catch {
        throw SpeechSynthesisError(.failed, detail: "could not read the text back: \(error)")
      }
      defer { try? stdin.close() }
      process.standardInput = stdin
      process.standardError = errors.pipe
      let (ended, continuation) = AsyncStream<Int32>.makeStream()
      process.terminationHandler = { finished in
        continuation.yield(finished.terminationStatus)
        continuation.finish()
      }
      do { try process.runRetryingWhileBusy() } catch {
        errors.stop()
        throw SpeechSynthesisError(.failed, detail: "\(executable.lastPathComponent): \(error.localizedDescription)")
      }
      let status = await withTaskCancellationHandler {
        var status: Int32?
        for await exit in ended { status = exit }
        return status
      } onCancel: {
        if process.isRunning { process.terminate() }
      }
      guard let status, !Task.isCancelled else {
        if process.isRunning { process.terminate() }
        errors.stop()
        throw SpeechSynthesisError(.cancelled)
      }
      await errors.waitForEnd(atMost: .milliseconds(500))
      errors.stop()
      return (status, errors.lastLine)
    }
  }
#endif
