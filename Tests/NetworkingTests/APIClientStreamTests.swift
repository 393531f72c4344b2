#if canImport(Glibc)
  import Foundation
  import Networking
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// Streaming answers (issue 39): chunks in order at the reader's pace, the buffer bounded, errors
  /// typed before and after the head.
  @Suite("APIClient streaming answers", .timeLimit(.minutes(2)))
  struct APIClientStreamTests {
    static let endpoint = Endpoint<EmptyResponse>(path: "/recordings/take.wav", method: .get, requiresAuth: false)

    static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ $0 >> 10) } }

    static func client(_ server: RangeServer, transport: HTTPTransport? = nil) -> APIClient {
      APIClient(
        configuration: APIClientConfiguration(
          environment: APIEnvironment(name: .development, baseURL: URL(string: "http://127.0.0.1:\(server.port)")!),
          transport: transport))
    }

    @Test func theBodyArrivesInOrderInChunks() async throws {
      let body = Self.bytes(3_000_000)
      let server = try RangeServer(.init(body: body))
      defer { server.stop() }
      var endpoint = Self.endpoint
      endpoint.maximumAnswerBytes = 8 << 20
      let answer = try await Self.client(server).stream(endpoint)
      #expect(answer.response.statusCode == 200)
      var received = Data()
      var count = 0
      for try await chunk in answer.chunks {
        received.append(chunk)
        count += 1
      }
      #expect(received == Data(body))
      #expect(count > 1, "chunks, not one buffer")
    }

    @Test func aSlowReaderKeepsTheBufferBounded() async throws {
      let body = Self.bytes(24 << 20)
      let server = try RangeServer(.init(body: body))
      defer { server.stop() }
      var endpoint = Self.endpoint
      endpoint.maximumAnswerBytes = 64 << 20
      let answer = try await Self.client(server).stream(endpoint)
      var received = 0
      var digest: UInt64 = 0
      for try await chunk in answer.chunks {
        // Work per byte, slower than loopback delivers: the transfer pauses for this reader.
        for byte in chunk { digest = digest &* 31 &+ UInt64(byte) }
        received += chunk.count
      }
      #expect(received == body.count && digest != 0)
      #expect(answer.chunks.peakBufferedBytes <= AnswerChunks.bufferLimit + (256 << 10))
    }

    @Test func anErrorAnswerThrowsBeforeAnyChunk() async throws {
      let server = try RangeServer(.init(body: [], status: 404))
      defer { server.stop() }
      await #expect(throws: NetworkError.notFound) { try await Self.client(server).stream(Self.endpoint) }
    }

    @Test func anAnswerPastTheCapBreaksOffTyped() async throws {
      let server = try RangeServer(.init(body: Self.bytes(400_000)))
      defer { server.stop() }
      var endpoint = Self.endpoint
      endpoint.maximumAnswerBytes = 300_000
      // Content-Length says 400,000: refused at the head, before a byte of the body.
      await #expect(throws: NetworkError.answerTooLarge(limit: 300_000)) {
        try await Self.client(server).stream(endpoint)
      }
    }

    @Test func stoppingEarlyEndsTheTransferAndTheEngineGoesOn() async throws {
      let server = try RangeServer(.init(body: Self.bytes(16 << 20)))
      defer { server.stop() }
      var endpoint = Self.endpoint
      endpoint.maximumAnswerBytes = 64 << 20
      let client = Self.client(server)
      let answer = try await client.stream(endpoint)
      for try await _ in answer.chunks { break }
      answer.chunks.cancel()
      await #expect(throws: NetworkError.cancelled) {
        for try await _ in answer.chunks {}
      }
      let again = try await client.stream(endpoint)
      var total = 0
      for try await chunk in again.chunks { total += chunk.count }
      #expect(total == 16 << 20)
    }

    @Test func aTransportThatCannotStreamGivesOneChunk() async throws {
      let body = Self.bytes(100_000)
      let server = try RangeServer(.init(body: body))
      defer { server.stop() }
      let live = HTTPTransport.live
      let client = Self.client(
        server, transport: HTTPTransport { request, policy in try await live.send(request, policy) })
      let answer = try await client.stream(Self.endpoint)
      var chunks: [Data] = []
      for try await chunk in answer.chunks { chunks.append(chunk) }
      #expect(chunks == [Data(body)])
    }
  }
#endif
