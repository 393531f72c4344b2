import AudioCapture
import Foundation
import Observability

/// An ``AudioPlayer`` that plays nothing and logs every call (`start a.wav @0.0`, `stop`); `stop`
/// reports ``stopPosition`` as the position reached. The test value of the one player protocol, for
/// the history's playback and the practice review alike.
///
/// ```swift
/// let player = ScriptedAudioPlayer(stopPosition: 4)
/// #expect(player.log == ["start a.wav @0.0", "stop"])
/// ```
public final class ScriptedAudioPlayer: AudioPlayer, @unchecked Sendable {
  private let entries = LockedValue<[String]>([])
  /// The position `stop()` reports, in seconds.
  public let stopPosition: Double

  /// Creates the player.
  public init(stopPosition: Double = 0) { self.stopPosition = stopPosition }

  /// Every call so far, in order.
  public var log: [String] { entries.value }

  public func start(url: URL, at position: Double) async throws {
    entries.withLock { $0.append("start \(url.lastPathComponent) @\(position)") }
  }

  public func stop() async -> Double {
    entries.withLock { $0.append("stop") }
    return stopPosition
  }
}
