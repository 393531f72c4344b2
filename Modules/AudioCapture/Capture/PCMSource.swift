/// Anything that produces 16-bit PCM for a ``Recorder``: a file, stdin, a capture command, the
/// device microphone.
///
/// A source is a recipe: nothing starts until ``chunks()`` is called, and cancelling the
/// iteration (or dropping the iterator) stops the underlying device, process or reader. Call
/// ``chunks()`` once per take.
public protocol PCMSource: Sendable {
  /// The format chunks will be in. Stereo is downmixed by the recorder; anything but 16-bit is
  /// refused with ``CaptureError/unsupportedFormat(_:)``.
  var format: PCMFormat { get }

  /// Whether the recorder must hold microphone permission before starting this source.
  /// Defaults to `false`.
  var requiresMicrophonePermission: Bool { get }

  /// Starts producing audio. The stream finishes at the end of the input and throws when the
  /// input fails; the recorder keeps whatever arrived before a failure.
  func chunks() -> AsyncThrowingStream<PCMChunk, any Error>

  /// Operating-system events that affect capture (interruptions, route changes). Defaults to a
  /// stream that finishes at once: only device microphones have any.
  func systemEvents() -> AsyncStream<CaptureSystemEvent>
}

extension PCMSource {
  /// Files, pipes and stdin need no permission.
  public var requiresMicrophonePermission: Bool { false }

  /// No system events.
  public func systemEvents() -> AsyncStream<CaptureSystemEvent> {
    AsyncStream { $0.finish() }
  }
}

/// An operating-system event reported by a microphone source and forwarded to the ``Recorder``.
public enum CaptureSystemEvent: Sendable, Hashable {
  /// Another app or a call took the microphone.
  case interruptionBegan
  /// The microphone is available again.
  case interruptionEnded
  /// The input device changed; the text describes it for the user.
  case routeChanged(String)
}
