import AudioCapture
import Foundation
import TestSupport
import Testing

/// The player command seam (issue 38 item 1): the command is given the file, its exit is the end,
/// and a player that fails or is missing says why, typed. The scripts run as `/bin/sh <script>`:
/// executing a file just written races other tests' launches that still hold it open (ETXTBSY).
@Suite("Command audio player")
struct CommandAudioPlayerTests {
  @Test func thePlayerIsGivenTheFileAndItsExitIsTheEnd() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let got = directory.file("got")
    let script = try writeScript(
      "for last; do :; done\necho \"$1 $last\" > '\(got.path)'", named: "fake-player", in: directory)
    let player = try CommandAudioPlayer.resolve(command: "/bin/sh \(script.path) --quiet", searchPath: "")
    try await player.play(directory.file("take.wav"), for: 3600)  // returns at the exit, not after an hour
    let words = try String(contentsOf: got, encoding: .utf8)
    #expect(words == "--quiet \(directory.file("take.wav").path)\n")
  }

  @Test func aFailingPlayerSaysItsStatusAndWords() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let failing = try writeScript("echo 'cannot decode' >&2\nexit 3", named: "bad-player", in: directory)
    await #expect(throws: PlaybackError.playerFailed(name: "sh", status: 3, lastLine: "cannot decode")) {
      try await CommandAudioPlayer.resolve(command: "/bin/sh \(failing.path)", searchPath: "")
        .play(directory.file("a.wav"), for: 1)
    }
    let noDevice = try writeScript(
      "echo 'aplay: main:831: audio open error: No such file or directory' >&2\nexit 1", named: "aplay", in: directory)
    await #expect(
      throws: PlaybackError.noAudioDevice(
        name: "sh", lastLine: "aplay: main:831: audio open error: No such file or directory")
    ) {
      try await CommandAudioPlayer.resolve(command: "/bin/sh \(noDevice.path)", searchPath: "")
        .play(directory.file("a.wav"), for: 1)
    }
  }

  @Test func aMissingPlayerIsNamedAndNoneFoundListsWhatWasLookedFor() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    #expect(throws: PlaybackError.playerNotFound("nothing-here")) {
      try CommandAudioPlayer.resolve(command: "nothing-here --x", searchPath: directory.url.path)
    }
    #expect(throws: PlaybackError.noPlayer(searched: ["aplay", "paplay", "pw-play", "ffplay"])) {
      try CommandAudioPlayer.resolve(command: nil, searchPath: directory.url.path)
    }
    #expect(throws: PlaybackError.invalidCommand("'unclosed")) {
      try CommandAudioPlayer.resolve(command: "'unclosed", searchPath: directory.url.path)
    }
    let found = try writeScript("exit 0", named: "pw-play", in: directory)
    let player = try CommandAudioPlayer.resolve(command: " ", searchPath: directory.url.path)
    #expect(player.executable.path == found.path)
  }

  @Test func stoppingEndsThePlayerWithoutAFailure() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let started = directory.file("started")
    let script = try writeScript("touch '\(started.path)'\nexec sleep 600", named: "slow-player", in: directory)
    let player = try CommandAudioPlayer.resolve(command: "/bin/sh \(script.path)", searchPath: "")
    try await player.start(url: directory.file("a.wav"), at: 0)
    async let ended: Void = player.waitUntilEnded(duration: 600, time: .system)
    await player.stop()
    try await ended  // no failure: it was stopped
  }
}
