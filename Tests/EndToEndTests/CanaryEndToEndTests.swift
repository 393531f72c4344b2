import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

/// The redaction canary: a full session with known secrets, then every output the app produces is
/// searched for them — console, logs at every level, files on disk (outside the secure store, the
/// one place a refresh token may rest), the network log, its HAR and cURL exports, and the
/// analytics events the server received.
@Suite("Redaction canary across every output", .enabled(if: devServerAvailable), .serialized)
struct CanaryEndToEndTests {
  @Test func noSecretAppearsAnywhere() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "canary-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let message = try await server.latestMessage(for: email)
      try server.admin(["grant-flag", "--email", email, "--flag", "developer"])
      #expect(await cli.run(["open", message.link]).code == .success)
      #expect(await cli.run(["analytics", "consent", "on"]).code == .success)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      #expect(await cli.run(["cues", "--count", "3"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let practice = await cli.run(["practice", "en-007", "--audio", input.path, "--json"])
      #expect(practice.code == .success, "\(practice.err)")
      #expect(await cli.run(["history"]).code == .success)

      // The network log recorded the session; export it every way it can be exported.
      let har = FileManager.default.temporaryDirectory.appendingPathComponent("canary-\(UUID().uuidString).har")
      defer { try? FileManager.default.removeItem(at: har) }
      #expect(await cli.run(["netlog", "export", "--har", har.path]).code == .success)
      let mode = (try FileManager.default.attributesOfItem(atPath: har.path)[.posixPermissions] as? NSNumber)?.intValue
      #expect(mode == 0o600, "the export is as private as the log")
      #expect(await cli.run(["netlog", "export", "--har", har.path]).code == .usage, "no silent overwrite")
      #expect(await cli.run(["netlog", "export", "--har", har.path, "--force"]).code == .success)
      // --force replaces a file, never a folder: a decoy folder with a file in it is refused and kept.
      let decoys = try TemporaryDirectory()
      defer { decoys.cleanUp() }
      let decoy = try decoys.subdirectory("export.har")
      try Data("precious".utf8).write(to: decoy.appendingPathComponent("keep.txt"))
      let overFolder = await cli.run(["netlog", "export", "--har", decoy.path, "--force"])
      #expect(overFolder.code == .usage && overFolder.err.contains("is a folder"), "\(overFolder.err)")
      #expect(FileManager.default.fileExists(atPath: decoy.appendingPathComponent("keep.txt").path))
      let list = await cli.run(["netlog", "--json"])
      let ids =
        ((try? JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [String: Any])?["items"] as? [[String: Any]]
        ?? [])
        .compactMap { $0["id"] as? String }
      #expect(ids.count >= 5)
      var exports = (try? String(contentsOf: har, encoding: .utf8)) ?? ""
      for id in ids {
        exports += await cli.run(["netlog", "curl", id]).out
        exports += await cli.run(["netlog", "show", id]).out
      }

      let secure = cli.home.appendingPathComponent("data/secure")
      let refreshToken = try Self.storedRefreshToken(in: secure)
      let token = try #require(URLComponents(string: message.link)?.queryItems?.first { $0.name == "token" }?.value)
      let canaries = [email, token, message.code, refreshToken]

      var haystack = cli.everything(excluding: secure) + exports
      haystack += try Self.serverAnalytics(server)
      for canary in canaries {
        #expect(!Canary.leaks(canary, in: haystack), "a secret leaked (\(canary.prefix(3))…)")
      }
      #expect(exports.contains("<redacted>"))
    }
  }

  static func storedRefreshToken(in secure: URL) throws -> String {
    let files = try FileManager.default.contentsOfDirectory(at: secure, includingPropertiesForKeys: nil)
    for file in files {
      if let object = try? JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
        let token = object["refreshToken"] as? String ?? object["refresh_token"] as? String
      {
        return token
      }
    }
    throw DevServerError.unexpectedResponse("no stored refresh token")
  }

  /// Every analytics event the server stored, as text (read independently with Python's sqlite3).
  static func serverAnalytics(_ server: DevServer) throws -> String {
    let database = server.dataDirectory.appendingPathComponent("dev-server.sqlite").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); t=[r[0] for r in c.execute(\"select name from sqlite_master where type='table'\")]; print('\\n'.join(str(row) for name in t if 'event' in name for row in c.execute('select * from '+name)))",
      database,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitForExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(text.contains("practice_started") || text.contains("login_succeeded"), "analytics reached the server")
    return text
  }
}
