import Foundation

/// The player of a device that has none (or whose named player cannot be found): every start
/// throws the reason, so "play" is still offered and answers in words instead of doing nothing.
public struct UnavailableAudioPlayer: AudioPlayer {
  /// Why nothing can play; thrown by every ``start(url:at:)``.
  public let reason: PlaybackError

  /// A player that fails with `reason`.
  public init(reason: PlaybackError) { self.reason = reason }

  /// Always throws ``reason``.
  public func start(url: URL, at position: Double) async throws { throw reason }

  /// Nothing plays: 0.
  @discardableResult public func stop() async -> Double { 0 }
}
