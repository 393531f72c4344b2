import ChatterboxAPI
import Foundation
import Networking

/// ``ProgressRepository`` over the `APIClient`.
public struct LiveProgressRepository: ProgressRepository {
  private let client: APIClient

  /// Sends nothing until a call; every call goes through `client`, with its authorization, retries
  /// and transfer policy.
  public init(client: APIClient) { self.client = client }

  public func progress(profileID: String, timeZone: TimeZone) async throws(NetworkError) -> PracticeProgress {
    try await client.send(try ProgressEndpoints.progress(profileID: profileID, timeZone: timeZone.identifier)).domain
  }
}
