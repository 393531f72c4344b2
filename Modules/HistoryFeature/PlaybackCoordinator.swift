import AudioCapture
import Foundation
import Observation

/// Plays one recording at a time: starting another stops the first. Play, pause, resume and seek
/// ±10 s are a small state machine; illegal actions are ignored and reported as `false`.
@MainActor
@Observable
public final class PlaybackCoordinator {
  /// What plays; positions and durations are in seconds.
  public enum State: Equatable, Sendable {
    case idle
    case playing(id: String, position: Double, duration: Double)
    case paused(id: String, position: Double, duration: Double)
  }

  /// `.idle` until ``play(id:url:duration:)`` succeeds, and after ``stop()`` or a failed start.
  public private(set) var state: State = .idle
  private let player: any AudioPlayer

  /// Creates the coordinator over a platform player (AudioCapture's ``AudioPlayer``).
  public init(player: any AudioPlayer) { self.player = player }

  /// Plays an item from the start, stopping any other first. `false` (and `.idle`) when the player
  /// cannot start the file.
  @discardableResult
  public func play(id: String, url: URL, duration: Double) async -> Bool {
    if state != .idle { await player.stop() }
    do {
      try await player.start(url: url, at: 0)
      state = .playing(id: id, position: 0, duration: duration)
      return true
    } catch {
      state = .idle
      return false
    }
  }

  /// Pauses the playing item.
  @discardableResult
  public func pause() async -> Bool {
    guard case .playing(let id, _, let duration) = state else { return false }
    let position = await player.stop()
    state = .paused(id: id, position: position, duration: duration)
    return true
  }

  /// Resumes a paused item where it stopped.
  @discardableResult
  public func resume(url: URL) async -> Bool {
    guard case .paused(let id, let position, let duration) = state else { return false }
    do {
      try await player.start(url: url, at: position)
      state = .playing(id: id, position: position, duration: duration)
      return true
    } catch {
      return false
    }
  }

  /// Moves the position by `seconds` (±10 in the UI), clamped to the item.
  @discardableResult
  public func seek(by seconds: Double) -> Bool {
    switch state {
    case .idle: return false
    case .playing(let id, let position, let duration):
      state = .playing(id: id, position: min(max(0, position + seconds), duration), duration: duration)
    case .paused(let id, let position, let duration):
      state = .paused(id: id, position: min(max(0, position + seconds), duration), duration: duration)
    }
    return true
  }

  /// Stops whatever plays (or is paused) and returns to `.idle`; safe to call in any state.
  public func stop() async {
    if state != .idle { await player.stop() }
    state = .idle
  }
}
