import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small tmpfs mounted on a test's own temporary folder: a "full disk" (a tiny size, then
/// ``fill()``) or a "read-only folder" (``setReadOnly(_:)``), which root, ignoring permission bits,
/// cannot get any other way. Never a system path; always unmounted (``unmount()``, idempotent).
/// Suites gate on ``isPermitted`` so they skip, with a reason, where `mount` is not allowed.
///
/// ```swift
/// @Test(.enabled(if: ScratchMount.isPermitted, "needs mount (root with CAP_SYS_ADMIN)"))
/// func fullDisk() throws {
///   let mount = try ScratchMount(at: folder, size: "200k")
///   defer { mount.unmount() }
///   mount.fill()
/// }
/// ```
public final class ScratchMount: Sendable {
  /// The mount point.
  public let folder: URL

  /// Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN, `mount` present); probed
  /// once, on a throwaway folder.
  public static let isPermitted: Bool = {
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent("mount-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: probe) }
    guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil,
      run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path])
    else { return false }
    return run("/bin/umount", [probe.path])
  }()

  /// Mounts a tmpfs of `size` (`mount`'s syntax: `200k`, `4m`) with mode 0700 on `folder`,
  /// creating it first.
  ///
  /// - Throws: `POSIXError(.EPERM)` when the mount fails (not permitted).
  public init(at folder: URL, size: String = "4m") throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", folder.path]) else {
      throw POSIXError(.EPERM)
    }
    self.folder = folder
  }

  /// Remounts read-only (`true`) or read-write (`false`); whether `mount` succeeded.
  @discardableResult
  public func setReadOnly(_ readOnly: Bool) -> Bool {
    Self.run("/bin/mount", ["-o", readOnly ? "remount,ro" : "remount,rw", folder.path])
  }

  /// Fills the mount to the last byte with a file named `.filler` (ENOSPC reached), then gives
  /// back `leaving` bytes (a disk that fills up during a write); returns the filler's size.
  /// ``unfill()`` removes it.
  @discardableResult
  public func fill(leaving: Int = 0) -> Int {
    let path = folder.appendingPathComponent(".filler").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return 0 }
    defer { close(descriptor) }
    var total = 0
    // Big chunks first, then single bytes, so the last partial block is used up too.
    for chunkSize in [64 * 1024, 4096, 512, 1] {
      let chunk = [UInt8](repeating: 0xA5, count: chunkSize)
      while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, chunkSize) }) == chunkSize { total += chunkSize }
    }
    if leaving > 0 {
      total = max(0, total - leaving)
      _ = ftruncate(descriptor, off_t(total))
    }
    return total
  }

  /// Removes what ``fill()`` wrote.
  public func unfill() {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent(".filler"))
  }

  /// Unmounts (lazily if something still holds it open); safe to call more than once.
  public func unmount() {
    _ = setReadOnly(false)
    if !Self.run("/bin/umount", [folder.path]) { Self.run("/bin/umount", ["-l", folder.path]) }
  }

  /// Runs `tool` with `arguments`; whether it exited 0.
  @discardableResult
  static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitForExit()
    return process.terminationStatus == 0
  }
}
