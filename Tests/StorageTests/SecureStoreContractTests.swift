import Foundation
import Storage
import TestSupport
import Testing

/// The guarantees documented on `SecureStore`, run against every implementation that can run here
/// (the Keychain store needs an Apple device and a signed host, so it is not part of this run).
@Suite("SecureStore contract")
final class SecureStoreContractTests {
  enum Kind: CaseIterable, Sendable { case inMemory, file }

  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  func makeStore(_ kind: Kind) -> any SecureStore {
    switch kind {
    case .inMemory: InMemorySecureStore()
    case .file: FileSecureStore(directory: temporary.url.appending(path: "secrets", directoryHint: .isDirectory))
    }
  }

  @Test(arguments: Kind.allCases)
  func honoursTheContract(kind: Kind) throws {
    let store = makeStore(kind)
    #expect(try store.data(for: "auth.refresh") == nil)
    try store.set(Data("r1".utf8), for: "auth.refresh")
    try store.set(Data("r2".utf8), for: "auth.refresh")
    #expect(try store.data(for: "auth.refresh") == Data("r2".utf8))
    try store.set(Data(), for: "empty")
    #expect(try store.data(for: "empty") == Data())
    try store.removeValue(for: "auth.refresh")
    try store.removeValue(for: "auth.refresh")
    #expect(try store.data(for: "auth.refresh") == nil)
    #expect(try store.data(for: "empty") == Data())
    try store.removeAll()
    try store.removeAll()
    #expect(try store.data(for: "empty") == nil)
    #expect(throws: StorageError.invalidKey("../x")) { try store.set(Data(), for: "../x") }
  }

  @Test(arguments: Kind.allCases)
  func binaryValuesSurviveExactly(kind: Kind) throws {
    let store = makeStore(kind)
    let bytes = Data((0...255).map { UInt8($0) } + [0, 0, 0xff])
    try store.set(bytes, for: "blob")
    #expect(try store.data(for: "blob") == bytes)
  }

  @Test(arguments: Kind.allCases)
  func concurrentCallsAreSafe(kind: Kind) throws {
    let store = makeStore(kind)
    let values = (0..<16).map { Data(repeating: UInt8($0), count: 512) }
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      try? store.set(values[index % values.count], for: "shared")
      try? store.set(values[index % values.count], for: "own-\(index)")
      _ = try? store.data(for: "shared")
    }
    #expect(values.contains(try #require(try store.data(for: "shared"))))
    for index in 0..<64 {
      #expect(try store.data(for: "own-\(index)") == values[index % values.count])
    }
  }

  @Test func inMemoryExposesASnapshot() throws {
    let store = InMemorySecureStore(["seeded": Data("s".utf8)])
    try store.set(Data("t".utf8), for: "auth.refresh")
    #expect(store.contents == ["seeded": Data("s".utf8), "auth.refresh": Data("t".utf8)])
    try store.removeAll()
    #expect(store.contents.isEmpty)
  }
}
