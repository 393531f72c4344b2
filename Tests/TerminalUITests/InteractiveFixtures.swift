import AppFeature
import AuthFeature
import AuthFeatureTestSupport
import ChatterboxAPI
import ChatterboxAPITestSupport
import ChatterboxPresentation
import CuesFeature
import DeepLink
import Foundation
import NetworkLog
import Networking
import Observability
import PracticeFeature
import PracticeFeatureTestSupport
import TestSupport
import Upload

@testable import ChatterboxComposition
@testable import TerminalUI

// The interactive app over the modules' shared test values (ChatterboxAPITestSupport,
// AuthFeatureTestSupport, PracticeFeatureTestSupport) and the fixtures below.

/// The one test value of the CLI's own `InteractiveRecorder`: a ``ScriptedRecorder`` (a take of
/// 4.2 s at -18 dBFS) plus the status the recording screen shows.
final class ScriptedInteractiveRecorder: InteractiveRecorder, @unchecked Sendable {
  typealias Mode = ScriptedRecorder.Mode
  private let recordingStatus = LockedValue(RecordingStatus())
  private let recorder: ScriptedRecorder

  init(mode: Mode = .instant) {
    recorder = ScriptedRecorder(mode: mode, level: -18, duration: 4.2, byteSize: 403_244)
  }

  /// A recorder whose source cannot start.
  static var failing: ScriptedInteractiveRecorder {
    ScriptedInteractiveRecorder(mode: .failing(CLIError("no microphone")))
  }

  var status: RecordingStatus { recordingStatus.value }
  var takes: [URL] { recorder.takes }
  /// Whether a take is waiting to be stopped.
  var isRecording: Bool { recorder.isRecording }
  func prepare(_ source: RecordingSourceChoice) { recordingStatus.withLock { $0.source = source } }
  func togglePause() async { recordingStatus.withLock { $0.isPaused.toggle() } }

  func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    recordingStatus.withLock { $0.elapsedSeconds = recorder.duration }
    if case .failing = recorder.mode {
      recordingStatus.withLock { $0.failure = "cannot record: command not found: arecord" }
    }
    return try await recorder.record(cueID: cueID, levels: levels)
  }

  func stop() async { await recorder.stop() }
  func cancel() async { await recorder.cancel() }
}

/// Sample data and services.
enum InteractiveFixtures {
  static let account = ScriptedAuthRepository.account
  static let grant = ScriptedAuthRepository.grant
  static let profile = Profile(id: "p-es", languageCode: "es", createdAt: Date(timeIntervalSince1970: 0))
  static let languages = [
    Language(code: "en", englishName: "English", nativeName: "English"),
    Language(code: "es", englishName: "Spanish", nativeName: "Español"),
    Language(code: "fr", englishName: "French", nativeName: "Français"),
    Language(code: "ja", englishName: "Japanese", nativeName: "日本語"),
  ]

  static let cues: [Cue] =
    [
      Cue(
        id: "es-001", title: "Tu rutina de la mañana",
        body:
          "Describe **tu** rutina de la mañana, desde que te _despiertas_ hasta que sales de casa.\n\nHints:\n- Usa conectores: primero, luego, después\n- Di a qué hora te levantas",
        difficulty: .beginner, tags: ["daily-life"]),
      Cue(
        id: "es-002", title: "En la cafetería", body: "Pide un café y algo de comer.", difficulty: .beginner, tags: []),
      Cue(
        id: "es-003",
        title: "Un viaje que nunca olvidarás, con todos los detalles: dónde, cuándo, con quién y por qué fue especial",
        body: "Cuenta un viaje.", difficulty: .intermediate, tags: ["travel"]),
      Cue(id: "es-004", title: "日本語で自己紹介をしてください（名前、仕事、趣味）", body: "自己紹介をしてください。", difficulty: .advanced, tags: []),
    ]
    + (5...30).map {
      Cue(
        id: String(format: "es-%03d", $0), title: "Tema \($0)", body: "Habla del tema \($0).",
        difficulty: .intermediate, tags: [])
    }

