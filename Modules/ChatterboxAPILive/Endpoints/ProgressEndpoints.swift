import ChatterboxAPI
import Networking

/// Typed endpoints for progress over days.
enum ProgressEndpoints {
  static func progress(profileID: String, timeZone: String) throws(NetworkError) -> Endpoint<ProgressDTO> {
    try .rpc("get_progress", body: ProgressBody(profileId: profileID, timeZone: timeZone), isIdempotent: true)
  }
}
