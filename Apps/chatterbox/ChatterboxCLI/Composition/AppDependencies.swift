import Analytics
import AppFeature
import AuthFeature
import ChatterboxAPI
import CuesFeature
import DeepLink
import Foundation
import Localization
import NetworkLog
import Networking
import Observability
import Session
import Storage

/// Every live dependency of the app, built once per process: a hand-written environment struct
/// (the isowords `AppEnvironment` form) instead of a DI framework. Commands receive it; tests build
/// it against a dev server by pointing `--api` and `CHATTERBOX_HOME` at temporary places.
///
/// ```swift
/// let app = try AppDependencies.live(context)
/// try await app.requireSession()
/// ```
struct AppDependencies: Sendable {
  let environment: APIEnvironment
  /// The device-wide folders (settings, the secure store).
  let directories: AppDirectories
  /// The folders of this server only (`<data>/servers/<identity>`): caches, network log,
  /// analytics queue, and one folder per account for its recordings and upload queue (ADR 0011).
  let server: AppDirectories
  let session: SessionController
  let client: APIClient
  let auth: AuthUseCases
  let accounts: any AccountRepository
  let practice: any PracticeRepository
  let deepLinks: AppLinkParser
  let accountCache: AccountSnapshotCache
  let cueCache: CueCache
  let networkLog: NetworkLogMonitor
  let analytics: AnalyticsClient
  let consent: ConsentStore
  let uiLanguage: String
  let strings: Localizer
  let logger: Logger
  /// The server's answer to the session's last revocation (`logout` reports it).
  let logoutReceipt: LogoutReceipt
}
