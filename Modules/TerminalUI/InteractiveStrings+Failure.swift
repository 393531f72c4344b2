import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation

extension InteractiveStrings {
  /// A view model's failure in the app's language, from the app's one map
  /// (``FailureMessages``); `nil` when there is none.
  ///
  /// ```swift
  /// strings.text(for: cues.failure) // "Can't reach the server. Check your connection and try again."
  /// ```
  func text(for failure: (any UserFacingFailure)?) -> String? {
    failure.map { text(for: $0) }
  }
}

extension InteractiveStrings {
  /// A failure in the app's language, from the app's one map (``FailureMessages``).
  ///
  /// ```swift
  /// strings.text(for: SignInFailure.linkUsed) // "This sign-in link was already used. Request a new one."
  /// ```
  func text(for failure: some UserFacingFailure) -> String {
    // No connection names the server tried and how to choose another, as the command line does.
    if let server, CLIError.isUnreachable(failure) { return CLIError.unreachable(at: server, localizer) }
    return FailureMessages.text(for: failure, localizer)
  }
}