  /// Newest first. Each carries an evaluation, as a server with the `evaluation` flag lists them
  /// (es-001's two attempts measured, 2.6 then 3.1 syllables per second; es-004's without speech),
  /// which the screens show only where the flag is on (``accounts(flags:featureFlags:)``).
  static let recordings = [
    Recording(
      id: "rec_2", cueID: "es-001", profileID: "p-es", status: .complete, byteSize: 403_244, sha256: "",
      contentType: "audio/wav",
      durationMilliseconds: 4200, createdAt: Date(timeIntervalSince1970: 1_714_555_800), audioURL: nil,
      evaluation: .ready("rec_2", result(seconds: 4.2, speaking: 3.6, syllables: 12, rate: 3.1))),
    Recording(
      id: "rec_1", cueID: "es-001", profileID: "p-es", status: .complete, byteSize: 300_000, sha256: "",
      contentType: "audio/wav",
      durationMilliseconds: 3100, createdAt: Date(timeIntervalSince1970: 1_714_469_400), audioURL: nil,
      evaluation: .ready("rec_1", result(seconds: 3.1, speaking: 2.7, syllables: 8, rate: 2.6))),
    Recording(
      id: "rec_0", cueID: "es-004", profileID: "p-es", status: .complete, byteSize: 900_000, sha256: "",
      contentType: "audio/wav",
      durationMilliseconds: 12_800, createdAt: Date(timeIntervalSince1970: 1_714_383_000), audioURL: nil,
      evaluation: RecordingEvaluation(recordingID: "rec_0", state: .failed, failureReason: .noSpeech)),
  ]

  /// Measures of a take with one pause of 0.4 s and a clean signal.
  static func result(
    seconds: Double, speaking: Double, syllables: Int, rate: Double,
    quality: EvaluationQuality = EvaluationQuality(clipped: false, tooQuiet: false, signalToNoiseDB: 28)
  ) -> EvaluationResult {
    EvaluationResult(
      durationSeconds: seconds, speakingTimeSeconds: speaking, pauseCount: 1, meanPauseSeconds: 0.4,
      longestPauseSeconds: 0.4, syllableCount: syllables, speechRate: rate, articulationRate: rate + 0.3,
      confidence: 0.9, quality: quality)
  }

  /// The server's evaluation of the take the fixtures upload (`rec_new`): 3.4 syllables per
  /// second, faster than es-001's last attempt (3.1).
  static let newTakeEvaluation = RecordingEvaluation.ready(
    "rec_new", result(seconds: 4.2, speaking: 3.8, syllables: 14, rate: 3.4))

  /// An on-device analyser that measures every take as 3.3 syllables per second.
  static let previewAnalyzer = TakeAnalyzer { _ throws(TakeAnalyzerError) in
    result(seconds: 4.2, speaking: 3.7, syllables: 13, rate: 3.3)
  }

  /// An account whose server evaluates takes (`app_config`'s `evaluation` flag on).
  static func evaluatingAccounts(flags: [String] = []) -> ScriptedAccountRepository {
    accounts(flags: flags, featureFlags: [AppConfig.evaluationFlag: true])
  }

  /// What each upload reports unless a test says otherwise.
  static let uploadScript: [UploadJobState] = [
    .queued, .uploading(UploadProgress(bytesSent: 201_622, totalBytes: 403_244)), .done(remoteID: "rec_new"),
  ]

  /// Sign-in: a 42-second cooldown, then ``grant``.
  static func auth() -> ScriptedAuthRepository {
    ScriptedAuthRepository(requestAnswer: .success(MagicLinkReceipt(cooldownSeconds: 42)), grantAnswer: .success(grant))
  }

  /// The account (with `flags`), its Spanish profile and a config listing ``languages``.
  static func accounts(flags: [String] = [], featureFlags: [String: Bool] = [:]) -> ScriptedAccountRepository {
    ScriptedAccountRepository(
      account: Account(id: account.id, email: account.email, flags: flags), activeProfile: profile,
      config: AppConfig(
        supportedLanguages: languages, featureFlags: featureFlags, minClientVersion: "0.1.0",
        upload: UploadLimits(maxBytes: 1_000_000, contentTypes: ["audio/wav"])),
      profileIDPrefix: "p-", profileCreatedAt: .distantPast)
  }

