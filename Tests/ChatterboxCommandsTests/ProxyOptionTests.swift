import AuthFeature
import CLITestSupport
import ChatterboxPresentation
import Foundation
import Localization
import Networking
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// `--proxy` / `CHATTERBOX_PROXY` checked before anything runs, and carried into every request's
/// policy (no server needed; ProxyEndToEndTests does the traffic).
@Suite("Proxy option")
struct ProxyOptionTests {
  static func context(_ global: ParsedArguments, _ environment: [String: String]) -> CommandContext {
    CommandContext(
      arguments: ParsedArguments(), console: Console(out: { _ in }, error: { _ in }, isInteractive: false),
      environment: environment, globalOptions: global)
  }

  @Test func theOptionWinsNoneDisablesAndAnEmptyVariableIsUnset() throws {
    let strings = CLIStrings.english
    var global = ParsedArguments()
    #expect(try ProxyOption.validated(global: global, environment: [:], strings: strings) == .environment)
    #expect(
      try ProxyOption.validated(global: global, environment: ["CHATTERBOX_PROXY": ""], strings: strings)
        == .environment)
    #expect(
      try ProxyOption.validated(global: global, environment: ["CHATTERBOX_PROXY": "NONE"], strings: strings) == .none)
    #expect(
      try ProxyOption.validated(global: global, environment: ["CHATTERBOX_PROXY": "proxy.corp:3128"], strings: strings)
        == .url(URL(string: "http://proxy.corp:3128")!))
    global.values["proxy"] = "none"
    #expect(
      try ProxyOption.validated(global: global, environment: ["CHATTERBOX_PROXY": "http://p:1"], strings: strings)
        == .none)
    #expect(AppDependencies.transferPolicy(Self.context(global, [:])).proxy == .none)
    #expect(AppDependencies.transferPolicy(Self.context(ParsedArguments(), [:])) == .standard)
  }

  @Test func anAddressThatIsNotOneIsAUsageErrorWithoutItsCredentials() async throws {
    let cli = CLIHarness()
    let bad = await cli.run(["--proxy", "ftp://alice:hunter2@proxy.corp", "whoami"])
    #expect(bad.code == .usage)
    #expect(bad.err.contains("'ftp://proxy.corp' is not a proxy address"), "\(bad.err)")
    #expect(!bad.err.contains("hunter2"))
    let fromEnvironment = await cli.run(["cues"], environment: ["CHATTERBOX_PROXY": "http://a:b@host/path"])
    #expect(fromEnvironment.code == .usage)
    #expect(!fromEnvironment.err.contains("a:b"), "\(fromEnvironment.err)")
    // The interactive app (no command) checks it too, before it starts.
    #expect(await cli.run(["--proxy", "http://"]).code == .usage)
  }

  @Test func aProxysRefusalHasItsOwnWordsAndExitCode() {
    let strings = CLIStrings.english
    let auth = NetworkError.proxyRefused(proxy: "http://127.0.0.1:3128", status: 407)
    #expect(ExitCode.forError(auth) == .proxyFailure)
    let authWords = FailureMessages.text(forError: auth, strings)
    #expect(authWords.contains("The proxy at http://127.0.0.1:3128 asks for credentials"))
    let down = NetworkError.proxyRefused(proxy: "http://127.0.0.1:3128", status: nil)
    #expect(ExitCode.forError(down) == .proxyFailure)
    #expect(FailureMessages.text(forError: down, strings).contains("did not carry the request"))
    // A sign-in step keeps the proxy's name and status (it does not become "unexpected").
    let signIn = SignInFailure(auth)
    #expect(signIn == .proxyRefused(proxy: "http://127.0.0.1:3128", status: 407))
    #expect(ExitCode.forFailure(signIn) == .proxyFailure)
    let words = FailureMessages.text(for: signIn, strings)
    #expect(words.contains("The proxy at http://127.0.0.1:3128 asks for credentials"))
  }
}
