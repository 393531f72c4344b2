import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Feedback on every take against the real dev server (issue 28 item 3): `practice` follows the take's
/// evaluation into its words and its `--json`, `history --json` carries it and `history --cue` the trend;
/// the server's `evaluation` flag off hides it everywhere; deleting a recording deletes its evaluation.
/// Speech is synthesized by espeak-ng (a Debian package): without it the suite skips.
@Suite("Evaluation end to end", .enabled(if: devServerAvailable && espeakNG != nil), .serialized)
struct EvaluationEndToEndTests {
  /// An English sentence spoken at `wordsPerMinute`, as a WAV file in its own temporary folder.
  static func speech(wordsPerMinute: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("evaluation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("speech-\(wordsPerMinute).wav")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(espeakNG))
    process.arguments = [
      "-v", "en-us", "-s", "\(wordsPerMinute)", "-w", file.path,
      "The cat sat on the mat and then it ran away to play. I like to walk by the sea on a sunny day.",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return file
  }

  func json(_ text: String) throws -> [String: Any] {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      Issue.record("not JSON (\(error)): \(text)")
      throw error
    }
    return try #require(object as? [String: Any], "\(text)")
  }

  /// `POST /dev/feature_flags`: the server's `evaluation` flag, for every client's next `app_config`.
  func setEvaluation(_ enabled: Bool, on server: DevServer) async throws {
    var request = URLRequest(url: server.baseURL.appendingPathComponent("dev/feature_flags"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"name":"evaluation","enabled":\#(enabled)}"#.utf8)
    let (_, response) = try await URLSession.shared.data(for: request)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
  }

  /// Rows of the server's evaluation job table for `recordingID`: from its PostgreSQL schema with psql
  /// when the server runs on PostgreSQL (its data directory names the schema), else from its SQLite
  /// file with the sqlite3 shell; `nil` when that shell is not installed.
  func evaluationRows(_ recordingID: String, on server: DevServer) throws -> Int? {
    #expect(ResourceIDPattern.matches(recordingID))
    let query = "SELECT count(*) FROM evaluation_jobs WHERE recording_id = '\(recordingID)'"
    let schemaFile = server.dataDirectory.appendingPathComponent("postgres-schema")
    let shell: String
    let arguments: [String]
    if let url = ProcessInfo.processInfo.environment["CHATTERBOX_TEST_DATABASE_URL"],
      let schema = try? String(contentsOf: schemaFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    {
      #expect(schema.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
      (shell, arguments) = ("/usr/bin/psql", [url, "-tAc", "SET search_path TO \(schema); \(query)"])
    } else {
      (shell, arguments) = (
        "/usr/bin/sqlite3", ["-readonly", server.dataDirectory.appendingPathComponent("dev-server.sqlite").path, query]
      )
    }
    guard FileManager.default.isExecutableFile(atPath: shell) else { return nil }
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let count = Int(text.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "")
    guard process.terminationStatus == 0, let count else {
      throw CLIError("\(shell) could not count the rows (exit \(process.terminationStatus)): \(text)")
    }
    return count
  }

  @Test func practiceShowsTheFeedbackAndHistoryKeepsItPerCue() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let slow = try Self.speech(wordsPerMinute: 130)
      let fast = try Self.speech(wordsPerMinute: 220)
      defer {
        for file in [slow, fast] { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
      }

      let first = await cli.run(["practice", "en-002", "--audio", slow.path, "--json"])
      #expect(first.code == .success, "\(first.err)")
      let firstEvaluation = try #require(try json(first.out)["evaluation"] as? [String: Any], "\(first.out)")
      #expect(firstEvaluation["state"] as? String == "ready", "\(firstEvaluation)")
      #expect(firstEvaluation["preview"] as? Bool == false)
      #expect(firstEvaluation["previous_attempt"] == nil, "a first attempt has nothing to compare")
      let firstResult = try #require(firstEvaluation["result"] as? [String: Any])
      let firstRate = try #require(firstResult["speech_rate"] as? Double)
      #expect((firstResult["syllable_count"] as? Int ?? 0) > 10)
      #expect(!first.err.contains("Analysing"), "--json prints no progress")
      // ADR 0059: English's native reference, and the best over this one take.
      let reference = try #require(firstEvaluation["reference_rate"] as? [String: Any], "\(firstEvaluation)")
      #expect(reference["language"] as? String == "en" && reference["low"] as? Double == 5.6, "\(reference)")
      #expect((reference["source"] as? String)?.contains("Pellegrino") == true)
      #expect((firstEvaluation["personal_best"] as? [String: Any])?["compared_attempts"] as? Int == 1)

      // In words, in English and in French. "Analysing…" is progress on stderr, shown only while the
      // result is awaited: a quick server has it before the command asks (CI saw both), so it is not required.
      let second = await cli.run(["practice", "en-002", "--audio", fast.path])
      #expect(second.code == .success, "\(second.err)")
      #expect(!second.err.contains("feedback."), "no raw key: \(second.err)")
      #expect(second.out.contains("You spoke for"), "\(second.out)")
      #expect(second.out.contains("syllables per second — faster than your last attempt"), "\(second.out)")
      #expect(second.out.contains("native speakers reading English aloud: about 5.6–6.8"), "\(second.out)")
      let french = await cli.run(["--lang", "fr", "practice", "en-002", "--audio", fast.path])
      #expect(!french.err.contains("feedback."), "no raw key: \(french.err)")
      #expect(french.out.contains("Vous avez parlé"), "\(french.out)")
      #expect(french.out.contains("syllabes par seconde — à peu près comme votre essai précédent"), "\(french.out)")
      let spanish = await cli.run(["--lang", "es", "practice", "en-002", "--audio", fast.path, "--json"])
      let fourth = try #require(try json(spanish.out)["evaluation"] as? [String: Any])
      let previous = try #require(fourth["previous_attempt"] as? [String: Any])
      #expect(previous["trend"] as? String == "about_the_same", "the same clip again: \(previous)")

      let history = try json(await cli.run(["history", "--json"]).out)
      let items = try #require(history["items"] as? [[String: Any]])
      #expect(items.count == 4)
      let states = items.compactMap { ($0["evaluation"] as? [String: Any])?["state"] as? String }
      #expect(states == ["ready", "ready", "ready", "ready"])

      let cue = try json(await cli.run(["history", "--cue", "en-002", "--json"]).out)
      let trend = try #require(cue["trend"] as? [String: Any], "\(cue)")
      #expect(trend["direction"] as? String == "faster")
      // Medians of the two earliest and the two latest attempts (one slow, three fast), so one odd take cannot swing it.
      let earliest = try #require(trend["first_speech_rate"] as? Double)
      let latest = try #require(trend["last_speech_rate"] as? Double)
      #expect(earliest > firstRate && earliest < latest, "\(trend)")
      #expect(trend["measured_attempts"] as? Int == 4 && trend["compared_attempts"] as? Int == 4)
      #expect((cue["personal_best"] as? [String: Any])?["compared_attempts"] as? Int == 4, "\(cue)")
      #expect((cue["reference_rate"] as? [String: Any])?["language"] as? String == "en", "\(cue)")
      let words = await cli.run(["--lang", "es", "history", "--cue", "en-002"])
      #expect(words.out.contains("En 4 intentos medidos: más rápido"), "\(words.out)")
      #expect(words.out.contains("sílabas/s"), "\(words.out)")

      // --no-feedback does not wait, and says nothing about an evaluation.
      let quick = await cli.run(["practice", "en-003", "--audio", fast.path, "--no-feedback", "--json"])
      #expect(quick.code == .success)
      #expect(try json(quick.out)["evaluation"] == nil)
    }
  }

  @Test func theFlagOffHidesEvaluationsEverywhere() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let speech = try Self.speech(wordsPerMinute: 160)
      defer { try? FileManager.default.removeItem(at: speech.deletingLastPathComponent()) }
      #expect(await cli.run(["practice", "en-002", "--audio", speech.path, "--json"]).code == .success)

      try await setEvaluation(false, on: server)
      let practice = await cli.run(["practice", "en-002", "--audio", speech.path, "--json"])
      #expect(practice.code == .success, "\(practice.err)")
      #expect(try json(practice.out)["evaluation"] == nil, "\(practice.out)")
      let text = await cli.run(["practice", "en-002", "--audio", speech.path])
      #expect(!text.out.contains("syllables") && !text.err.contains("Analysing"), "\(text.out)\(text.err)")
      let history = await cli.run(["history", "--cue", "en-002", "--json"])
      #expect(!history.out.contains("evaluation") && !history.out.contains("trend"), "\(history.out)")
      let lines = await cli.run(["history", "--cue", "en-002"])
      #expect(!lines.out.contains("syllables") && !lines.out.contains("measured"), "\(lines.out)")

      // On again: the server evaluated every take meanwhile, so history shows all three.
      try await setEvaluation(true, on: server)
      let after = try json(await cli.run(["history", "--json"]).out)["items"] as? [[String: Any]] ?? []
      #expect(after.count == 3 && after.allSatisfy { $0["evaluation"] is [String: Any] })
    }
  }

  @Test func aTakeWithoutSpeechSaysWhyAndAnUnreachableServerLeavesItPending() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let tone = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: tone) }
      let json = await cli.run(["practice", "en-005", "--audio", tone.path, "--json"])
      let failed = try #require(try self.json(json.out)["evaluation"] as? [String: Any], "\(json.out)")
      #expect(failed["state"] as? String == "failed" && failed["reason"] as? String == "no_speech", "\(failed)")
      let german = await cli.run(["--lang", "de", "practice", "en-005", "--audio", tone.path])
      #expect(german.code == .success)
      #expect(
        german.out.contains("Keine Rückmeldung zu dieser Aufnahme: Es wurde keine Sprache gefunden."), "\(german.out)")

      // The server cannot answer for the evaluation: the take is uploaded all the same (exit 0), the
      // evaluation pending, and the device's preview shown as one. (That the command ends within its
      // deadline is SlowServerEndToEndTests' to prove; a bound from here, around the process's start, failed
      // at 14.8 s for an 8 s deadline beside stress-ng.)
      let speech = try Self.speech(wordsPerMinute: 160)
      defer { try? FileManager.default.removeItem(at: speech.deletingLastPathComponent()) }
      try await server.setFaults(#"{"error_rate":{"/rpc/get_evaluation":1.0},"seed":3}"#)
      let pending = await cli.run(["practice", "en-006", "--audio", speech.path, "--timeout", "8", "--json"])
      #expect(pending.code == .success, "\(pending.err)")
      let answer = try self.json(pending.out)
      #expect(answer["uploaded"] as? Bool == true)
      let evaluation = try #require(answer["evaluation"] as? [String: Any], "\(pending.out)")
      #expect(evaluation["state"] as? String == "pending" && evaluation["reason"] as? String == "unreachable")
      #expect(evaluation["preview"] as? Bool == true, "the on-device preview (on by default): \(evaluation)")
      #expect((evaluation["result"] as? [String: Any])?["speech_rate"] is Double)

      // Offline for the upload too: the take stays queued (exit 75) and the preview is all the feedback.
      try await server.setFaults(#"{"error_rate":{"/rpc/create_recording_upload":1.0},"seed":4}"#)
      // 20 s: in process, on a loaded machine (CI's PostgreSQL step), 4 s ran out before the take reached the
      // queue ("No answer from the server within 4 s", exit 69).
      let queued = await cli.run(["practice", "en-007", "--audio", speech.path, "--timeout", "20", "--json"])
      #expect(queued.code == .temporaryFailure, "\(queued.out)\(queued.err)")
      let offline = try #require(try self.json(queued.out)["evaluation"] as? [String: Any], "\(queued.out)")
      #expect(offline["state"] as? String == "pending" && offline["reason"] as? String == "not_uploaded")
      #expect(offline["preview"] as? Bool == true && offline["result"] is [String: Any])
      try await server.setFaults(nil)
      #expect(await cli.run(["uploads", "retry", "--timeout", "30"]).code == .success)
      let history = try self.json(await cli.run(["history", "--cue", "en-006", "--json"]).out)
      let item = try #require((history["items"] as? [[String: Any]])?.first)
      #expect(item["evaluation"] is [String: Any], "the server evaluated it meanwhile: \(item)")
    }
  }

  /// Issue 37's done-when: a beep train and noise alone are no speech in `practice` too (on the device and on
  /// the server), and neither counts as a practised cue.
  @Test func aBeepTrainAndNoiseAloneAreNoSpeechAndPractiseNothing() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "notspeech")
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let before = try json(await cli.run(["history", "--json"]).out)["practised_cue_count"] as? Int
      for (cue, file) in [("en-008", try ToneFile.makeBeeps()), ("en-009", try ToneFile.makeNoise())] {
        defer { try? FileManager.default.removeItem(at: file) }
        let answer = await cli.run(["practice", cue, "--audio", file.path, "--json"])
        let evaluation = try #require(try json(answer.out)["evaluation"] as? [String: Any], "\(answer.out)")
        #expect(
          evaluation["state"] as? String == "failed" && evaluation["reason"] as? String == "no_speech",
          "\(cue): \(evaluation)")
      }
      let after = try json(await cli.run(["history", "--json"]).out)
      #expect(after["practised_cue_count"] as? Int == before, "\(after)")
      #expect((after["items"] as? [[String: Any]])?.count == 2, "both were uploaded, as takes to look back at")
    }
  }

  /// `chatterbox settings preview off|on` switches the on-device preview without a session or the
  /// network (it is the device's), `settings` shows it, and a take queued offline with it off has no
  /// numbers of its own.
  @Test func theOnDevicePreviewIsASettingTheNextTakeFollows() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let off = await cli.run(["settings", "preview", "off", "--json"])
      #expect(off.code == .success, "no session needed: \(off.err)")
      #expect(try json(off.out)["on_device_preview"] as? Bool == false)
      let wrong = await cli.run(["settings", "preview", "maybe"])
      #expect(wrong.code == .usage && wrong.err.contains("preview on|off"), "\(wrong.err)")

      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      #expect(try json(await cli.run(["settings", "--json"]).out)["on_device_preview"] as? Bool == false)
      #expect(await cli.run(["--lang", "en", "settings"]).out.contains("On-device preview: off"))

      let speech = try Self.speech(wordsPerMinute: 160)
      defer { try? FileManager.default.removeItem(at: speech.deletingLastPathComponent()) }
      try await server.setFaults(#"{"error_rate":{"/rpc/create_recording_upload":1.0},"seed":5}"#)
      let queued = await cli.run(["practice", "en-007", "--audio", speech.path, "--timeout", "20", "--json"])
      #expect(queued.code == .temporaryFailure, "\(queued.out)\(queued.err)")
      let evaluation = try json(queued.out)["evaluation"] as? [String: Any]
      #expect(evaluation?["result"] == nil, "the preview is off: \(queued.out)")

      let on = await cli.run(["--lang", "es", "settings", "preview", "on"])
      #expect(on.code == .success && on.out.contains("Vista previa en el dispositivo: activada"), "\(on.out)")
      let previewed = await cli.run(["practice", "en-008", "--audio", speech.path, "--timeout", "20", "--json"])
      let shown = try json(previewed.out)["evaluation"] as? [String: Any]
      #expect(shown?["preview"] as? Bool == true && shown?["result"] is [String: Any], "\(previewed.out)")
      try await server.setFaults(nil)
    }
  }

  @Test func deletingARecordingDeletesItsEvaluation() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let speech = try Self.speech(wordsPerMinute: 160)
      defer { try? FileManager.default.removeItem(at: speech.deletingLastPathComponent()) }
      let practice = await cli.run(["practice", "en-004", "--audio", speech.path, "--json"])
      let recordingID = try #require(try json(practice.out)["recording_id"] as? String)
      #expect((try json(practice.out)["evaluation"] as? [String: Any])?["state"] as? String == "ready")
      if let rows = try evaluationRows(recordingID, on: server) { #expect(rows == 1) }

      #expect(await cli.run(["history", "delete", recordingID, "--yes"]).code == .success)
      let items = try json(await cli.run(["history", "--json"]).out)["items"] as? [[String: Any]] ?? []
      #expect(!items.contains { $0["id"] as? String == recordingID })
      let rows = try evaluationRows(recordingID, on: server)
      #expect(rows == nil || rows == 0, "the evaluation went with its recording (rows: \(String(describing: rows)))")
    }
  }
}

/// espeak-ng, when installed: the synthesized speech the suite's takes are made of.
let espeakNG = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// The contract's id shape (`[A-Za-z0-9_-]`), checked before an id goes into a SQL literal.
enum ResourceIDPattern {
  static func matches(_ id: String) -> Bool {
    !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
  }
}
