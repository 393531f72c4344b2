import AudioCapture
import Foundation
import TestSupport
import Testing

/// Tools found on PATH, for cross-checks that skip when the tool is missing.
enum Tool {
  static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appending(path: name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  static let python3 = find("python3")
  static let sox = find("sox")

  /// Runs a tool to completion and returns its status and trimmed stdout.
  static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    )
  }
}

/// Writes an executable shell script (a fake capture command).
func writeScript(_ body: String, named name: String, in directory: TemporaryDirectory) throws -> URL {
  let url = directory.file(name)
  try ScriptFile.write("#!/bin/sh\n\(body)\n", to: url)
  return url
}

/// Raw S16LE bytes of `samples`.
func rawBytes(_ samples: [Int16]) -> Data {
  var data = Data(capacity: samples.count * 2)
  for sample in samples {
    let value = UInt16(bitPattern: sample)
    data.append(UInt8(truncatingIfNeeded: value))
    data.append(UInt8(truncatingIfNeeded: value >> 8))
  }
  return data
}

/// A source the test feeds by hand.
struct ManualSource: PCMSource {
  let format: PCMFormat
  let requiresMicrophonePermission: Bool
  private let stream: AsyncThrowingStream<PCMChunk, any Error>
  let feed: AsyncThrowingStream<PCMChunk, any Error>.Continuation
  private let events: AsyncStream<CaptureSystemEvent>
  let system: AsyncStream<CaptureSystemEvent>.Continuation

  init(format: PCMFormat = .speech, requiresMicrophonePermission: Bool = false) {
    self.format = format
    self.requiresMicrophonePermission = requiresMicrophonePermission
    (stream, feed) = AsyncThrowingStream.makeStream()
    (events, system) = AsyncStream.makeStream()
  }

  func chunks() -> AsyncThrowingStream<PCMChunk, any Error> { stream }
  func systemEvents() -> AsyncStream<CaptureSystemEvent> { events }
}

/// A fixed permission answer.
struct FixedPermission: MicrophonePermission {
  let now: PermissionState
  let afterRequest: PermissionState
  func current() async -> PermissionState { now }
  func request() async -> PermissionState { afterRequest }
}

/// Polls `condition` every millisecond for at most `timeout` (wall clock), for the few places
/// where a test must wait for the recorder's pump task to catch up.
func eventually(timeout: Duration = .seconds(3), _ condition: () async -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while clock.now < deadline {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return await condition()
}

/// A sine at `dBFS` peak, `seconds` long, at 48 kHz.
func sine(_ frequency: Double = 1_000, dBFS: Double = -6, frames: Int) -> [Int16] {
  var generator = SineGenerator(frequency: frequency, amplitudeDBFS: dBFS, sampleRate: 48_000)
  return generator.next(frames)
}

extension RecorderConfiguration {
  static func test(_ directory: TemporaryDirectory, label: String = "cue-1", maxDuration: Duration? = nil) -> Self {
    RecorderConfiguration(
      directory: directory.url.appending(path: "Recordings"), label: label, maxDuration: maxDuration)
  }
}
