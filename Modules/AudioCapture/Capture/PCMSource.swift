/// Anything that produces 16-bit PCM for a ``Recorder``: a file, stdin, a capture command, the
/// device microphone.
///
/// A source is a recipe: nothing starts until ``chunks()`` is called, and cancelling the
/// iteration (or dropping the iterator) stops the underlying device, process or reader. Call
/// ``chunks()`` once per take.
///
/// ```swift
/// let source = try WAVFileSource(url: answerURL)
/// for try await chunk in source.chunks() {
///   print(chunk.frameCount, chunk.format)
/// }
/// ```
public protocol PCMSource: Sendable {
  /// The format chunks will be in. Stereo is downmixed by the recorder; anything but 16-bit is
  /// refused with ``CaptureError/unsupportedFormat(_:)``.
  ///
  /// ```swift
  /// source.format.sampleRate // 48_000
  /// ```
  var format: PCMFormat { get }

  /// Whether the recorder must hold microphone permission before starting this source.
  /// Defaults to `false`.
  ///
  /// ```swift
  /// try ProcessSource().requiresMicrophonePermission // true (arecord)
  /// ```
  var requiresMicrophonePermission: Bool { get }

  /// Starts producing audio. The stream finishes at the end of the input and throws when the
  /// input fails; the recorder keeps whatever arrived before a failure.
  ///
  /// ```swift
  /// for try await chunk in source.chunks() { try writer.append(chunk.samples) }
  /// ```
  func chunks() -> AsyncThrowingStream<PCMChunk, any Error>

  /// Operating-system events that affect capture (interruptions, route changes). Defaults to a
  /// stream that finishes at once: only device microphones have any.
  ///
  /// ```swift
  /// for await event in source.systemEvents() { print(event) }
  /// ```
  func systemEvents() -> AsyncStream<CaptureSystemEvent>
}

extension PCMSource {
  /// Files, pipes and stdin need no permission.
  ///
  /// ```swift
  /// try WAVFileSource(url: url).requiresMicrophonePermission // false
  /// ```
  public var requiresMicrophonePermission: Bool { false }

  /// No system events.
  ///
  /// ```swift
  /// StandardInputSource().systemEvents() // finishes immediately
  /// ```
  public func systemEvents() -> AsyncStream<CaptureSystemEvent> {
    AsyncStream { $0.finish() }
  }
}

/// An operating-system event reported by a microphone source and forwarded to the ``Recorder``.
///
/// ```swift
/// await recorder.handle(.routeChanged("Headphones disconnected"))
/// ```
public enum CaptureSystemEvent: Sendable, Hashable {
  /// Another app or a call took the microphone.
  case interruptionBegan
  /// The microphone is available again.
  case interruptionEnded
  /// The input device changed; the text describes it for the user.
  case routeChanged(String)
}
