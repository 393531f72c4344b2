import AudioCapture
import Foundation
import SpeechSynthesis
import TestSupport
import Testing

/// The command seam with stand-in synthesizers (shell scripts in the test's own folder): what the
/// command is given, and that every failure leaves no file at the target.
@Suite struct CommandSpeechSynthesizerTests {
  let folder = try! TemporaryDirectory()

  /// A stand-in synthesizer: records its arguments and standard input, then runs `body` with `$out`
  /// set to the file it was asked to write.
  func script(_ body: String, name: String = "fake-tts") throws -> URL {
    let url = folder.file(name)
    let text = """
      #!/bin/sh
      printf '%s\\n' "$@" > "\(folder.url.path)/args"
      cat > "\(folder.url.path)/stdin"
      out=""
      while [ $# -gt 0 ]; do case "$1" in -w) out="$2"; shift;; esac; shift; done
      \(body)

      """
    try ScriptFile.write(text, to: url)
    return url
  }

  func aTone() throws -> URL {
    let tone = folder.file("tone.wav")
    let samples = (0..<22_050).map { Int16(8_000 * sin(Double($0) * 2 * .pi * 220 / 22_050)) }
    _ = try WAVFile.write(samples, format: PCMFormat(sampleRate: 22_050, channels: 1), to: tone)
    return tone
  }

  @Test func theTextGoesToStandardInputAndEspeakOptionsFollowTheCommandsOwnWords() async throws {
    let tone = try aTone()
    let fake = try script("cp '\(tone.path)' \"$out\"")
    let synthesizer = try CommandSpeechSynthesizer.resolve(command: "'\(fake.path)' -a 120")
    let target = folder.file("answer.wav")
    let speech = try await synthesizer.synthesize(
      SpeechRequest(text: "  -v Me levanto a las siete.\n", language: "es-ES", rate: .slow), to: target)

    let args = try String(contentsOf: folder.file("args"), encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(Array(args.prefix(6)) == ["-a", "120", "-v", "es-es", "-s", "122"])
    #expect(args.suffix(1) == ["--stdin"])
    #expect(args.contains { $0.contains("Me levanto") } == false, "the text is never an argument: \(args)")
    #expect(try String(contentsOf: folder.file("stdin"), encoding: .utf8) == "-v Me levanto a las siete.")
    #expect(speech.file == target && speech.voice == "es-es")
    #expect(speech.format == PCMFormat(sampleRate: 22_050, channels: 1))
    #expect(speech.duration == .seconds(1))
    #expect(folder.contents().filter { $0.hasSuffix(".partial") }.isEmpty, "the partial file was renamed")
  }

  @Test func espeaksMissingVoiceIsNoVoiceAndLeavesNoFile() async throws {
    let fake = try script("echo 'Error: The specified espeak-ng voice does not exist.' >&2; exit 1")
    let target = folder.file("answer.wav")
    await #expect(throws: SpeechSynthesisError(.noVoice, language: "tlh")) {
      try await CommandSpeechSynthesizer.resolve(command: fake.path)
        .synthesize(SpeechRequest(text: "nuqneH", language: "tlh"), to: target)
    }
    #expect(folder.contents() == ["args", "fake-tts", "stdin"], "nothing written: \(folder.contents())")
  }

  @Test func aFailingCommandSaysItsLastLineAndStatus() async throws {
    let fake = try script("echo 'first' >&2; echo 'audio device busy' >&2; exit 3")
    do throws(SpeechSynthesisError) {
      _ = try await CommandSpeechSynthesizer.resolve(command: fake.path)
        .synthesize(SpeechRequest(text: "Hello", language: "en"), to: folder.file("answer.wav"))
      Issue.record("a failure was expected")
    } catch {
      #expect(error.kind == .failed && error.status == 3 && error.detail == "audio device busy", "\(error)")
    }
  }

  @Test func somethingThatIsNotAWAVIsRefusedAndRemoved() async throws {
    let fake = try script("printf 'RIFF but not really' > \"$out\"")
    let target = folder.file("answer.wav")
    do throws(SpeechSynthesisError) {
      _ = try await CommandSpeechSynthesizer.resolve(command: fake.path)
        .synthesize(SpeechRequest(text: "Hello", language: "en"), to: target)
      Issue.record("a failure was expected")
    } catch {
      #expect(error.kind == .unreadableOutput, "\(error)")
    }
    #expect(!FileManager.default.fileExists(atPath: target.path))
    #expect(folder.contents().filter { $0.hasSuffix(".partial") }.isEmpty)
  }

  @Test func aBadLanguageTagNeverReachesTheCommand() async throws {
    let fake = try script("exit 0")
    await #expect(throws: SpeechSynthesisError(.noVoice, language: "es; rm -rf")) {
      try await CommandSpeechSynthesizer.resolve(command: fake.path)
        .synthesize(SpeechRequest(text: "Hola", language: "es; rm -rf"), to: folder.file("answer.wav"))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("args").path), "the command never ran")
  }

  @Test func cancellingStopsTheCommandAndLeavesNoFile() async throws {
    let started = folder.file("started")
    let fake = try script("touch '\(started.path)'; exec sleep 3600")
    let synthesizer = try CommandSpeechSynthesizer.resolve(command: fake.path)
    let target = folder.file("answer.wav")
    let speaking = Task { try await synthesizer.synthesize(SpeechRequest(text: "Hello", language: "en"), to: target) }
    while !FileManager.default.fileExists(atPath: started.path) { try await Task.sleep(for: .milliseconds(10)) }
    speaking.cancel()
    await #expect(throws: SpeechSynthesisError(.cancelled)) { try await speaking.value }
    #expect(!FileManager.default.fileExists(atPath: target.path))
  }

  @Test func textIsCheckedBeforeAnythingRuns() async throws {
    let fake = try script("exit 0")
    let synthesizer = try CommandSpeechSynthesizer.resolve(command: fake.path)
    await #expect(throws: SpeechSynthesisError(.emptyText)) {
      try await synthesizer.synthesize(SpeechRequest(text: " \n ", language: "en"), to: folder.file("a.wav"))
    }
    let long = String(repeating: "a", count: SpeechRequest.maximumCharacters + 1)
    await #expect(throws: SpeechSynthesisError(.textTooLong)) {
      try await synthesizer.synthesize(SpeechRequest(text: long, language: "en"), to: folder.file("a.wav"))
    }
  }
}
