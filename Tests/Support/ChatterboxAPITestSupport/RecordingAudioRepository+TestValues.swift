import ChatterboxAPI
import Foundation

/// A ``RecordingAudioRepository`` made of closures (the isowords client form): start from
/// ``unimplemented`` or ``failing(_:)`` and set what the test needs.
///
/// ```swift
/// var audio = TestRecordingAudioRepository.unimplemented
/// audio.localFile = { _ in URL(fileURLWithPath: "/tmp/a.wav") }
/// ```
public struct TestRecordingAudioRepository: RecordingAudioRepository {
  /// Answers ``localFile(for:)``.
  public var localFile: @Sendable (Recording) async throws(RecordingAudioError) -> URL
  /// Answers ``removeCopy(ofRecording:)``.
  public var onRemoveCopy: @Sendable (String) -> Void
  /// Answers ``removeAll()``.
  public var onRemoveAll: @Sendable () -> Void

  /// Fails the test with the operation's name on any call.
  public static var unimplemented: Self {
    Self(
      localFile: { _ throws(RecordingAudioError) in
        throw .network(ChatterboxAPITestSupport.unimplemented("RecordingAudioRepository.localFile"))
      },
      onRemoveCopy: { _ in _ = ChatterboxAPITestSupport.unimplemented("RecordingAudioRepository.removeCopy") },
      onRemoveAll: { _ = ChatterboxAPITestSupport.unimplemented("RecordingAudioRepository.removeAll") })
  }

  /// Every download fails with `error`; removing does nothing.
  public static func failing(_ error: RecordingAudioError) -> Self {
    Self(localFile: { _ throws(RecordingAudioError) in throw error }, onRemoveCopy: { _ in }, onRemoveAll: {})
  }

  /// Creates the value from its closures.
  public init(
    localFile: @escaping @Sendable (Recording) async throws(RecordingAudioError) -> URL,
    onRemoveCopy: @escaping @Sendable (String) -> Void, onRemoveAll: @escaping @Sendable () -> Void
  ) {
    self.localFile = localFile
    self.onRemoveCopy = onRemoveCopy
    self.onRemoveAll = onRemoveAll
  }

  public func localFile(for recording: Recording) async throws(RecordingAudioError) -> URL {
    try await localFile(recording)
  }

  public func removeCopy(ofRecording id: String) { onRemoveCopy(id) }

  public func removeAll() { onRemoveAll() }
}
