import Foundation

extension Migration {
  /// Version 1: every table the contract needs. Times are Unix seconds (INTEGER); token and
  /// code material is only ever stored as a hash or MAC.
  ///
  /// `accounts.active_profile_id` refers to `profiles`, which refers back to `accounts`. SQLite accepts
  /// the forward reference; PostgreSQL needs the table first, so there the reference is added afterwards.
  static let initialSchema = Migration(version: 1, name: "initial_schema") { transaction in
    var statements = initialSchemaStatements
    if transaction.engine == .postgres {
      statements = statements.map {
        $0.replacingOccurrences(of: " REFERENCES profiles(id) ON DELETE SET NULL", with: "")
      }
      statements.append(
        """
        ALTER TABLE accounts ADD CONSTRAINT accounts_active_profile_fkey
        FOREIGN KEY (active_profile_id) REFERENCES profiles(id) ON DELETE SET NULL
        """)
    }
    for statement in statements {
      try await transaction.query(Migration.sql(statement, for: transaction.engine))
    }
  }

  private static let initialSchemaStatements = [
    """
    CREATE TABLE languages (
        code TEXT PRIMARY KEY,
        english_name TEXT NOT NULL,
        native_name TEXT NOT NULL,
        sort_order INTEGER NOT NULL
    )
    """,
    """
    CREATE TABLE cues (
        id TEXT PRIMARY KEY,
        language_code TEXT NOT NULL REFERENCES languages(code),
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        difficulty TEXT NOT NULL CHECK (difficulty IN ('beginner', 'intermediate', 'advanced')),
        tags TEXT NOT NULL
    )
    """,
    "CREATE INDEX cues_by_language ON cues (language_code, id)",
    "CREATE TABLE feature_flags (name TEXT PRIMARY KEY, enabled INTEGER NOT NULL)",
    """
    CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        active_profile_id TEXT REFERENCES profiles(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL
    )
    """,
    """
    CREATE TABLE account_flags (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        flag TEXT NOT NULL,
        granted_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, flag)
    )
    """,
    """
    CREATE TABLE profiles (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        language_code TEXT NOT NULL REFERENCES languages(code),
        created_at INTEGER NOT NULL,
        UNIQUE (account_id, language_code)
    )
    """,
    """
    CREATE TABLE magic_links (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        code_mac TEXT NOT NULL,
        email TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
    )
    """,
    "CREATE INDEX magic_links_by_email ON magic_links (email, id)",
    """
    CREATE TABLE magic_link_requests (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        client_ip TEXT NOT NULL,
        created_at INTEGER NOT NULL
    )
    """,
    "CREATE INDEX magic_link_requests_by_email ON magic_link_requests (email, created_at)",
    "CREATE INDEX magic_link_requests_by_ip ON magic_link_requests (client_ip, created_at)",
    """
    CREATE TABLE token_families (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
    )
    """,
    """
    CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id TEXT NOT NULL REFERENCES token_families(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
    )
    """,
    """
    CREATE TABLE recordings (
        id TEXT PRIMARY KEY,
        profile_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        cue_id TEXT NOT NULL REFERENCES cues(id),
        status TEXT NOT NULL CHECK (status IN ('pending', 'uploaded', 'complete')),
        content_type TEXT NOT NULL,
        byte_size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        duration_ms INTEGER,
        created_at INTEGER NOT NULL,
        completed_at INTEGER
    )
    """,
    "CREATE INDEX recordings_by_profile ON recordings (profile_id, status, created_at DESC, id DESC)",
    """
    CREATE TABLE idempotency_keys (
        caller TEXT NOT NULL,
        key TEXT NOT NULL,
        route TEXT NOT NULL,
        request_sha256 TEXT NOT NULL,
        status INTEGER NOT NULL,
        response_body BLOB NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (caller, key)
    )
    """,
    """
    CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL,
        name TEXT NOT NULL,
        properties TEXT NOT NULL,
        context TEXT NOT NULL,
        occurred_at TEXT NOT NULL,
        received_at INTEGER NOT NULL
    )
    """,
  ]
}
