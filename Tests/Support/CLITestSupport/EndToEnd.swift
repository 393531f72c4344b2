import Foundation
import TestSupport
import Testing

/// The `chatterbox` binary, for tests that must kill a real process (set by Tools/run-tests).
public let cliBinary: URL? = ProcessInfo.processInfo.environment["CHATTERBOX_CLI_BIN"].map(URL.init(fileURLWithPath:))

/// Whether the end-to-end suites run: a dev server binary is given (or required).
public let devServerAvailable = DevServer.isAvailable || DevServer.isRequired

/// Signs a fresh learner in through the real magic-link flow.
public func signIn(_ cli: CLIHarness, server: DevServer, prefix: String = "learner") async throws -> String {
  let email = "\(prefix)-\(UUID().uuidString.prefix(6).lowercased())@example.com"
  #expect(await cli.run(["login", "--email", email]).code == .success)
  let link = try await server.latestMessage(for: email).link
  let opened = await cli.run(["open", link])
  #expect(opened.code == .success, "\(opened.err)")
  return email
}
