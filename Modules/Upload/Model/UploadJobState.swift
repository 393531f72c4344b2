/// What the UI shows for a job: the five states a user can tell apart. ``UploadPhase`` has the
/// detail (creating, completing) that a user does not need. Screens above this module follow a
/// job in these terms too, so there is no second, screen-shaped copy of it.
///
/// ```swift
/// import Upload
///
/// func statusLine(_ snapshot: UploadJobSnapshot) -> String {
///   switch snapshot.state {
///   case .queued: "Waiting to upload"
///   case .uploading(let progress): "Uploading \(Int(progress.fractionCompleted * 100)) %"
///   case .waitingForNetwork: "Waiting for network"
///   case .failed(let reason): reason.message  // show reason.key's localized text in a real UI
///   case .done: "Uploaded"
///   }
/// }
/// ```
public enum UploadJobState: Sendable, Hashable {
  /// Accepted, not started.
  case queued
  /// Being created, sent or confirmed; `completing` shows as all bytes sent.
  case uploading(UploadProgress)
  /// Offline or the server is struggling; it will retry on its own.
  case waitingForNetwork
  /// Given up, with the reason; the file is kept.
  case failed(UploadErrorInfo)
  /// On the server, under the server's id for it: the snapshot's `remoteID`, which a finished job
  /// always has (optional only because the snapshot's is).
  case done(remoteID: String?)
}
