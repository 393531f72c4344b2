import AuthFeature
import ChatterboxAPI
import CuesFeature
import DeepLink
import Foundation
import Networking
import Observability
import Session
import Storage

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every live dependency of the app, built once per process: a hand-written environment struct
/// (the isowords `AppEnvironment` form) instead of a DI framework. Commands receive it; tests build
/// it against a dev server by pointing `--api` and `CHATTERBOX_HOME` at temporary places.
///
/// ```swift
/// let app = try AppDependencies.live(context)
/// try await app.session.restore()
/// ```
struct AppDependencies: Sendable {
  let environment: APIEnvironment
  let directories: AppDirectories
  let session: SessionController
  let client: APIClient
  let auth: AuthUseCases
  let accounts: any AccountRepository
  let practice: any PracticeRepository
  let deepLinks: DeepLinkParser
  let accountCache: AccountSnapshotCache
  let cueCache: CueCache
  let uiLanguage: String
  let logger: Logger

  /// Builds the live graph from the command's environment and global options.
  static func live(_ context: CommandContext) throws -> AppDependencies {
    LoggingSystem.bootstrap(context.logHandler ?? StderrLogHandler(configuration: logConfiguration(context.environment)))
    let environment = try resolveEnvironment(context)
    let directories = AppDirectories(environment: context.environment)
    let secureStore = try makeSecureStore(directories)
    let urlSession = URLSession(configuration: .ephemeral)
    let monitors: [any NetworkEventMonitor] = [LoggingEventMonitor()]
    let interceptors: [any RequestInterceptor] = [HeadersInterceptor(["User-Agent": AppVersion.userAgent])]

    // Refresh and logout go through a client without an authorization provider: the session
    // provides tokens to everyone else and must not depend on itself.
    let tokenClient = APIClient(
      configuration: APIClientConfiguration(
        environment: environment, session: urlSession, interceptors: interceptors, monitors: monitors))
    let authRepository = LiveAuthRepository(client: tokenClient)
    let session = SessionController(client: .live(authRepository), store: secureStore)

    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: environment, session: urlSession, authorization: session, interceptors: interceptors,
        monitors: monitors))
    let gateway = SessionGateway(
      signIn: { grant in await session.signIn(AuthenticatedSession(grant)) },
      signOut: { await session.signOut() })
    let accounts = LiveAccountRepository(client: client)
    let accountCache = AccountSnapshotCache(repository: accounts)
    let cueCache = CueCache(directory: directories.cachesDirectory.appendingPathComponent("cues", isDirectory: true))
    return AppDependencies(
      environment: environment, directories: directories, session: session, client: client,
      auth: AuthUseCases(repository: authRepository, session: gateway),
      accounts: accounts, practice: LivePracticeRepository(client: client),
      deepLinks: DeepLinkParser(configuration: deepLinkConfiguration(for: environment)),
      accountCache: accountCache, cueCache: cueCache, uiLanguage: uiLanguage(context), logger: Logger(category: .app))
  }

  /// `--lang`, else `CHATTERBOX_LANG`, else the system locale's language, else English.
  static func uiLanguage(_ context: CommandContext) -> String {
    let raw = context.globalOptions.value("lang") ?? context.environment["CHATTERBOX_LANG"]
      ?? context.environment["LANG"].map { String($0.prefix { $0 != "_" && $0 != "." }) } ?? "en"
    let code = raw.lowercased()
    return code.isEmpty || code == "c" || code == "posix" ? "en" : code
  }

  static func resolveEnvironment(_ context: CommandContext) throws -> APIEnvironment {
    do {
      let base = try APIEnvironment.load(from: context.environment)
      guard let override = context.globalOptions.value("api") else { return base }
      return try base.overriding(baseURL: override)
    } catch {
      throw CLIError(Self.describe(error), exitCode: .usage)
    }
  }

  private static func describe(_ error: APIEnvironmentError) -> String {
    switch error {
    case .unknownEnvironment(let name): "unknown environment '\(name)' (use development, staging or production)"
    case .invalidBaseURL(let text): "invalid API URL '\(text)': use https, or http only for localhost/127.0.0.1"
    case .unreadableConfig(let path, _): "cannot read the environment file \(path)"
    }
  }

  /// The CLI is quiet by default (warnings and errors); `CHATTERBOX_LOG_LEVEL` opts into more.
  static func logConfiguration(_ environment: [String: String]) -> LogConfiguration {
    var configuration = LogConfiguration.fromEnvironment(environment)
    if environment["CHATTERBOX_LOG_LEVEL"] == nil { configuration.minimumLevel = .warning }
    return configuration
  }

  static func makeSecureStore(_ directories: AppDirectories) throws -> any SecureStore {
    #if canImport(Security)
      return KeychainSecureStore(service: "app.chatterbox.session")
    #else
      do {
        let folder = try directories.createIfNeeded(directories.dataDirectory.appendingPathComponent("secure", isDirectory: true))
        return FileSecureStore(directory: folder)
      } catch {
        throw CLIError("cannot create the data folder: \(error)", exitCode: .failure)
      }
    #endif
  }

  /// Links are trusted from the environment's hosts; the development environment also accepts
  /// loopback http on the API's own port, because the dev server links to itself.
  static func deepLinkConfiguration(for environment: APIEnvironment) -> DeepLinkConfiguration {
    var configuration = DeepLinkConfiguration(allowedHosts: Set(environment.universalLinkHosts.map { $0.lowercased() }))
    configuration.magicLinkPath = environment.magicLinkPath
    if let host = environment.baseURL.host, TransportSecurityPolicy.isLoopback(host) {
      configuration.allowsLoopbackHTTP = true
      if let port = environment.baseURL.port { configuration.allowedPorts = [port] }
    }
    return configuration
  }
}
