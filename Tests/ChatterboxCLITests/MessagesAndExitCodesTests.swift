import AuthFeature
import Foundation
import Networking
import PracticeFeature
import Testing

@testable import ChatterboxCLI

/// Wording and exit codes from issue "Trust under real use" (item 9), checked without a server.
@Suite("Messages and exit codes")
struct MessagesAndExitCodesTests {
  @Test func longWaitsAreSaidInMinutes() {
    let strings = CLIStrings.english
    #expect(
      SignInMessages.localized(.rateLimited(seconds: 1983), strings)
        == "Too many sign-in requests. Try again in 34 minutes.")
    #expect(
      SignInMessages.localized(.rateLimited(seconds: 45), strings)
        == "Too many sign-in requests. Try again in 45 seconds.")
  }

  @Test func aMissingCaptureCommandIsNotAnUnreachableServer() async {
    let result = await CLIHarness().run([
      "record", "/tmp/out-\(UUID().uuidString).wav", "--source", "command:/nonexistent/arecord",
    ])
    #expect(result.code == .failure, "\(result.err)")
    #expect(result.err.contains("cannot record"))
  }

  @Test func theReviewPromptOffersPlayWhereAPlayerExists() {
    for language in ["en", "es", "fr", "de", "ru", "ar", "ja"] {
      let strings = CLIStrings.english.switching(to: language)
      let withPlay = strings.string("cli.practice.review_play", .string("1.0 s"))
      #expect(
        withPlay.contains("[p]") && withPlay.contains("[u]") && withPlay.contains("[d]"), "\(language): \(withPlay)")
      #expect(strings.string("cli.history.confirm_delete", .string("rec_1")).contains("[y/N]"))
    }
  }

  @Test func failuresMapToTheREADMEsExitCodes() {
    #expect(ErrorDescriptions.exitCode(forFailure: NetworkError.offline) == .unavailable)
    #expect(ErrorDescriptions.exitCode(forFailure: NetworkErrorStub.server503) == .temporaryFailure)
    #expect(ErrorDescriptions.exitCode(forFailure: NetworkError.rateLimited(retryAfter: nil)) == .temporaryFailure)
    #expect(ErrorDescriptions.exitCode(forFailure: NetworkError.notFound) == .failure)
    #expect(ErrorDescriptions.exitCode(forFailure: PracticeFailure.recordingFailed) == .failure)
    #expect(ErrorDescriptions.exitCode(for: NetworkErrorStub.server503) == .temporaryFailure)
  }
}

enum NetworkErrorStub {
  static let server503 = Networking.NetworkError.server(status: 503, code: "unavailable", message: nil)
}
