extension Migration {
  /// Version 5: one evaluation job per complete recording, holding its state, lease and result (ADR 0031),
  /// and the `evaluation` feature flag, on by default.
  ///
  /// Recordings completed before this version are enqueued here, so every complete recording has a job.
  /// `evaluated_count` counts committed outcomes: exactly-once means it never exceeds 1.
  static let evaluationJobs = Migration(version: 5, name: "evaluation_jobs") { transaction in
    let statements = [
      """
      CREATE TABLE evaluation_jobs (
          recording_id TEXT PRIMARY KEY REFERENCES recordings(id) ON DELETE CASCADE,
          state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'ready', 'failed')),
          attempts INTEGER NOT NULL,
          available_at INTEGER NOT NULL,
          locked_until INTEGER,
          lease_token TEXT,
          last_error TEXT,
          result TEXT,
          evaluated_count INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          finished_at INTEGER
      )
      """,
      "CREATE INDEX evaluation_jobs_due ON evaluation_jobs (state, available_at)",
      """
      INSERT INTO evaluation_jobs (recording_id, state, attempts, available_at, evaluated_count, created_at)
      SELECT id, 'pending', 0, COALESCE(completed_at, created_at), 0, COALESCE(completed_at, created_at)
      FROM recordings WHERE status = 'complete'
      """,
      "INSERT INTO feature_flags (name, enabled) VALUES ('evaluation', 1)",
    ]
    for statement in statements {
      try await transaction.query(Migration.sql(statement, for: transaction.engine))
    }
  }
}
