import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

/// `chatterbox netlog` against the dev server: every attempt reaches the log of a developer
/// account (the sign-in calls, each command's session refresh, the upload PUT), nothing secret
/// does, a filter that matches nothing says so, and `app_config`'s language codes stay readable.
@Suite("netlog end to end", .enabled(if: devServerAvailable), .serialized)
struct NetlogEndToEndTests {
  struct Item {
    let id: String
    let method: String
    let url: String
    var path: String { URLComponents(string: url)?.path ?? url }
  }

  func items(_ cli: CLIHarness, _ arguments: [String] = []) async throws -> [Item] {
    let result = await cli.run(["netlog", "--json"] + arguments)
    #expect(result.code == .success, "\(result.err)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    return (object["items"] as? [[String: Any]] ?? []).compactMap { item in
      guard let id = item["id"] as? String, let method = item["method"] as? String, let url = item["url"] as? String
      else { return nil }
      return Item(id: id, method: method, url: url)
    }
  }

  /// The network log's folder of the one server this home talks to.
  func networkLogFolder(_ cli: CLIHarness) -> URL? {
    let servers = cli.home.appendingPathComponent("data/servers")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: servers.path)) ?? []
    return names.first.map { servers.appendingPathComponent($0).appendingPathComponent("network-log") }
  }

  @Test func aDevelopersLogHasTheSignInTheRefreshesAndTheUploadWithoutASecret() async throws {
    // Access tokens inside the refresh margin: every command's restore refreshes the session.
    try await DevServer.with(arguments: ["--access-token-ttl", "30"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "netlog-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      // `login` runs before anyone knows the account: its attempt waits, redacted, for a decision.
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let message = try await server.latestMessage(for: email)
      try server.admin(["grant-flag", "--email", email, "--flag", "developer"])
      #expect(await cli.run(["open", message.link]).code == .success)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }
      let practice = await cli.run(["practice", "en-003", "--audio", input.path, "--json"])
      #expect(practice.code == .success, "\(practice.err)")

      let items = try await items(cli)
      let paths = items.map(\.path)
      for rpc in [
        "request_magic_link", "login_with_magic_token", "refresh_session", "app_config", "create_recording_upload",
        "complete_recording_upload",
      ] {
        #expect(paths.contains("/rpc/\(rpc)"), "\(rpc) is in the log: \(paths)")
      }
      #expect(
        paths.last == "/rpc/request_magic_link", "the held sign-in is the oldest entry (the list is newest first)")
      let put = try #require(items.first { $0.method == "PUT" }, "the upload PUT is in the log: \(paths)")
      #expect(put.path.hasPrefix("/uploads/"))
      #expect(put.url.contains("signature=<redacted>"), "\(put.url)")
      #expect(put.url.contains("expires="))
      let held = try #require(networkLogFolder(cli)).appendingPathComponent("held.jsonl")
      #expect(!FileManager.default.fileExists(atPath: held.path), "everything held was committed")

      // app_config's language codes are readable; the sign-in's secrets are not.
      let config = try #require(items.first { $0.path == "/rpc/app_config" })
      let shown = await cli.run(["netlog", "show", config.id]).out
      #expect(shown.range(of: #""code" ?: ?"en""#, options: .regularExpression) != nil, "\(shown)")
      let request = try #require(items.first { $0.path == "/rpc/request_magic_link" })
      #expect(await cli.run(["netlog", "show", request.id]).out.contains(#""email":"<redacted>""#))

      // A filter that matches nothing is not an empty log.
      let none = await cli.run(["netlog", "--host", "nothing.invalid"])
      #expect(none.code == .success)
      #expect(none.out.hasPrefix("No recorded request matches this filter"), "\(none.out)")
      #expect(!none.out.contains("No requests recorded yet"))

      var exports = ""
      for item in items {
        exports += await cli.run(["netlog", "curl", item.id]).out + (await cli.run(["netlog", "show", item.id]).out)
      }
      let token = try #require(URLComponents(string: message.link)?.queryItems?.first { $0.name == "token" }?.value)
      let haystack = cli.everything(excluding: cli.home.appendingPathComponent("data/secure")) + exports
      for secret in [email, token] {
        #expect(!haystack.contains(secret), "a secret leaked (\(secret.prefix(3))…)")
      }
      #expect(!Canary.leaks(message.code, in: haystack), "the sign-in code leaked")
      // The signed URL's signature (hex) reaches no output, log line or network-log file: the PUT
      // is logged as `signature=<redacted>`. (The upload queue's own job file keeps the signed URL
      // to resume the PUT; that is the queue's state, not the log.)
      var logFiles = ""
      let folder = try #require(networkLogFolder(cli))
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        logFiles += (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      }
      #expect(logFiles.contains("signature=<redacted>"))
      let outputs = cli.transcript.value + cli.logs.allText + exports + logFiles
      var leak = ""
      if let range = outputs.range(of: #"signature=[0-9A-Fa-f]{8,}"#, options: .regularExpression) {
        leak = String(outputs[..<range.upperBound].suffix(300))
      }
      #expect(leak.isEmpty, "\(leak)")
      #expect(exports.contains("signature=<redacted>"))
    }
  }

  @Test func theCodeSignInIsRecordedForADeveloperWithItsCodeRedacted() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "netlog-otp-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let message = try await server.latestMessage(for: email)
      try server.admin(["grant-flag", "--email", email, "--flag", "developer"])
      let wrong = message.code == "000000" ? "111111" : "000000"
      #expect(await cli.run(["login", "--email", email, "--code", wrong]).code != .success)
      #expect(await cli.run(["login", "--email", email, "--code", message.code]).code == .success)

      let items = try await items(cli)
      #expect(
        items.map(\.path).suffix(3) == ["/rpc/verify_otp", "/rpc/verify_otp", "/rpc/request_magic_link"],
        "\(items.map(\.path))")
      let failed = try await self.items(cli, ["--failed"])
      #expect(failed.map(\.path).contains("/rpc/verify_otp"), "the wrong code is a failed attempt")
      let verify = try #require(items.first { $0.path == "/rpc/verify_otp" })
      let shown = await cli.run(["netlog", "show", verify.id]).out
      #expect(shown.contains(#""code":"<redacted>""#), "\(shown)")
      let haystack = cli.everything(excluding: cli.home.appendingPathComponent("data/secure"))
      #expect(!Canary.leaks(message.code, in: haystack), "the sign-in code leaked")
      #expect(!haystack.contains(email))
    }
  }

  /// A learner without the flag: what was held while signing in is dropped at the decision, and no
  /// network-log file is left behind.
  @Test func aNonDeveloperLeavesNoLogBehind() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "netlog-learner-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let folder = try #require(networkLogFolder(cli))
      let held = folder.appendingPathComponent("held.jsonl")
      #expect(FileManager.default.fileExists(atPath: held.path), "undecided: held for the next command")
      let heldText = (try? String(contentsOf: held, encoding: .utf8)) ?? ""
      #expect(heldText.contains("request_magic_link") && !heldText.contains(email))

      let message = try await server.latestMessage(for: email)
      #expect(await cli.run(["open", message.link]).code == .success)
      #expect(await cli.run(["whoami"]).code == .success)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      #expect(files.isEmpty, "\(files)")
      #expect(await cli.run(["netlog"]).code == .failure, "developer tools stay closed")
    }
  }
}
