import Observability

/// A test seam: makes Storage's own file operations (``AtomicFile``, ``FileSecureStore``, the
/// directory and delete helpers) fail with a chosen `errno` at a chosen step, as a full, read-only
/// or failing disk would, without a real one. Scoped to a task (a task-local value), so tests
/// running in parallel never see each other's faults, and production code never installs one.
public struct FileSystemFaults: Sendable {
  /// The step of a write a fault is injected at.
  public enum Operation: String, Sendable, CaseIterable {
    /// Creating the temporary file (`open(O_CREAT|O_EXCL)`).
    case create
    /// Writing its bytes.
    case write
    /// `fsync` of the file.
    case sync
    /// `rename` over the destination.
    case rename
    /// `fsync` of the folder after the rename or delete.
    case syncDirectory
    /// `unlink` of a file.
    case remove
    /// `mkdir` of a folder.
    case makeDirectory
  }

  let rule: @Sendable (Operation, String) -> Int32?

  /// A fault from a rule: `errno` to fail `operation` on the file `name` with, or `nil` to let it
  /// run.
  public init(_ rule: @escaping @Sendable (_ operation: Operation, _ name: String) -> Int32?) {
    self.rule = rule
  }

  /// Fails `operation` with `code` the first `times` times it runs (on any file, or only on
  /// files named in `names`), then lets it succeed.
  public static func failing(
    _ operation: Operation, with code: Int32, times: Int = .max, names: Set<String>? = nil
  ) -> FileSystemFaults {
    let remaining = LockedValue(times)
    return FileSystemFaults { step, name in
      guard step == operation, names.map({ $0.contains(name) }) ?? true else { return nil }
      return remaining.withLock { count in
        guard count > 0 else { return nil }
        count -= 1
        return code
      }
    }
  }

  /// Runs `body` with these faults in effect for Storage calls made by it and by tasks it starts.
  public func inject<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Runs `body` with these faults in effect for Storage calls made by it and by tasks it starts.
  public func injectAsync<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: body)
  }

  @TaskLocal static var current: FileSystemFaults?

  /// The `errno` to fail `operation` on `name` with, when a test injected one.
  static func code(_ operation: Operation, _ name: String) -> Int32? {
    current?.rule(operation, name)
  }
}
