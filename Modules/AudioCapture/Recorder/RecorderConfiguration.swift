import Foundation

/// Where and how a ``Recorder`` records one take.
public struct RecorderConfiguration: Sendable, Hashable {
  /// The recordings directory, chosen by the caller (created with mode 0700 if missing).
  public var directory: URL
  /// What the take is of (an item id, a prompt id); sanitised into the file name by ``TakeFileName``.
  public var label: String
  /// The take finishes with ``FinishReason/maxDuration`` at exactly this much audio; `nil` for no
  /// limit. Defaults to 10 minutes so a forgotten take cannot fill the disk.
  public var maxDuration: Duration?
  /// Ends the take after silence; off (`nil`) by default.
  public var silence: SilenceDetection?
  /// Audio per level reading; 50 ms gives 20 readings per second of audio.
  public var meterWindow: Duration

  /// Creates a configuration.
  public init(
    directory: URL,
    label: String,
    maxDuration: Duration? = .seconds(600),
    silence: SilenceDetection? = nil,
    meterWindow: Duration = .milliseconds(50)
  ) {
    self.directory = directory
    self.label = label
    self.maxDuration = maxDuration
    self.silence = silence
    self.meterWindow = meterWindow
  }
}
