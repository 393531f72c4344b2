import Foundation
import NetworkLog
import Testing

@Suite("cURL export")
struct CurlExporterTests {
  @Test func aJSONPostWithRedactedValues() {
    let entry = Attempts.entry(
      Attempts.make(
        url: "https://api.test/rpc/verify_otp?debug=1",
        requestHeaders: ["Authorization": "Bearer t", "Content-Type": "application/json", "Content-Length": "38"],
        requestBody: Data(#"{"email":"ana@example.com","code":"123456"}"#.utf8)))
    #expect(
      CurlExporter.curl(for: entry) == """
        curl -X 'POST' 'https://api.test/rpc/verify_otp?debug=1' \\
          -H 'Authorization: <redacted>' \\
          -H 'Content-Type: application/json' \\
          --data-raw '{"email":"<redacted>","code":"<redacted>"}'
        """)
  }

  @Test func singleQuotesAreEscapedForTheShell() {
    #expect(CurlExporter.shellQuoted("it's") == #"'it'\''s'"#)
    #expect(CurlExporter.shellQuoted("''") == #"''\'''\'''"#)
    let entry = Attempts.entry(
      Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: Data("it's $HOME `x` \"q\"".utf8)))
    #expect(CurlExporter.curl(for: entry).hasSuffix(#"--data-raw 'it'\''s $HOME `x` "q"'"#))
  }

  @Test func theCommandSurvivesARealShell() throws {
    let entry = Attempts.entry(
      Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: Data("a'b\nc $(rm -rf /) \\ é".utf8)))
    let command = CurlExporter.curl(for: entry)
    // Replace `curl` by a function printing its arguments, one per line: the shell must hand back
    // exactly what was recorded, with nothing expanded.
    let script = "curl() { for a in \"$@\"; do printf '%s\\n--\\n' \"$a\"; done; }\n" + command
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let arguments = output.components(separatedBy: "\n--\n").dropLast()
    #expect(
      Array(arguments) == [
        "-X", "POST", "https://api.test/rpc/me", "-H", "Content-Type: text/plain", "--data-raw",
        "a'b\nc $(rm -rf /) \\ é",
      ])
  }

  @Test func getAndHeadHaveNoBodyFlags() {
    let get = Attempts.entry(Attempts.make(method: "GET", url: "https://api.test/health"))
    #expect(CurlExporter.curl(for: get) == "curl 'https://api.test/health'")
    let head = Attempts.entry(Attempts.make(method: "HEAD", url: "https://api.test/health"))
    #expect(CurlExporter.curl(for: head) == "curl --head 'https://api.test/health'")
  }

  @Test func truncatedAndBinaryBodiesAreNoted() {
    let truncated = Redactor(bodyLimit: 4).redact(
      Attempts.make(requestHeaders: ["Content-Type": "text/plain"], requestBody: Data("abcdefgh".utf8)))
    #expect(
      CurlExporter.curl(for: truncated).hasPrefix("# request body truncated: 4 of 8 bytes recorded\ncurl -X 'POST'"))
    let binary = Attempts.entry(
      Attempts.make(
        method: "PUT", requestHeaders: ["Content-Type": "audio/mp4"], requestBody: Data(repeating: 0, count: 9)))
    let command = CurlExporter.curl(for: binary)
    #expect(command.hasPrefix("# binary request body (9 bytes) not recorded\ncurl -X 'PUT'"))
    #expect(!command.contains("--data-raw"))
  }
}
