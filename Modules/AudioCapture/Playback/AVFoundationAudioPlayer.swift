#if canImport(AVFoundation)
  import AVFoundation
  import Foundation
  import Observability

  /// Plays a local file with `AVAudioPlayer`, the Apple side of ``AudioPlayer`` (Linux runs a
  /// ``CommandAudioPlayer`` instead). Its delegate's "finished" is the end; a file it cannot open or
  /// decode is a ``PlaybackError/playerFailed(name:status:lastLine:)`` with the system's words.
  public final class AVFoundationAudioPlayer: NSObject, AudioPlayer, AVAudioPlayerDelegate, @unchecked Sendable {
    // `AVAudioPlayer` is not Sendable: every touch of it is under `lock`.
    private let lock = NSLock()
    private var player: AVAudioPlayer?
    private var ending: (stream: AsyncStream<PlaybackError?>, end: AsyncStream<PlaybackError?>.Continuation)?

    /// A player with nothing loaded.
    override public init() { super.init() }

    public func start(url: URL, at position: Double) async throws {
      let player: AVAudioPlayer
      do { player = try AVAudioPlayer(contentsOf: url) } catch {
        throw PlaybackError.playerFailed(
          name: "AVAudioPlayer", status: Int32(truncatingIfNeeded: (error as NSError).code),
          lastLine: error.localizedDescription)
      }
      player.delegate = self
      player.currentTime = position
      let (stream, end) = AsyncStream<PlaybackError?>.makeStream()
      let started = lock.withLock { () -> Bool in
        self.player?.stop()
        self.player = player
        ending = (stream, end)
        return player.play()
      }
      // `play()` refuses when there is no output to play on.
      guard started else { throw PlaybackError.noAudioDevice(name: "AVAudioPlayer", lastLine: "play() refused") }
    }

    @discardableResult
    public func stop() async -> Double {
      lock.withLock {
        let reached = player?.currentTime ?? 0
        player?.stop()
        player = nil
        ending?.end.yield(nil)
        return reached
      }
    }

    public func waitUntilEnded(duration: Double, time: TimeSource) async throws {
      guard let stream = lock.withLock({ ending?.stream }) else { return }
      for await outcome in stream {
        if let outcome { throw outcome }
        return
      }
      await stop()  // cancelled
    }

    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
      let failure: PlaybackError? =
        flag ? nil : .playerFailed(name: "AVAudioPlayer", status: 1, lastLine: "playback did not finish")
      lock.withLock { _ = ending?.end.yield(failure) }
    }

    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {
      let words = error?.localizedDescription ?? "decode error"
      lock.withLock { _ = ending?.end.yield(.playerFailed(name: "AVAudioPlayer", status: 1, lastLine: words)) }
    }
  }
#endif
