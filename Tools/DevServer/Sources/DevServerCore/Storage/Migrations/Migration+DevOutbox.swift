extension Migration {
  /// Version 3: the dev outbox as a table, so every server process on one database sees every message.
  ///
  /// Only `--dev` servers write it (the one place where plain links and codes are stored), and it keeps
  /// about the newest thousand messages.
  static let devOutbox = Migration(
    version: 3, name: "dev_outbox",
    statements: [
      """
      CREATE TABLE dev_outbox (
          id INTEGER PRIMARY KEY,
          email TEXT NOT NULL,
          subject TEXT NOT NULL,
          body TEXT NOT NULL,
          link TEXT NOT NULL,
          code TEXT NOT NULL,
          created_at INTEGER NOT NULL
      )
      """,
      "CREATE INDEX dev_outbox_by_email ON dev_outbox (email, id)",
    ])
}

extension Migration {
  /// Version 4: one row per email that asked for a link (keys are `email:<address>`), written by every request
  /// so that concurrent requests for the same email conflict (see ``MagicLinkStore/claimRateLimitKeys(_:now:)``).
  static let rateLimitKeys = Migration(
    version: 4, name: "rate_limit_keys",
    statements: ["CREATE TABLE rate_limit_keys (key TEXT PRIMARY KEY, touched_at INTEGER NOT NULL)"])
}
