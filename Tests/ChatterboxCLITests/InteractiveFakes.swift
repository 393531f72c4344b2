import AppFeature
import AuthFeature
import ChatterboxAPI
import CuesFeature
import DeepLink
import Foundation
import NetworkLog
import Networking
import Observability
import PracticeFeature

@testable import ChatterboxCLI

// Fakes for the interactive app, adapted from the feature suites (AuthFeatureTests,
// CuesFeatureTests, HistoryFeatureTests, SettingsFeatureTests, PracticeFeatureTests).

/// Sign-in answers scripted per test.
final class InteractiveFakeAuth: AuthRepository, @unchecked Sendable {
  private let lock = NSLock()
  private var _calls: [String] = []
  var calls: [String] { lock.withLock { _calls } }
  var verifyResult: Result<AuthGrant, NetworkError> = .success(InteractiveFixtures.grant)
  var requestResult: Result<MagicLinkReceipt, NetworkError> = .success(MagicLinkReceipt(cooldownSeconds: 42))

  private func record(_ call: String) { lock.withLock { _calls.append(call) } }

  func requestMagicLink(email: String) async throws(NetworkError) -> MagicLinkReceipt {
    record("request:\(email)")
    return try requestResult.get()
  }
  func login(magicToken: String) async throws(NetworkError) -> AuthGrant {
    record("login")
    return try verifyResult.get()
  }
  func verify(email: String, code: String) async throws(NetworkError) -> AuthGrant {
    record("verify:\(code)")
    return try verifyResult.get()
  }
  func refresh(refreshToken: String) async throws(NetworkError) -> AuthGrant { try verifyResult.get() }
  func logout(accessToken: String) async throws(NetworkError) { record("logout") }
}

/// The account, its profile and the server config.
actor InteractiveFakeAccounts: AccountRepository {
  var flags: [String]
  var profile: Profile?
  var featureFlags: [String: Bool]
  var failing = false

  init(flags: [String] = [], profile: Profile? = InteractiveFixtures.profile, featureFlags: [String: Bool] = [:]) {
    self.flags = flags
    self.profile = profile
    self.featureFlags = featureFlags
  }

  func setFailing(_ value: Bool) { failing = value }

  func me() async throws(NetworkError) -> Me {
    if failing { throw .offline }
    return Me(account: Account(id: "acc_1", email: "ana@example.com", flags: flags), activeProfile: profile)
  }
  func appConfig() async throws(NetworkError) -> AppConfig {
    if failing { throw .offline }
    return AppConfig(
      supportedLanguages: InteractiveFixtures.languages, featureFlags: featureFlags, minClientVersion: "0.1.0",
      upload: UploadLimits(maxBytes: 1_000_000, contentTypes: ["audio/wav"]))
  }
  func setActiveProfile(languageCode: String) async throws(NetworkError) -> Profile {
    let new = Profile(id: "p-\(languageCode)", languageCode: languageCode, createdAt: .distantPast)
    profile = new
    return new
  }
}

/// Cues in pages of `pageSize`, recordings, deletes.
actor InteractiveFakePractice: PracticeRepository {
  var allCues: [Cue]
  var recordings: [Recording]
  var failingCues = false
  private(set) var deleted: [String] = []

  init(cues: [Cue] = InteractiveFixtures.cues, recordings: [Recording] = InteractiveFixtures.recordings) {
    allCues = cues
    self.recordings = recordings
  }

  func setFailingCues(_ value: Bool) { failingCues = value }

  func cues(profileID: String, count: Int, cursor: String?) async throws(NetworkError) -> CuePage {
    if failingCues { throw .offline }
    let start = Int(cursor ?? "0") ?? 0
    let page = Array(allCues.dropFirst(start).prefix(count))
    return CuePage(items: page, nextCursor: start + count < allCues.count ? String(start + count) : nil)
  }
  func shuffledCues(profileID: String, count: Int) async throws(NetworkError) -> [Cue] { Array(allCues.reversed().prefix(count)) }
  func createUpload(cueID: String, contentType: String, byteSize: Int, sha256: String, idempotencyKey: String) async throws(NetworkError)
    -> RecordingUpload
  { throw .notFound }
  func renewUpload(recordingID: String) async throws(NetworkError) -> RecordingUpload { throw .notFound }
  func completeUpload(recordingID: String) async throws(NetworkError) -> Recording { throw .notFound }
  func recordings(profileID: String, cueID: String?, cursor: String?, count: Int?) async throws(NetworkError) -> RecordingPage {
    RecordingPage(
      items: recordings, nextCursor: nil, practisedCueCount: Set(recordings.map(\.cueID)).count, cueCount: allCues.count)
  }
  func deleteRecording(id: String) async throws(NetworkError) {
    deleted.append(id)
    recordings.removeAll { $0.id == id }
  }
}

