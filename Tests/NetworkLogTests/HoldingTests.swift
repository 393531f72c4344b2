import Foundation
import NetworkLog
import Networking
import TestSupport
import Testing

/// Attempts made before the account is known (sign-in, a restored session's refresh) are held,
/// redacted, and reach the log only when the account turns out to be a developer's.
@Suite("Holding until the account is known")
final class HoldingTests {
  let temporary: TemporaryDirectory

  init() throws { temporary = try TemporaryDirectory() }

  static let email = "holding-canary@example.com"
  static let magicToken = "MagicTokenCanary0123456789abcdefghijklmnopq"
  static let otp = "654321"
  static let refreshToken = "refresh-canary-0123456789"

  /// One clock for every store of a test (a relaunch reads the same calendar).
  let clock = TestClock()

  func makeStore() -> NetworkLogStore {
    NetworkLogStore(directory: temporary.logDirectory, time: clock.source)
  }

  var heldFile: URL { temporary.logDirectory.appending(path: "held.jsonl") }

  /// The sign-in calls, with their secrets where the API puts them.
  static func signInAttempts(startedAt: Date = Attempts.epoch) -> [NetworkAttempt] {
    [
      Attempts.json(
        request: #"{"email":"\#(email)"}"#, response: #"{"cooldown_seconds":60}"#,
        url: "https://api.test/rpc/request_magic_link", startedAt: startedAt),
      Attempts.json(
        request: #"{"email":"\#(email)","code":"\#(otp)"}"#,
        response: #"{"code":"otp_invalid","message":"Wrong code."}"#,
        url: "https://api.test/rpc/verify_otp", status: 401, startedAt: startedAt),
      Attempts.json(
        request: #"{"token":"\#(magicToken)"}"#,
        response:
          #"{"access_token":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2ln","refresh_token":"\#(refreshToken)","user":{"id":"u1","email":"\#(email)","flags":["developer"]}}"#,
        url: "https://api.test/rpc/login_with_magic_token", startedAt: startedAt),
      Attempts.json(
        request: #"{"refresh_token":"\#(refreshToken)"}"#, response: #"{"refresh_token":"\#(refreshToken)"}"#,
        url: "https://api.test/rpc/refresh_session", startedAt: startedAt),
    ]
  }

  static let paths = ["request_magic_link", "verify_otp", "login_with_magic_token", "refresh_session"]
  static let secrets = [email, magicToken, otp, refreshToken, "c2ln"]

  func expectNoSecret(in text: String, _ comment: Comment) {
    for secret in Self.secrets { #expect(!text.contains(secret), comment) }
  }

  @Test func heldAttemptsReachTheLogInOrderWhenTheAccountIsADeveloper() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, mode: .holding)
    for attempt in Self.signInAttempts() { monitor.attemptDidFinish(attempt) }
    await monitor.flush()
    #expect(await store.count == 0, "nothing reaches the log before the decision")
    #expect(await monitor.heldStore?.count == 4)

