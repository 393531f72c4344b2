import Foundation
import Storage
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 24: no write deletes the old copy before the new one is on disk. A full disk, a quota, a
/// read-only remount and an I/O error, injected at each step of an atomic write through
/// ``FileSystemFaults``, leave the old contents and no temporary file, and throw a typed
/// ``StorageError/disk(_:_:)``.
@Suite("Disk failures")
final class DiskFailureTests {
  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  static let codes: [Int32] = [ENOSPC, EDQUOT, EROFS, EIO]
  static let steps: [FileSystemFaults.Operation] = [.create, .write, .sync, .rename]

  @Test(arguments: steps, codes)
  func aFailedAtomicWriteKeepsTheOldFile(_ step: FileSystemFaults.Operation, _ code: Int32) throws {
    let url = temporary.url.appending(path: "session")
    try AtomicFile.write(Data("old".utf8), to: url, permissions: 0o600)

    let error = #expect(throws: StorageError.self) {
      try FileSystemFaults.failing(step, with: code).inject {
        try AtomicFile.write(Data("new".utf8), to: url, permissions: 0o600)
      }
    }

    #expect(error == .disk("session", try #require(DiskFailure(errno: code))))
    #expect(try AtomicFile.read(from: url) == Data("old".utf8))
    #expect(try entries(of: temporary.url) == ["session"], "no temporary file left behind")
  }

  @Test func otherCodesStayUnwritableWithTheirReason() throws {
    let url = temporary.url.appending(path: "session")
    let error = #expect(throws: StorageError.self) {
      try FileSystemFaults.failing(.write, with: EBADF).inject { try AtomicFile.write(Data("x".utf8), to: url) }
    }
    #expect(error?.kind == .unwritable)
  }

  @Test func faultsStayInTheirTask() async throws {
    let url = temporary.url.appending(path: "other")
    try await FileSystemFaults.failing(.write, with: ENOSPC).injectAsync {
      // A task that is not a child of the injecting one does not see the fault.
      try await Task.detached { try AtomicFile.write(Data("ok".utf8), to: url) }.value
    }
    #expect(try AtomicFile.read(from: url) == Data("ok".utf8))
  }

  // MARK: The secure store's reserve

  @Test(arguments: [ENOSPC, EDQUOT])
  func aFullDiskGivesUpTheReserveAndTheWriteLands(_ code: Int32) throws {
    let directory = temporary.url.appending(path: "secure")
    let store = FileSecureStore(directory: directory)
    try store.set(Data("old".utf8), for: "session")
    #expect(try entries(of: directory) == [".reserve", "session"])

    // Only the first write fails, as on a disk the reserve's space makes room on.
    try FileSystemFaults.failing(.write, with: code, times: 1).inject {
      try store.set(Data("new".utf8), for: "session")
    }

    #expect(try store.data(for: "session") == Data("new".utf8))
    #expect(try entries(of: directory) == [".reserve", "session"], "the reserve is back once there is room")
  }

  @Test func withoutAReserveAFullDiskThrowsAndKeepsTheOldValue() throws {
    let directory = temporary.url.appending(path: "secure")
    let store = FileSecureStore(directory: directory, reserveBytes: 0)
    try store.set(Data("old".utf8), for: "session")

    let error = #expect(throws: StorageError.self) {
      try FileSystemFaults.failing(.write, with: ENOSPC).inject { try store.set(Data("new".utf8), for: "session") }
    }

    #expect(error == .disk("session", .noSpace))
    #expect(try store.data(for: "session") == Data("old".utf8))
    #expect(try entries(of: directory) == ["session"])
  }

  @Test(arguments: [EROFS, EIO])
  func aReadOnlyOrFailingDiskKeepsTheReserveAndTheOldValue(_ code: Int32) throws {
    let directory = temporary.url.appending(path: "secure")
    let store = FileSecureStore(directory: directory)
    try store.set(Data("old".utf8), for: "session")

    let error = #expect(throws: StorageError.self) {
      try FileSystemFaults.failing(.rename, with: code).inject { try store.set(Data("new".utf8), for: "session") }
    }

    #expect(error == .disk("session", try #require(DiskFailure(errno: code))))
    #expect(try store.data(for: "session") == Data("old".utf8))
    #expect(try entries(of: directory) == [".reserve", "session"], "freeing space cannot help: reserve kept")
  }

  @Test func aFullDiskThatStaysFullAfterTheReserveThrowsAndKeepsTheOldValue() throws {
    let directory = temporary.url.appending(path: "secure")
    let store = FileSecureStore(directory: directory)
    try store.set(Data("old".utf8), for: "session")

    let error = #expect(throws: StorageError.self) {
      try FileSystemFaults.failing(.write, with: ENOSPC).inject { try store.set(Data("new".utf8), for: "session") }
    }

    #expect(error == .disk("session", .noSpace))
    #expect(try store.data(for: "session") == Data("old".utf8))
  }

  @Test func aFailedDeleteIsTyped() throws {
    let directory = temporary.url.appending(path: "secure")
    let store = FileSecureStore(directory: directory)
    try store.set(Data("old".utf8), for: "session")
    let error = #expect(throws: StorageError.self) {
      try FileSystemFaults.failing(.remove, with: EROFS).inject { try store.removeValue(for: "session") }
    }
    #expect(error == .disk("session", .readOnly))
    #expect(try store.data(for: "session") == Data("old".utf8))
  }
}
