import Foundation

/// A job a worker holds the lease of, until it finishes it or the lease runs out.
struct ClaimedEvaluationJob: Sendable, Equatable {
  let recordingID: String
  let contentType: String
  /// Attempts including this one.
  let attempts: Int64
  /// Proves the lease at finish time: a reclaimed job has a new token, so a late worker's result is refused.
  let leaseToken: String
}

/// What a worker reports for a claimed job.
enum EvaluationOutcome: Sendable, Equatable {
  case ready(EvaluationResult)
  /// `retryable` failures are tried again until the attempts run out; the others fail at once.
  case failed(EvaluationFailureReason, retryable: Bool)
}

/// The `evaluation_jobs` table: queue, leases and results (ADR 0031).
///
/// Exactly-once rests on two writes: a claim moves one due job to `running` under a fresh lease token
/// (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so two workers never wait on or take the same row; SQLite:
/// the write transaction is `BEGIN IMMEDIATE`, so claims run one at a time), and a finish commits only
/// while that token is still the job's.
struct EvaluationStore {
  let transaction: Transaction

  init(_ transaction: Transaction) {
    self.transaction = transaction
  }

  /// Enqueues the recording's evaluation; a recording already enqueued keeps its job.
  func enqueue(recordingID: String, now: Int64) async throws {
    try await transaction.query(
      """
      INSERT INTO evaluation_jobs (recording_id, state, attempts, available_at, evaluated_count, created_at)
      VALUES (?, 'pending', 0, ?, 0, ?) ON CONFLICT (recording_id) DO NOTHING
      """, [.text(recordingID), .int(now), .int(now)])
  }

  /// The recording's evaluation, or `nil` when it has no job (not complete).
  func evaluation(recordingID: String) async throws -> Evaluation? {
    try await evaluations(recordingIDs: [recordingID])[recordingID]
  }

  /// The evaluations of `recordingIDs` that have a job, by recording id.
  func evaluations(recordingIDs: [String]) async throws -> [String: Evaluation] {
    guard !recordingIDs.isEmpty else { return [:] }
    let marks = Array(repeating: "?", count: recordingIDs.count).joined(separator: ", ")
    let rows = try await transaction.query(
      "SELECT recording_id, state, last_error, result, finished_at FROM evaluation_jobs WHERE recording_id IN (\(marks))",
      recordingIDs.map { .text($0) })
    var evaluations: [String: Evaluation] = [:]
    for row in rows {
      let evaluation = try Self.evaluation(from: row)
      evaluations[evaluation.recordingID] = evaluation
    }
    return evaluations
  }

  /// Takes the oldest due job under a lease until `now + lease`, or returns `nil` when none is due.
  ///
  /// Due: `pending` and available, or `running` with an expired lease (its worker died). A running job whose
  /// expired lease was its last attempt fails with `timed_out` instead.
  func claim(now: Int64, lease: Int64, maxAttempts: Int64) async throws -> ClaimedEvaluationJob? {
    try await transaction.query(
      """
      UPDATE evaluation_jobs SET state = 'failed', last_error = 'timed_out', locked_until = NULL, lease_token = NULL,
          evaluated_count = evaluated_count + 1, finished_at = ?
      WHERE state = 'running' AND locked_until <= ? AND attempts >= ?
      """, [.int(now), .int(now), .int(maxAttempts)])
    let lock = transaction.engine == .postgres ? " FOR UPDATE OF j SKIP LOCKED" : ""
    // Two queries, each an equality on `state` then a range the (state, available_at) index serves, rather
    // than one OR that would scan every finished job on each idle poll.
    var found: DatabaseRow?
    for due in ["j.state = 'pending' AND j.available_at <= ?", "j.state = 'running' AND j.locked_until <= ?"] {
      found = try await transaction.first(
        """
        SELECT j.recording_id, j.attempts, r.content_type FROM evaluation_jobs j JOIN recordings r ON r.id = j.recording_id
        WHERE \(due) ORDER BY j.available_at, j.recording_id LIMIT 1
        """ + lock, [.int(now)])
      if found != nil { break }
    }
    guard let row = found else { return nil }
    let job = ClaimedEvaluationJob(
      recordingID: try row.string("recording_id"), contentType: try row.string("content_type"),
      attempts: try row.int("attempts") + 1, leaseToken: Hex.encode(SecureRandom.bytes(16)))
    try await transaction.query(
      "UPDATE evaluation_jobs SET state = 'running', attempts = ?, locked_until = ?, lease_token = ? WHERE recording_id = ?",
      [.int(job.attempts), .int(now + lease), .text(job.leaseToken), .text(job.recordingID)])
    return job
  }

  /// Records `outcome` if `job`'s lease is still the job's; false when another worker took it over or the
  /// recording was deleted (the outcome is then dropped, so no recording is evaluated twice).
  ///
  /// A retryable failure with attempts left puts the job back, due after `retryDelay × attempts` seconds.
  func finish(
    _ job: ClaimedEvaluationJob, outcome: EvaluationOutcome, now: Int64, retryDelay: Int64, maxAttempts: Int64
  ) async throws -> Bool {
    let sql: String
    let binds: [DatabaseValue]
    switch outcome {
    case .ready(let result):
      let json = String(decoding: try JSONCoding.encoder().encode(result), as: UTF8.self)
      sql = """
        UPDATE evaluation_jobs SET state = 'ready', result = ?, last_error = NULL, locked_until = NULL,
            lease_token = NULL, evaluated_count = evaluated_count + 1, finished_at = ?
        """
      binds = [.text(json), .int(now)]
    case .failed(let reason, let retryable) where retryable && job.attempts < maxAttempts:
      sql =
        "UPDATE evaluation_jobs SET state = 'pending', last_error = ?, locked_until = NULL, lease_token = NULL, available_at = ?"
      binds = [.text(reason.rawValue), .int(now + retryDelay * job.attempts)]
    case .failed(let reason, _):
      sql = """
        UPDATE evaluation_jobs SET state = 'failed', last_error = ?, locked_until = NULL, lease_token = NULL,
            evaluated_count = evaluated_count + 1, finished_at = ?
        """
      binds = [.text(reason.rawValue), .int(now)]
    }
    let rows = try await transaction.query(
      sql + " WHERE recording_id = ? AND state = 'running' AND lease_token = ? RETURNING recording_id",
      binds + [.text(job.recordingID), .text(job.leaseToken)])
    return !rows.isEmpty
  }

  private static func evaluation(from row: DatabaseRow) throws -> Evaluation {
    let stored = try row.string("state")
    let state: EvaluationState =
      switch stored {
      case "ready": .ready
      case "failed": .failed
      default: .pending  // `pending` and `running`: no outcome yet.
      }
    var result: EvaluationResult?
    if state == .ready, let json = try row.optionalString("result") {
      result = try JSONCoding.decoder().decode(EvaluationResult.self, from: Data(json.utf8))
    }
    let reason =
      state == .failed
      ? EvaluationFailureReason(rawValue: try row.optionalString("last_error") ?? "") ?? .unreadableAudio : nil
    return Evaluation(
      recordingID: try row.string("recording_id"), state: state, reason: reason, result: result,
      evaluatedAt: try row.optionalInt("finished_at").map { Date(unixSeconds: $0) })
  }
}
