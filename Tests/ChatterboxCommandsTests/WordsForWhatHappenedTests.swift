import AuthFeature
import ChatterboxAPI
import ChatterboxPresentation
import Foundation
import Networking
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition

/// Issue 35 item 5: one wording per situation. "Offline" is only no connection; an answer that
/// broke the protocol is "could not be read" (76), from a sign-in step too (ADR 0046).
@Suite("Words for what happened")
struct WordsForWhatHappenedTests {
  let strings = CLIStrings.english

  @Test func signInAndOtherCommandsWordAnOutageTheSameWay() {
    let signIn = FailureMessages.text(for: SignInFailure.offline, strings)
    #expect(signIn == FailureMessages.text(for: NetworkError.offline, strings))
    #expect(signIn == "Can't reach the server. Check your connection and try again.")
    #expect(strings.string("cli.progress.waiting") == strings.string("tui.upload.waiting"))
    #expect(strings.string("cli.progress.waiting").hasPrefix("Can't reach the server"))
  }

  @Test func anUnreadableAnswerInASignInStepIs76InTheSameWords() {
    let failure = SignInFailure(NetworkError.invalidResponse)
    #expect(ExitCode.forFailure(failure) == .protocolError)
    #expect(
      FailureMessages.text(for: failure, strings) == FailureMessages.text(for: NetworkError.invalidResponse, strings))
    #expect(FailureMessages.text(for: failure, strings) == "The server's answer could not be read. Try again later.")
    #expect(ExitCode.forFailure(SignInFailure(NetworkError.decoding(details: ""))) == .protocolError)
  }

  @Test func onlyNoConnectionIsUnreachable() {
    #expect(CLIError.isUnreachable(NetworkError.offline))
    #expect(CLIError.isUnreachable(SignInFailure.offline))
    for other: any Error in [
      NetworkError.invalidResponse, NetworkError.timeout, NetworkError.decoding(details: ""),
      NetworkError.proxyRefused(proxy: "http://127.0.0.1:3128", status: 407), SignInFailure.rateLimited(seconds: 5),
    ] {
      #expect(!CLIError.isUnreachable(other), "\(other)")
    }
    #expect(CLIError(failure: NetworkError.offline, strings).isUnreachable)
    #expect(!CLIError(failure: NetworkError.invalidResponse, strings).isUnreachable)
  }

  @Test func anUnreachableServerIsNamedWithHowToChooseAnother() {
    #expect(
      CLIError.unreachable(at: "http://127.0.0.1:8080", strings)
        == "Can't reach the server at http://127.0.0.1:8080. Check your connection, or choose another server with "
        + "--api <url> or CHATTERBOX_API_URL.")
  }

  @Test func everyNewSentenceIsInEveryShippedLanguage() {
    let keys = ["cli.error.unreachable_at", "cli.open.other_server", "cli.usage.history_delete_needs_yes"]
    for language in ShippedLanguages.all {
      let localized = strings.switching(to: language)
      for key in keys {
        #expect(localized.catalog[key] != nil, "\(language): \(key)")
        #expect(!localized.string(key, .string("x"), .string("y")).contains(key), "\(language): \(key)")
      }
    }
  }
}