  /// ``cues`` and ``recordings`` on a server.
  static func practice(
    cues: [Cue] = InteractiveFixtures.cues, recordings: [Recording] = InteractiveFixtures.recordings
  ) -> ScriptedPracticeRepository {
    ScriptedPracticeRepository(catalog: cues, recordings: recordings)
  }

  /// An upload queue answering ``uploadScript`` (or `script`); with `hang`, no upload ends.
  static func uploader(script: [UploadJobState] = InteractiveFixtures.uploadScript, hang: Bool = false)
    -> ScriptedUploader
  {
    ScriptedUploader(script: script, hang: hang)
  }

  /// A network log with three requests (one failed), at fixed times.
  static func networkLog() async -> NetworkLogStore {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tui-netlog-\(UUID().uuidString)")
    // "Now" is pinned next to the fixed request times, so pruning by age keeps them.
    let pinned = TimeSource(
      now: { Date(timeIntervalSince1970: 1_714_556_000) }, uptime: TimeSource.system.uptime,
      sleep: TimeSource.system.sleep)
    let store = NetworkLogStore(directory: directory, time: pinned)
    let monitor = NetworkLogMonitor(store: store, isEnabled: true)
    for (offset, (path, status)) in [("me", 200), ("get_cues", 503), ("list_recordings", 200)].enumerated() {
      guard let url = URL(string: "http://127.0.0.1:8080/rpc/\(path)") else { continue }
      monitor.attemptDidFinish(
        NetworkAttempt(
          requestID: UUID(), attemptNumber: 1, method: "POST", url: url,
          requestHeaders: ["Authorization": "Bearer secret"],
          requestBody: Data("{}".utf8), status: status, responseHeaders: ["Content-Type": "application/json"],
          responseBody: Data(#"{"ok":true}"#.utf8), error: nil,
          startedAt: Date(timeIntervalSince1970: 1_714_555_800 + Double(offset)),
          duration: 0.034 + Double(offset) / 100,
          outcome: .delivered))
    }
    await monitor.flush()
    return store
  }

  /// A link the fake parser accepts, and its token.
  static let link = "https://chatterbox.example/auth/magic?token=" + String(repeating: "A", count: 43)
  /// The app's links on the fixtures' host.
  static let links = AppLinkParser(
    configuration: DeepLinkConfiguration(
      allowedHosts: ["chatterbox.example"], routes: AppLink.routes(), customScheme: AppLink.customScheme))

  /// Services over fakes. Everything is deterministic: UTC, English (unless `uiLanguage` says
  /// otherwise), a frozen cooldown.
  static func services(
    signedIn: Bool = true, auth: ScriptedAuthRepository = InteractiveFixtures.auth(),
    accounts: ScriptedAccountRepository = InteractiveFixtures.accounts(),
    practice: ScriptedPracticeRepository = InteractiveFixtures.practice(),
    recorder: ScriptedInteractiveRecorder = ScriptedInteractiveRecorder(),
    uploader: ScriptedUploader = InteractiveFixtures.uploader(), networkLog: NetworkLogStore? = nil, pageSize: Int = 20,
    cueCache: CueCache? = nil, uiLanguage: String = "en", evaluations: (any EvaluationRepository)? = nil,
    takeAnalyzer: TakeAnalyzer? = nil
  ) -> ShellFixture {
    let signedInFlag = LockedValue(signedIn)
    let gateway = SessionGateway(
      signIn: { _ in signedInFlag.withLock { $0 = true } }, signOut: { signedInFlag.withLock { $0 = false } })
    var repositories = AppModelRepositories(
      auth: AuthUseCases(repository: auth, session: gateway), accounts: accounts,
      accountCache: AccountSnapshotCache(repository: accounts), practice: practice, links: links,
      restoreSession: { signedInFlag.value })
    repositories.authTime = TestClock().source
    repositories.cueCache = cueCache
    repositories.cuePageSize = pageSize
    repositories.evaluations = evaluations
    repositories.takeAnalyzer = takeAnalyzer
    var fixture = ShellFixture(repositories: repositories, recorder: recorder, uploader: uploader)
    fixture.activeUploads = { uploader.active }
    fixture.networkLog = networkLog
    fixture.uiLanguage = uiLanguage
    fixture.languageName = { code, english, _ in english }
    fixture.timeZone = TimeZone(identifier: "UTC") ?? .current
    return fixture
  }

}
