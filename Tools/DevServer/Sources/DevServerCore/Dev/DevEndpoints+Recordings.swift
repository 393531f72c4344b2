import Foundation
import Hummingbird

/// `/dev/recordings/*`: fixtures that reshape recordings for tests.
extension DevEndpoints {
  private struct RecordedAtInput: Decodable {
    let recordingID: String
    let createdAt: String
    let timeZone: String?

    enum CodingKeys: String, CodingKey {
      case recordingID = "recording_id"
      case createdAt = "created_at"
      case timeZone = "time_zone"
    }
  }

  private struct RecordedAt: Encodable {
    let recordingID: String
    /// Unix seconds.
    let createdAt: Int64
    let timeZone: String?

    enum CodingKeys: String, CodingKey {
      case recordingID = "recording_id"
      case createdAt = "created_at"
      case timeZone = "time_zone"
    }

    /// Explicit so a take without a zone answers `"time_zone": null`.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(recordingID, forKey: .recordingID)
      try container.encode(createdAt, forKey: .createdAt)
      try container.encode(timeZone, forKey: .timeZone)
    }
  }

  /// `POST /dev/recordings/recorded-at` with `{"recording_id", "created_at", "time_zone"}`: a fixture for tests
  /// that moves any account's recording to another moment (and, with `time_zone`, zone), so an end-to-end test
  /// records real takes and then spreads them over days for `get_progress` without moving any clock.
  ///
  /// `created_at` is an RFC 3339 date-time with `Z` or an offset, stored as whole Unix seconds (a fraction is
  /// dropped); `time_zone` (optional, `null` as absent) must pass ``FieldValidation/timeZone(_:field:)`` and
  /// replaces the stored zone, which is kept otherwise. Answers 200 with the recording's id, new `created_at` in
  /// Unix seconds and zone; 400 `invalid_request` naming a bad field; 404 `not_found` for an unknown recording.
  func setRecordedAt(_ request: Request, context: DevRequestContext) async throws -> Response {
    let body = try await RPCBodyReader.read(request, required: true)
    let input = try RequestDecoding.decode(RecordedAtInput.self, from: body)
    let id = try Identifier.validated(input.recordingID, field: "recording_id")
    let createdAt = try FieldValidation.unixSeconds(input.createdAt, field: "created_at")
    let timeZone = try input.timeZone.map { zone throws(APIError) in try FieldValidation.timeZone(zone) }
    let record = try await services.database.transaction { transaction in
      let store = RecordingStore(transaction)
      guard try await store.setRecordedAt(id: id, createdAt: createdAt, timeZone: timeZone),
        let record = try await store.recording(id: id)
      else { throw APIError.notFound("No such recording.") }
      return record
    }
    return JSONResponse.make(
      status: .ok, body: RecordedAt(recordingID: record.id, createdAt: record.createdAt, timeZone: record.timeZone))
  }
}
