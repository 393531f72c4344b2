import AudioCapture
import Foundation
import Observability
import Observation

/// Plays one recording at a time: starting another stops the first. Play, pause, resume and seek
/// ±10 s are a small state machine; illegal actions are ignored and reported as `false`. The
/// player's end (its exit) returns a playing item to `.idle`; a player that fails, or a recording
/// that cannot be fetched, leaves ``failure`` saying why instead of a row stuck at "playing".
@MainActor
@Observable
public final class PlaybackCoordinator {
  /// What plays; positions and durations are in seconds.
  public enum State: Equatable, Sendable {
    case idle
    case playing(id: String, position: Double, duration: Double)
    case paused(id: String, position: Double, duration: Double)
  }

  /// Why an item did not play or stopped before its end.
  public struct Failure: Equatable, Sendable {
    /// The item's id.
    public let id: String
    /// The player's, or the fetch's, reason.
    public let error: PlaybackError

    /// A failure of item `id` for `error`.
    public init(id: String, error: PlaybackError) {
      self.id = id
      self.error = error
    }
  }

  /// `.idle` until ``play(id:url:duration:)`` succeeds, and after ``stop()``, a failed start or the end.
  public private(set) var state: State = .idle
  /// The last item's failure; cleared when another play starts.
  public private(set) var failure: Failure?
  /// The item being fetched before it plays (``play(id:duration:file:)``), else `nil`.
  public private(set) var loadingID: String?
  /// When the playing item started (or resumed), on ``time``'s clock, for its elapsed time.
  public private(set) var startedAt: Duration?
  /// The clock the elapsed time is read on.
  public let time: TimeSource
  private let player: any AudioPlayer
  private var file: URL?
  /// Which start is current: the end of an older one (stopped, replaced) changes nothing.
  private var run = 0

  /// Creates the coordinator over a platform player (AudioCapture's ``AudioPlayer``).
  public convenience init(player: any AudioPlayer) { self.init(player: player, time: .system) }

  /// Creates the coordinator; `time` measures the elapsed time and waits for players that cannot say
  /// when they end.
  public init(player: any AudioPlayer, time: TimeSource) {
    self.player = player
    self.time = time
  }

  /// Plays an item from the start, stopping any other first. `false` (and `.idle`, with ``failure``)
  /// when the player cannot start the file.
  @discardableResult
  public func play(id: String, url: URL, duration: Double) async -> Bool {
    if state != .idle { await player.stop() }
    state = .idle
    failure = nil
    return await start(id: id, url: url, at: 0, duration: duration)
  }

  /// Fetches the item's local `file` first (``loadingID`` meanwhile), then plays it; a fetch that
  /// throws leaves `.idle` and ``failure`` with its reason.
  @discardableResult
  public func play(id: String, duration: Double, file: () async throws(PlaybackError) -> URL) async -> Bool {
    if state != .idle { await player.stop() }
    state = .idle
    failure = nil
    run += 1
    loadingID = id
    defer { if loadingID == id { loadingID = nil } }
    let local: URL
    do throws(PlaybackError) { local = try await file() } catch {
      failure = Failure(id: id, error: error)
      return false
    }
    return await start(id: id, url: local, at: 0, duration: duration)
  }

  /// Pauses the playing item.
  @discardableResult
  public func pause() async -> Bool {
    guard case .playing(let id, _, let duration) = state else { return false }
    let position = await player.stop()
    state = .paused(id: id, position: position, duration: duration)
    startedAt = nil
    return true
  }

  /// Resumes a paused item where it stopped (the file it played, else `url`).
  @discardableResult
  public func resume(url: URL) async -> Bool {
    guard case .paused(let id, let position, let duration) = state else { return false }
    return await start(id: id, url: file ?? url, at: position, duration: duration, keepsStateOnFailure: true)
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
    run += 1
    if state != .idle { await player.stop() }
    state = .idle
    startedAt = nil
    loadingID = nil
  }

  private func start(
    id: String, url: URL, at position: Double, duration: Double, keepsStateOnFailure: Bool = false
  ) async -> Bool {
    run += 1
    let mine = run
    do {
      try await player.start(url: url, at: position)
    } catch {
      if !keepsStateOnFailure { state = .idle }
      failure = Failure(id: id, error: error as? PlaybackError ?? .launchFailed(name: "", reason: "\(error)"))
      return false
    }
    file = url
    state = .playing(id: id, position: position, duration: duration)
    startedAt = time.uptime()
    let player = player
    let time = time
    Task { [weak self] in
      var ending: PlaybackError?
      do { try await player.waitUntilEnded(duration: max(0, duration - position), time: time) } catch {
        ending = error as? PlaybackError ?? .launchFailed(name: "", reason: "\(error)")
      }
      self?.ended(run: mine, id: id, error: ending)
    }
    return true
  }

  /// The player of start `mine` ended: a playing item returns to `.idle` (with its failure).
  private func ended(run mine: Int, id: String, error: PlaybackError?) {
    guard mine == run, case .playing(let playing, _, _) = state, playing == id else { return }
    state = .idle
    startedAt = nil
    if let error { failure = Failure(id: id, error: error) }
  }
}
