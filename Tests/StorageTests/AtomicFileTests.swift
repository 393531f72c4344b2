import Foundation
import Storage
import TestSupport
import Testing

@Suite("AtomicFile")
final class AtomicFileTests {
  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  @Test func writesANewFileAndReadsItBack() throws {
    let directory = temporary.url
    let url = directory.appending(path: "settings.json")
    try AtomicFile.write(Data("one".utf8), to: url)
    #expect(try AtomicFile.read(from: url) == Data("one".utf8))
    #expect(try entries(of: directory) == ["settings.json"])
  }

  @Test func replacesContentAndLeavesNoTemporaryFiles() throws {
    let directory = temporary.url
    let url = directory.appending(path: "settings.json")
    try AtomicFile.write(Data(repeating: 7, count: 10_000), to: url)
    try AtomicFile.write(Data("short".utf8), to: url)
    try AtomicFile.write(Data(), to: url)
    try AtomicFile.write(Data("final".utf8), to: url)
    #expect(try AtomicFile.read(from: url) == Data("final".utf8))
    #expect(try entries(of: directory) == ["settings.json"])
  }

  @Test func appliesRequestedPermissions() throws {
    let directory = temporary.url
    let url = directory.appending(path: "token")
    try AtomicFile.write(Data("secret".utf8), to: url, permissions: 0o600)
    #expect(try permissions(of: url) == 0o600)

    // Replacing a looser file tightens it.
    let loose = directory.appending(path: "loose")
    try Data("x".utf8).write(to: loose)
    try setPermissions(0o644, of: loose)
    try AtomicFile.write(Data("y".utf8), to: loose, permissions: 0o600)
    #expect(try permissions(of: loose) == 0o600)
    #expect(try AtomicFile.read(from: loose) == Data("y".utf8))
  }

  @Test func keepsTheExistingModeWhenNoneIsGiven() throws {
    let directory = temporary.url
    let url = directory.appending(path: "token")
    try AtomicFile.write(Data("a".utf8), to: url, permissions: 0o640)
    try AtomicFile.write(Data("b".utf8), to: url)
    #expect(try permissions(of: url) == 0o640)
  }

  @Test func readingAMissingFileReturnsNil() throws {
    let directory = temporary.url
    #expect(try AtomicFile.read(from: directory.appending(path: "absent")) == nil)
  }

  @Test func readingADirectoryIsUnreadable() throws {
    let directory = temporary.url
    let error = #expect(throws: StorageError.self) { try AtomicFile.read(from: directory) }
    #expect(error?.kind == .unreadable)
  }

  @Test func writingIntoAMissingDirectoryFailsCleanly() throws {
    let directory = temporary.url
    let url = directory.appending(path: "missing/settings.json")
    let error = #expect(throws: StorageError.self) { try AtomicFile.write(Data("x".utf8), to: url) }
    #expect(error?.kind == .unwritable)
    #expect(error?.name == "settings.json")
    #expect(try entries(of: directory).isEmpty)
  }

  @Test func aFailedRenameRemovesTheTemporaryFile() throws {
    let directory = temporary.url
    // rename(2) cannot replace a non-empty directory, so the write fails after the temp file exists.
    let target = directory.appending(path: "target", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try Data().write(to: target.appending(path: "inside"))
    let error = #expect(throws: StorageError.self) { try AtomicFile.write(Data("x".utf8), to: target) }
    #expect(error?.kind == .unwritable)
    #expect(try entries(of: directory) == ["target"])
  }

  @Test func concurrentWritersLeaveOneCompleteValue() throws {
    let directory = temporary.url
    let url = directory.appending(path: "shared.bin")
    let payloads = (0..<8).map { Data(repeating: UInt8($0), count: 64 * 1024 + $0) }
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      try? AtomicFile.write(payloads[index % payloads.count], to: url)
    }
    let final = try #require(try AtomicFile.read(from: url))
    #expect(payloads.contains(final))
    #expect(try entries(of: directory) == ["shared.bin"])
  }
}
