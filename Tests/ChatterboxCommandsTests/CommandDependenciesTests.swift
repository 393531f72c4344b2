import ChatterboxAPI
import ChatterboxAPITestSupport
import ChatterboxPresentation
import CuesFeature
import Foundation
import Observability
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// Each command runs over a narrow `Dependencies` of the clients it uses: here over test values,
/// with no server, no terminal and no data folder.
@Suite struct CommandDependenciesTests {
  struct Run {
    let context: CommandContext
    let out: LockedValue<String>
  }

  func run(_ command: some Command, _ arguments: [String]) throws -> Run {
    let out = LockedValue("")
    let console = Console(out: { text in out.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let parsed = try ArgumentParser.parse(arguments, options: command.options)
    return Run(
      context: CommandContext(
        arguments: parsed, console: console, environment: ["CHATTERBOX_SLOW_SERVER_PATIENCE": "60"],
        globalOptions: ParsedArguments()),
      out: out)
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func whoamiSignedOutAnswersAsData() async throws {
    let command = WhoamiCommand()
    let run = try run(command, ["--json"])
    let code = try await command.run(run.context, .init(account: .signedOut(), uiLanguage: "en"))
    #expect(code == .failure)
    let object = try json(run.out.value)
    #expect(object["signed_in"] as? Bool == false)
    #expect(object["server"] as? String == "http://127.0.0.1:9")
  }

  @Test func whoamiAnswersFromARecentSavedSnapshotAndAsksOnlyWithRefresh() async throws {
    let command = WhoamiCommand()
    let calls = LockedValue<[String]>([])
    let account = AccountClient.signedIn(.ana(), saved: .ana(), calls: calls)
    _ = try await command.run(try run(command, []).context, .init(account: account, uiLanguage: "en"))
    #expect(calls.value == ["requireSession", "savedSnapshot"])

    calls.withLock { $0 = [] }
    let refreshed = try run(command, ["--refresh"])
    _ = try await command.run(refreshed.context, .init(account: account, uiLanguage: "en"))
    #expect(calls.value == ["requireSession", "snapshot"])
    #expect(refreshed.out.value.hasPrefix("Signed in as a•••@example.com"))
    #expect(!refreshed.out.value.contains("ana@"))
  }

  @Test func cuesAskAgainWhenAnotherDeviceSwitchedTheLanguage() async throws {
    let command = CuesCommand()
    let practice = ScriptedPracticeRepository(catalog: [
      Cue.mock(id: "c-1", title: "Un café", body: "Pide un café.")
    ])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cues-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dependencies = CuesCommand.Dependencies(
      account: .signedIn(.ana(practising: "fr"), saved: .ana(practising: "es"), revalidated: .ana(practising: "fr")),
      practice: practice, cueCache: CueCache(directory: folder), trackCueFetch: { _, _ in })
    let run = try run(command, ["--count", "3"])
    #expect(try await command.run(run.context, dependencies) == .success)
    #expect(practice.calls.map { if case .cues(let profile, _, _) = $0 { profile } else { "" } } == ["p-es", "p-fr"])
    #expect(run.out.value.hasPrefix("Français"))
  }

  @Test func aUsageErrorNeverBuildsTheDependencies() async throws {
    let command = CuesCommand()
    let built = LockedValue(false)
    func dependencies() -> CuesCommand.Dependencies {
      built.withLock { $0 = true }
      return .init(
        account: .unimplemented, practice: TestPracticeRepository.unimplemented,
        cueCache: CueCache(directory: URL(fileURLWithPath: "/nonexistent")), trackCueFetch: { _, _ in })
    }
    await #expect(throws: UsageError.self) {
      _ = try await command.run(try run(command, ["--count", "0"]).context, dependencies())
    }
    #expect(!built.value)
  }

  @Test func deletingARecordingThatIsGoneSaysWhich() async throws {
    let command = HistoryCommand()
    let practice = ScriptedPracticeRepository()
    practice.failures = [.deleteRecording: .notFound]
    let dependencies = HistoryCommand.Dependencies(account: .signedIn(.ana()), practice: practice)
    await #expect(throws: CLIError(CLIStrings.english.string("cli.error.no_recording", .string("rec_9")))) {
      _ = try await command.run(try run(command, ["delete", "rec_9", "--yes"]).context, dependencies)
    }
    #expect(practice.calls == [.deleteRecording(id: "rec_9")])
  }

  @Test func languagesSignedOutListsTheServersLanguages() async throws {
    let command = LanguagesCommand()
    let accounts = ScriptedAccountRepository()
    let run = try run(command, [])
    let dependencies = LanguagesCommand.Dependencies(account: .signedOut(), accounts: accounts, uiLanguage: "en")
    #expect(try await command.run(run.context, dependencies) == .success)
    #expect(run.out.value.contains("es  Español"))
    #expect(accounts.calls.map(\.operation) == [.appConfig])
  }
}
