import Foundation
import Storage
import TestSupport
import Testing

@Suite("FileSecureStore")
final class FileSecureStoreTests {
  let temporary: TemporaryDirectory
  let directory: URL
  let store: FileSecureStore

  init() throws {
    temporary = try TemporaryDirectory()
    // A not-yet-existing nested directory: the store must create it (and its parent) itself.
    directory = temporary.url.appending(path: "data/secrets", directoryHint: .isDirectory)
    store = FileSecureStore(directory: directory)
  }

  @Test func roundTrip() throws {
    #expect(try store.data(for: "auth.refresh") == nil)
    try store.set(Data("r1".utf8), for: "auth.refresh")
    #expect(try store.data(for: "auth.refresh") == Data("r1".utf8))
    try store.set(Data("r2".utf8), for: "auth.refresh")
    #expect(try store.data(for: "auth.refresh") == Data("r2".utf8))
    // A second instance over the same directory sees the same values: they are on disk.
    #expect(try FileSecureStore(directory: directory).data(for: "auth.refresh") == Data("r2".utf8))
    try store.removeValue(for: "auth.refresh")
    #expect(try store.data(for: "auth.refresh") == nil)
  }

  @Test func readingBeforeAnyWriteCreatesNothing() throws {
    #expect(try store.data(for: "auth.refresh") == nil)
    try store.removeValue(for: "auth.refresh")
    try store.removeAll()
    #expect(try entries(of: temporary.url).isEmpty)
  }

  @Test func writesA0600FileInA0700Directory() throws {
    try store.set(Data("secret".utf8), for: "auth.refresh")
    #expect(try permissions(of: directory) == 0o700)
    #expect(try permissions(of: directory.deletingLastPathComponent()) == 0o700)
    #expect(try permissions(of: directory.appending(path: "auth.refresh")) == 0o600)
    #expect(try entries(of: directory) == [".reserve", "auth.refresh"])
    #expect(try permissions(of: directory.appending(path: ".reserve")) == 0o600)
  }

  @Test func refusesAFileOthersCanRead() throws {
    try store.set(Data("secret".utf8), for: "auth.refresh")
    try setPermissions(0o644, of: directory.appending(path: "auth.refresh"))
    #expect(throws: StorageError.insecurePermissions("auth.refresh", mode: 0o644)) {
      try self.store.data(for: "auth.refresh")
    }
    // Writing replaces it with a fresh 0600 file, which is then trusted again.
    try store.set(Data("new".utf8), for: "auth.refresh")
    #expect(try store.data(for: "auth.refresh") == Data("new".utf8))
  }

  @Test func refusesADirectoryOthersCanAccess() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try setPermissions(0o755, of: directory)
    let expected = StorageError.insecurePermissions("secrets", mode: 0o755)
    #expect(throws: expected) { try self.store.set(Data("secret".utf8), for: "auth.refresh") }
    #expect(throws: expected) { try self.store.data(for: "auth.refresh") }
    #expect(try entries(of: directory).isEmpty)
  }

  @Test func refusesASymlinkInPlaceOfAValue() throws {
    try store.set(Data("secret".utf8), for: "auth.refresh")
    let elsewhere = temporary.url.appending(path: "elsewhere")
    try Data("planted".utf8).write(to: elsewhere)
    try setPermissions(0o600, of: elsewhere)
    try FileManager.default.createSymbolicLink(at: directory.appending(path: "planted"), withDestinationURL: elsewhere)
    let error = #expect(throws: StorageError.self) { try self.store.data(for: "planted") }
    #expect(error?.kind == .unreadable)
  }

  @Test(arguments: [
    "", ".", "..", "../escape", "a/b", "/abs", ".hidden", "with space", "tab\t", "ünïcode", "nul\u{0}byte",
    String(repeating: "k", count: SecureStoreKey.maximumLength + 1),
  ])
  func rejectsBadKeys(key: String) throws {
    let expected = StorageError.invalidKey(key)
    #expect(throws: expected) { try self.store.set(Data("x".utf8), for: key) }
    #expect(throws: expected) { try self.store.data(for: key) }
    #expect(throws: expected) { try self.store.removeValue(for: key) }
    #expect(try entries(of: temporary.url).isEmpty)
  }

  @Test func acceptsTheWholeKeyAlphabet() throws {
    let key = "Aa0_-." + String(repeating: "z", count: SecureStoreKey.maximumLength - 6)
    try store.set(Data("x".utf8), for: key)
    #expect(try store.data(for: key) == Data("x".utf8))
  }

  @Test func removeAllDeletesEveryValueAndLeftoverTemporaryFiles() throws {
    for key in ["a", "b", "c.d"] { try store.set(Data(key.utf8), for: key) }
    // What an interrupted atomic write leaves behind; it holds a secret too.
    try Data("half".utf8).write(to: directory.appending(path: ".a.1234.tmp"))
    try store.removeAll()
    #expect(try entries(of: directory).isEmpty)
    for key in ["a", "b", "c.d"] { #expect(try store.data(for: key) == nil) }
    // Still usable afterwards.
    try store.set(Data("again".utf8), for: "a")
    #expect(try store.data(for: "a") == Data("again".utf8))
  }

  @Test func removalWorksEvenInALooseDirectory() throws {
    try store.set(Data("secret".utf8), for: "auth.refresh")
    try setPermissions(0o755, of: directory)
    try store.removeValue(for: "auth.refresh")
    #expect(try entries(of: directory) == [".reserve"], "the value is gone; the reserve holds zeros only")
  }
}
