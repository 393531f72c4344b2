import ArgumentParser
import DevServerCore
import Foundation
import Hummingbird
import Logging

/// `serve`: runs the HTTP server until SIGINT or SIGTERM.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Run the dev server until interrupted (SIGINT/SIGTERM shut it down gracefully).")

  @Option(help: "Interface to bind.")
  var host = "127.0.0.1"

  @Option(help: "Port to bind; 0 picks a free port (see --ready-file).")
  var port = 8080

  @Option(help: "Directory for dev-server.sqlite, secret.key and blobs/.")
  var dataDir = ".chatterbox"

  @Flag(help: "Enable /dev/outbox, /dev/faults, /dev/clock and the other test helpers under /dev.")
  var dev = false

  @Option(help: "Base URL of magic links (default: --public-url).")
  var linkBase: String?

  @Option(
    help:
      "Base URL of signed upload/audio URLs, for clients that reach the server by another address (default: the server's own base URL)."
  )
  var publicURL: String?

  @Option(name: .customLong("access-token-ttl"), help: "Access token lifetime in seconds.")
  var accessTokenTTL: Int64 = 900

  @Option(name: .customLong("magic-link-ttl"), help: "Magic link and sign-in code lifetime in seconds.")
  var magicLinkTTL: Int64 = 600

  @Option(name: .customLong("upload-url-ttl"), help: "Lifetime of signed upload and audio URLs in seconds.")
  var uploadURLTTL: Int64 = 900

  @Option(
    name: .customLong("refresh-reuse-interval"),
    help:
      "Seconds after a refresh during which the spent refresh token still gets the session's current tokens instead of revoking it (0: never)."
  )
  var refreshReuseInterval: Int64 = ServerConfiguration().refreshReuseInterval

  @Option(help: "Largest accepted recording in bytes.")
  var maxUploadBytes: Int64 = 512 * 1024 * 1024

  @Option(
    help: """
      request_magic_link calls allowed per email (and, without --dev, per client IP) per hour \
      (default 5; with --dev 30, per email only).
      """)
  var magicLinkRateLimit: Int?

  @Option(help: "Seconds before the same email may ask for another magic link (0: no wait).")
  var magicLinkCooldown: Int64 = ServerConfiguration().magicLinkCooldown

  @Option(help: "Fault injection configuration as JSON (requires --dev), e.g. '{\"latency_ms\":200}'.")
  var faults: String?

  @Option(help: "File to write the base URL to, atomically, once the socket is bound.")
  var readyFile: String?

  @Option(help: "Evaluation workers in this process (0: none; another instance on the database evaluates).")
  var evaluationWorkers = ServerConfiguration().evaluationWorkers

  @Option(help: "Seconds a worker holds an evaluation job before another may take it over.")
  var evaluationLease: Int64 = ServerConfiguration().evaluationLease

  @OptionGroup(title: "Database") var database: DatabaseOptions

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0-65535.") }
    for (name, value) in [
      ("--access-token-ttl", accessTokenTTL), ("--magic-link-ttl", magicLinkTTL), ("--upload-url-ttl", uploadURLTTL),
      ("--max-upload-bytes", maxUploadBytes), ("--magic-link-rate-limit", Int64(magicLinkRateLimit ?? 1)),
    ] where value <= 0 {
      throw ValidationError("\(name) must be positive.")
    }
    guard (0...64).contains(evaluationWorkers) else { throw ValidationError("--evaluation-workers must be 0-64.") }
    guard evaluationLease > 0 else { throw ValidationError("--evaluation-lease must be positive.") }
    guard refreshReuseInterval >= 0 else { throw ValidationError("--refresh-reuse-interval must not be negative.") }
    guard magicLinkCooldown >= 0 else { throw ValidationError("--magic-link-cooldown must not be negative.") }
    if let faults {
      guard dev else { throw ValidationError("--faults requires --dev.") }
      do {
        _ = try FaultConfiguration.parse(json: faults)
      } catch {
        throw ValidationError("--faults: \(error)")
      }
    }
    for (name, value) in [("--link-base", linkBase), ("--public-url", publicURL)] {
      if let value, URL(string: value)?.scheme == nil {
        throw ValidationError("\(name) must be an absolute URL.")
      }
    }
  }

  func run() async throws {
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var configuredLogger = Logger(label: "chatterbox-dev-server")
    configuredLogger.logLevel =
      ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info
    let logger = configuredLogger

    let server = try await DevServer.bootstrap(configuration: try makeConfiguration(), logger: logger)
    let readyFile = readyFile
    let app = server.makeApplication { baseURL in
      // Written unbuffered: when stdout is a pipe, a buffered line would never reach the reader.
      try? FileHandle.standardOutput.write(contentsOf: Data("Chatterbox dev server listening on \(baseURL)\n".utf8))
      if let readyFile {
        do {
          // `.atomic` writes a temporary file and renames it, so a waiting test never reads half a URL.
          try Data((baseURL + "\n").utf8).write(to: URL(fileURLWithPath: readyFile), options: .atomic)
        } catch {
          logger.error("Could not write ready file: \(error)")
        }
      }
    }
    server.startEvaluationWorkers()
    do {
      try await app.runService()
    } catch {
      try? await server.shutdown()
      throw error
    }
    try await server.shutdown()
    logger.info("Chatterbox dev server stopped")
  }

  private func makeConfiguration() throws -> ServerConfiguration {
    var configuration = ServerConfiguration()
    configuration.host = host
    configuration.port = port
    configuration.dataDirectory = dataDir
    configuration.devMode = dev
    configuration.linkBase = linkBase.map(Self.withoutTrailingSlash)
    configuration.publicURL = publicURL.map(Self.withoutTrailingSlash)
    configuration.accessTokenTTL = accessTokenTTL
    configuration.magicLinkTTL = magicLinkTTL
    configuration.signedURLTTL = uploadURLTTL
    configuration.refreshReuseInterval = refreshReuseInterval
    configuration.maxUploadBytes = maxUploadBytes
    // Every local client shares 127.0.0.1: with --dev a person trying addresses one after another
    // must not meet a per-IP limit, so only each address is limited, and loosely.
    configuration.magicLinkRequestsPerHour = magicLinkRateLimit ?? (dev ? 30 : 5)
    configuration.magicLinkLimitsClientIP = !dev
    configuration.magicLinkCooldown = magicLinkCooldown
    configuration.evaluationWorkers = evaluationWorkers
    configuration.evaluationLease = evaluationLease
    if let faults {
      configuration.faults = try FaultConfiguration.parse(json: faults)
    }
    database.apply(to: &configuration)
    return configuration
  }

  /// URLs are joined as `base + "/path"`, so a trailing slash would double up.
  private static func withoutTrailingSlash(_ url: String) -> String {
    url.hasSuffix("/") ? String(url.dropLast()) : url
  }
}
