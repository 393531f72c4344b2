import AudioCapture
import Foundation
import Localization
import Observability
import PracticeFeature

/// `p` at the plain review: the take plays with its elapsed time redrawn on one line until the
/// player ends or any key stops it, then the line says which; a player that cannot play says why.
extension ReviewPrompt {
  /// How a playback at the review ended.
  package enum Played: Equatable {
    case ended, stopped
    case failed(PlaybackError)
  }

  /// Plays the round's take under review and reports its end on `console`; returns how it ended.
  /// The elapsed time is measured on `time` and redrawn every tenth of a second.
  @MainActor
  package static func play(
    _ round: PracticeRound, duration: Double, console: Console, strings: Localizer, time: TimeSource = .system
  ) async -> Played {
    let keys = TerminalKeyReader.open(time: time)
    defer { keys?.close() }
    let started = time.uptime()
    let line = { @Sendable () -> String in
      let elapsed = min(Self.seconds(time.elapsed(since: started)), duration)
      return strings.string("cli.practice.playing", .string(clock(elapsed)), .string(clock(duration)))
    }
    console.rewriteLine(line())
    let playing = Task { @MainActor in await round.playBack() }
    let stoppedByKey = await withTaskGroup(of: Bool?.self) { group in
      group.addTask {
        await playing.value
        return false
      }
      if let keys {
        group.addTask {
          for await _ in keys.presses() { return true }
          return nil  // the terminal ended: the take plays on to its end
        }
      }
      group.addTask {
        while (try? await time.sleep(seconds: 0.1)) != nil { console.rewriteLine(line()) }
        return nil
      }
      var answer: Bool?
      while answer == nil, let next = await group.next() { answer = next }
      group.cancelAll()
      return answer ?? false
    }
    // A key stopped it: cancelling the playback stops the player.
    playing.cancel()
    await playing.value
    console.clearLine()
    if let error = round.playbackError {
      console.error(PlaybackWords.text(error, strings))
      return .failed(error)
    }
    let reached = clock(min(Self.seconds(time.elapsed(since: started)), duration))
    console.out(
      strings.string(stoppedByKey ? "cli.practice.play_stopped" : "cli.practice.play_ended", .string(reached)))
    return stoppedByKey ? .stopped : .ended
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// `m:ss.s`, the history rows' clock.
  static func clock(_ seconds: Double) -> String {
    let tenths = Int((max(0, seconds) * 10).rounded(.down))
    return String(format: "%02d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
  }
}

/// A ``PlaybackError`` in the learner's words (the catalog's `playback.error.*`).
package enum PlaybackWords {
  /// One line saying what went wrong and, where there is one, what to do.
  package static func text(_ error: PlaybackError, _ strings: Localizer) -> String {
    switch error {
    case .noPlayer:
      strings.string("playback.error.no_player", .string(CommandAudioPlayerNames.list))
    case .playerNotFound(let name): strings.string("playback.error.player_not_found", .string(name))
    case .invalidCommand: strings.string("playback.error.invalid_command")
    case .launchFailed(let name, let reason):
      strings.string("playback.error.player_failed", .string(name), .string(reason))
    case .playerFailed(let name, let status, let lastLine):
      strings.string(
        "playback.error.player_failed", .string(name),
        .string(lastLine.isEmpty ? "status \(status)" : "status \(status): \(lastLine)"))
    case .noAudioDevice(let name, let lastLine):
      strings.string("playback.error.no_device", .string(name), .string(lastLine))
    case .downloadFailed(let reason):
      // A network failure's reason is its catalog key (`error.network.*`): said in the UI language.
      strings.string(
        "playback.error.download_failed", .string(reason.hasPrefix("error.") ? strings.string(reason) : reason))
    }
  }
}

/// The players looked for, for the "no player" words.
enum CommandAudioPlayerNames {
  #if os(Linux) || os(macOS) || os(Windows)
    static let list = CommandAudioPlayer.defaultPlayers.joined(separator: ", ")
  #else
    static let list = ""
  #endif
}
