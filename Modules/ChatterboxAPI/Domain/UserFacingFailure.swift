import NetworkErrors

/// A failure a screen shows: a typed value with one stable catalog key. Every view model exposes
/// its failure as one of these (never a string), and the app turns any of them into words in one
/// place (`FailureMessages` in the app), so a new failure cannot be shown without a message.
public protocol UserFacingFailure: Error, Sendable, Equatable {
  /// The catalog key of the sentence that explains the failure.
  var messageKey: String { get }
}

extension NetworkError: UserFacingFailure {}
