import Foundation
import Observability

/// Plays an audio file: the one player protocol of the app, for reviewing a take just recorded and
/// for listening to older ones (downloaded first: players are given local files). Linux and macOS:
/// ``CommandAudioPlayer`` (the command the host names, else `aplay`, `paplay`, `pw-play` or
/// `ffplay`); an Apple shell would adapt `AVAudioPlayer` to it.
public protocol AudioPlayer: Sendable {
  /// Starts playing the local file `url` at `position` seconds (players that cannot seek start at 0).
  /// Throws a ``PlaybackError`` when the player cannot start.
  func start(url: URL, at position: Double) async throws
  /// Stops and returns the position reached, in seconds.
  @discardableResult func stop() async -> Double
  /// Returns when what ``start(url:at:)`` began has ended: played to its end or stopped. Throws a
  /// ``PlaybackError`` when the player failed (its status and words); cancelling the task stops it.
  /// `duration` is the file's length, for players that cannot say when they end.
  func waitUntilEnded(duration: Double, time: TimeSource) async throws
}

extension AudioPlayer {
  /// For players that say nothing when they reach the end: the file's own length is the wait,
  /// then the player is stopped (early, when the task is cancelled).
  public func waitUntilEnded(duration: Double, time: TimeSource) async throws {
    try? await time.sleep(seconds: duration)
    await stop()
  }

  /// Plays `url` from the start until it ends (the player says so, or after `duration` seconds of
  /// `time` for one that cannot), then returns; stops early when the task is cancelled. Throws the
  /// player's ``PlaybackError``.
  public func play(_ url: URL, for duration: Double, time: TimeSource = .system) async throws {
    try await start(url: url, at: 0)
    try await waitUntilEnded(duration: duration, time: time)
  }
}
