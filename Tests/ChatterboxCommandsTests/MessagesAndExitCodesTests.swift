import AuthFeature
import CLITestSupport
import ChatterboxAPI
import ChatterboxPresentation
import Foundation
import Networking
import PracticeFeature
import SettingsFeature
import TestSupport
import Testing

@testable import ChatterboxCommands
@testable import ChatterboxComposition
@testable import TerminalUI

/// Wording and exit codes from issue "Trust under real use" (item 9), checked without a server.
@Suite("Messages and exit codes")
struct MessagesAndExitCodesTests {
  @Test func longWaitsAreSaidInMinutes() {
    let strings = CLIStrings.english
    #expect(
      FailureMessages.text(for: SignInFailure.rateLimited(seconds: 1983), strings)
        == "Too many sign-in requests. Try again in 34 minutes.")
    #expect(
      FailureMessages.text(for: SignInFailure.rateLimited(seconds: 45), strings)
        == "Too many sign-in requests. Try again in 45 seconds.")
  }

  /// The resend cooldown is not a rate limit: it says a link was just sent (issue 35).
  @Test func aResendTooSoonSaysALinkWasJustSent() {
    #expect(SignInFailure(NetworkError.rateLimited(retryAfter: 41.2, code: "cooldown")) == .resendTooSoon(seconds: 42))
    #expect(
      SignInFailure(NetworkError.rateLimited(retryAfter: 1983, code: "rate_limited")) == .rateLimited(seconds: 1983))
    #expect(SignInFailure(NetworkError.rateLimited(retryAfter: nil)) == .rateLimited(seconds: 60))
    #expect(
      FailureMessages.text(for: SignInFailure.resendTooSoon(seconds: 42), CLIStrings.english)
        == "A sign-in link was sent moments ago. You can ask for another in 42 seconds.")
    #expect(ExitCode.forFailure(SignInFailure.resendTooSoon(seconds: 42)) == .temporaryFailure)
  }

  @Test func everyFailureOfEveryFeatureHasWordsInEveryShippedLanguage() {
    let network: [NetworkError] = [
      .offline, .timeout, .cancelled, .unauthorized(code: nil), .forbidden(code: nil), .notFound,
      .rateLimited(retryAfter: nil), NetworkErrorStub.server503, .invalidResponse,
    ]
    let practice: [PracticeFailure] = [.recordingFailed, .playbackFailed, .enqueueFailed]
    let signIn: [SignInFailure] = [
      .invalidEmail, .invalidCodeFormat, .linkExpired, .linkUsed, .linkInvalid, .codeInvalid, .offline,
    ]
    let failures: [any UserFacingFailure] = network + practice + signIn + [SettingsFailure.unknownLanguage("xx")]
    for language in ShippedLanguages.all {
      let strings = CLIStrings.english.switching(to: language)
      for failure in failures {
        #expect(strings.catalog[failure.messageKey] != nil, "\(language): \(failure.messageKey)")
        #expect(!FailureMessages.text(for: failure, strings).contains(failure.messageKey), "\(language)")
      }
    }
  }

  @Test func aSpentLinkTellsTheCommandLineHowToGetANewOne() {
    let error = CLIError(failure: SignInFailure.linkUsed, CLIStrings.english)
    #expect(error.message.hasSuffix("(chatterbox login --email <address>)"))
    #expect(error.exitCode == .failure)
    #expect(CLIError(failure: SignInFailure.invalidEmail, CLIStrings.english).exitCode == .usage)
    #expect(CLIError(failure: nil, CLIStrings.english).message == "the request failed")
  }

  @Test func aMissingCaptureCommandIsNotAnUnreachableServer() async {
    let result = await CLIHarness().run([
      "record", "/tmp/out-\(UUID().uuidString).wav", "--source", "command:/nonexistent/arecord",
    ])
    #expect(result.code == .failure, "\(result.err)")
    #expect(result.err.contains("cannot record"))
  }

  @Test func theReviewPromptOffersPlayWhereAPlayerExists() {
    for language in ShippedLanguages.all {
      let strings = CLIStrings.english.switching(to: language)
      let withPlay = strings.string("cli.practice.review_play", .string("1.0 s"))
      #expect(
        withPlay.contains("[p]") && withPlay.contains("[u]") && withPlay.contains("[d]"), "\(language): \(withPlay)")
      #expect(strings.string("cli.history.confirm_delete", .string("rec_1")).contains("[y/N]"))
    }
  }

  @Test func failuresMapToTheREADMEsExitCodes() {
    #expect(ExitCode.forFailure(NetworkError.offline) == .unavailable)
    #expect(ExitCode.forFailure(NetworkErrorStub.server503) == .temporaryFailure)
    #expect(ExitCode.forFailure(NetworkError.rateLimited(retryAfter: nil)) == .temporaryFailure)
    #expect(ExitCode.forFailure(NetworkError.notFound) == .failure)
    #expect(ExitCode.forFailure(PracticeFailure.recordingFailed) == .failure)
    #expect(ExitCode.forError(NetworkErrorStub.server503) == .temporaryFailure)
  }
}

enum NetworkErrorStub {
  static let server503 = Networking.NetworkError.server(status: 503, code: "unavailable", message: nil)
}
