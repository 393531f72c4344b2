import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import Observability
import TerminalUI
import TestSupport
import Testing

/// Issue 25's last edges, end to end: an upload whose server presents an untrusted certificate
/// waits for the learner (kept, not retried in a loop, `--ca-file` named), and a read command sent
/// an answer past the cap shows its saved copy, saying the answer was refused as too large, and
/// caches nothing of it.
@Suite("Network boundary edges end to end", .enabled(if: devServerAvailable), .serialized)
struct BoundaryLeftoversEndToEndTests {
  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not JSON: \(text)")
  }

  /// Every file under `folder` with its size.
  static func sizes(under folder: URL) -> [String: Int] {
    var sizes: [String: Int] = [:]
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
    while let url = walker?.nextObject() as? URL {
      if let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize { sizes[url.path] = size }
    }
    return sizes
  }

  // MARK: Untrusted certificate during an upload

  /// The API is plain HTTP (trusted by nobody's CA), while the dev server signs upload URLs on
  /// nginx terminating TLS with a test CA the CLI does not know: create succeeds, the PUT meets
  /// the certificate.
  @Test(
    "An untrusted certificate on the PUT keeps the take for the learner, names --ca-file, and is not retried",
    .enabled(if: TLSTerminator.unavailableReason == nil, "needs nginx and openssl (Debian: apt-get install nginx)"))
  func untrustedCertificateDuringUploadWaitsForTheLearner() async throws {
    try await TLSTerminator.withDevServer { tls, server in
      // Signed in with the code over plain HTTP: the link names the terminator's port, which `open` refuses.
      let cli = CLIHarness(api: server.baseURL)
      let email = "cert-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let code = try await server.latestMessage(for: email).code
      let signedIn = await cli.run(["login", "--email", email, "--code", code])
      #expect(signedIn.code == .success, "\(signedIn.err)")
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }

      let practice = await cli.run(["practice", "en-003", "--audio", input.path, "--yes", "--timeout", "60"])
      // 78 as every command's untrusted certificate; retrying until the deadline would end in 75,
      // and the queue below counts one attempt (no stopwatch: a loaded machine is slow, not wrong).
      #expect(practice.code == .configuration, "\(practice.code) \(practice.err)")
      #expect(practice.err.contains("certificate"), "\(practice.err)")
      #expect(practice.err.contains("--ca-file"), "\(practice.err)")
      #expect(practice.err.contains("uploads retry"), "\(practice.err)")
      #expect(!practice.err.contains("Can't reach"), "\(practice.err)")
      #expect(server.requestCount("POST", "/rpc/create_recording_upload") == 1)
      #expect(server.requestCount("PUT", "/uploads/") == 0, "nothing got past the handshake")

      // Kept, failed (not refused), tried once.
      let listed = await cli.run(["uploads", "--json"])
      let item = try #require((try json(listed.out)["items"] as? [[String: Any]])?.first, "\(listed.out)")
      #expect(item["phase"] as? String == "failed")
      #expect(item["attempts"] as? Int == 1)
      #expect((item["error"] as? [String: Any])?["permanent"] as? Bool == false)
      let kept = cli.accountFolders("uploads/files").flatMap {
        (try? FileManager.default.contentsOfDirectory(atPath: $0.path)) ?? []
      }
      #expect(kept.count == 1, "the take is kept: \(kept)")

      // The way out: trust the CA and retry.
      let retry = await cli.run(["--ca-file", tls.caFile.path, "uploads", "retry", "--timeout", "60"])
      #expect(retry.code == .success, "\(retry.out) \(retry.err)")
      #expect(server.requestCount("POST", "/rpc/create_recording_upload") == 1, "the same recording, no second create")
      #expect(server.requestCount("PUT", "/uploads/") == 1)
      #expect(
        tls.accessRecords.contains { $0.method == "PUT" && $0.path.hasPrefix("/uploads/") }, "the PUT went through TLS")
      let after = await cli.run(["uploads", "--json"])
      #expect((try json(after.out)["items"] as? [Any])?.isEmpty == true, "\(after.out)")
    }
  }

  // MARK: An answer past the cap

  /// 9 MiB of spaces after a real answer: valid JSON, past the 8 MiB RPC cap.
  static let inflate: HostileFront.Answer = .rewrite { body in body + Data(repeating: 0x20, count: 9 << 20) }

  @Test("An answer refused as too large shows the saved copy, says so, and caches nothing of it")
  func answerTooLargeFallsBackToTheSavedCopy() async throws {
    try await HostileServerTests.withStage { stage in
      let cues = await stage.cli.run(["cues"])  // saved cues and a saved account to fall back on
      #expect(cues.code == .success, "\(cues.err)")
      let before = Self.sizes(under: stage.cli.home)

      stage.script.on("/rpc/get_cues", Self.inflate)
      let refused = await stage.cli.run(["cues"])
      let said = refused.out + refused.err
      #expect(refused.code == .protocolError, "\(refused.code) \(said)")
      #expect(said.contains("too large and was refused — showing saved cues"), "\(said)")
      #expect(!said.contains("Offline"), "\(said)")
      #expect(refused.out.contains("en-00"), "the saved cues are shown: \(refused.out)")
      let cuesJSON = await stage.cli.run(["cues", "--json"])
      let cuesObject = try json(cuesJSON.out)
      #expect(cuesObject["offline"] as? Bool == true)
      #expect(cuesObject["answer_too_large"] as? Bool == true)
      #expect(cuesObject["unreadable_answer"] as? Bool == false)

      // whoami (asked to refresh: a copy saved in the last minute answers at once) and languages
      // revalidate the account (me, app_config): every RPC now too large.
      stage.script.misbehave.withLock { rule in
        rule = { request in request.path.hasPrefix("/rpc/") ? Self.inflate : nil }
      }
      for command in [["whoami", "--refresh"], ["languages"]] {
        let result = await stage.cli.run(command)
        let words = result.out + result.err
        #expect(result.code == .protocolError, "\(command) \(result.code) \(words)")
        #expect(words.contains("too large and was refused — showing what was saved"), "\(command) \(words)")
      }
      let whoami = await stage.cli.run(["whoami", "--refresh"])
      #expect(whoami.out.contains(stage.email.prefix(1)), "the saved account is shown: \(whoami.out)")
      let whoamiJSON = try json(await stage.cli.run(["whoami", "--refresh", "--json"]).out)
      #expect(whoamiJSON["answer_too_large"] as? Bool == true)

      // Nothing of the oversized answers reached the disk: no file grew past a megabyte, and the
      // saved cues are the ones saved before.
      let after = Self.sizes(under: stage.cli.home)
      #expect(after.values.allSatisfy { $0 < 1 << 20 }, "\(after.filter { $0.value >= 1 << 20 })")
      for (path, size) in before where path.contains("cues") {
        #expect(after[path] == size, "\(path) changed")
      }
    }
  }
}
