import Testing

@testable import LatencyProxy

@Suite("HTTP request scanner")
struct HTTPRequestScannerTests {
  /// Three requests back to back; the bodies contain text that looks like request lines.
  static let stream = Array(
    ("GET /rpc/me?x=1 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"
      + "POST /rpc/get_cues HTTP/1.1\r\nContent-Length: 20\r\n\r\nPUT /fake HTTP/1.1\r\n"
      + "PUT /uploads/rec_1 HTTP/1.1\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n"
      + "5\r\nGET /\r\nA;ext=1\r\nDELETE /x \r\n0\r\nTrailer: y\r\n\r\n"
      + "\r\nPOST /rpc/complete HTTP/1.1\r\ncontent-length: 0\r\n\r\n").utf8)

  static let expected = ["GET /rpc/me?x=1", "POST /rpc/get_cues", "PUT /uploads/rec_1", "POST /rpc/complete"]

  @Test func findsEveryRequestAndSkipsBodies() {
    var scanner = HTTPRequestScanner()
    let heads = scanner.consume(Self.stream)
    #expect(heads.map { "\($0.method) \($0.target)" } == Self.expected)
    #expect(heads[0].connection == "close" && heads[0].path == "/rpc/me")
    #expect(heads[1].contentLength == 20)
    #expect(heads[2].isChunked && heads[2].expect == "100-continue")
    #expect(!scanner.isLost)
  }

  @Test func theSameWhateverTheReadsAre() {
    for size in [1, 2, 3, 7, 64] {
      var scanner = HTTPRequestScanner()
      var heads: [HTTPRequestScanner.Head] = []
      var index = 0
      while index < Self.stream.count {
        let end = min(index + size, Self.stream.count)
        heads += scanner.consume(Self.stream[index..<end])
        index = end
      }
      #expect(heads.map { "\($0.method) \($0.target)" } == Self.expected, "reads of \(size) bytes")
    }
  }

  @Test func losesTrackRatherThanGuess() {
    var garbage = HTTPRequestScanner()
    #expect(garbage.consume(Array("hello there\r\n\r\nGET / HTTP/1.1\r\n\r\n".utf8)).isEmpty)
    #expect(garbage.isLost)

    var badChunk = HTTPRequestScanner()
    let heads = badChunk.consume(Array("PUT /u HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n".utf8))
    #expect(heads.count == 1 && badChunk.isLost)
  }
}
