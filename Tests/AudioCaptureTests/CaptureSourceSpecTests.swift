import AudioCapture
import Foundation
import TestSupport
import Testing

@Suite("Capture source spec")
struct CaptureSourceSpecTests {
  @Test func parsesEveryKind() throws {
    #expect(try CaptureSourceSpec.parse("stdin") == .standardInput)
    #expect(try CaptureSourceSpec.parse(" - ") == .standardInput)
    #expect(try CaptureSourceSpec.parse("file:/tmp/a:b.wav") == .file(URL(fileURLWithPath: "/tmp/a:b.wav")))
    #expect(try CaptureSourceSpec.parse("FILE:/tmp/x/../answer.wav") == .file(URL(fileURLWithPath: "/tmp/answer.wav")))
    #expect(try CaptureSourceSpec.parse("command:sox -d -t raw -") == .command("sox -d -t raw -"))
    #expect(try CaptureSourceSpec.parse("command") == .command(ProcessSource.defaultCommand))
    let home = try #require(ProcessInfo.processInfo.environment["HOME"])
    #expect(
      try CaptureSourceSpec.parse("file:~/a.wav")
        == .file(URL(fileURLWithPath: home).appending(path: "a.wav").standardizedFileURL))
  }

  @Test func refusesBadSpecsWithTypedErrors() {
    #expect(throws: CaptureSourceSpec.ParseError.empty) { try CaptureSourceSpec.parse("  ") }
    #expect(throws: CaptureSourceSpec.ParseError.missingPath) { try CaptureSourceSpec.parse("file:") }
    #expect(throws: CaptureSourceSpec.ParseError.unknownKind("mic")) { try CaptureSourceSpec.parse("mic") }
    #expect(throws: CaptureSourceSpec.ParseError.unknownKind("http")) { try CaptureSourceSpec.parse("http://x") }
    #expect(throws: CaptureSourceSpec.ParseError.unknownKind("stdin:foo")) { try CaptureSourceSpec.parse("stdin:foo") }
  }

  @Test func makesSources() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let url = directory.file("a.wav")
    try WAVFile.write(sine(frames: 10), format: PCMFormat(sampleRate: 16_000, channels: 1), to: url)
    let file = try CaptureSourceSpec.file(url).makeSource()
    #expect(file.format.sampleRate == 16_000)
    #expect(!file.requiresMicrophonePermission)
    #expect(try CaptureSourceSpec.standardInput.makeSource().format == .speech)
    #expect(try CaptureSourceSpec.command("cat").makeSource().requiresMicrophonePermission)
    #expect(throws: CaptureError.file(.notRIFF)) {
      try Data("nope".utf8).write(to: directory.file("bad.wav"))
      _ = try CaptureSourceSpec.parse("file:\(directory.file("bad.wav").path)").makeSource()
    }
    #expect(throws: CaptureError.commandNotFound("no-such-recorder")) {
      try CaptureSourceSpec.command("no-such-recorder").makeSource()
    }
  }

  @Test func roundTripsThroughDescription() throws {
    for text in ["stdin", "file:/tmp/a.wav", "command:arecord -q"] {
      #expect(try CaptureSourceSpec.parse(text).description == text)
    }
  }
}
