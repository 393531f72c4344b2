import AudioCapture
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Process source")
struct ProcessSourceTests {
  @Test func recordsWhatTheCommandWrites() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let samples = sine(frames: 24_000)
    let raw = directory.file("tone.raw")
    try rawBytes(samples).write(to: raw)
    let script = try writeScript("exec cat \"$1\"", named: "fake-arecord", in: directory)

    let source = try ProcessSource(command: "\(script.path) \(raw.path)")
    #expect(source.requiresMicrophonePermission)
    let recorder = Recorder(source: source, configuration: .test(directory), permission: GrantedMicrophonePermission())
    try await recorder.start()
    let state = await recorder.waitForCompletion()
    guard case .finished(let take, .sourceEnded) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    #expect(take.frameCount == 24_000)
    #expect(try WAVFile.readSamples(at: take.url) == samples)
  }

  @Test func aCommandFailingMidTakeKeepsAValidPartialTake() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let samples = sine(frames: 48_000)
    let raw = directory.file("tone.raw")
    try rawBytes(samples).write(to: raw)
    // Half a second of audio plus an odd byte, then a device error.
    let script = try writeScript(
      """
      head -c 48001 "$1"
      echo "arecord: audio open error: Device or resource busy" >&2
      exit 1
      """, named: "failing-arecord", in: directory)

    let recorder = Recorder(
      source: try ProcessSource(command: "'\(script.path)' '\(raw.path)'"), configuration: .test(directory),
      permission: GrantedMicrophonePermission())
    try await recorder.start()
    let state = await recorder.waitForCompletion()
    let expectedError = RecorderError.capture(
      .captureCommandFailed(status: 1, stderrTail: "arecord: audio open error: Device or resource busy"))
    guard case .failed(expectedError, let partial?) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    #expect(partial.frameCount == 24_000)
    #expect(partial.duration == .milliseconds(500))
    #expect(try WAVFile.readSamples(at: partial.url) == Array(samples.prefix(24_000)))
    #expect(
      state.notice
        == "Recording stopped: capture command exited with status 1: arecord: audio open error: Device or resource busy. The first 0.5 s were kept."
    )
    if let python = Tool.python3 {
      let check = try Tool.run(
        python, ["-c", "import wave,sys; print(wave.open(sys.argv[1]).getnframes())", partial.url.path])
      #expect(check.output == "24000")
    }
  }

  @Test func aLongStderrIsCutAtALineBoundary() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let script = try writeScript(
      """
      i=0
      while [ $i -lt 100 ]; do echo "ALSA lib noise line number $i" >&2; i=$((i+1)); done
      echo "arecord: main:831: audio open error: No such file or directory" >&2
      exit 1
      """, named: "noisy", in: directory)
    let error = await #expect(throws: CaptureError.self) {
      for try await _ in try ProcessSource(command: script.path).chunks() {}
    }
    guard case .captureCommandFailed(1, let tail) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(tail.utf8.count <= 512)
    #expect(tail.hasPrefix("ALSA lib noise line number"))
    #expect(tail.hasSuffix("arecord: main:831: audio open error: No such file or directory"))
    #expect(
      error?.description
        == "capture command exited with status 1: arecord: main:831: audio open error: No such file or directory")
  }

  @Test func stoppingTerminatesAnEndlessCommand() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let pidFile = directory.file("pid")
    let script = try writeScript("echo $$ > '\(pidFile.path)'\nexec cat /dev/zero", named: "endless", in: directory)
    let recorder = Recorder(
      source: try ProcessSource(command: script.path), configuration: .test(directory, maxDuration: .milliseconds(500)),
      permission: GrantedMicrophonePermission())
    try await recorder.start()
    let state = await recorder.waitForCompletion()
    guard case .finished(let take, .maxDuration) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    #expect(take.frameCount == 24_000)
    let pid = try #require(
      Int32(String(decoding: Data(contentsOf: pidFile), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(await eventually { kill(pid, 0) != 0 })
  }

  @Test func aMissingCommandIsATypedError() {
    #expect(throws: CaptureError.commandNotFound("chatterbox-no-such-recorder")) {
      try ProcessSource(command: "chatterbox-no-such-recorder -q -t raw")
    }
    #expect(throws: CaptureError.commandNotFound("/nonexistent/arecord")) {
      try ProcessSource(command: "/nonexistent/arecord")
    }
    #expect(throws: CaptureError.commandNotFound("arecord")) {
      try ProcessSource(command: "arecord", searchPath: "/nonexistent")
    }
    #expect(throws: CaptureError.invalidCommand("sh 'unterminated")) { try ProcessSource(command: "sh 'unterminated") }
    #expect(throws: CaptureError.invalidCommand("   ")) { try ProcessSource(command: "   ") }
  }

  @Test func aCommandThatCannotBeExecutedFailsTheTakeCleanly() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    // Executable bit set, but neither a binary nor a script with a #! line.
    let url = directory.file("not-a-program")
    try Data([0x00, 0x01, 0x02, 0x03]).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    let recorder = Recorder(
      source: try ProcessSource(command: url.path), configuration: .test(directory),
      permission: GrantedMicrophonePermission())
    try await recorder.start()
    let state = await recorder.waitForCompletion()
    guard case .failed(.capture(.launchFailed("not-a-program", _)), nil) = state else {
      Issue.record("unexpected \(state)")
      return
    }
    #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.file("Recordings").path)) == [])
  }

  @Test func commandLinesAreSplitWithoutAShell() throws {
    let source = try ProcessSource(command: #"sh -c 'echo $HOME; rm x' "a \"b\"" c\ d"#)
    #expect(source.executable.lastPathComponent == "sh")
    #expect(source.arguments == ["-c", "echo $HOME; rm x", #"a "b""#, "c d"])
    if Tool.find("arecord") != nil {
      #expect(try ProcessSource().arguments == ["-q", "-f", "S16_LE", "-r", "48000", "-c", "1", "-t", "raw"])
    } else {
      #expect(throws: CaptureError.commandNotFound("arecord")) { try ProcessSource() }
    }
  }

  @Test func non16BitFormatsAreRefused() async throws {
    let source = try ProcessSource(
      command: "cat /dev/zero", format: PCMFormat(sampleRate: 48_000, channels: 1, bitsPerSample: 24))
    let error = await #expect(throws: CaptureError.self) {
      for try await _ in source.chunks() {}
    }
    #expect(error == .unsupportedFormat("24-bit samples; only 16-bit PCM is supported"))
  }
}
