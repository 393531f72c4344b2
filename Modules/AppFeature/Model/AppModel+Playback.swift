import AudioCapture
import ChatterboxAPI
import Foundation
import HistoryFeature

extension AppModel {
  /// Whether `recording` can be played here: the shell has a player and the server gave the
  /// recording a (signed) audio URL.
  public func canPlay(_ recording: Recording) -> Bool { playback != nil && recording.audioURL != nil }

  /// Play / pause for one past recording: the one playing pauses, the one paused resumes from
  /// where it stopped, any other starts from the beginning (one recording plays at a time). The
  /// returned task is the player's work; `nil` when the recording cannot be played. A recording is
  /// downloaded first (``AppModelDependencies/recordingAudio``); a failed download is the
  /// coordinator's ``PlaybackCoordinator/failure``.
  @discardableResult
  public func togglePlayback(of recording: Recording) -> Task<Void, Never>? {
    guard let playback, let url = recording.audioURL else { return nil }
    let duration = Double(recording.durationMilliseconds ?? 0) / 1000
    return Task {
      switch playback.state {
      case .playing(let id, _, _) where id == recording.id: _ = await playback.pause()
      case .paused(let id, _, _) where id == recording.id: _ = await playback.resume(url: url)
      default:
        guard let audio = dependencies.recordingAudio else {
          _ = await playback.play(id: recording.id, url: url, duration: duration)
          return
        }
        _ = await playback.play(id: recording.id, duration: duration) { () async throws(PlaybackError) -> URL in
          do throws(RecordingAudioError) { return try await audio.localFile(for: recording) } catch {
            throw .downloadFailed(reason: Self.reason(error))
          }
        }
      }
    }
  }

  /// A failed download's reason in a few technical words, for "could not be downloaded: …".
  nonisolated static func reason(_ error: RecordingAudioError) -> String {
    switch error {
    case .noAudio: "the server gave no audio for it"
    case .network(let reason): "\(reason)"  // its catalog key, which the shells say in words
    case .notAudio(let type): "the answer was not audio (\(type.isEmpty ? "no type" : type))"
    case .wrongSize(let expected, let received): "\(received) bytes instead of \(expected)"
    case .cannotWrite(let reason): reason
    }
  }
}
