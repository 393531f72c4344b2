import ChatterboxAPI
import ChatterboxAPITestSupport
import ChatterboxPresentation
import Foundation
import Observability
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

// Test values of the CLI's own `AccountClient`, beside the modules' shared ones
// (ChatterboxAPITestSupport): commands run over them without a server or a data folder.

extension AccountClient {
  /// Every operation fails the test that reaches it.
  static var unimplemented: AccountClient {
    AccountClient(
      server: "test.invalid", serverIdentity: "https://test.invalid",
      restore: {
        Issue.record("Unimplemented: AccountClient.restore")
        return false
      },
      requireSession: { throw ChatterboxAPITestSupport.unimplemented("AccountClient.requireSession") },
      snapshot: { throw ChatterboxAPITestSupport.unimplemented("AccountClient.snapshot") },
      savedSnapshot: { _ in
        Issue.record("Unimplemented: AccountClient.savedSnapshot")
        return nil
      },
      requireProfile: { _ in throw ChatterboxAPITestSupport.unimplemented("AccountClient.requireProfile") },
      confirmProfile: { _ in
        Issue.record("Unimplemented: AccountClient.confirmProfile")
        return nil
      },
      saveSnapshotAfterSignIn: { Issue.record("Unimplemented: AccountClient.saveSnapshotAfterSignIn") },
      requireDeveloperTools: { throw ChatterboxAPITestSupport.unimplemented("AccountClient.requireDeveloperTools") })
  }

  /// Nobody is signed in to `server`: every read is the CLI's "not signed in (to this server)".
  static func signedOut(server: String = "127.0.0.1:9") -> AccountClient {
    let refused = CLIError.notSignedIn(to: server, CLIStrings.english)
    return AccountClient(
      server: server, serverIdentity: "http://\(server)", restore: { false }, requireSession: { throw refused },
      snapshot: { throw refused }, savedSnapshot: { _ in nil }, requireProfile: { _ in throw refused },
      confirmProfile: { _ in nil }, saveSnapshotAfterSignIn: {}, requireDeveloperTools: { throw refused })
  }

  /// Signed in with `snapshot` as the server's answer. `calls` counts each operation by name, so a
  /// test can say what a command asked; `revalidated` is what the background check finds.
  static func signedIn(
    _ snapshot: AccountSnapshotCache.Snapshot, saved: AccountSnapshotCache.Snapshot? = nil,
    revalidated: AccountSnapshotCache.Snapshot? = nil, calls: LockedValue<[String]> = LockedValue([])
  ) -> AccountClient {
    let noLanguage = CLIError(CLIStrings.english.string("cli.error.no_practice_language"))
    return AccountClient(
      server: "127.0.0.1:9", serverIdentity: "http://127.0.0.1:9",
      restore: {
        calls.withLock { $0.append("restore") }
        return true
      },
      requireSession: { calls.withLock { $0.append("requireSession") } },
      snapshot: {
        calls.withLock { $0.append("snapshot") }
        return snapshot
      },
      savedSnapshot: { _ in
        calls.withLock { $0.append("savedSnapshot") }
        return saved
      },
      requireProfile: { fromSavedCopy in
        calls.withLock { $0.append("requireProfile") }
        let answer = fromSavedCopy ? (saved ?? snapshot) : snapshot
        guard let profile = answer.me.activeProfile else { throw noLanguage }
        return (profile, answer)
      },
      confirmProfile: { used in
        calls.withLock { $0.append("confirmProfile") }
        guard let revalidated, let profile = revalidated.me.activeProfile, profile.id != used.id else { return nil }
        return (profile, revalidated)
      },
      saveSnapshotAfterSignIn: { calls.withLock { $0.append("saveSnapshotAfterSignIn") } },
      requireDeveloperTools: {
        calls.withLock { $0.append("requireDeveloperTools") }
        guard snapshot.me.account.flags.contains("developer") else {
          throw CLIError(CLIStrings.english.string("devtools.refused"))
        }
      })
  }
}

extension AccountSnapshotCache.Snapshot {
  /// Ana, practising `language` (none when `nil`), with the scripted server's three languages.
  static func ana(practising language: String? = "es", flags: [String] = []) -> Self {
    Self(
      me: Me(
        account: .mock(flags: flags), activeProfile: language.map { Profile.mock(languageCode: $0) }),
      config: ScriptedAccountRepository.defaultConfig)
  }
}
