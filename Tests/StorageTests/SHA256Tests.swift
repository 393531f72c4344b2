import Foundation
import Storage
import TestSupport
import Testing

@Suite("SHA256")
final class SHA256Tests {
  let temporary: TemporaryDirectory

  init() throws {
    temporary = try TemporaryDirectory()
  }

  /// FIPS 180-4 / NIST CSRC example vectors.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func nistVector(message: String, expected: String) {
    #expect(SHA256.hash(Data(message.utf8)).hexString == expected)
    var bytewise = SHA256()
    bytewise.update(Array(message.utf8))
    #expect(bytewise.finalize().hexString == expected)
  }

  @Test func oneMillionA() {
    let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    #expect(SHA256.hash(Data(repeating: UInt8(ascii: "a"), count: 1_000_000)).hexString == expected)
    var streamed = SHA256()
    let chunk = Data(repeating: UInt8(ascii: "a"), count: 1_000)
    for _ in 0..<1_000 { streamed.update(chunk) }
    #expect(streamed.finalize().hexString == expected)
  }

  /// Lengths around the padding boundaries (55/56 bytes fit one block or spill into a second).
  @Test(arguments: [
    (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
    (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
    (57, "f13b2d724659eb3bf47f2dd6af1accc87b81f09f59f2b75e5c0bed6589dfe8c6"),
    (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
    (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
    (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
    (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
  ])
  func paddingBoundary(length: Int, expected: String) {
    #expect(SHA256.hash(Data(repeating: UInt8(ascii: "a"), count: length)).hexString == expected)
  }

  @Test func chunkSplitInvarianceAtEveryOffset() {
    let message = Self.pseudoRandomBytes(count: 300)
    let expected = SHA256.hash(message)
    for split in 0...message.count {
      var hasher = SHA256()
      hasher.update(message.prefix(split))
      hasher.update(message.dropFirst(split))  // a slice whose indices do not start at 0
      #expect(hasher.finalize() == expected, "split at \(split)")
    }
  }

  @Test func chunkSplitInvarianceForEveryChunkSize() {
    let message = Self.pseudoRandomBytes(count: 1_000)
    let expected = SHA256.hash(message)
    for size in 1...130 {
      var viaData = SHA256()
      var viaBytes = SHA256()
      var start = 0
      while start < message.count {
        let end = min(start + size, message.count)
        viaData.update(message[start..<end])
        viaBytes.update(Array(message[start..<end]))
        start = end
      }
      #expect(viaData.finalize() == expected, "Data chunks of \(size)")
      #expect(viaBytes.finalize() == expected, "byte-sequence chunks of \(size)")
    }
  }

  @Test func digestShape() {
    let digest = SHA256.hash(Data("abc".utf8))
    #expect(digest.bytes.count == 32)
    #expect(digest.description == digest.hexString)
    #expect(digest.hexString.count == 64)
  }

  @Test(.enabled(if: ExternalSHA256.tool != nil, "needs sha256sum or shasum"))
  func fileHashMatchesSha256sum() throws {
    let directory = temporary.url
    // 1 MiB + 123 bytes: several default-size chunks plus a ragged tail.
    let large = directory.appending(path: "large.bin")
    try Self.pseudoRandomBytes(count: 1_048_576 + 123).write(to: large)
    #expect(try SHA256.hash(fileAt: large).hexString == ExternalSHA256.hash(of: large))

    let small = directory.appending(path: "small.bin")
    try Self.pseudoRandomBytes(count: 1_000).write(to: small)
    let expected = try ExternalSHA256.hash(of: small)
    for chunkSize in [1, 7, 63, 64, 65, 4_096] {
      #expect(try SHA256.hash(fileAt: small, chunkSize: chunkSize).hexString == expected, "chunk \(chunkSize)")
    }

    let empty = directory.appending(path: "empty.bin")
    try Data().write(to: empty)
    #expect(try SHA256.hash(fileAt: empty).hexString == ExternalSHA256.hash(of: empty))
  }

  @Test func missingFileIsUnreadable() throws {
    let directory = temporary.url
    let error = #expect(throws: StorageError.self) {
      try SHA256.hash(fileAt: directory.appending(path: "nope.bin"))
    }
    #expect(error?.kind == .unreadable)
    #expect(error?.name == "nope.bin")
  }

  /// Deterministic bytes (a 64-bit LCG), so failures reproduce.
  static func pseudoRandomBytes(count: Int) -> Data {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return Data(
      (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
      })
  }
}

/// The system's own SHA-256 tool, as an independent oracle.
enum ExternalSHA256 {
  static let tool: (path: String, arguments: [String])? = {
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") { return ("/usr/bin/sha256sum", []) }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/shasum") { return ("/usr/bin/shasum", ["-a", "256"]) }
    return nil
  }()

  static func hash(of url: URL) throws -> String {
    let tool = try #require(tool)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.path)
    process.arguments = tool.arguments + [filePath(url)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    return String(String(decoding: data, as: UTF8.self).prefix(64))
  }
}
