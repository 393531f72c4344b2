/// Where a job is in its life, as persisted in its job file.
///
/// ```
/// queued ─▶ creating ─▶ uploading ─▶ completing ─▶ done
///              │  ▲          │  ▲          │
///              ▼  │          ▼  │          ▼
///           waitingForNetwork (offline, timeout, 429, 5xx: retried with backoff, never failed)
///
/// any step ─▶ failed(lastError)   (refused by the server, or too many non-network errors)
/// failed ──retryFailed()──▶ back to the step it failed in
/// ```
///
/// The step to run next is derived from what the job already holds (no remote id: create; no
/// confirmed PUT: upload; else complete), so a job reloaded in any phase continues correctly.
public enum UploadPhase: String, Sendable, Hashable, Codable, CaseIterable {
  /// Accepted, nothing sent yet.
  case queued
  /// the create call is (or was, when the process died) in flight.
  case creating
  /// Sending the bytes (renewing the URL first when it expired).
  case uploading
  /// Bytes confirmed by the server; the complete call is in flight.
  case completing
  /// The last attempt failed for a reason time may fix; retried with backoff.
  case waitingForNetwork = "waiting_for_network"
  /// Completed on the server; the local file is deleted.
  case done
  /// Given up; the file is kept. ``UploadQueue/retryFailed(includingRefused:)`` puts it back in line.
  case failed

  /// Whether the queue still has work to do for the job.
  public var isActive: Bool {
    switch self {
    case .queued, .creating, .uploading, .completing, .waitingForNetwork: true
    case .done, .failed: false
    }
  }
}