    monitor.decide(accountFlags: ["beta", "developer"])
    #expect(monitor.mode == .on)
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/rpc/me"))
    await monitor.flush()
    let entries = await store.entries()
    #expect(entries.map { URL(string: $0.url)!.lastPathComponent } == Self.paths + ["me"])
    #expect(await monitor.heldStore?.count == 0)
    #expect(!FileManager.default.fileExists(atPath: filePath(heldFile)))
    let har = String(decoding: HARExporter.har(entries), as: UTF8.self)
    expectNoSecret(in: har, "the committed entries are redacted")
    expectNoSecret(in: try allBytes(under: temporary.url), "nothing on disk holds a secret")
  }

  @Test func heldAttemptsAreForgottenWhenTheAccountIsNotADeveloper() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, mode: .holding)
    for attempt in Self.signInAttempts() { monitor.attemptDidFinish(attempt) }
    monitor.decide(accountFlags: ["beta"])
    #expect(monitor.mode == .off)
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/rpc/me"))
    await monitor.flush()
    #expect(await store.count == 0)
    #expect(await monitor.heldStore?.count == 0)
    #expect(
      !FileManager.default.fileExists(atPath: filePath(temporary.logDirectory)),
      "a decision within the process leaves nothing on disk")
  }

  /// `chatterbox login --email` ends before anyone knows the account; `chatterbox open <link>`
  /// (another process) learns it. The held attempts wait in `held.jsonl`, redacted.
  @Test func aProcessThatEndsUndecidedHandsItsHeldAttemptsToTheNextOne() async throws {
    let first = NetworkLogMonitor(store: makeStore(), mode: .holding)
    first.attemptDidFinish(Self.signInAttempts()[0])
    await first.flush()  // what the CLI does at exit
    #expect(try permissions(of: heldFile) == 0o600)
    #expect(try permissions(of: temporary.logDirectory) == 0o700)
    #expect(!FileManager.default.fileExists(atPath: filePath(makeStore().fileURL)), "the log itself stays empty")
    expectNoSecret(in: try allBytes(under: temporary.url), "the held file is redacted")

    let store = makeStore()
    let second = NetworkLogMonitor(store: store, mode: .holding)
    second.attemptDidFinish(Self.signInAttempts()[2])
    second.decide(accountFlags: ["developer"])
    await second.flush()
    #expect(
      await store.entries().map { URL(string: $0.url)!.lastPathComponent } == [
        "request_magic_link", "login_with_magic_token",
      ])
    #expect(!FileManager.default.fileExists(atPath: filePath(heldFile)))
    expectNoSecret(in: try allBytes(under: temporary.url), "nothing on disk holds a secret")
  }

  @Test func aNonDeveloperDecisionDeletesWhatAnEarlierProcessHeld() async throws {
    let first = NetworkLogMonitor(store: makeStore(), mode: .holding)
    first.attemptDidFinish(Self.signInAttempts()[0])
    await first.flush()
    #expect(FileManager.default.fileExists(atPath: filePath(heldFile)))

    let second = NetworkLogMonitor(store: makeStore(), mode: .holding)
    second.decide(accountFlags: [])
    await second.flush()
    #expect(!FileManager.default.fileExists(atPath: filePath(heldFile)))
    #expect(await makeStore().count == 0)
  }

  @Test func heldAttemptsOlderThanAnHourAreNotCommitted() async throws {
    let now = clock.now
    let first = NetworkLogMonitor(store: makeStore(), mode: .holding)
    first.attemptDidFinish(Self.signInAttempts(startedAt: now.addingTimeInterval(-2 * 60 * 60))[0])
    first.attemptDidFinish(Self.signInAttempts(startedAt: now.addingTimeInterval(-10 * 60))[1])
    await first.flush()

    let store = makeStore()
    let second = NetworkLogMonitor(store: store, mode: .holding)
    second.decide(accountFlags: ["developer"])
    await second.flush()
    #expect(await store.entries().map { URL(string: $0.url)!.lastPathComponent } == ["verify_otp"])
  }

  @Test func atMostAHundredAttemptsAreHeld() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, mode: .holding)
    for index in 0..<150 { monitor.attemptDidFinish(Attempts.make(url: "https://api.test/rpc/n\(index)")) }
    monitor.isEnabled = true
    await monitor.flush()
    let urls = await store.entries().map(\.url)
    #expect(urls.count == NetworkLogStore.Configuration.held.maxEntries)
    #expect(urls.first == "https://api.test/rpc/n50")
    #expect(urls.last == "https://api.test/rpc/n149")
  }

  @Test func aLogOnForTheRunStaysOnWhateverTheAccount() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, mode: .on)
    monitor.decide(accountFlags: ["beta"])
    #expect(monitor.mode == .on)
    monitor.attemptDidFinish(Attempts.make())
    await monitor.flush()
    #expect(await store.count == 1)
  }

  /// Sign-out turns the log off (forgetting what was held) and then holds for whoever signs in next.
  @Test func afterSignOutTheNextSignInDecidesAgain() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, mode: .holding)
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/rpc/refresh_session"))
    monitor.decide(accountFlags: ["developer"])
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/rpc/logout"))
    monitor.isEnabled = false
    await monitor.flush()
    await store.clear()
    monitor.mode = .holding
    monitor.attemptDidFinish(Attempts.make(url: "https://api.test/rpc/request_magic_link"))
    monitor.decide(accountFlags: ["developer"])
    await monitor.flush()
    #expect(await store.entries().map(\.url) == ["https://api.test/rpc/request_magic_link"])
  }

  @Test func theDisabledMonitorNeverHolds() async {
    let monitor = NetworkLogMonitor.disabled
    monitor.mode = .holding
    #expect(monitor.mode == .off)
    #expect(monitor.heldStore == nil)
    monitor.decide(accountFlags: ["developer"])
    #expect(!monitor.isEnabled)
  }

  /// The PUT of an upload, as the upload transport reports it: the signed URL keeps its path and
  /// expiry, never its signature.
  @Test func anUploadPutIsRecordedWithoutItsSignature() async throws {
    let store = makeStore()
    let monitor = NetworkLogMonitor(store: store, mode: .on)
    let signature = "5f2b9c0d4e6a8b1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c"
    monitor.attemptDidFinish(
      Attempts.make(
        method: "PUT", url: "https://api.test/uploads/rec_1?expires=1900000000&signature=\(signature)",
        requestHeaders: ["Content-Type": "audio/wav", "Content-Length": "44144"], status: 403,
        responseHeaders: ["Content-Type": "application/json"],
        responseBody: Data(#"{"code":"upload_url_expired","message":"Expired."}"#.utf8),
        error: .forbidden(code: "upload_url_expired"), outcome: .failed(.forbidden(code: "upload_url_expired"))))
    await monitor.flush()
    let entry = try #require(await store.entries().first)
    #expect(entry.url == "https://api.test/uploads/rec_1?expires=1900000000&signature=<redacted>")
    #expect(entry.method == "PUT")
    #expect(entry.serverErrorCode == "upload_url_expired")
    #expect(!(try allBytes(under: temporary.url)).contains(signature))
    #expect(!CurlExporter.curl(for: entry).contains(signature))
    #expect(!String(decoding: HARExporter.har([entry]), as: UTF8.self).contains(signature))
  }
}
