import Foundation
import Storage
import TestSupport
import Testing

@Suite("KeyValueStore")
final class KeyValueStoreTests {
  struct Profile: Codable, Equatable {
    var id: String
    var languages: [String]
    var streak: Int?
  }

  let temporary: TemporaryDirectory
  let fileURL: URL

  init() throws {
    temporary = try TemporaryDirectory()
    fileURL = temporary.url.appending(path: "state/settings.json")
  }

  @Test func roundTripAcrossInstances() throws {
    let store = KeyValueStore(fileURL: fileURL)
    let profile = Profile(id: "p1", languages: ["en", "es"], streak: nil)
    try store.set(true, for: "onboarding.done")
    try store.set(Int64.max, for: "big")
    try store.set(0.1, for: "ratio")
    try store.set("héllo \"quoted\"", for: "greeting")
    try store.set(profile, for: "profile")

    // A new instance reads what the first one wrote.
    let reopened = KeyValueStore(fileURL: fileURL)
    #expect(try reopened.value(Bool.self, for: "onboarding.done") == true)
    #expect(try reopened.value(Int64.self, for: "big") == Int64.max)
    #expect(try reopened.value(Double.self, for: "ratio") == 0.1)
    #expect(try reopened.value(String.self, for: "greeting") == "héllo \"quoted\"")
    #expect(try reopened.value(Profile.self, for: "profile") == profile)
  }

  @Test func missingFileAndMissingKeyAreNil() throws {
    let store = KeyValueStore(fileURL: fileURL)
    #expect(try store.value(String.self, for: "anything") == nil)
    #expect(!FileManager.default.fileExists(atPath: filePath(fileURL)), "reading must not create the file")
    try store.set("x", for: "present")
    #expect(try store.value(String.self, for: "absent") == nil)
  }

  @Test func removeDeletesOneKey() throws {
    let store = KeyValueStore(fileURL: fileURL)
    try store.set(1, for: "a")
    try store.set(2, for: "b")
    try store.remove(for: "a")
    try store.remove(for: "never-set")
    let reopened = KeyValueStore(fileURL: fileURL)
    #expect(try reopened.value(Int.self, for: "a") == nil)
    #expect(try reopened.value(Int.self, for: "b") == 2)
  }

  @Test func fileIsPrivateAndTheDirectoryIsCreated() throws {
    try KeyValueStore(fileURL: fileURL).set(1, for: "a")
    #expect(try permissions(of: fileURL) == 0o600)
    #expect(try permissions(of: fileURL.deletingLastPathComponent()) == 0o700)
    #expect(try entries(of: fileURL.deletingLastPathComponent()) == ["settings.json"])
  }

  @Test(arguments: [
    Data("not json {".utf8),
    Data([0xff, 0xfe, 0x00, 0x01]),
    Data("[1, 2, 3]".utf8),
    Data(#"{"version": 1}"#.utf8),
    Data(#"{"version": 2, "values": {}}"#.utf8),
  ])
  func corruptFileThrowsCorrupt(contents: Data) throws {
    try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: fileURL)
    try expectCorrupt(KeyValueStore(fileURL: fileURL))
  }

  @Test func truncatedFileThrowsCorrupt() throws {
    try KeyValueStore(fileURL: fileURL).set(Profile(id: "p1", languages: ["en"], streak: 3), for: "profile")
    let full = try Data(contentsOf: fileURL)
    for length in [0, 1, full.count / 2, full.count - 1] {
      try full.prefix(length).write(to: fileURL)
      try expectCorrupt(KeyValueStore(fileURL: fileURL), "truncated to \(length) bytes")
    }
  }

  @Test func resetRecoversFromCorruption() throws {
    try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: fileURL)
    let store = KeyValueStore(fileURL: fileURL)
    try expectCorrupt(store)
    try store.reset()
    #expect(try store.value(Int.self, for: "a") == nil)
    try store.set(1, for: "a")
    #expect(try KeyValueStore(fileURL: fileURL).value(Int.self, for: "a") == 1)
  }

  @Test func aValueOfTheWrongTypeIsCorruptAndRemovable() throws {
    let store = KeyValueStore(fileURL: fileURL)
    try store.set("not a number", for: "count")
    try store.set(true, for: "other")
    let error = #expect(throws: StorageError.self) { try store.value(Int.self, for: "count") }
    #expect(error?.kind == .corrupt)
    #expect(try store.value(Bool.self, for: "other") == true, "one bad value must not hide the rest")
    try store.remove(for: "count")
    #expect(try store.value(Int.self, for: "count") == nil)
  }

  @Test func aValueJSONCannotRepresentIsUnwritableAndChangesNothing() throws {
    let store = KeyValueStore(fileURL: fileURL)
    try store.set(1.5, for: "ratio")
    let error = #expect(throws: StorageError.self) { try store.set(Double.nan, for: "ratio") }
    #expect(error?.kind == .unwritable)
    #expect(try KeyValueStore(fileURL: fileURL).value(Double.self, for: "ratio") == 1.5)
  }

  @Test func concurrentWritersLoseNothing() throws {
    let store = KeyValueStore(fileURL: fileURL)
    DispatchQueue.concurrentPerform(iterations: 40) { index in
      try? store.set(index, for: "key-\(index)")
    }
    let reopened = KeyValueStore(fileURL: fileURL)
    for index in 0..<40 {
      #expect(try reopened.value(Int.self, for: "key-\(index)") == index)
    }
    #expect(try entries(of: fileURL.deletingLastPathComponent()) == ["settings.json"])
  }

  /// Every operation on a store over a corrupt file throws `.corrupt` and leaves the file alone.
  private func expectCorrupt(_ store: KeyValueStore, _ comment: Comment? = nil) throws {
    let before = try Data(contentsOf: fileURL)
    let operations: [() throws -> Void] = [
      { _ = try store.value(Int.self, for: "a") },
      { try store.set(1, for: "a") },
      { try store.remove(for: "a") },
    ]
    for operation in operations {
      let error = #expect(throws: StorageError.self, comment) { try operation() }
      #expect(error?.kind == .corrupt, comment)
      #expect(error?.name == "settings.json", comment)
    }
    #expect(try Data(contentsOf: fileURL) == before, "a corrupt file must not be overwritten")
  }
}
