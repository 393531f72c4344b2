import Foundation
import NetworkErrors

/// A profile's practice over days (`get_progress`), counted by the server from its whole history so a
/// client never pages through every recording for a streak. Throws the client's `NetworkError`.
public protocol ProgressRepository: Sendable {
  /// The profile's takes by day and by cue; a take that did not say its own time zone counts in `timeZone`.
  func progress(profileID: String, timeZone: TimeZone) async throws(NetworkError) -> PracticeProgress
}
