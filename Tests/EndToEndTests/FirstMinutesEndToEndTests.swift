import CLITestSupport
import ChatterboxComposition
import Foundation
import TestSupport
import Testing

/// A newcomer's first minutes (issue 35 item 7): the README's "By hand" steps with a dev server on
/// `--port 0` sign in without a misleading word; a server that cannot be reached is named, with how
/// to choose another; a link for another local server says which and how to open it there.
@Suite("A newcomer's first minutes", .enabled(if: devServerAvailable), .serialized)
struct FirstMinutesEndToEndTests {
  /// Words that would mislead a newcomer whose server is up (`("` is a Swift value printed as is).
  static let misleading = ["offline", "Can't reach", "Too many", "doesn't allow", "unexpected error", "(\""]

  @Test("The README's by-hand steps, followed exactly with serve --dev --port 0")
  func theReadmeStepsSignIn() async throws {
    // `serve --dev --port 0` (the harness adds only its data folder and ready file), then
    // `export CHATTERBOX_API_URL=<the address it printed>`, as the README says.
    try await DevServer.with { server in
      let cli = CLIHarness()
      let exported = ["CHATTERBOX_API_URL": server.baseURL.absoluteString]
      let answer = try ToneFile.makeInput()
      defer { try? FileManager.default.removeItem(at: answer) }
      let email = "you-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      var outputs: [String] = []
      let login = await cli.run(["login", "--email", email], environment: exported)
      #expect(login.code == .success, "\(login.err)")
      outputs.append(login.out + login.err)
      // curl -s "$CHATTERBOX_API_URL/dev/outbox?email=you@example.com"
      let link = try await server.latestMessage(for: email).link
      for arguments in [
        ["open", link], ["language", "set", "es"], ["cues"], ["practice", "es-001", "--audio", answer.path],
        ["history"],
      ] {
        let result = await cli.run(arguments, environment: exported)
        #expect(result.code == .success, "\(arguments.first ?? ""): \(result.code) \(result.err)")
        outputs.append(result.out + result.err)
      }
      #expect(outputs[1].contains("Signed in as"))
      for (output, word) in zip(outputs, outputs.indices) {
        let found = Self.misleading.filter { output.contains($0) }
        #expect(found.isEmpty, "step \(word) printed \(found): \(output)")
      }
    }
  }

  @Test("The dev server's --dev limit is per address: six addresses from one machine all get their email")
  func sixAddressesAreNotRateLimited() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      for index in 0..<6 {
        let login = await cli.run(["login", "--email", "try\(index)-\(UUID().uuidString.prefix(4))@example.com"])
        #expect(login.code == .success, "address \(index): \(login.err)")
      }
    }
  }

  @Test("Asking again within the cooldown says a link was just sent; a used-up allowance says too many (both 75)")
  func theCooldownAndTheRateLimitSayDifferentThings() async throws {
    try await DevServer.with { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "again-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let again = await cli.run(["login", "--email", email])
      #expect(again.code == .temporaryFailure, "\(again.code) \(again.err)")
      #expect(again.err.contains("A sign-in link was sent moments ago. You can ask for another in"), "\(again.err)")
      #expect(!again.err.contains("Too many"), "\(again.err)")
    }
    try await DevServer.with(arguments: ["--magic-link-cooldown", "0", "--magic-link-rate-limit", "1"]) { server in
      let cli = CLIHarness(api: server.baseURL)
      let email = "limit-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await cli.run(["login", "--email", email]).code == .success)
      let again = await cli.run(["login", "--email", email])
      #expect(again.code == .temporaryFailure, "\(again.code) \(again.err)")
      #expect(again.err.contains("Too many sign-in requests. Try again in"), "\(again.err)")
    }
  }

  @Test("A server that cannot be reached is named, with how to choose another")
  func anUnreachableServerIsNamed() async throws {
    let closed = try HostileFront { _ in .forward }
    let url = closed.baseURL
    closed.stop()
    let login = await CLIHarness(api: url).run(["login", "--email", "you@example.com"])
    #expect(login.code == .unavailable)
    #expect(
      login.err
        == "chatterbox: Can't reach the server at \(url.absoluteString). Check your connection, or choose another "
        + "server with --api <url> or CHATTERBOX_API_URL.\n")
  }

  @Test("A link for another local server says which server and the command that opens it, exit 65")
  func aLinkForAnotherServerSaysWhich() async throws {
    try await DevServer.with { server in
      let email = "link-\(UUID().uuidString.prefix(6).lowercased())@example.com"
      #expect(await CLIHarness(api: server.baseURL).run(["login", "--email", email]).code == .success)
      let link = try await server.latestMessage(for: email).link
      let elsewhere = CLIHarness()  // the default server, http://127.0.0.1:8080
      let opened = await elsewhere.run(["open", link])
      #expect(opened.code == .dataError)
      let origin = server.baseURL.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
      #expect(opened.err.contains("This link is for the server at \(origin)"), "\(opened.err)")
      #expect(opened.err.contains("chatterbox --api \(origin) open '<the link>'"))
      #expect(!opened.err.contains("token="), "the link's token is never printed")
    }
  }
}
