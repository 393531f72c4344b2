import Foundation

/// Recordings and their upload state.
struct RecordingStore {
  private static let columns =
    "r.id, r.profile_id, r.cue_id, r.status, r.content_type, r.byte_size, r.sha256, r.duration_ms, r.created_at, "
    + "r.time_zone"

  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Stores a new pending recording.
  func insert(_ record: RecordingRecord) async throws {
    try await transaction.query(
      """
      INSERT INTO recordings (id, profile_id, cue_id, status, content_type, byte_size, sha256, created_at, time_zone)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(record.id), .text(record.profileID), .text(record.cueID), .text(record.status.rawValue),
        .text(record.contentType), .int(record.byteSize), .text(record.sha256), .int(record.createdAt),
        .optionalText(record.timeZone),
      ])
  }

  /// The recording if it belongs to one of `accountID`'s profiles.
  func recording(id: String, ownedBy accountID: String) async throws -> RecordingRecord? {
    try await transaction.first(
      "SELECT \(Self.columns) FROM recordings r JOIN profiles p ON p.id = r.profile_id WHERE r.id = ? AND p.account_id = ?",
      [.text(id), .text(accountID)]
    ).map(Self.record(from:))
  }

  /// Like ``recording(id:ownedBy:)`` but throws 404 when absent.
  func requireRecording(id: String, ownedBy accountID: String) async throws -> RecordingRecord {
    guard let record = try await recording(id: id, ownedBy: accountID) else {
      throw APIError.notFound("No such recording.")
    }
    return record
  }

  /// The recording regardless of owner (signed URLs carry their own authorization).
  func recording(id: String) async throws -> RecordingRecord? {
    try await transaction.first("SELECT \(Self.columns) FROM recordings r WHERE r.id = ?", [.text(id)])
      .map(Self.record(from:))
  }

  /// Marks a not-yet-complete recording as uploaded; false if it is gone or already complete.
  func markUploaded(id: String) async throws -> Bool {
    let rows = try await transaction.query(
      "UPDATE recordings SET status = 'uploaded' WHERE id = ? AND status != 'complete' RETURNING id", [.text(id)])
    return !rows.isEmpty
  }

  /// Marks a recording complete with its measured duration.
  func markComplete(id: String, durationMS: Int64?, now: Int64) async throws {
    try await transaction.query(
      "UPDATE recordings SET status = 'complete', duration_ms = ?, completed_at = ? WHERE id = ?",
      [.optionalInt(durationMS), .int(now), .text(id)])
  }

  /// Deletes the row.
  func delete(id: String) async throws {
    try await transaction.query("DELETE FROM recordings WHERE id = ?", [.text(id)])
  }

  /// Complete recordings of a profile, newest first, strictly after `cursor`.
  func completed(profileID: String, cueID: String?, after cursor: RecordingCursor?, limit: Int) async throws
    -> [RecordingRecord]
  {
    var sql = "SELECT \(Self.columns) FROM recordings r WHERE r.profile_id = ? AND r.status = 'complete'"
    var binds: [DatabaseValue] = [.text(profileID)]
    if let cueID {
      sql += " AND r.cue_id = ?"
      binds.append(.text(cueID))
    }
    if let cursor {
      sql += " AND (r.created_at < ? OR (r.created_at = ? AND r.id < ?))"
      binds += [.int(cursor.createdAt), .int(cursor.createdAt), .text(cursor.id)]
    }
    sql += " ORDER BY r.created_at DESC, r.id DESC LIMIT ?"
    binds.append(.integer(limit))
    return try await transaction.query(sql, binds).map(Self.record(from:))
  }

  /// Distinct cues with at least one complete recording in the profile that was not found to hold no speech:
  /// a take whose evaluation failed `no_speech` (a tone, beeps, silence) does not make its cue practised
  /// (issue 37). A take not evaluated yet, or not evaluated at all, counts.
  func practisedCueCount(profileID: String) async throws -> Int64 {
    try await transaction.first(
      """
      SELECT COUNT(DISTINCT r.cue_id) AS n FROM recordings r
      LEFT JOIN evaluation_jobs e ON e.recording_id = r.id
      WHERE r.profile_id = ? AND r.status = 'complete' AND \(Self.hasSpeech)
      """,
      [.text(profileID)]
    )?.int("n") ?? 0
  }

  /// Every complete take of the profile with speech, in no particular order: the same takes
  /// ``practisedCueCount(profileID:)`` counts, with what `get_progress` needs of each.
  ///
  /// One query for both engines; throws ``StorageError/unexpectedColumn(_:)`` (500) when a stored evaluation result
  /// does not decode.
  func progressTakes(profileID: String) async throws -> [ProgressTake] {
    // Only a ready job's result is read, so the other rows carry no JSON.
    let rows = try await transaction.query(
      """
      SELECT r.cue_id, r.created_at, r.time_zone, r.duration_ms,
          CASE WHEN e.state = 'ready' THEN e.result END AS result
      FROM recordings r LEFT JOIN evaluation_jobs e ON e.recording_id = r.id
      WHERE r.profile_id = ? AND r.status = 'complete' AND \(Self.hasSpeech)
      """,
      [.text(profileID)])
    return try rows.map { row in
      let speakingTime = try row.optionalString("result").map { json in
        // A DecodingError would reach the client as its own 400; a stored value that does not decode is ours.
        guard let result = try? JSONCoding.decoder().decode(SpeakingTime.self, from: Data(json.utf8)) else {
          throw StorageError.unexpectedColumn("result")
        }
        return result.speakingTimeSeconds
      }
      return ProgressTake(
        cueID: try row.string("cue_id"), createdAt: try row.int("created_at"),
        timeZone: try row.optionalString("time_zone"), durationMS: try row.optionalInt("duration_ms"),
        speakingTimeSeconds: speakingTime)
    }
  }

  /// Sets when a take was recorded and, when `timeZone` is given, where; false when there is no such recording.
  /// For the `--dev` fixture that spreads a test's takes over days (``DevEndpoints/setRecordedAt(_:context:)``).
  func setRecordedAt(id: String, createdAt: Int64, timeZone: String?) async throws -> Bool {
    var sql = "UPDATE recordings SET created_at = ?"
    var binds: [DatabaseValue] = [.int(createdAt)]
    if let timeZone {
      sql += ", time_zone = ?"
      binds.append(.text(timeZone))
    }
    binds.append(.text(id))
    return try await !transaction.query(sql + " WHERE id = ? RETURNING id", binds).isEmpty
  }

  /// A take counts unless its evaluation failed `no_speech`; no job, pending, running, ready and other failures
  /// all count (issue 37).
  private static let hasSpeech =
    "(e.state IS NULL OR e.state <> 'failed' OR e.last_error IS NULL OR e.last_error <> 'no_speech')"

  /// The one field of a stored ``EvaluationResult`` progress reads.
  private struct SpeakingTime: Decodable {
    let speakingTimeSeconds: Double

    enum CodingKeys: String, CodingKey {
      case speakingTimeSeconds = "speaking_time_seconds"
    }
  }

  private static func record(from row: DatabaseRow) throws -> RecordingRecord {
    guard let status = RecordingStatus(rawValue: try row.string("status")) else {
      throw StorageError.unexpectedColumn("status")
    }
    return RecordingRecord(
      id: try row.string("id"), profileID: try row.string("profile_id"), cueID: try row.string("cue_id"),
      status: status, contentType: try row.string("content_type"), byteSize: try row.int("byte_size"),
      sha256: try row.string("sha256"), durationMS: try row.optionalInt("duration_ms"),
      createdAt: try row.int("created_at"), timeZone: try row.optionalString("time_zone"))
  }
}
