import Analytics
import AppFeature
import AuthFeature
import ChatterboxAPI
import ChatterboxAPILive
import ChatterboxPresentation
import CuesFeature
import DeepLink
import Foundation
import Localization
import NetworkLog
import Networking
import Observability
import Session
import Storage

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension AppDependencies {
  /// Builds the live graph from the command's environment and global options, and registers the
  /// exit work (flushing analytics and the network log).
  package static func live(_ context: some LaunchContext) throws -> AppDependencies {
    LoggingSystem.bootstrap(
      context.logHandler ?? StderrLogHandler(configuration: logConfiguration(context.environment)))
    let chatterboxEnvironment = try resolveEnvironment(context)
    let environment = chatterboxEnvironment.api
    let directories = AppDirectories.chatterbox(environment: context.environment)
    let server = directories.scoped("servers", environment.serverIdentity)
    let secureStore = try makeSecureStore(directories, strings: context.strings)
    // Until the account is known (sign-in, the first refresh) attempts are held, redacted, and
    // committed to the log only for a developer account (NetworkLog README, "Enabling it").
    let networkLog = NetworkLogMonitor(
      store: NetworkLogStore(directory: server.dataDirectory.appendingPathComponent("network-log", isDirectory: true)),
      mode: NetworkLogGate.isOpen(enabledForRun: context.environment["CHATTERBOX_NETWORK_LOG"] == "1") ? .on : .holding)
    let transfer = transferPolicy(context)
    let forbidden = ForbiddenAnswerMonitor()
    let monitors: [any NetworkEventMonitor] = [LoggingEventMonitor(), networkLog, forbidden]
    let interceptors: [any RequestInterceptor] = [HeadersInterceptor(["User-Agent": AppVersion.userAgent])]

    // Refresh and logout go through a client without an authorization provider: the session
    // provides tokens to everyone else and must not depend on itself.
    let tokenClient = APIClient(
      configuration: APIClientConfiguration(
        environment: environment, transfer: transfer, interceptors: interceptors, monitors: monitors))
    let authRepository = LiveAuthRepository(client: tokenClient)
    let logoutReceipt = LogoutReceipt()
    let session = SessionController(
      client: TokenRefreshClient.live(authRepository).recordingLogout(in: logoutReceipt), store: secureStore,
      configuration: SessionController.Configuration(
        storageKey: sessionStorageKey(for: environment),
        refreshLockFile: server.dataDirectory.appending(path: "session.lock", directoryHint: .notDirectory),
        // A fixed 60 s margin (capped by the lifetime), not a fifth of it: a command may run for its
        // whole deadline (30 s), so a launch refreshes a token with less than that left (ADR 0024).
        refreshMarginFraction: 1))
    removeUnboundSession(from: secureStore)
    let client = APIClient(
      configuration: APIClientConfiguration(
        environment: environment, transfer: transfer, authorization: session, interceptors: interceptors,
        monitors: monitors))

    let consent = ConsentStore(
      store: KeyValueStore(fileURL: directories.settingsFile))
    let analytics = makeAnalytics(client: client, directories: server, consent: consent.state)
    let gateway = SessionGateway(
      signIn: { grant in
        await session.signIn(AuthenticatedSession(grant))
        networkLog.decide(accountFlags: grant.account.flags)
      },
      signOut: {
        await session.signOut()
        networkLog.mode = .holding  // whoever signs in next decides
      })
    let accounts = LiveAccountRepository(client: client)
    let timeZone = TimeZone.named(inEnvironment: context.environment)  // a take counts for its day here
    let app = AppDependencies(
      environment: environment, directories: directories, server: server, session: session, client: client,
      auth: AuthUseCases(
        repository: authRepository, session: gateway, analytics: AuthAnalyticsAdapter(analytics: analytics)),
      accounts: accounts, practice: LivePracticeRepository(client: client, timeZone: { timeZone }),
      deepLinks: AppLinkParser(configuration: deepLinkConfiguration(for: chatterboxEnvironment)),
      accountCache: AccountSnapshotCache(
        repository: accounts, persistence: .savedSnapshot(server: server, session: session)),
      cueCache: CueCache(directory: server.cachesDirectory.appendingPathComponent("cues", isDirectory: true)),
      networkLog: networkLog, analytics: analytics, consent: consent, uiLanguage: context.strings.language,
      strings: context.strings,
      logger: Logger(category: .app), logoutReceipt: logoutReceipt)
    let accountCache = app.accountCache
    forbidden.onForbidden { Task { await accountCache.clear(includingSaved: true) } }
    context.onExit {
      // A command that stopped waiting for a slow server (issue 25) exits at once: the network log
      // is written, and nothing waits on the server (analytics events are on disk for next time).
      if context.wasCutShort { return await networkLog.flush() }
      // A revalidation started alongside the command (ADR 0012) lands before the process ends.
      _ = await accountCache.pendingRevalidation?.value
      await analytics.flush()
      await networkLog.flush()
    }
    return app
  }

  /// Every request's limits: the library's defaults, plus a staging server's CA when one is named
  /// (`--ca-file` / `CHATTERBOX_CA_FILE`) and the proxy (`--proxy` / `CHATTERBOX_PROXY`, else the
  /// conventional variables; ADR 0044).
  package static func transferPolicy(_ context: some LaunchContext) -> TransferPolicy {
    var policy = TransferPolicy.standard
    // Checked by ChatterboxCLI before the command ran; a file that went away since fails each
    // https request as tlsHandshakeFailed, never silently trusting the system's CAs only.
    policy.additionalTrustedCertificates = context.certificateAuthority
    policy.proxy = context.proxy
    return policy
  }

  package static func makeSecureStore(_ directories: AppDirectories, strings: Localizer) throws -> any SecureStore {
    #if canImport(Security)
      return KeychainSecureStore(service: "app.chatterbox.session")
    #else
      do {
        let folder = try directories.createIfNeeded(
          directories.dataDirectory.appendingPathComponent("secure", isDirectory: true))
        return FileSecureStore(directory: folder)
      } catch {
        throw CLIError.storage(error, dataFolder: directories.dataDirectory, strings)
      }
    #endif
  }

  /// A person sees sentences, not log lines: without `CHATTERBOX_LOG_LEVEL` only a critical record
  /// reaches stderr (every failure a command reports is already worded by the command); the
  /// variable opts into the log at the level it names (`warning`, `debug`…).
  package static func logConfiguration(_ environment: [String: String]) -> LogConfiguration {
    var configuration = LogConfiguration(
      levelName: environment["CHATTERBOX_LOG_LEVEL"], formatName: environment["CHATTERBOX_LOG_FORMAT"])
    if environment["CHATTERBOX_LOG_LEVEL"] == nil { configuration.minimumLevel = .critical }
    return configuration
  }

}
