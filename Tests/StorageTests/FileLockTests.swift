import Foundation
import Storage
import Testing

@Suite("FileLock and scopes")
struct FileLockTests {
  let url = FileManager.default.temporaryDirectory.appending(path: "locks-\(UUID().uuidString)/job.lock")

  @Test func oneHolderAtATime() throws {
    let first = try #require(try FileLock.tryLock(url))
    #expect(try FileLock.tryLock(url) == nil, "a second open file description is refused, in-process too")
    first.unlock()
    first.unlock()  // harmless
    let second = try #require(try FileLock.tryLock(url))
    second.unlock()
  }

  @Test func releasedWhenTheHolderGoesAway() throws {
    do { _ = try FileLock.tryLock(url) }  // dropped at once: deinit unlocks
    #expect(try FileLock.tryLock(url) != nil)
  }

  @Test func waitingGivesUpAfterTheTimeout() async throws {
    let held = try #require(try FileLock.tryLock(url))
    defer { held.unlock() }
    #expect(try await FileLock.lock(url, timeout: .milliseconds(100)) == nil)
  }

  @Test func scopesAreSafeDistinctAndStable() {
    let a = AppDirectories.safeComponent("http://127.0.0.1:8080")
    let b = AppDirectories.safeComponent("http://127.0.0.1:8081")
    #expect(a.hasPrefix("http_127.0.0.1_8080-"))
    #expect(a != b)
    #expect(a == AppDirectories.safeComponent("http://127.0.0.1:8080"))
    for hostile in ["../../etc", "/", "", ".hidden", "a/b\u{0}c", String(repeating: "x", count: 500)] {
      let component = AppDirectories.safeComponent(hostile)
      #expect(!component.contains("/") && !component.hasPrefix(".") && component.count <= 57)
      #expect(SecureStoreKey.isValid("session.\(component)"))
    }
    let dirs = AppDirectories(dataDirectory: URL(filePath: "/d"), cachesDirectory: URL(filePath: "/c"))
    let scoped = dirs.scoped("servers", "x")
    #expect(scoped.dataDirectory.path.hasPrefix("/d/servers/x-"))
    #expect(scoped.cachesDirectory.path.hasPrefix("/c/servers/x-"))
  }
}
