/// Why the queue refused a request (enqueueing or starting). Carries file *names*, never paths or
/// contents, so it is safe to log.
public enum UploadQueueError: Error, Sendable, Equatable {
  /// The file does not exist or cannot be read.
  case fileUnreadable(String)
  /// The file is empty; the server refuses zero-byte uploads.
  case emptyFile(String)
  /// An argument breaks the queue's rules (metadata is small and printable, a content type is
  /// `type/subtype`; a host's own id rule, checked before enqueueing, may throw this too); the
  /// associated value names the argument.
  case invalidArgument(String)
  /// The queue's directory or a job file could not be written.
  case storage(String, reason: String)
}
