import Logging

/// The shared dependencies every handler works with, built once at start-up.
final class ServerServices: Sendable {
  let configuration: ServerConfiguration
  /// The clock given at start-up, read ``clockOffset`` ahead in `--dev` mode (`POST /dev/clock`).
  let clock: AppClock
  let clockOffset: ClockOffset
  let database: Database
  let accessTokens: AccessTokenSigner
  let urlSigner: URLSigner
  /// Key for the MACs under which one-time codes are stored.
  let oneTimeCodeKey: SharedKey
  /// Names the one successor every refresh token can have.
  let refreshSuccessor: RefreshSuccessor
  let blobs: BlobStore
  /// tus uploads, `blobs/tus/` (``TusEndpoint``).
  let tus: TusStore
  let outbox: Outbox
  let faults: FaultInjector
  let address: ServerAddress
  let logger: Logger
  /// Wakes this process's evaluation workers and long-polls (ADR 0031).
  let evaluationSignal = EvaluationSignal()

  init(
    configuration: ServerConfiguration, clock: AppClock, database: Database, keys: SigningKeys, blobs: BlobStore,
    logger: Logger
  ) {
    self.configuration = configuration
    let offset = ClockOffset()
    self.clockOffset = offset
    self.clock = configuration.devMode ? offset.clock(over: clock) : clock
    self.database = database
    self.accessTokens = AccessTokenSigner(key: keys.accessToken)
    self.urlSigner = URLSigner(key: keys.signedURL)
    self.oneTimeCodeKey = keys.oneTimeCode
    self.refreshSuccessor = RefreshSuccessor(key: keys.refreshSuccessor)
    self.blobs = blobs
    self.tus = TusStore(directory: blobs.directory + "/tus")
    self.outbox = Outbox(database: database, retainsMessages: configuration.devMode, logger: logger)
    self.faults = FaultInjector()
    self.address = ServerAddress(host: configuration.host, port: configuration.port)
    self.logger = logger
    if configuration.devMode, let faults = configuration.faults {
      self.faults.configure(faults)
    }
  }

  /// Current time in Unix seconds.
  var now: Int64 { clock.unixNow }

  /// Base of signed URLs: `--public-url` or the server's own URL.
  var publicBaseURL: String { configuration.publicURL ?? address.current }

  /// Base of magic links: `--link-base`, else the public base URL.
  var linkBase: String { configuration.linkBase ?? publicBaseURL }
}
