import CLITestSupport
import ChatterboxCommands
import ChatterboxComposition
import TerminalUI
import Testing

@Suite("Argument parsing and usage errors")
struct ArgumentParsingTests {
  let specs = [OptionSpec("email", short: "e", value: "address"), OptionSpec.json]

  @Test func optionsFlagsAndPositionals() throws {
    let parsed = try ArgumentParser.parse(["open", "--email", "a@b.co", "-e=c@d.co", "--json", "x"], options: specs)
    #expect(parsed.value("email") == "c@d.co")
    #expect(parsed.flag("json"))
    #expect(parsed.positionals == ["open", "x"])
  }

  @Test func doubleDashEndsOptions() throws {
    let parsed = try ArgumentParser.parse(["--", "--json", "-e"], options: specs)
    #expect(parsed.positionals == ["--json", "-e"])
    #expect(!parsed.flag("json"))
  }

  @Test func usageErrors() {
    #expect(throws: UsageError("unknown option '--nope'")) { try ArgumentParser.parse(["--nope"], options: specs) }
    #expect(throws: UsageError("option '--email' needs a value (address)")) {
      try ArgumentParser.parse(["--email"], options: specs)
    }
    #expect(throws: UsageError("option '--json' takes no value")) {
      try ArgumentParser.parse(["--json=1"], options: specs)
    }
  }

  @Test func helpAndVersionAndExitCodes() async {
    let cli = CLIHarness()
    let help = await cli.run(["--help"])
    #expect(help.code == .success)
    #expect(help.out.contains("Usage:") && help.out.contains("login"))
    #expect(await cli.run(["--version"]).out == "chatterbox 0.4.0\n")
    let loginHelp = await cli.run(["login", "--help"])
    #expect(loginHelp.out.contains("--email <address>"))
    #expect(await cli.run(["help", "open"]).out.contains("chatterbox open <url>"))

    let unknown = await cli.run(["frobnicate"])
    #expect(unknown.code == .usage)
    #expect(unknown.err == "chatterbox: unknown command 'frobnicate'. See 'chatterbox --help'.\n")
    let badOption = await cli.run(["login", "--mail", "x"])
    #expect(badOption.code == .usage)
    #expect(badOption.err.contains("See 'chatterbox login --help'"))
    #expect(await cli.run(["login"]).code == .usage)
    #expect(await cli.run(["open"]).code == .usage)
  }

  @Test func insecureAPIURLIsAUsageError() async {
    let result = await CLIHarness().run(["--api", "http://example.com", "whoami"])
    #expect(result.code == .usage)
    #expect(result.err.contains("http:// only for localhost or 127.0.0.1"), "\(result.err)")
    let port = await CLIHarness().run(["--api", "http://127.0.0.1:99999", "whoami"])
    #expect(port.code == .usage && port.err.contains("a port is 1–65535"), "\(port.err)")
  }

  @Test(
    "Credentials in the server address are a usage error that names the problem and never echoes them",
    arguments: ["http://ana:s3cret-pw@127.0.0.1:9", "https://s3cret-pw@api.example.org", "http://:s3cret-pw@[::1]:9"])
  func credentialsInTheAPIURLAreRefused(address: String) async {
    for arguments in [["--api", address, "whoami"], ["whoami"]] {
      let cli = CLIHarness()
      let result = await cli.run(arguments, environment: arguments.count == 1 ? ["CHATTERBOX_API_URL": address] : [:])
      #expect(result.code == .usage, "\(arguments): \(result.code) \(result.err)")
      #expect(result.err.contains("user name or password"), "\(result.err)")
      #expect(!result.err.contains("s3cret-pw") && !result.out.contains("s3cret-pw"), "\(result.err)")
    }
  }

  @Test func rejectedLinksSayWhy() async {
    let cli = CLIHarness()
    let result = await cli.run([
      "open", "https://evil.example.com/auth/magic?token=" + String(repeating: "A", count: 43),
    ])
    #expect(result.code == .dataError)
    #expect(result.err.contains("doesn't trust"))
  }

  @Test func notSignedInIsExitOne() async {
    let result = await CLIHarness().run(["--api", "http://127.0.0.1:9", "whoami"])
    #expect(result.code == .failure)
    #expect(result.err.contains("Not signed in"))
  }
}
