import Foundation
import Observability

/// Plays an audio file: the one player protocol of the app, for reviewing a take just recorded and
/// for listening to older ones. Linux and macOS: ``CommandAudioPlayer`` (`ffplay` or `aplay`); an
/// Apple shell would adapt `AVAudioPlayer` or `AVPlayer` to it.
public protocol AudioPlayer: Sendable {
  /// Starts playing `url` (a file or, where the player can stream, a remote URL) at `position` seconds.
  func start(url: URL, at position: Double) async throws
  /// Stops and returns the position reached, in seconds.
  @discardableResult func stop() async -> Double
}

extension AudioPlayer {
  /// Plays `url` from the start for `duration` seconds (the file's length) of `time`, then stops;
  /// returns early, stopped, when the task is cancelled.
  public func play(_ url: URL, for duration: Double, time: TimeSource = .system) async throws {
    try await start(url: url, at: 0)
    // The players say nothing when they reach the end, so the file's own length is the wait.
    try? await time.sleep(seconds: duration)
    await stop()
  }
}
