/// Everything that can be tuned from the command line.
public struct ServerConfiguration: Sendable {
  /// Interface to bind.
  public var host = "127.0.0.1"
  /// Port to bind; 0 picks a free one.
  public var port = 8080
  /// Directory holding `dev-server.sqlite`, `secret.key` and `blobs/`.
  public var dataDirectory = ".chatterbox"
  /// Enables `/dev/*` (outbox, fault injection).
  public var devMode = false
  /// Base of signed upload and audio URLs; nil means the server's own base URL. Set it when
  /// clients reach the server through another address (a phone on the LAN, an emulator).
  public var publicURL: String?
  /// Base of magic links; nil means ``publicURL``.
  public var linkBase: String?
  /// Access token lifetime in seconds.
  public var accessTokenTTL: Int64 = 900
  /// Magic link and OTP lifetime in seconds.
  public var magicLinkTTL: Int64 = 600
  /// Lifetime of signed upload and audio URLs in seconds.
  public var signedURLTTL: Int64 = 900
  /// Refresh token lifetime in seconds (30 days).
  public var refreshTokenTTL: Int64 = 30 * 24 * 60 * 60
  /// Seconds after its rotation during which a spent refresh token still answers with its
  /// family's current session instead of revoking the family; 0 turns the grace off (ADR 0009).
  public var refreshReuseInterval: Int64 = 30
  /// Largest accepted recording, in bytes (512 MiB).
  public var maxUploadBytes: Int64 = 512 * 1024 * 1024
  /// `request_magic_link` calls allowed per email (and per client IP, see ``magicLinkLimitsClientIP``) in a rolling hour.
  public var magicLinkRequestsPerHour = 5
  /// Whether ``magicLinkRequestsPerHour`` also limits each client IP (`false` under `--dev`, where
  /// every local client is 127.0.0.1 and only each email address is limited).
  public var magicLinkLimitsClientIP = true
  /// Minimum seconds between two links to the same email.
  public var magicLinkCooldown: Int64 = 60
  /// Faults active from start-up (dev mode only).
  public var faults: FaultConfiguration?
  /// `postgres://user[:password]@host:port/database`; nil means the SQLite file in ``dataDirectory``.
  public var databaseURL: String?
  /// PostgreSQL schema to work in; nil means the database's default (`public`).
  public var databaseSchema: String?
  /// Work in a schema of this data directory's own, created on first start and named in
  /// ``ownSchemaFilePath`` (so restarts find it): many servers, e.g. end-to-end tests, on one database.
  public var usesOwnDatabaseSchema = false
  /// Most PostgreSQL connections this process opens.
  public var databasePoolSize = 10
  /// Evaluation workers this process runs once ``DevServer/startEvaluationWorkers()`` is called; 0 runs none
  /// (another instance on the database evaluates).
  public var evaluationWorkers = 1
  /// Seconds a claimed evaluation job stays a worker's before another worker may take it over.
  public var evaluationLease: Int64 = 60
  /// Attempts per evaluation job, a taken-over lease included, before it fails for good.
  public var evaluationMaxAttempts: Int64 = 3
  /// A failed attempt is tried again after this many seconds times the attempts so far.
  public var evaluationRetryDelay: Int64 = 2
  /// How long an idle worker waits before looking for a due job again.
  public var evaluationPollInterval: Duration = .milliseconds(200)

  /// Defaults as documented in `Tools/DevServer/README.md`.
  public init() {}

  /// Where the database file lives.
  public var databasePath: String { dataDirectory + "/dev-server.sqlite" }
  /// Where the signing secret lives.
  public var secretKeyPath: String { dataDirectory + "/secret.key" }
  /// Where uploaded blobs live.
  public var blobDirectory: String { dataDirectory + "/blobs" }
  /// Names the schema of ``usesOwnDatabaseSchema``.
  public var ownSchemaFilePath: String { dataDirectory + "/postgres-schema" }
}

/// Fixed parts of the contract that are not worth a flag.
enum ServerLimits {
  /// Largest RPC body.
  static let maxRPCBodyBytes = 64 * 1024
  /// Successors followed from a spent refresh token to its family's current one. Each step is a
  /// rotation inside the reuse interval, so a real chain is one or two long.
  static let maxRefreshChainWalk = 8
  /// Window within which an access token is proactively renewed.
  static let accessTokenRenewalWindow: Int64 = 120
  /// Wrong OTP attempts after which the code is burned.
  static let maxOTPAttempts: Int64 = 5
  /// Page size bounds for `get_cues`, `shuffle_cues` and `list_recordings`.
  static let pageSizes = 1...50
  /// Default page size for `list_recordings`.
  static let defaultRecordingPageSize = 20
  /// Events per `track` call.
  static let maxEventsPerBatch = 100
  /// Oldest client build the server still supports.
  static let minClientVersion = "1.0.0"
  /// Longest `get_evaluation` long-poll, seconds.
  static let maxEvaluationWaitSeconds = 20
  /// Recording formats accepted for upload.
  static let uploadContentTypes = ["audio/wav", "audio/mp4", "audio/aac", "audio/mpeg", "audio/ogg", "audio/webm"]
}
