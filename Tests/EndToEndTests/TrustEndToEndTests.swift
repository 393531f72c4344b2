import CLITestSupport
import ChatterboxPresentation
import Foundation
import Localization
import Observability
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// Real use (issue "Trust under real use"): two servers, two accounts, a long file, a dead server,
/// a permanent refusal, a network that drops every upload. Every test runs against real dev-server
/// processes through real URLSession traffic.
@Suite("Trust under real use end to end", .enabled(if: devServerAvailable), .serialized)
struct TrustEndToEndTests {
  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not JSON: \(text)")
  }

  /// A mono 16-bit WAV of `seconds` at `rate` Hz (a quiet tone).
  static func makeWAV(seconds: Int, rate: Int = 8_000) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).wav")
    var samples = Data(capacity: seconds * rate * 2)
    for index in 0..<(seconds * rate) {
      let value = Int16(8_000 * sin(2 * Double.pi * 220 * Double(index) / Double(rate)))
      withUnsafeBytes(of: value.littleEndian) { samples.append(contentsOf: $0) }
    }
    var header = Data("RIFF".utf8)
    func le32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { header.append(contentsOf: $0) } }
    func le16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { header.append(contentsOf: $0) } }
    le32(UInt32(36 + samples.count))
    header.append(contentsOf: Array("WAVEfmt ".utf8))
    le32(16)
    le16(1)
    le16(1)
    le32(UInt32(rate))
    le32(UInt32(rate * 2))
    le16(2)
    le16(16)
    header.append(contentsOf: Array("data".utf8))
    le32(UInt32(samples.count))
    try (header + samples).write(to: url)
    return url
  }

  func history(_ cli: CLIHarness, _ global: [String] = []) async throws -> [[String: Any]] {
    let result = await cli.run(global + ["history", "--json"])
    return try json(result.out)["items"] as? [[String: Any]] ?? []
  }

  // MARK: Two servers

  @Test func credentialsNeverCrossServers() async throws {
    try await DevServer.with { serverA in
      try await DevServer.with { serverB in
        let cli = CLIHarness(api: serverA.baseURL)
        let emailA = try await signIn(cli, server: serverA, prefix: "on-a")
        let onB = ["--api", serverB.baseURL.absoluteString]

        // Against B, nobody is signed in, and B never hears of A's session.
        let whoamiB = await cli.run(onB + ["whoami", "--json"])
        #expect(whoamiB.code == .failure)
        #expect(try json(whoamiB.out)["signed_in"] as? Bool == false)
        let cuesB = await cli.run(onB + ["cues"])
        #expect(cuesB.code == .failure)
        #expect(cuesB.err.contains("Not signed in to 127.0.0.1:\(serverB.baseURL.port ?? 0)"), "\(cuesB.err)")
        #expect(serverB.requestCount("POST", "/rpc/") == 0, "server B saw: \(serverB.log)")

        // A's session is untouched, and a second account on B lives beside it.
        #expect(await cli.run(["whoami"]).code == .success)
        let emailB = "on-b-\(UUID().uuidString.prefix(6).lowercased())@example.com"
        #expect(await cli.run(onB + ["login", "--email", emailB]).code == .success)
        #expect(await cli.run(onB + ["open", try await serverB.latestMessage(for: emailB).link]).code == .success)
        let meA = try json(await cli.run(["whoami", "--json"]).out)["account"] as? [String: Any]
        let meB = try json(await cli.run(onB + ["whoami", "--json"]).out)["account"] as? [String: Any]
        #expect((meA?["email"] as? String)?.first == emailA.first)
        #expect((meB?["email"] as? String)?.first == "o")
        #expect(meA?["id"] as? String != meB?["id"] as? String)

        // Signing out of B leaves A signed in.
        #expect(await cli.run(onB + ["logout"]).code == .success)
        #expect(await cli.run(["whoami"]).code == .success)
        #expect(await cli.run(onB + ["whoami"]).code == .failure)
      }
    }
  }

  // MARK: Two accounts, one data folder

  @Test func aQueuedTakeIsHeldForItsOwner() async throws {
    try await DevServer.with(arguments: ["--magic-link-rate-limit", "100", "--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let ownerEmail = try await signIn(cli, server: server, prefix: "owner")
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: input) }

      // Learner 1's take cannot be created now: it stays queued.
      try await server.setFaults(#"{"error_rate":{"/rpc/create_recording_upload":1.0},"error_status":503}"#)
      // 20 s: an in-process run shares the test process with every suite, and at load 8 the 8 s it had ran out
      // before the take reached the queue ("No answer from the server within 8 s", exit 69).
      let practice = await cli.run(["practice", "en-002", "--audio", input.path, "--timeout", "20", "--json"])
      #expect(practice.code == .temporaryFailure, "\(practice.out) \(practice.err)")
      #expect(try json(practice.out)["queued"] as? Bool == true)
      try await server.setFaults(nil)
      #expect(await cli.run(["logout"]).code == .success)

      // Learner 2 on the same data folder: the take is held, never sent under this account.
      _ = try await signIn(cli, server: server, prefix: "other")
      let retry = await cli.run(["uploads", "retry", "--timeout", "30", "--json"])
      #expect(retry.code == .success)
      #expect(try json(retry.out)["held_for_other_accounts"] as? Int == 1)
      #expect((try json(retry.out)["items"] as? [Any])?.isEmpty == true)
      #expect(try await history(cli).isEmpty)
      #expect(await cli.run(["uploads"]).out.contains("held for another account"))
      #expect(await cli.run(["logout"]).code == .success)

      // Learner 1 again: the take goes to learner 1's history.
      let again = await cli.run(["login", "--email", ownerEmail])
      #expect(again.code == .success, "\(again.err)")
      #expect(await cli.run(["open", try await server.latestMessage(for: ownerEmail).link]).code == .success)
      #expect(await cli.run(["uploads", "retry", "--timeout", "60"]).code == .success)
      let items = try await history(cli)
      #expect(items.map { $0["cue_id"] as? String } == ["en-002"])
    }
  }

  // MARK: Long files

  @Test func aLongFileIsTakenWholeOrRefusedBeforeAnyWork() async throws {
    try await DevServer.with(arguments: ["--max-upload-bytes", "1000000"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)

      // 100 s at 8 kHz = 1.6 MB recorded: over the server's 1 MB limit, refused up front.
      let long = try Self.makeWAV(seconds: 100)
      defer { try? FileManager.default.removeItem(at: long) }
      let refused = await cli.run(["practice", "en-003", "--audio", long.path])
      #expect(refused.code == .dataError)
      #expect(refused.err.contains("1.0 MB"), "\(refused.err)")
      #expect(server.requestCount("POST", "/rpc/create_recording_upload") == 0)

      // 60 s (0.96 MB) fits: taken whole.
      let fits = try Self.makeWAV(seconds: 60)
      defer { try? FileManager.default.removeItem(at: fits) }
      let taken = await cli.run(["practice", "en-003", "--audio", fits.path, "--json"])
      #expect(taken.code == .success, "\(taken.err)")
      let seconds = try #require(try json(taken.out)["duration_seconds"] as? Double)
      #expect(abs(seconds - 60) < 0.5)

      // --seconds shorter than the file refuses instead of cutting it.
      let cut = await cli.run(["practice", "en-003", "--audio", fits.path, "--seconds", "10"])
      #expect(cut.code == .dataError)
    }
  }

  @Test func aFileLongerThanNinetySecondsIsNotCut() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let long = try Self.makeWAV(seconds: 150, rate: 8_000)
      defer { try? FileManager.default.removeItem(at: long) }
      let result = await cli.run(["practice", "en-004", "--audio", long.path, "--json"])
      #expect(result.code == .success, "\(result.err)")
      #expect(abs((try json(result.out)["duration_seconds"] as? Double ?? 0) - 150) < 0.5)
      let item = try #require(try await history(cli).first)
      #expect(item["byte_size"] as? Int == 150 * 8_000 * 2 + 44)
    }
  }

  // MARK: A dead server

  @Test func savedCuesAndAccountOffline() async throws {
    let server = try await DevServer.start()
    let cli = CLIHarness(api: server.baseURL)
    _ = try await signIn(cli, server: server)
    #expect(await cli.run(["language", "set", "es"]).code == .success)
    let online = try json(await cli.run(["cues", "--count", "5", "--json"]).out)
    #expect(online["offline"] as? Bool == false)
    server.stop()

    let cues = await cli.run(["cues", "--count", "5", "--json"])
    #expect(cues.code == .success, "\(cues.out) \(cues.err)")
    let offline = try json(cues.out)
    #expect(offline["offline"] as? Bool == true)
    #expect((offline["items"] as? [[String: Any]])?.count == 5)
    let text = await cli.run(["cues", "--count", "5"])
    #expect(text.out.contains("Showing saved cues"))
    // Under a minute old, whoami answers from the saved account without asking (ADR 0012); asked
    // to refresh, it finds the server gone and says the answer is the saved one.
    #expect(await cli.run(["whoami"]).code == .success)
    let whoami = await cli.run(["whoami", "--refresh"])
    #expect(whoami.code == .success)
    #expect(whoami.out.contains("Offline"))
    // What is saved for offline use is private: every folder on the way is 0700.
    for folder in ["caches", "caches/servers", "data", "data/servers"] {
      let mode =
        (try FileManager.default.attributesOfItem(atPath: cli.home.appendingPathComponent(folder).path)[
          .posixPermissions] as? NSNumber)?.intValue
      #expect(mode == 0o700, "\(folder) is \(String(mode ?? 0, radix: 8))")
    }
  }

  @Test func theInteractiveAppShowsSavedCuesOffline() async throws {
    let server = try await DevServer.start()
    let cli = CLIHarness(api: server.baseURL)
    _ = try await signIn(cli, server: server)
    #expect(await cli.run(["language", "set", "en"]).code == .success)
    #expect(await cli.run(["cues"]).code == .success)
    server.stop()

    let out = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in out.withLock { $0 += text } }, isInteractive: false
    )
    let environment = [
      "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
    ]
    _ = await InteractiveApp.launch(
      global: ParsedArguments(), environment: environment, console: console, logHandler: cli.logs,
      input: ScriptedLineSource(["1", ""]))
    #expect(!out.value.contains("could not be loaded"), "\(out.value.prefix(600))")
    #expect(out.value.contains("saved cues"), "\(out.value.prefix(600))")
  }

  // MARK: A permanent refusal

  @Test func aRefusedTakeFailsWithItsReasonAndCanBeDiscarded() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let input = try await cli.learnerReadyToPractise(on: server)
      defer { try? FileManager.default.removeItem(at: input) }

      try await server.setFaults(#"{"error_rate":{"/rpc/create_recording_upload":1.0},"error_status":413}"#)
      let practice = await cli.run(["practice", "en-005", "--audio", input.path])
      #expect(practice.code == .failure, "\(practice.err)")
      #expect(practice.err.contains("larger than the server accepts"), "\(practice.err)")
      #expect(practice.err.contains("uploads discard"))
      #expect(!practice.err.contains("error.upload"))

      // Retrying cannot help: it is not retried, and the exit code says "failed", not "later".
      let creates = server.requestCount("POST", "/rpc/create_recording_upload")
      let retry = await cli.run(["uploads", "retry", "--timeout", "30", "--json"])
      #expect(retry.code == .failure)
      #expect(server.requestCount("POST", "/rpc/create_recording_upload") == creates)
      let item = try #require((try json(retry.out)["items"] as? [[String: Any]])?.first)
      #expect((item["error"] as? [String: Any])?["permanent"] as? Bool == true)
      let id = try #require(item["id"] as? String)

      #expect(await cli.run(["uploads", "discard", String(id.prefix(8))]).code == .success)
      let after = await cli.run(["uploads", "--json"])
      #expect(after.code == .success)
      #expect((try json(after.out)["items"] as? [Any])?.isEmpty == true)
      #expect(
        cli.accountFolders("uploads/files").allSatisfy {
          ((try? FileManager.default.contentsOfDirectory(atPath: $0.path)) ?? []).isEmpty
        })
      try await server.setFaults(nil)
    }
  }

  // MARK: A network that drops every upload

  @Test func practiceEndsWithinItsDeadlineWithTheTakeQueued() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let input = try await cli.learnerReadyToPractise(on: server)
      defer { try? FileManager.default.removeItem(at: input) }

      try await server.setFaults(
        #"{"drop_connection_rate":1.0,"routes":["/uploads","/rpc/complete_recording_upload"]}"#)
      let started = Date()
      let practice = await cli.run(["practice", "en-006", "--audio", input.path, "--timeout", "5"])
      #expect(Date().timeIntervalSince(started) < 30)
      #expect(practice.code == .temporaryFailure, "\(practice.err)")
      #expect(practice.out.contains("uploads retry"))
      #expect(practice.err.contains("Waiting for the server"))

      // Every `complete` answer cut short: the same deadline ends it, the take stays queued.
      try await server.setFaults(#"{"truncate_body_rate":1.0,"routes":["/rpc/complete_recording_upload"]}"#)
      let truncated = await cli.run(["practice", "en-007", "--audio", input.path, "--timeout", "5"])
      #expect(truncated.code == .temporaryFailure, "\(truncated.err)")
      #expect(server.requestCount("POST", "/rpc/complete_recording_upload") < 20, "bounded retries, not a loop")

      try await server.setFaults(nil)
      #expect(await cli.run(["uploads", "retry", "--timeout", "60"]).code == .success)
      #expect(Set(try await history(cli).compactMap { $0["cue_id"] as? String }) == ["en-006", "en-007"])
    }
  }

  // MARK: Fewer round trips (issue "Every command in the fewest round trips", item 1)

  @Test func aStoredAccessTokenWithTimeLeftNeedsNoRefresh() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      for _ in 0..<3 { #expect(await cli.run(["whoami"]).code == .success) }
      #expect(server.requestCount("POST", "/rpc/refresh_session") == 0, "no command rotated the token family")
    }
  }

  // MARK: Small things (item 9)

  @Test func extraWordsBadIDsAndJSONErrorsAreClear() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let signedOut = await cli.run(["whoami", "--json"])
      #expect(signedOut.code == .failure)
      #expect(try json(signedOut.out)["signed_in"] as? Bool == false)
      let error = try json(await cli.run(["cues", "--json"]).out)["error"] as? [String: Any]
      #expect(error?["code"] as? String == "not_signed_in")
      #expect(error?["exit_code"] as? Int == 1)

      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      for command in [["whoami", "extra"], ["languages", "x"], ["settings", "x"], ["cues", "x"]] {
        let result = await cli.run(command)
        #expect(result.code == .usage, "\(command)")
        #expect(result.err.contains("unexpected 'x'") || result.err.contains("unexpected 'extra'"), "\(result.err)")
      }
      let badID = await cli.run(["history", "delete", "rec_a/b"])
      #expect(badID.code == .usage)
      #expect(!badID.err.contains("on our side"))
      // A 5xx is "try again later".
      try await server.setFaults(#"{"error_rate":{"/rpc/list_recordings":1.0},"error_status":503}"#)
      #expect(await cli.run(["history"]).code == .temporaryFailure)
      try await server.setFaults(nil)
    }
  }

  @Test func aCueLinkPromisesOnlyWhatExists() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let link = { (id: String) in server.baseURL.appendingPathComponent("cues/\(id)").absoluteString }
      let signedOut = await cli.run(["open", link("en-001")])
      #expect(signedOut.code == .failure)
      #expect(signedOut.err.contains("sign in first"), "\(signedOut.err)")
      #expect(!signedOut.out.contains("practise it"))

      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let found = await cli.run(["open", link("en-001"), "--json"])
      #expect(found.code == .success, "\(found.err)")
      #expect(try json(found.out)["title"] as? String != nil)
      let missing = await cli.run(["open", link("en-999")])
      #expect(missing.code != .success)
      #expect(!missing.out.contains("practise it"))
    }
  }

  @Test func anUnsupportedSystemLanguageIsQuietEnglish() async throws {
    let out = LockedValue("")
    let err = LockedValue("")
    let console = Console(
      out: { text in out.withLock { $0 += text } }, error: { text in err.withLock { $0 += text } }, isInteractive: false
    )
    let code = await ChatterboxCLI.run(
      arguments: ["--help"], environment: ["LANG": "it_IT.UTF-8", "HOME": "/nonexistent"], console: console,
      logHandler: nil)
    #expect(code == .success)
    #expect(out.value.contains("Usage") || out.value.contains("chatterbox"))
    #expect(err.value.isEmpty, "no localization warnings: \(err.value.prefix(200))")
    #expect(CLIStrings.uiLanguage(global: ParsedArguments(), environment: ["LANG": "it_IT.UTF-8"]) == "en")
    #expect(CLIStrings.uiLanguage(global: ParsedArguments(), environment: ["LANG": "es_ES.UTF-8"]) == "es-ES")
    #expect(
      CLIStrings.uiLanguage(global: ParsedArguments(), environment: ["CHATTERBOX_LANG": "it"]) == "it",
      "an explicit choice is kept")
    let diagnostics = LocalizationDiagnostics()
    let italian = Localizer(catalog: CLIStrings.catalog, language: "it", diagnostics: diagnostics)
    _ = italian.string("cli.uploads.empty")
    _ = italian.string("cli.not_signed_in")
    #expect(
      diagnostics.reportedProblems.count == 1,
      "one line for the language, not one per key: \(diagnostics.reportedProblems)")
  }

  @Test(.enabled(if: cliBinary != nil)) func ctrlCDuringUploadKeepsTheTakeAndSaysHowToSendIt() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let input = try await cli.learnerReadyToPractise(on: server)
      defer { try? FileManager.default.removeItem(at: input) }
      try await server.setFaults(#"{"latency_ms":30000,"routes":["/uploads"]}"#)

      let practice = try cli.spawn(["practice", "en-012", "--audio", input.path, "--yes"])
      #expect(await cli.anUploadIsInFlight(in: practice.process), "the PUT is in flight (held 30 s by the server)")
      kill(practice.process.processIdentifier, SIGINT)
      let (status, stderr) = await practice.finish()
      #expect(status == 130, "\(stderr)")
      #expect(stderr.contains("uploads retry"), "\(stderr)")

      try await server.setFaults(nil)
      #expect(await cli.run(["uploads", "retry", "--timeout", "60"]).code == .success)
      #expect(try await history(cli).map { $0["cue_id"] as? String } == ["en-012"])
    }
  }

  // MARK: Two processes, one data folder

  @Test(.enabled(if: cliBinary != nil)) func parallelProcessesSendEachJobOnce() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let input = try await cli.learnerReadyToPractise(on: server)
      defer { try? FileManager.default.removeItem(at: input) }

      // Three takes wait in the queue (creating them fails for now).
      try await server.setFaults(#"{"error_rate":{"/rpc/create_recording_upload":1.0},"error_status":503}"#)
      for cue in ["en-007", "en-008", "en-009"] {
        #expect(await cli.run(["practice", cue, "--audio", input.path, "--timeout", "1"]).code == .temporaryFailure)
      }
      // Slow uploads down so both processes are busy at once.
      try await server.setFaults(#"{"latency_ms":700,"routes":["/uploads"]}"#)

      // Two `practice` runs and an `uploads retry` at once, all on this folder: each resumes the
      // waiting takes too, so every job is wanted by several processes.
      let processes = [
        try cli.spawn(["practice", "en-010", "--audio", input.path, "--yes"]),
        try cli.spawn(["practice", "en-011", "--audio", input.path, "--yes"]),
        try cli.spawn(["uploads", "retry", "--timeout", "60"]),
      ]
      var ends: [(status: Int32, stderr: String)] = []
      for process in processes { ends.append(await process.finish()) }
      let errors = ends.map(\.stderr)
      #expect(ends.map(\.status) == [0, 0, 0], "\(errors)")
      #expect(errors.allSatisfy { !$0.contains("cannot save upload job") && !$0.contains("rename") }, "\(errors)")
      try await server.setFaults(nil)
      #expect(await cli.run(["uploads", "retry", "--timeout", "60"]).code == .success)

      let items = try await history(cli)
      #expect(Set(items.compactMap { $0["cue_id"] as? String }) == ["en-007", "en-008", "en-009", "en-010", "en-011"])
      #expect(server.requestCount("PUT", "/uploads/") == 5, "one PUT per job; server log: \(server.logFile.path)")
      #expect(server.requestCount("POST", "/rpc/complete_recording_upload") == 5)
    }
  }
}
