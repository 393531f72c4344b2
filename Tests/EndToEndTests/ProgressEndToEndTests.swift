import CLITestSupport
import Foundation
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import TerminalUI

/// Issue 38 item 3: three real takes, moved by the dev server's `--dev` fixture to three days in Madrid
/// (no clock moves), give a streak of 3, the week's minutes and ✓ marks in `cues`; asked from Tokyo the
/// streak holds (each take keeps the day it was recorded on where it was recorded), and with the server
/// gone the saved copy says the same.
@Suite("Progress over days end to end", .enabled(if: devServerAvailable), .serialized)
struct ProgressEndToEndTests {
  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
  }

  /// `day` days from today in `zone`, at `hour`:`minute` local time.
  func instant(days day: Int, hour: Int, minute: Int, in zone: TimeZone) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let today = calendar.startOfDay(for: Date())  // lint-time: the test's own today, the same the CLI reads
    let shifted = try #require(calendar.date(byAdding: .day, value: day, to: today))
    return try #require(calendar.date(bySettingHour: hour, minute: minute, second: 0, of: shifted))
  }

  @Test func threeDaysGiveAStreakOfThreeThatATimeZoneChangeKeeps() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "streak")
      let madrid = ["TZ": "Europe/Madrid"]
      #expect(await cli.run(["language", "set", "es"]).code == .success)
      let empty = try json(await cli.run(["progress", "--json"], environment: madrid).out)
      #expect(empty["streak_days"] as? Int == 0 && empty["take_count"] as? Int == 0, "\(empty)")
      let input = try ToneFile.makeSpeech()
      defer { try? FileManager.default.removeItem(at: input) }
      var ids: [String] = []
      for cue in ["es-001", "es-002", "es-003"] {
        let practice = await cli.run(["practice", cue, "--audio", input.path, "--json"], environment: madrid)
        #expect(practice.code == .success, "\(practice.err)")
        ids.append(try #require(try json(practice.out)["recording_id"] as? String))
      }
      let takesDay = try json(await cli.run(["progress", "--json"], environment: madrid).out)["today"] as? String
      // Late on the day before yesterday and just after midnight yesterday, Madrid time: an hour apart,
      // two days in Madrid, one morning in Tokyo.
      let zone = try #require(TimeZone(identifier: "Europe/Madrid"))
      try await server.moveRecording(ids[0], to: try instant(days: -2, hour: 23, minute: 30, in: zone), timeZone: nil)
      try await server.moveRecording(ids[1], to: try instant(days: -1, hour: 0, minute: 30, in: zone), timeZone: nil)

      let progress = await cli.run(["progress", "--json"], environment: madrid)
      #expect(progress.code == .success, "\(progress.err)")
      let here = try json(progress.out)
      #expect(here["streak_days"] as? Int == 3, "\(here)")
      // The CLI's today is the takes' day, unless Madrid's midnight passed in between: the last take is then yesterday's.
      let sameDay = here["today"] as? String == takesDay
      #expect(here["practised_today"] as? Bool == sameDay && here["take_count"] as? Int == 3, "\(here)")
      #expect((here["days"] as? [Any])?.count == 3)
      let today = try #require(here["speaking_seconds_today"] as? Double)
      let week = try #require(here["speaking_seconds_this_week"] as? Double)
      #expect((today > 0) == sameDay && week >= today, "today \(today) s, this week \(week) s")
      #expect((here["practised_cue_ids"] as? [String]) == ["es-001", "es-002", "es-003"])
      let next = try #require(here["next_cue"] as? [String: Any])
      #expect(next["id"] as? String != nil && !["es-001", "es-002", "es-003"].contains(next["id"] as? String))
      let beginner = (here["levels"] as? [[String: Any]])?.first { $0["difficulty"] as? String == "beginner" }
      #expect((beginner?["practised"] as? Int ?? 0) >= 1 && (beginner?["total"] as? Int ?? 0) > 3, "\(here)")

      let text = await cli.run(["progress"], environment: madrid)
      #expect(text.out.contains("Streak: 3 days in a row"), "\(text.out)")
      #expect(text.out.contains("Next: "), "\(text.out)")

      let cues = try json(await cli.run(["cues", "--json"], environment: madrid).out)
      let items = try #require(cues["items"] as? [[String: Any]])
      #expect(
        items.filter { $0["practised"] as? Bool == true }.compactMap { $0["id"] as? String }.sorted() == [
          "es-001", "es-002", "es-003",
        ])
      let list = await cli.run(["cues"], environment: madrid)
      #expect(list.out.contains("✓ es-001") && list.out.contains("  es-004"), "\(list.out)")

      let tokyo = try json(await cli.run(["progress", "--json"], environment: ["TZ": "Asia/Tokyo"]).out)
      #expect(tokyo["streak_days"] as? Int == 3, "the flight to Tokyo keeps the streak: \(tokyo)")
      #expect(tokyo["time_zone"] as? String == "Asia/Tokyo")

      // The app's history says the same, in plain mode (the full-screen header has its first two lines).
      let out = LockedBuffer()
      let keys = ScriptedLineSource([
        HistoryPlaybackEndToEndTests.choice("History", out: out),
        .computed { await out.waitUntil { $0.contains("Streak: 3 days in a row") } ? "" : nil },
        // Back on the cues, the ones practised on other days carry the mark (the progress is in by now).
        HistoryPlaybackEndToEndTests.choice("Cues", out: out),
        .computed { await out.waitUntil { $0.contains("(beginner, practised)") } ? "" : nil },
        HistoryPlaybackEndToEndTests.choice("Quit", out: out),
      ])
      _ = await InteractiveApp.launch(
        global: ParsedArguments(),
        environment: [
          "CHATTERBOX_HOME": cli.home.path, "HOME": cli.home.path, "CHATTERBOX_API_URL": server.baseURL.absoluteString,
          "CHATTERBOX_LANG": "en",
        ], console: Console(out: out.append, error: out.append, isInteractive: false), input: keys)
      #expect(out.text.contains("Streak: 3 days in a row"), "\(out.text.suffix(1500))")
      #expect(out.text.contains("3 takes · 3 of "), "\(out.text.suffix(1500))")
      #expect(out.text.components(separatedBy: "(beginner, practised)").count - 1 >= 3, "\(out.text.suffix(1500))")

      await server.stopped()
      let offline = await cli.run(["progress", "--json"], environment: madrid)
      #expect(offline.code == .success, "\(offline.err)")
      let saved = try json(offline.out)
      #expect(saved["offline"] as? Bool == true && saved["streak_days"] as? Int == 3, "\(saved)")
      let savedCues = try json(await cli.run(["cues", "--json"], environment: madrid).out)
      #expect(
        (savedCues["items"] as? [[String: Any]])?.first { $0["id"] as? String == "es-002" }?["practised"] as? Bool
          == true)
    }
  }

  /// ADR 0067: a take that waited in the queue (here: two days, written into its job as a device offline
  /// since then would have; the upload is refused until then) counts on the day it was recorded, not the day
  /// it reached the server.
  @Test func aTakeSentLateCountsOnTheDayItWasRecorded() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      _ = try await signIn(cli, server: server, prefix: "late")
      let utc = ["TZ": "UTC"]
      #expect(await cli.run(["language", "set", "en"]).code == .success)
      let input = try ToneFile.makeSpeech()
      defer { try? FileManager.default.removeItem(at: input) }
      try await server.setFaults(#"{"drop_connection_rate":1.0,"routes":["/rpc/create_recording_upload"]}"#)
      let queued = await cli.run(["practice", "en-004", "--audio", input.path, "--timeout", "5"], environment: utc)
      #expect(queued.code == .temporaryFailure, "\(queued.err)")

      let jobs = cli.accountFolder("uploads/jobs")
      let files = try FileManager.default.contentsOfDirectory(atPath: jobs.path).filter { $0.hasSuffix(".json") }
      let jobFile = jobs.appendingPathComponent(try #require(files.first, "no queued job in \(jobs.path)"))
      var job = try json(String(decoding: try Data(contentsOf: jobFile), as: UTF8.self))
      var metadata = try #require(job["metadata"] as? [String: String], "\(job)")
      #expect(metadata["recorded_at"] != nil, "the queue dates the take: \(metadata)")
      let twoDaysAgo = try instant(days: -2, hour: 12, minute: 0, in: try #require(TimeZone(identifier: "UTC")))
      metadata["recorded_at"] = twoDaysAgo.formatted(.iso8601)
      job["metadata"] = metadata
      try JSONSerialization.data(withJSONObject: job).write(to: jobFile)

      try await server.setFaults(nil)
      let sent = await cli.run(["uploads", "retry", "--timeout", "60"], environment: utc)
      #expect(sent.code == .success, "\(sent.err)")
      let progress = try json(await cli.run(["progress", "--json"], environment: utc).out)
      let days = try #require(progress["days"] as? [[String: Any]], "\(progress)")
      let expected = twoDaysAgo.formatted(.iso8601.year().month().day())
      #expect(days.compactMap { $0["date"] as? String } == [expected], "\(progress)")
      #expect(progress["practised_today"] as? Bool == false, "\(progress)")
    }
  }
}
