extension StoredEntry {
  /// Appends this entry as one JSON line (with its newline), in the shape `JSONEncoder` gives the
  /// synthesized `Codable` conformance, so the loader reads it with `JSONDecoder`; it costs a few
  /// microseconds where `JSONEncoder` took tens (the persistence tests round-trip control
  /// characters, quotes, non-ASCII text and every outcome).
  func appendLine(to output: inout [UInt8]) {
    var json = JSONLineWriter()
    swap(&json.output, &output)  // write in place: a compaction encodes 1,000 entries into one buffer
    defer { swap(&json.output, &output) }
    json.open()
    json.member("v", v)
    json.member("id", id.uuidString)
    json.member("requestID", requestID.uuidString)
    json.member("attempt", attempt)
    json.member("method", method)
    json.member("url", url)
    if let status { json.member("status", status) }
    json.member("startedAt", startedAt)
    json.member("duration", duration)
    json.member("requestHeaders", requestHeaders)
    if let requestBody { json.member("requestBody", requestBody) }
    json.member("responseHeaders", responseHeaders)
    if let responseBody { json.member("responseBody", responseBody) }
    json.key("outcome")
    json.outcome(outcome)
    if let errorKey { json.member("errorKey", errorKey) }
    if let serverErrorCode { json.member("serverErrorCode", serverErrorCode) }
    json.close()
    json.output.append(UInt8(ascii: "\n"))
  }
}

/// The few JSON shapes a stored entry needs, written straight into bytes.
private struct JSONLineWriter {
  var output: [UInt8] = []
  private var needsComma = false
  private static let hex = Array("0123456789abcdef".utf8)

  mutating func open() {
    output.append(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func close() {
    output.append(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func key(_ name: String) {
    if needsComma { output.append(UInt8(ascii: ",")) }
    string(name)
    output.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func member(_ name: String, _ value: String) {
    key(name)
    string(value)
    needsComma = true
  }

  mutating func member(_ name: String, _ value: Int) {
    key(name)
    output.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  mutating func member(_ name: String, _ value: Bool) {
    key(name)
    output.append(contentsOf: (value ? "true" : "false").utf8)
    needsComma = true
  }

  /// Swift's shortest round-tripping form (`0.0004`, `1e-05`) is valid JSON; values are finite
  /// (the redactor clamps durations, dates come from the clock).
  mutating func member(_ name: String, _ value: Double) {
    key(name)
    output.append(contentsOf: (value.isFinite ? value.description : "0").utf8)
    needsComma = true
  }

  mutating func member(_ name: String, _ headers: [String: String]) {
    key(name)
    open()
    for (header, value) in headers { member(header, value) }
    close()
  }

  mutating func member(_ name: String, _ body: NetworkLogBody) {
    key(name)
    open()
    if let text = body.text { member("text", text) }
    member("originalSize", body.originalSize)
    member("isTruncated", body.isTruncated)
    if let mimeType = body.mimeType { member("mimeType", mimeType) }
    close()
  }

  /// The synthesized `Codable` form of an enum with associated values: `{"case":{labels…}}`.
  mutating func outcome(_ outcome: NetworkLogOutcome) {
    open()
    switch outcome {
    case .delivered: key("delivered")
    case .retrying: key("retrying")
    case .refreshingCredentials: key("refreshingCredentials")
    case .redirected: key("redirected")
    case .failed: key("failed")
    }
    open()
    if case .retrying(let after) = outcome { member("after", after) }
    close()
    close()
  }

  mutating func string(_ text: String) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      // Copy runs of plain bytes in one go; only quotes, backslashes and control bytes are escaped.
      var runStart = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        escape(byte)
        runStart = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  private mutating func escape(_ byte: UInt8) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
    case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
    case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
    default:
      output.append(UInt8(ascii: "u"))
      output.append(UInt8(ascii: "0"))
      output.append(UInt8(ascii: "0"))
      output.append(Self.hex[Int(byte >> 4)])
      output.append(Self.hex[Int(byte & 0xF)])
    }
  }
}