/// A recorder that either finishes at once or records until stopped or cancelled.
final class InteractiveFakeRecorder: InteractiveRecorder, @unchecked Sendable {
  enum Mode { case instant, untilStopped, failing }
  private let lock = NSLock()
  private var _status = RecordingStatus()
  private var ending: CheckedContinuation<Bool, Never>?
  private var _takes: [URL] = []
  let mode: Mode

  init(mode: Mode = .instant) { self.mode = mode }

  var status: RecordingStatus { lock.withLock { _status } }
  var takes: [URL] { lock.withLock { _takes } }
  func prepare(_ source: RecordingSourceChoice) { lock.withLock { _status.source = source } }
  func togglePause() async { lock.withLock { _status.isPaused.toggle() } }

  func record(cueID: String, levels: @escaping @Sendable (Double) -> Void) async throws -> RecordedAnswer {
    levels(-18)
    lock.withLock { _status.elapsedSeconds = 4.2 }
    switch mode {
    case .failing:
      lock.withLock { _status.failure = "cannot record: command not found: arecord" }
      throw CLIError("no microphone")
    case .untilStopped:
      let keep = await withCheckedContinuation { continuation in lock.withLock { ending = continuation } }
      guard keep else { throw CancellationError() }
    case .instant: break
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("take-\(UUID().uuidString).wav")
    try Data(repeating: 1, count: 403_244).write(to: url)
    lock.withLock { _takes.append(url) }
    return RecordedAnswer(fileURL: url, duration: 4.2, byteSize: 403_244)
  }

  private func end(keep: Bool) {
    let continuation = lock.withLock { () -> CheckedContinuation<Bool, Never>? in
      defer { ending = nil }
      return ending
    }
    continuation?.resume(returning: keep)
  }

  /// Whether a take is waiting to be stopped.
  var isRecording: Bool { lock.withLock { ending != nil } }
  func stop() async { end(keep: true) }
  func cancel() async { end(keep: false) }
}

/// Uploads by script; `.hang` never finishes (an upload in flight at quit).
final class InteractiveFakeUploader: PracticeUploader, @unchecked Sendable {
  private let lock = NSLock()
  private var _enqueued: [String] = []
  var enqueued: [String] { lock.withLock { _enqueued } }
  let script: [UploadProgress]
  let hang: Bool

  init(script: [UploadProgress] = [.queued, .uploading(bytesSent: 201_622, totalBytes: 403_244), .done(recordingID: "rec_new")], hang: Bool = false) {
    self.script = script
    self.hang = hang
  }

  func enqueue(_ answer: RecordedAnswer, cueID: String) async throws -> String {
    lock.withLock { _enqueued.append(cueID) }
    return "job-\(cueID)"
  }

  func progress(of jobID: String) async -> AsyncStream<UploadProgress> {
    let script = self.script, hang = self.hang
    return AsyncStream { continuation in
      for step in script { continuation.yield(step) }
      if !hang { continuation.finish() }
    }
  }

