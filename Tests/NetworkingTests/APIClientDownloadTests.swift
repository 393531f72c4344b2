#if canImport(Glibc)
  import Foundation
  import Networking
  import TestSupport
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// Downloads to a file (issue 39): streamed to disk, renamed into place only when whole, resumed with
  /// `Range` after a drop, capped, and never leaving half a file where the caller asked for one.
  @Suite("APIClient download to a file", .timeLimit(.minutes(2)))
  struct APIClientDownloadTests {
    static let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    static let endpoint = Endpoint<EmptyResponse>(path: "/recordings/take.wav", method: .get, requiresAuth: false)

    /// A folder of the test's own, removed at its end.
    struct Folder {
      let url = FileManager.default.temporaryDirectory.appending(path: "download-\(UUID().uuidString)")
      init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
      func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static func client(_ server: RangeServer, transport: HTTPTransport? = nil) -> APIClient {
      APIClient(
        configuration: APIClientConfiguration(
          environment: APIEnvironment(name: .development, baseURL: URL(string: "http://127.0.0.1:\(server.port)")!),
          transport: transport))
    }

    @Test func aFileArrivesWholeAndNothingElseIsLeft() async throws {
      let server = try RangeServer(.init(body: Self.bytes))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "take.wav")
      let download = try await Self.client(server).download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      #expect(try Data(contentsOf: destination) == Data(Self.bytes))
      #expect(download.byteCount == Self.bytes.count && download.receivedBytes == Self.bytes.count)
      #expect(download.response.statusCode == 200)
      #expect(!FileManager.default.fileExists(atPath: APIClient.partialFile(for: destination).path))
      #expect(server.ranges.value == [nil])
    }

    @Test func aDroppedDownloadResumesFromWhatArrived() async throws {
      let server = try RangeServer(.init(body: Self.bytes, cutFirstAnswerAfter: 100_000))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "take.wav")
      let client = Self.client(server)
      await #expect(throws: DownloadError.self) {
        try await client.download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      }
      #expect(!FileManager.default.fileExists(atPath: destination.path), "half a file is never put in place")
      let kept = try Data(contentsOf: APIClient.partialFile(for: destination))
      #expect(kept.count == 100_000)
      let download = try await client.download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      #expect(server.ranges.value == [nil, "bytes=100000-"])
      #expect(download.response.statusCode == 206 && download.receivedBytes == Self.bytes.count - 100_000)
      #expect(try Data(contentsOf: destination) == Data(Self.bytes))
    }

    @Test func aServerThatIgnoresRangesStartsTheFileAgain() async throws {
      let server = try RangeServer(.init(body: Self.bytes, cutFirstAnswerAfter: 50_000, ignoresRanges: true))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "take.wav")
      let client = Self.client(server)
      _ = try? await client.download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      let download = try await client.download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      #expect(download.response.statusCode == 200 && download.byteCount == Self.bytes.count)
      #expect(try Data(contentsOf: destination) == Data(Self.bytes))
    }

    @Test func aRangeThatDoesNotContinueTheFileIsRefused() async throws {
      let server = try RangeServer(.init(body: Self.bytes, cutFirstAnswerAfter: 50_000, rangeSkew: 10))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "take.wav")
      let client = Self.client(server)
      _ = try? await client.download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      await #expect(throws: DownloadError.network(.invalidResponse)) {
        try await client.download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      }
      #expect(!FileManager.default.fileExists(atPath: destination.path))
      #expect(!FileManager.default.fileExists(atPath: APIClient.partialFile(for: destination).path))
    }

    @Test func aFilePastTheCapIsRefusedAndRemoved() async throws {
      let server = try RangeServer(.init(body: Self.bytes))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "take.wav")
      await #expect(throws: DownloadError.network(.answerTooLarge(limit: 100_000))) {
        try await Self.client(server).download(Self.endpoint, to: destination, maximumBytes: 100_000)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func anErrorAnswerLeavesNoFile() async throws {
      let server = try RangeServer(.init(body: Self.bytes, status: 404))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "take.wav")
      await #expect(throws: DownloadError.network(.notFound)) {
        try await Self.client(server).download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aFolderThatIsNotThereIsCannotWrite() async throws {
      let server = try RangeServer(.init(body: Self.bytes))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "gone/take.wav")
      do {
        _ = try await Self.client(server).download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
        Issue.record("downloaded into a folder that does not exist")
      } catch {
        guard case .cannotWrite(let path, let reason) = error else {
          Issue.record("\(error)")
          return
        }
        #expect(path.hasSuffix("gone/.take.wav.partial") && reason.contains("No such file"))
      }
      #expect(server.ranges.value.isEmpty, "nothing was asked of the server")
    }

    @Test func aTransportWithoutStreamingStillDownloadsAndResumes() async throws {
      let server = try RangeServer(.init(body: Self.bytes))
      defer { server.stop() }
      let folder = try Folder()
      defer { folder.remove() }
      let destination = folder.url.appending(path: "take.wav")
      // A host's closure: no `download`, so the client writes what `send` returns.
      let live = HTTPTransport.live
      let client = Self.client(
        server, transport: HTTPTransport { request, policy in try await live.send(request, policy) })
      try Data(Self.bytes.prefix(120_000)).write(to: APIClient.partialFile(for: destination))
      let download = try await client.download(Self.endpoint, to: destination, maximumBytes: 1 << 20)
      #expect(server.ranges.value == ["bytes=120000-"])
      #expect(download.receivedBytes == Self.bytes.count - 120_000)
      #expect(try Data(contentsOf: destination) == Data(Self.bytes))
    }
  }
#endif
