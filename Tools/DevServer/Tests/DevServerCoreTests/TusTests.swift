import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import DevServerCore

/// The tus 1.0 endpoint: creation, core (HEAD/PATCH at the stored offset), termination, and the
/// refusals the protocol names (409, 412, 415, 413, 404), with the bytes stored exactly.
@Suite("tus 1.0 uploads")
struct TusTests {
  static let tus = HTTPField.Name("Tus-Resumable")!
  static let offset = HTTPField.Name("Upload-Offset")!
  static let length = HTTPField.Name("Upload-Length")!

  static func headers(_ token: String?, _ extra: [HTTPField.Name: String] = [:]) -> HTTPFields {
    var headers = HTTPFields()
    headers[tus] = "1.0.0"
    if let token { headers[.authorization] = "Bearer \(token)" }
    for (name, value) in extra { headers[name] = value }
    return headers
  }

  static func create(_ client: some TestClientProtocol, token: String, length: Int, key: String? = nil) async throws
    -> String
  {
    var extra: [HTTPField.Name: String] = [Self.length: String(length)]
    if let key { extra[HTTPField.Name("Idempotency-Key")!] = key }
    let created = try await client.execute(uri: "/tus", method: .post, headers: headers(token, extra))
    #expect(created.status == .created)
    #expect(created.headers[tus] == "1.0.0")
    return try #require(created.headers[.location])
  }

  static func patch(
    _ client: some TestClientProtocol, _ location: String, token: String, at offset: Int, _ bytes: [UInt8],
    contentType: String = "application/offset+octet-stream"
  ) async throws -> TestResponse {
    try await client.execute(
      uri: location, method: .patch,
      headers: headers(token, [Self.offset: String(offset), .contentType: contentType]),
      body: ByteBuffer(bytes: bytes))
  }

  @Test("OPTIONS names the version, the extensions and the maximum size")
  func options() async throws {
    try await TestHarness.run { _, client in
      let answer = try await client.execute(uri: "/tus", method: .options)
      #expect(answer.status == .noContent)
      #expect(answer.headers[HTTPField.Name("Tus-Version")!] == "1.0.0")
      #expect(answer.headers[HTTPField.Name("Tus-Extension")!] == "creation,termination")
      #expect(answer.headers[HTTPField.Name("Tus-Max-Size")!] == String(TusEndpoint.maximumSize))
    }
  }

  @Test("Create, PATCH in chunks, HEAD between: the stored bytes are the sent bytes")
  func chunksAppendAtTheOffset() async throws {
    try await TestHarness.run { harness, client in
      let tokens = try await client.signIn()
      let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      let location = try await Self.create(client, token: tokens.access, length: bytes.count)
      #expect(location.hasPrefix("/tus/tus_"))
      var offset = 0
      for chunk in stride(from: 0, to: bytes.count, by: 4096) {
        let part = Array(bytes[chunk..<min(chunk + 4096, bytes.count)])
        let answer = try await Self.patch(client, location, token: tokens.access, at: offset, part)
        #expect(answer.status == .noContent)
        offset += part.count
        #expect(answer.headers[Self.offset] == String(offset))
        let head = try await client.execute(uri: location, method: .head, headers: Self.headers(tokens.access))
        #expect(head.status == .ok)
        #expect(head.headers[Self.offset] == String(offset))
        #expect(head.headers[Self.length] == String(bytes.count))
        #expect(head.headers[.cacheControl] == "no-store")
      }
      let id = String(location.dropFirst("/tus/".count))
      let stored = try Data(contentsOf: URL(fileURLWithPath: await harness.services.tus.dataPath(id)))
      #expect(Array(stored) == bytes)
      let state = try await client.execute(uri: "/dev/tus/\(id)", method: .get)
      let json = try JSONSerialization.jsonObject(with: Data(state.body.readableBytesView)) as? [String: Any]
      #expect(json?["received_bytes"] as? Int == bytes.count)
      #expect(json?["sha256"] as? String == SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined())
    }
  }

