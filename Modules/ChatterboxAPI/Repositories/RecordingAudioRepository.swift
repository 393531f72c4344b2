import Foundation
import NetworkErrors

/// The audio of past recordings as local files, for a player (players are given files, never web
/// addresses): downloaded once into the signed-in account's own folder and kept there until the
/// recording is deleted or the account signs out.
public protocol RecordingAudioRepository: Sendable {
  /// A local file holding `recording`'s audio: the copy kept earlier, else downloaded first (its size
  /// at most the recording's `byteSize` and its content type audio). Throws
  /// ``RecordingAudioError``; nothing is left in place unless it is whole.
  func localFile(for recording: Recording) async throws(RecordingAudioError) -> URL
  /// Removes the copy of one recording (after it was deleted); nothing when there is none.
  func removeCopy(ofRecording id: String)
  /// Removes every copy of the signed-in account (at sign-out).
  func removeAll()
}

/// Why a recording's audio could not be made a local file.
public enum RecordingAudioError: Error, Equatable, Sendable {
  /// The server gave the recording no audio address (an upload that is not complete).
  case noAudio
  /// The download failed: the network's reason (a too-large answer is `.answerTooLarge`).
  case network(NetworkError)
  /// The answer was not audio (its `Content-Type`).
  case notAudio(contentType: String)
  /// The answer's size differs from the recording's.
  case wrongSize(expected: Int, received: Int)
  /// The copy could not be written (the system's words).
  case cannotWrite(reason: String)
}
