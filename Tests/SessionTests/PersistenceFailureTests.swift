import Foundation
import Networking
import Session
import Storage
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 24: a rotation that cannot be written never deletes the stored session. The old copy
/// stays (the server accepts its spent refresh token again within its reuse interval), the
/// session goes on in memory, and ``SessionController/persistenceFailure`` says why.
@Suite struct PersistenceFailureTests {
  static func folder() -> URL {
    FileManager.default.temporaryDirectory.appending(
      path: "SessionTests-\(UUID().uuidString)", directoryHint: .isDirectory)
  }

  @Test(arguments: [ENOSPC, EDQUOT, EROFS, EIO])
  func aRefreshThatCannotBeSavedKeepsTheStoredSession(_ code: Int32) async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // No reserve: the write must fail for every code, even a full disk.
    let harness = Harness(store: FileSecureStore(directory: folder, reserveBytes: 0))
    let session = await harness.signIn(lifetime: 30, refresh: "refresh-secret-1")
    let before = try #require(try harness.store.data(for: Harness.storageKey))
    #expect(await harness.controller.persistenceFailure == nil)

    let token = try await FileSystemFaults.failing(.write, with: code).injectAsync {
      try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }

    #expect(token != session.tokens.accessToken, "the session goes on in memory")
    #expect(try harness.store.data(for: Harness.storageKey) == before, "the stored copy is untouched")
    let failure = await harness.controller.persistenceFailure
    #expect(failure == .disk(Harness.storageKey, try #require(DiskFailure(errno: code))))
    #expect(harness.logs.allText.contains("could not persist the session"))
    #expect(!harness.logs.allText.contains("refresh-secret"))

    // The next write that lands clears the failure.
    _ = try await harness.controller.refreshAccessToken(rejected: token)
    #expect(await harness.controller.persistenceFailure == nil)
    #expect(try harness.store.data(for: Harness.storageKey) != before)
  }

  @Test func aFullDiskWithTheReserveStillSavesTheRotation() async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = Harness(store: FileSecureStore(directory: folder))
    let session = await harness.signIn(lifetime: 30)

    _ = try await FileSystemFaults.failing(.write, with: ENOSPC, times: 1).injectAsync {
      try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }

    #expect(await harness.controller.persistenceFailure == nil)
    #expect(harness.storedRefreshToken != session.tokens.refreshToken, "the rotated token is on disk")
  }

  @Test func aRelaunchAfterAFailedWriteIsStillSignedIn() async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = Harness(store: FileSecureStore(directory: folder, reserveBytes: 0))
    let session = await harness.signIn(lifetime: 30)
    _ = try await FileSystemFaults.failing(.rename, with: EROFS).injectAsync {
      try await harness.controller.refreshAccessToken(rejected: session.tokens.accessToken)
    }

    let relaunched = harness.relaunch(after: 1)
    let state = await relaunched.controller.restore()

    #expect(state.isSignedIn, "the kept copy restores (before: the file was deleted, 'Not signed in')")
  }
}
