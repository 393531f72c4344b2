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
package struct AppDependencies: Sendable {
  package let environment: APIEnvironment
  /// The device-wide folders (settings, the secure store).
  package let directories: AppDirectories
  /// The folders of this server only (`<data>/servers/<identity>`): caches, network log,
  /// analytics queue, and one folder per account for its recordings and upload queue (ADR 0011).
  package let server: AppDirectories
  package let session: SessionController
  package let client: APIClient
  package let auth: AuthUseCases
  package let accounts: any AccountRepository
  package let practice: any PracticeRepository
  package let deepLinks: AppLinkParser
  package let accountCache: AccountSnapshotCache
  package let cueCache: CueCache
  package let networkLog: NetworkLogMonitor
  package let analytics: AnalyticsClient
  package let consent: ConsentStore
  package let uiLanguage: String
  package let strings: Localizer
  package let logger: Logger
  /// The server's answer to the session's last revocation (`logout` reports it).
  package let logoutReceipt: LogoutReceipt
}