  /// Jobs not finished (all of them, when hanging).
  var active: Int { hang ? enqueued.count : 0 }
}

/// A clock whose sleeps fail at once: countdowns stay where they start (stable snapshots).
struct FrozenClock: AuthClock {
  func sleep(seconds: Double) async throws { throw CancellationError() }
}

/// Sample data and services.
enum InteractiveFixtures {
  static let account = Account(id: "acc_1", email: "ana@example.com", flags: [])
  static let grant = AuthGrant(accessToken: "access-secret", refreshToken: "refresh-secret", expiresIn: 900, account: account)
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
        body: "Describe **tu** rutina de la mañana, desde que te _despiertas_ hasta que sales de casa.\n\nHints:\n- Usa conectores: primero, luego, después\n- Di a qué hora te levantas",
        difficulty: .beginner, tags: ["daily-life"]),
      Cue(id: "es-002", title: "En la cafetería", body: "Pide un café y algo de comer.", difficulty: .beginner, tags: []),
      Cue(
        id: "es-003", title: "Un viaje que nunca olvidarás, con todos los detalles: dónde, cuándo, con quién y por qué fue especial",
        body: "Cuenta un viaje.", difficulty: .intermediate, tags: ["travel"]),
      Cue(id: "es-004", title: "日本語で自己紹介をしてください（名前、仕事、趣味）", body: "自己紹介をしてください。", difficulty: .advanced, tags: []),
    ] + (5...30).map { Cue(id: String(format: "es-%03d", $0), title: "Tema \($0)", body: "Habla del tema \($0).", difficulty: .intermediate, tags: []) }

  static let recordings = [
    Recording(
      id: "rec_2", cueID: "es-001", profileID: "p-es", status: .complete, byteSize: 403_244, sha256: "", contentType: "audio/wav",
      durationMilliseconds: 4200, createdAt: Date(timeIntervalSince1970: 1_714_555_800), audioURL: nil),
    Recording(
      id: "rec_1", cueID: "es-001", profileID: "p-es", status: .complete, byteSize: 300_000, sha256: "", contentType: "audio/wav",
      durationMilliseconds: 3100, createdAt: Date(timeIntervalSince1970: 1_714_469_400), audioURL: nil),
    Recording(
      id: "rec_0", cueID: "es-004", profileID: "p-es", status: .complete, byteSize: 900_000, sha256: "", contentType: "audio/wav",
      durationMilliseconds: 12_800, createdAt: Date(timeIntervalSince1970: 1_714_383_000), audioURL: nil),
  ]

  /// A network log with three requests (one failed), at fixed times.
  static func networkLog() async -> NetworkLogStore {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tui-netlog-\(UUID().uuidString)")
    // "Now" is pinned next to the fixed request times, so pruning by age keeps them.
    let store = NetworkLogStore(directory: directory, now: { Date(timeIntervalSince1970: 1_714_556_000) })
    let monitor = NetworkLogMonitor(store: store, isEnabled: true)
    for (offset, (path, status)) in [("me", 200), ("get_cues", 503), ("list_recordings", 200)].enumerated() {
      guard let url = URL(string: "http://127.0.0.1:8080/rpc/\(path)") else { continue }
      monitor.attemptDidFinish(
        NetworkAttempt(
          requestID: UUID(), attemptNumber: 1, method: "POST", url: url, requestHeaders: ["Authorization": "Bearer secret"],
          requestBody: Data("{}".utf8), status: status, responseHeaders: ["Content-Type": "application/json"],
          responseBody: Data(#"{"ok":true}"#.utf8), error: nil,
          startedAt: Date(timeIntervalSince1970: 1_714_555_800 + Double(offset)), duration: 0.034 + Double(offset) / 100,
          outcome: .delivered))
    }
    await monitor.flush()
    return store
  }

  /// A link the fake parser accepts, and its token.
  static let link = "https://chatterbox.example/auth/magic?token=" + String(repeating: "A", count: 43)

  /// Services over fakes. Everything is deterministic: UTC, English (unless `uiLanguage` says
  /// otherwise), a frozen cooldown.
  static func services(
    signedIn: Bool = true, auth: InteractiveFakeAuth = InteractiveFakeAuth(), accounts: InteractiveFakeAccounts = InteractiveFakeAccounts(),
    practice: InteractiveFakePractice = InteractiveFakePractice(), recorder: InteractiveFakeRecorder = InteractiveFakeRecorder(),
    uploader: InteractiveFakeUploader = InteractiveFakeUploader(), networkLog: NetworkLogStore? = nil, pageSize: Int = 20,
    cueCache: CueCache? = nil, uiLanguage: String = "en"
  ) -> InteractiveServices {
    let signedInFlag = LockedValue(signedIn)
    let gateway = SessionGateway(
      signIn: { _ in signedInFlag.withLock { $0 = true } }, signOut: { signedInFlag.withLock { $0 = false } })
    return InteractiveServices(
      auth: AuthUseCases(repository: auth, session: gateway), authClock: FrozenClock(), accounts: accounts,
      accountCache: AccountSnapshotCache(repository: accounts), practice: practice, cueCache: cueCache, cuePageSize: pageSize,
      magicLinkToken: { text in
        guard text == link else { return nil }
        return LinkSecret(rawValue: String(repeating: "A", count: 43), rule: AppLink.magicTokenRule)
      },
      restoreSession: { signedInFlag.value },
      recorder: recorder, uploader: { uploader }, activeUploads: { uploader.active },
      networkLog: networkLog, uiLanguage: uiLanguage,
      languageName: { code, english, _ in english },
      timeZone: TimeZone(identifier: "UTC") ?? .current)
  }
}
