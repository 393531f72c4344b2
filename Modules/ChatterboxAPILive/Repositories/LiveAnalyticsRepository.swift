import ChatterboxAPI
import Foundation
import Networking

/// ``AnalyticsRepository`` over the `APIClient`.
public struct LiveAnalyticsRepository: AnalyticsRepository {
  private let client: APIClient

  /// Sends nothing until a call; every call goes through `client`, with its authorization, retries
  /// and transfer policy.
  public init(client: APIClient) { self.client = client }

  public func track(_ events: [TrackedEvent]) async throws(NetworkError) {
    struct Body: Encodable { let events: [TrackedEvent] }
    // A key per batch makes the retry of a batch safe.
    _ = try await client.send(
      try Endpoint<EmptyResponse>.rpc("track", body: Body(events: events), idempotencyKey: .automatic))
  }
}
