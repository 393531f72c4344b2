import ChatterboxAPI
import ChatterboxAPITestSupport
import ChatterboxPresentation
import Foundation
import Networking
import Observability
import Session
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// What `logout`, `whoami` and the exit codes say about what happened (issue 24), without a
/// server: "Signed out." only when it is true, an unreadable answer never "offline".
@Suite("Say what happened: words and exit codes")
struct SayWhatHappenedUnitTests {
  struct Outcome {
    let code: ExitCode?
    let out: String
    let error: CLIError?
  }

  func run(_ command: some Command, _ arguments: [String], _ body: (CommandContext) async throws -> ExitCode)
    async throws
    -> Outcome
  {
    let out = LockedValue("")
    let console = Console(out: { text in out.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let context = CommandContext(
      arguments: try ArgumentParser.parse(arguments, options: command.options), console: console, environment: [:],
      globalOptions: ParsedArguments())
    do {
      return Outcome(code: try await body(context), out: out.value, error: nil)
    } catch let error as CLIError {
      return Outcome(code: nil, out: out.value, error: error)
    }
  }

  func logout(removedHere: Bool, server: LogoutReceipt.Outcome, wasSignedIn: Bool = true) async throws -> Outcome {
    let command = LogoutCommand()
    let dependencies = LogoutCommand.Dependencies(
      restore: { wasSignedIn }, signOut: { .init(removedHere: removedHere, server: server) })
    return try await run(command, []) { try await command.run($0, dependencies) }
  }

  @Test func logoutSaysSignedOutOnlyWhenBothHappened() async throws {
    let done = try await logout(removedHere: true, server: .confirmed)
    #expect(done.code == .success && done.out == "Signed out.\n")
    let nobody = try await logout(removedHere: true, server: .notAsked, wasSignedIn: false)
    #expect(nobody.code == .success && nobody.out.hasPrefix("Not signed in"))
  }

  @Test func logoutWithoutTheServersConfirmationSaysSo() async throws {
    let offline = try await logout(removedHere: true, server: .failed(.offline))
    #expect(offline.out.isEmpty)
    #expect(offline.error?.exitCode == .unavailable)
    #expect(offline.error?.kind == "server_unconfirmed")
    #expect(
      offline.error?.message
        == "Signed out here; the server could not confirm, so the session may still work there until it expires. "
        + "Can't reach the server. Check your connection and try again.")
    #expect(try await logout(removedHere: true, server: .failed(NetworkErrorStub.server503)).error?.exitCode == 75)
    #expect(
      try await logout(removedHere: true, server: .failed(.forbidden(code: nil))).error?.exitCode == .failure)
  }

  @Test func logoutThatLeftTheSessionHereSaysSoAndExits74() async throws {
    let serverDone = try await logout(removedHere: false, server: .confirmed)
    #expect(serverDone.error?.exitCode == .ioError && serverDone.out.isEmpty)
    #expect(serverDone.error?.message.hasPrefix("Signed out on the server, but the saved session") == true)
    let neither = try await logout(removedHere: false, server: .failed(.offline))
    #expect(neither.error?.exitCode == .ioError)
    #expect(neither.error?.message.hasPrefix("Not signed out:") == true)
  }

  @Test func theLogoutReceiptCountsA401AsConfirmed() {
    let receipt = LogoutReceipt()
    #expect(receipt.outcome == .notAsked)
    receipt.record(.failure(.unauthorized(code: nil)))
    #expect(receipt.outcome == .confirmed)
    receipt.record(.failure(.server(status: 502, code: nil, message: nil)))
    #expect(receipt.outcome == .failed(.server(status: 502, code: nil, message: nil)))
    receipt.record(.success(()))
    #expect(receipt.outcome == .confirmed)
  }

  @Test func whoamiFromASavedCopyAfterAnUnreadableAnswerSaysWhyAndExits76() async throws {
    var copy = AccountSnapshotCache.Snapshot.ana()
    copy.isOfflineCopy = true
    copy.savedCopyReason = .unreadableAnswer
    let command = WhoamiCommand()
    let result = try await run(command, ["--refresh"]) {
      try await command.run($0, .init(account: .signedIn(copy), uiLanguage: "en"))
    }
    #expect(result.code == .protocolError)
    #expect(result.out.contains("The server's answer could not be read — showing what was saved."))
    #expect(!result.out.contains("Offline"))

    copy.savedCopyReason = .unreachable
    let offline = try await run(command, ["--refresh"]) {
      try await command.run($0, .init(account: .signedIn(copy), uiLanguage: "en"))
    }
    #expect(offline.code == .success && offline.out.contains("Offline — showing what was saved."))
  }

  @Test func anUnreadableAnswerExits76AndOfflineKeepsItsCode() {
    #expect(ExitCode.forError(NetworkError.decoding(details: "")) == .protocolError)
    #expect(ExitCode.forError(NetworkError.invalidResponse) == .protocolError)
    #expect(ExitCode.forFailure(NetworkError.decoding(details: "")).rawValue == 76)
    #expect(ExitCode.forError(NetworkError.offline) == .unavailable)
    #expect(ExitCode.ioError.rawValue == 74)
    #expect(SavedCopyNotice.exitCode(for: .unreachable) == .success)
  }

  @Test func everyNewSentenceIsInEveryShippedLanguage() {
    let keys = [
      "cli.saved_copy.unreadable", "cli.saved_copy.unreadable_cues", "cli.logout.server_unconfirmed",
      "cli.logout.not_removed_here", "cli.logout.not_signed_out", "cli.open.session_not_saved",
      "cli.language.saved_copy_not_updated",
    ]
    for language in ShippedLanguages.all {
      let strings = CLIStrings.english.switching(to: language)
      for key in keys {
        #expect(strings.catalog[key] != nil, "\(language): \(key)")
        let text = key.hasPrefix("cli.saved_copy") ? strings.string(key) : strings.string(key, .string("x"))
        #expect(!text.contains(key), "\(language): \(key)")
      }
    }
  }
}
