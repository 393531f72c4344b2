import AudioCapture
import Foundation
import HistoryFeature
import PracticeFeature

/// Plays a take under review through HistoryFeature's `CommandAudioPlayer` (ffplay or aplay),
/// for as long as the WAV lasts. `nil` from ``available()`` when neither is installed, and the
/// review screen then offers no "play".
///
/// ```swift
/// let player = CommandPracticePlayer.available()
/// ```
struct CommandPracticePlayer: PracticePlayer {
  let player: CommandAudioPlayer

  static func available() -> CommandPracticePlayer? {
    CommandAudioPlayer.available().map(CommandPracticePlayer.init(player:))
  }

  func play(_ url: URL) async throws {
    let seconds = TerminalPracticeRecorder.seconds(try WAVFile.info(at: url).duration)
    try await player.start(url: url, at: 0)
    try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    await player.stop()
  }
}
