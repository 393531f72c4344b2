import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

/// State that was not saved is reported (issue 24, "say what happened"): `logout` on a read-only
/// data folder, `open` on a read-only folder or with a `secure/` folder open to others. The
/// read-only folder is the CLI home on a ``ScratchMount`` remounted `ro` (root ignores permission bits).
extension HostileFolderTests {
  @Test(
    "logout on a read-only data folder says the session stays here and exits 74",
    .enabled(if: ScratchMount.isPermitted, mountReason))
  func logoutOnAReadOnlyFolder() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let home = try ScratchMount(at: cli.home)
      defer { home.unmount() }
      _ = try await CLITestSupport.signIn(cli, server: server)
      let token = try SayWhatHappenedTests.storedAccessToken(cli)

      #expect(home.setReadOnly(true))
      let result = await cli.run(["logout"])
      #expect(result.code == .ioError, "\(result.code) \(result.err)")
      #expect(result.err.contains("could not be removed from this device"), "\(result.err)")
      #expect(result.err.contains("Signed out on the server"), "the server did end it")
      #expect(!result.out.contains("Signed out."))
      #expect(
        try SayWhatHappenedTests.storedAccessToken(cli) == token, "the session file is still there, as the words say")

      // Writable again, the same command finishes the job.
      #expect(home.setReadOnly(false))
      let again = await cli.run(["logout"])
      #expect(again.code == .success && again.out.contains("Signed out."), "\(again.err)")
      #expect(await cli.run(["whoami"]).code == .failure)
    }
  }

  @Test(
    "open on a read-only data folder says the session was not saved and exits 74",
    .enabled(if: ScratchMount.isPermitted, mountReason))
  func openOnAReadOnlyFolder() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let home = try ScratchMount(at: cli.home)
      defer { home.unmount() }
      let email = "readonly-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)  // the folders exist
      #expect(await cli.run(["whoami"]).code == .failure)

      #expect(home.setReadOnly(true))
      let opened = await cli.run(["open", try await server.latestMessage(for: email).link])
      #expect(opened.code == .ioError, "\(opened.code) \(opened.err)")
      #expect(opened.err.contains("could not be saved on this device"), "\(opened.err)")
      #expect(!opened.out.contains("Signed in as"))
      #expect(await cli.run(["whoami"]).code == .failure, "as the words said: not signed in")
    }
  }

  @Test(
    "language set with a read-only cache folder says the saved account is stale and exits 74",
    .enabled(if: ScratchMount.isPermitted, mountReason))
  func languageSetWithAReadOnlyCache() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let caches = try ScratchMount(at: cli.home.appendingPathComponent("caches"))
      defer { caches.unmount() }
      _ = try await CLITestSupport.signIn(cli, server: server)
      #expect(await cli.run(["language", "set", "en"]).code == .success)

      #expect(caches.setReadOnly(true))
      let switched = await cli.run(["language", "set", "es"])
      #expect(switched.code == .ioError, "\(switched.code) \(switched.err)")
      #expect(switched.err.contains("could not be updated"), "\(switched.err)")
      #expect(!switched.out.contains("Language switched"))
      // What the words warned of, and what the server knows.
      #expect(await cli.run(["whoami"]).out.contains("English"), "the saved copy under a minute old")
      #expect(await cli.run(["whoami", "--refresh"]).out.contains("Spanish"))
    }
  }

  @Test("open with a secure folder open to others says the session was not saved and exits 74")
  func openWithAnOpenSecureFolder() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let secure = cli.home.appendingPathComponent("data/secure")
      try FileManager.default.createDirectory(at: secure, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: secure.path)
      let email = "open-folder-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)

      let opened = await cli.run(["open", try await server.latestMessage(for: email).link, "--json"])
      #expect(opened.code == .ioError, "\(opened.code) \(opened.out)")
      #expect(opened.out.contains("\"session_not_saved\""), "\(opened.out)")
      #expect(!opened.out.contains("\"signed_in\""))
      #expect(await cli.run(["whoami"]).code == .failure)
      #expect(!cli.everything().contains(email), "no full address in any output or file")
    }
  }
  @Test("login --code with a secure folder open to others says nothing was saved and exits 74")
  func loginWithCodeAndAnOpenSecureFolder() async throws {
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let secure = cli.home.appendingPathComponent("data/secure")
      try FileManager.default.createDirectory(at: secure, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: secure.path)
      let email = "code-folder-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let code = try await server.latestMessage(for: email).code
      let signedIn = await cli.run(["login", "--email", email, "--code", code])
      #expect(signedIn.code == .ioError, "\(signedIn.code) \(signedIn.out) \(signedIn.err)")
      #expect(signedIn.err.contains("could not be saved on this device"), "\(signedIn.err)")
      #expect(!signedIn.out.contains("Signed in as"))
      #expect(await cli.run(["whoami"]).code == .failure)
    }
  }
}
