import ChatterboxAPI
import HistoryFeature

extension AppModel {
  /// Whether `recording` can be played here: the shell has a player and the server gave the
  /// recording a (signed) audio URL.
  public func canPlay(_ recording: Recording) -> Bool { playback != nil && recording.audioURL != nil }

  /// Play / pause for one past recording: the one playing pauses, the one paused resumes from
  /// where it stopped, any other starts from the beginning (one recording plays at a time). The
  /// returned task is the player's work; `nil` when the recording cannot be played.
  @discardableResult
  public func togglePlayback(of recording: Recording) -> Task<Void, Never>? {
    guard let playback, let url = recording.audioURL else { return nil }
    let duration = Double(recording.durationMilliseconds ?? 0) / 1000
    return Task {
      switch playback.state {
      case .playing(let id, _, _) where id == recording.id: _ = await playback.pause()
      case .paused(let id, _, _) where id == recording.id: _ = await playback.resume(url: url)
      default: _ = await playback.play(id: recording.id, url: url, duration: duration)
      }
    }
  }
}