  @Test("A PATCH at the wrong offset is 409 and stores nothing")
  func offsetMismatch() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let location = try await Self.create(client, token: tokens.access, length: 100)
      #expect(
        try await Self.patch(client, location, token: tokens.access, at: 0, Array(repeating: 1, count: 10)).status
          == .noContent)
      let behind = try await Self.patch(client, location, token: tokens.access, at: 0, Array(repeating: 2, count: 10))
      #expect(behind.status == .conflict)
      #expect(behind.headers[Self.tus] == "1.0.0")
      let ahead = try await Self.patch(client, location, token: tokens.access, at: 50, Array(repeating: 2, count: 10))
      #expect(ahead.status == .conflict)
      let head = try await client.execute(uri: location, method: .head, headers: Self.headers(tokens.access))
      #expect(head.headers[Self.offset] == "10")
    }
  }

  @Test("Refusals: 412 without Tus-Resumable, 415 without the offset content type, 413 past the length or the maximum")
  func refusals() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      var noVersion = Self.headers(tokens.access, [Self.length: "10"])
      noVersion[Self.tus] = "0.2.2"
      let old = try await client.execute(uri: "/tus", method: .post, headers: noVersion)
      #expect(old.status == .preconditionFailed)
      #expect(old.headers[HTTPField.Name("Tus-Version")!] == "1.0.0")

      let tooBig = try await client.execute(
        uri: "/tus", method: .post,
        headers: Self.headers(tokens.access, [Self.length: String(TusEndpoint.maximumSize + 1)]))
      #expect(tooBig.status == .contentTooLarge)
      let noLength = try await client.execute(uri: "/tus", method: .post, headers: Self.headers(tokens.access))
      #expect(noLength.status == .badRequest)
      let negative = try await client.execute(
        uri: "/tus", method: .post, headers: Self.headers(tokens.access, [Self.length: "-5"]))
      #expect(negative.status == .badRequest)

      let location = try await Self.create(client, token: tokens.access, length: 10)
      let wrongType = try await Self.patch(
        client, location, token: tokens.access, at: 0, [1, 2], contentType: "audio/wav")
      #expect(wrongType.status == .unsupportedMediaType)
      let pastEnd = try await Self.patch(client, location, token: tokens.access, at: 0, Array(repeating: 7, count: 11))
      #expect(pastEnd.status == .contentTooLarge)
      let head = try await client.execute(uri: location, method: .head, headers: Self.headers(tokens.access))
      #expect(head.headers[Self.offset] == "0", "a chunk that runs past the length is refused before it is read")
      let badOffset = try await client.execute(
        uri: location, method: .patch,
        headers: Self.headers(tokens.access, [Self.offset: "1e3", .contentType: "application/offset+octet-stream"]),
        body: ByteBuffer(bytes: [1]))
      #expect(badOffset.status == .badRequest)
    }
  }

  @Test("Only the creating account sees an upload; no token is 401; termination deletes it")
  func ownershipAndTermination() async throws {
    try await TestHarness.run { harness, client in
      let ana = try await client.signIn("ana@example.com")
      let bob = try await client.signIn("bob@example.com")
      let location = try await Self.create(client, token: ana.access, length: 4)
      #expect(
        try await client.execute(uri: "/tus", method: .post, headers: Self.headers(nil, [Self.length: "4"])).status
          == .unauthorized)
      #expect(
        try await client.execute(uri: location, method: .head, headers: Self.headers(bob.access)).status == .notFound)
      #expect(try await Self.patch(client, location, token: bob.access, at: 0, [1, 2, 3, 4]).status == .notFound)
      #expect(
        try await client.execute(uri: location, method: .delete, headers: Self.headers(bob.access)).status == .notFound)
      #expect(
        try await client.execute(uri: "/tus/..%2F..%2Fsecret", method: .head, headers: Self.headers(ana.access)).status
          == .notFound)

      #expect(try await Self.patch(client, location, token: ana.access, at: 0, [1, 2]).status == .noContent)
      #expect(
        try await client.execute(uri: location, method: .delete, headers: Self.headers(ana.access)).status == .noContent
      )
      #expect(
        try await client.execute(uri: location, method: .head, headers: Self.headers(ana.access)).status == .notFound)
      let id = String(location.dropFirst("/tus/".count))
      #expect(!FileManager.default.fileExists(atPath: await harness.services.tus.dataPath(id)))
    }
  }

  @Test("A repeated creation with the same Idempotency-Key answers the same upload")
  func idempotentCreation() async throws {
    try await TestHarness.run { _, client in
      let tokens = try await client.signIn()
      let first = try await Self.create(client, token: tokens.access, length: 50, key: "job-key-1")
      let again = try await Self.create(client, token: tokens.access, length: 50, key: "job-key-1")
      let other = try await Self.create(client, token: tokens.access, length: 50, key: "job-key-2")
      #expect(first == again)
      #expect(first != other)
      let conflicting = try await client.execute(
        uri: "/tus", method: .post,
        headers: Self.headers(tokens.access, [Self.length: "51", HTTPField.Name("Idempotency-Key")!: "job-key-1"]))
      #expect(conflicting.status == .unprocessableContent || conflicting.status == .conflict)
    }
  }
}
