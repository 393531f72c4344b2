import AuthFeature
import ChatterboxAPI
import ChatterboxPresentation
import Networking
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// The app's "Can't reach the server" names the address and how to choose another, as the command
/// line does (issue 35 item 7); other failures keep their own words.
@Suite("The app names the server it cannot reach")
struct InteractiveUnreachableWordsTests {
  @Test @MainActor func noConnectionNamesTheServerInBothShells() async {
    var services = InteractiveFixtures.services()
    services.server = "http://127.0.0.1:8080"
    let session = TerminalShell(services: services)
    let offline = session.strings.text(for: NetworkError.offline)
    #expect(offline == CLIError.unreachable(at: "http://127.0.0.1:8080", session.strings.localizer))
    #expect(offline.contains("at http://127.0.0.1:8080"), "\(offline)")
    #expect(offline.contains("--api"))
    #expect(session.strings.text(for: SignInFailure.offline) == offline, "sign-in says the same")
    #expect(
      session.strings.text(for: NetworkError.invalidResponse)
        == "The server's answer could not be read. Try again later.")
  }

  @Test func withoutAServerTheSentenceHasNoAddress() {
    #expect(
      InteractiveStrings.english.text(for: NetworkError.offline)
        == "Can't reach the server. Check your connection and try again.")
  }
}
