import Foundation
import Hummingbird

/// `/dev/clock`: moves the server's clock forward, so tokens, links and leases expire without a test
/// sleeping for them.
extension DevEndpoints {
  private struct AdvanceInput: Decodable {
    let advanceSeconds: Int64

    enum CodingKeys: String, CodingKey {
      case advanceSeconds = "advance_seconds"
    }
  }

  private struct ClockStatus: Encodable {
    let now: Int64
    let offsetSeconds: Int64

    enum CodingKeys: String, CodingKey {
      case now
      case offsetSeconds = "offset_seconds"
    }
  }

  /// Ten years: far enough for any expiry, near enough that Unix seconds cannot overflow.
  static let longestClockAdvance: Int64 = 10 * 366 * 86_400

  /// `GET /dev/clock`: the server's now (Unix seconds) and how far it has been moved ahead.
  func clock(_ request: Request, context: DevRequestContext) async throws -> Response {
    JSONResponse.make(status: .ok, body: ClockStatus(now: services.now, offsetSeconds: services.clockOffset.current))
  }

  /// `POST /dev/clock` with `{"advance_seconds": 10}`: moves this instance's clock forward by 1 s to ten
  /// years (never back: stored instants would then lie in the future) and answers as `GET` does.
  func advanceClock(_ request: Request, context: DevRequestContext) async throws -> Response {
    let body = try await RPCBodyReader.read(request, required: true)
    let input = try RequestDecoding.decode(AdvanceInput.self, from: body)
    guard (1...Self.longestClockAdvance).contains(input.advanceSeconds) else {
      throw APIError.invalidField(
        "advance_seconds", "must be a whole number of seconds from 1 to \(Self.longestClockAdvance)")
    }
    let offset = services.clockOffset.advance(by: input.advanceSeconds)
    return JSONResponse.make(status: .ok, body: ClockStatus(now: services.now, offsetSeconds: offset))
  }
}
