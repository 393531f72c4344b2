import ArgumentParser
import AsyncHTTPClient
import Crypto
import Foundation
import NIOCore
import NIOHTTP1

/// `chatterbox-load`: N simulated learners sign in, then each runs the practice loop against a dev server
/// (or a load balancer in front of several): refresh when due, get_cues, create an upload, PUT the take,
/// complete it, list recordings. Prints one JSON summary with throughput, latency, errors and invariants.
@main
struct Load: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "chatterbox-load", abstract: "Simulated learners practising against a Chatterbox dev server.")

  @Option(help: "Base URL of the server or load balancer (the server needs --dev for the outbox).")
  var baseURL: String

  @Option(help: "Simulated learners, all practising at once.")
  var learners = 100

  @Option(help: "Practice loops per learner.")
  var iterations = 3

  @Option(help: "Bytes per recorded take.")
  var takeBytes = 256 * 1024

  @Option(help: "Seconds before access-token expiry at which a learner refreshes.")
  var refreshMargin: Double = 3

  @Option(help: "A label for the summary, e.g. 'postgres x2'.")
  var label = ""

  @Option(help: "Emails are <prefix>-<n>@load.example; use a new prefix per run on one database.")
  var emailPrefix = "learner"

  @Flag(help: "Speech-like takes, and after each one wait for its evaluation (get_evaluation long-polls).")
  var evaluation = false

  func run() async throws {
    var configuration = HTTPClient.Configuration()
    configuration.connectionPool = .init(
      idleTimeout: .seconds(120), concurrentHTTP1ConnectionsPerHostSoftLimit: max(learners, 8))
    configuration.timeout = .init(connect: .seconds(30), read: .seconds(120))
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    let take = evaluation ? Take.speechLike(bytes: takeBytes) : Take(bytes: takeBytes)
    let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    let api = API(client: client, base: base)
    do {
      let summary = try await runLoad(api: api, take: take)
      let data = try JSONEncoder.sorted.encode(summary)
      print(String(decoding: data, as: UTF8.self))
    } catch {
      try? await client.shutdown()
      throw error
    }
    try await client.shutdown()
  }

  private func runLoad(api: API, take: Take) async throws -> Summary {
    // Phase 1: everyone signs in (not measured: it is dominated by the outbox round trip).
    let signInStart = ContinuousClock.now
    let learnersReady = try await withThrowingTaskGroup(of: Learner.self) { group in
      for index in 0..<learners {
        group.addTask {
          try await Learner.signIn(index: index, email: "\(emailPrefix)-\(index)@load.example", api: api)
        }
      }
      return try await group.reduce(into: [Learner]()) { $0.append($1) }
    }
    let signInSeconds = (ContinuousClock.now - signInStart).seconds

    // Phase 2: everyone practises at once; this is what is measured.
    let start = ContinuousClock.now
    let results = await withTaskGroup(of: LearnerResult.self) { group in
      for learner in learnersReady {
        group.addTask {
          await learner.practise(
            iterations: iterations, take: take, refreshMargin: refreshMargin, waitsForEvaluation: evaluation)
        }
      }
      return await group.reduce(into: [LearnerResult]()) { $0.append($1) }
    }
    let seconds = (ContinuousClock.now - start).seconds

    // Phase 3: invariants, checked through the API after the load.
    var problems: [String] = []
    var uploads = 0
    var revoked = 0
    for result in results {
      uploads += result.completed.count
      do {
        problems += try await result.learner.checkInvariants(expected: result.completed, session: result.session)
      } catch {
        problems.append("learner \(result.learner.index): invariant check failed: \(error)")
      }
      if result.errors.keys.contains(where: {
        $0.contains("refresh_token_reused") || $0.contains("refresh_token_invalid")
      }) {
        revoked += 1
      }
    }
    let latencies = results.flatMap(\.latencies).sorted()
    var errors: [String: Int] = [:]
    var perOperation: [String: [Double]] = [:]
    for result in results {
      errors.merge(result.errors, uniquingKeysWith: +)
      perOperation.merge(result.perOperation, uniquingKeysWith: +)
    }
    let rateLimited = errors.filter { $0.key.hasPrefix("429") }.values.reduce(0, +)
    let evaluationSummary = evaluation ? EvaluationSummary(results) : nil
    if let evaluationSummary, evaluationSummary.ready != uploads {
      problems.append("\(uploads - evaluationSummary.ready) completed takes never showed ready")
    }
    return Summary(
      label: label, learners: learners, iterations: iterations, takeBytes: takeBytes,
      signInSeconds: signInSeconds.rounded(to: 2), seconds: seconds.rounded(to: 2), requests: latencies.count,
      requestsPerSecond: (Double(latencies.count) / seconds).rounded(to: 1),
      p50ms: latencies.percentile(0.50).rounded(to: 1), p99ms: latencies.percentile(0.99).rounded(to: 1),
      maxms: (latencies.last ?? 0).rounded(to: 1),
      operations: perOperation.mapValues { values in
        let sorted = values.sorted()
        return OperationSummary(
          count: sorted.count, p50ms: sorted.percentile(0.5).rounded(to: 1),
          p99ms: sorted.percentile(0.99).rounded(to: 1))
      },
      refreshes: results.map(\.refreshes).reduce(0, +),
      errors: errors, errorsExcluding429: errors.values.reduce(0, +) - rateLimited, rateLimited: rateLimited,
      uploadsCompleted: uploads, uploadsExpected: learners * iterations, familiesRevoked: revoked,
      invariantProblems: Array(problems.prefix(20)), invariantsHold: problems.isEmpty && revoked == 0,
      evaluation: evaluationSummary
    )
  }
}

/// What one run measured.
struct Summary: Encodable {
  let label: String
  let learners, iterations, takeBytes: Int
  let signInSeconds, seconds: Double
  let requests: Int
  let requestsPerSecond, p50ms, p99ms, maxms: Double
  let operations: [String: OperationSummary]
  let refreshes: Int
  let errors: [String: Int]
  let errorsExcluding429, rateLimited: Int
  let uploadsCompleted, uploadsExpected, familiesRevoked: Int
  let invariantProblems: [String]
  let invariantsHold: Bool
  /// Only with `--evaluation`.
  let evaluation: EvaluationSummary?
}

struct OperationSummary: Encodable {
  let count: Int
  let p50ms, p99ms: Double
}

/// A recorded answer: a WAV header and silence, hashed once.
struct Take: Sendable {
  let body: ByteBuffer
  let sha256: String

  init(bytes: Int) {
    self.init(pcm: [UInt8](repeating: 0, count: max(bytes - 44, 2)))
  }

  /// A 16 kHz mono 16-bit WAV of `pcm`.
  init(pcm: [UInt8]) {
    let dataBytes = pcm.count
    var header = [UInt8]()
    func le32(_ value: Int) { header += withUnsafeBytes(of: UInt32(value).littleEndian, Array.init) }
    func le16(_ value: Int) { header += withUnsafeBytes(of: UInt16(value).littleEndian, Array.init) }
    header += Array("RIFF".utf8)
    le32(36 + dataBytes)
    header += Array("WAVEfmt ".utf8)
    le32(16)
    le16(1)
    le16(1)
    le32(16_000)
    le32(32_000)
    le16(2)
    le16(16)
    header += Array("data".utf8)
    le32(dataBytes)
    let all = header + pcm
    body = ByteBuffer(bytes: all)
    sha256 = SHA256.hash(data: all).map { String(format: "%02x", $0) }.joined()
  }
}

/// A reply: status, parsed JSON object (if any) and how long it took.
struct Reply: Sendable {
  let status: Int
  let json: [String: any Sendable]
  let headers: HTTPHeaders
  let milliseconds: Double

  var code: String? { json["code"] as? String }
}

/// The HTTP calls the learners make.
struct API: Sendable {
  let client: HTTPClient
  let base: String

  func send(
    _ method: HTTPMethod, url: String, headers: [(String, String)] = [], body: ByteBuffer? = nil
  ) async throws -> Reply {
    var request = HTTPClientRequest(url: url)
    request.method = method
    for (name, value) in headers { request.headers.add(name: name, value: value) }
    if let body { request.body = .bytes(body) }
    let start = ContinuousClock.now
    let response = try await client.execute(request, timeout: .seconds(120))
    let bytes = try await response.body.collect(upTo: 8 << 20)
    let milliseconds = (ContinuousClock.now - start).seconds * 1000
    var json: [String: any Sendable] = [:]
    if bytes.readableBytes > 0,
      let object = try? JSONSerialization.jsonObject(with: Data(bytes.readableBytesView)) as? [String: Any]
    {
      json = object.mapValues(Self.sendable)
    }
    return Reply(status: Int(response.status.code), json: json, headers: response.headers, milliseconds: milliseconds)
  }

  func rpc(_ name: String, _ body: [String: Any], token: String? = nil, key: String? = nil) async throws -> Reply {
    var headers = [("Content-Type", "application/json")]
    if let token { headers.append(("Authorization", "Bearer \(token)")) }
    if let key { headers.append(("Idempotency-Key", key)) }
    let data = try JSONSerialization.data(withJSONObject: body)
    return try await send(.POST, url: base + "/rpc/" + name, headers: headers, body: ByteBuffer(bytes: data))
  }

  private static func sendable(_ value: Any) -> any Sendable {
    switch value {
    case is NSNull: String?.none
    case let value as String: value
    case let value as NSNumber: value.doubleValue
    case let value as [Any]: value.map(sendable)
    case let value as [String: Any]: value.mapValues(sendable)
    default: "\(value)"
    }
  }
}

/// Tokens of one signed-in learner.
struct SessionTokens: Sendable {
  var access: String
  var refresh: String
  var expiresAt: ContinuousClock.Instant

  init(_ json: [String: any Sendable]) throws {
    guard let access = json["access_token"] as? String, let refresh = json["refresh_token"] as? String,
      let expiresIn = json["expires_in"] as? Double
    else { throw LoadError("not a session: \(json)") }
    self.access = access
    self.refresh = refresh
    self.expiresAt = .now + .seconds(expiresIn)
  }
}

struct LoadError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// One simulated learner.
struct Learner: Sendable {
  let index: Int
  let email: String
  let api: API
  let session: SessionTokens
  let profileID: String

  static func signIn(index: Int, email: String, api: API) async throws -> Learner {
    var requested = try await api.rpc("request_magic_link", ["email": email])
    for _ in 0..<20 where [429, 503].contains(requested.status) {
      // As the app does: wait Retry-After and ask again.
      try await Task.sleep(for: .seconds(Double(requested.headers.first(name: "Retry-After") ?? "1") ?? 1))
      requested = try await api.rpc("request_magic_link", ["email": email])
    }
    guard requested.status == 202 else { throw LoadError("request_magic_link \(requested.status) \(requested.json)") }
    let outbox = try await api.send(.GET, url: api.base + "/dev/outbox?email=" + email)
    guard let messages = outbox.json["messages"] as? [any Sendable],
      let first = messages.first as? [String: any Sendable], let link = first["link"] as? String,
      let token = link.components(separatedBy: "token=").last
    else { throw LoadError("no outbox message for \(email)") }
    let login = try await api.rpc("login_with_magic_token", ["token": token])
    guard login.status == 200 else { throw LoadError("login \(login.status) \(login.json)") }
    let session = try SessionTokens(login.json)
    let profile = try await api.rpc("set_active_profile", ["language_code": "en"], token: session.access)
    guard let profileID = profile.json["id"] as? String else { throw LoadError("set_active_profile \(profile.json)") }
    return Learner(index: index, email: email, api: api, session: session, profileID: profileID)
  }

  /// Runs the loop; transient answers (429, 503) are retried after their Retry-After and counted.
  func practise(iterations: Int, take: Take, refreshMargin: Double, waitsForEvaluation: Bool) async -> LearnerResult {
    var result = LearnerResult(learner: self, session: session)
    for iteration in 0..<iterations {
      do {
        try await practiseOnce(
          iteration: iteration, take: take, refreshMargin: refreshMargin, waitsForEvaluation: waitsForEvaluation,
          result: &result)
      } catch {
        result.errors["transport: \(error)", default: 0] += 1
      }
    }
    return result
  }

  private func practiseOnce(
    iteration: Int, take: Take, refreshMargin: Double, waitsForEvaluation: Bool, result: inout LearnerResult
  ) async throws {
    let cues = try await authorized("get_cues", refreshMargin, &result) { token in
      try await api.rpc("get_cues", ["profile_id": profileID, "count": 10], token: token)
    }
    guard cues.status == 200, let items = cues.json["items"] as? [any Sendable], !items.isEmpty,
      let cue = items[iteration % items.count] as? [String: any Sendable], let cueID = cue["id"] as? String
    else { return }
    let key = "load-\(index)-\(iteration)"
    let created = try await authorized("create_recording_upload", refreshMargin, &result) { token in
      try await api.rpc(
        "create_recording_upload",
        ["cue_id": cueID, "content_type": "audio/wav", "byte_size": take.body.readableBytes, "sha256": take.sha256],
        token: token, key: key)
    }
    guard created.status == 201, let id = created.json["recording_id"] as? String,
      let uploadURL = created.json["upload_url"] as? String
    else { return }
    let put = try await measured("PUT upload", &result) {
      try await api.send(.PUT, url: uploadURL, headers: [("Content-Type", "audio/wav")], body: take.body)
    }
    guard put.status == 204 else { return }
    let completed = try await authorized("complete_recording_upload", refreshMargin, &result) { token in
      try await api.rpc("complete_recording_upload", ["recording_id": id], token: token, key: key + "-complete")
    }
    guard completed.status == 200 else { return }
    let completedAt = ContinuousClock.now
    result.completed.append(id)
    if result.firstCompletedAt == nil { result.firstCompletedAt = completedAt }
    if waitsForEvaluation {
      try await awaitEvaluation(of: id, completedAt: completedAt, refreshMargin: refreshMargin, result: &result)
    }
    _ = try await authorized("list_recordings", refreshMargin, &result) { token in
      try await api.rpc("list_recordings", ["profile_id": profileID, "count": 20], token: token)
    }
  }

  /// An authenticated call: first `refresh_session` when the access token expires within `margin` seconds
  /// (what the app's session controller does), then the call with the current token.
  func authorized(
    _ operation: String, _ margin: Double, _ result: inout LearnerResult, _ send: (String) async throws -> Reply
  ) async throws -> Reply {
    if ContinuousClock.now + .milliseconds(Int(margin * 1000)) >= result.session.expiresAt {
      let refreshToken = result.session.refresh
      let reply = try await measured("refresh_session", &result) {
        try await api.rpc("refresh_session", ["refresh_token": refreshToken])
      }
      if reply.status == 200 {
        result.session = try SessionTokens(reply.json)
        result.refreshes += 1
      }
    }
    let token = result.session.access
    return try await measured(operation, &result) { try await send(token) }
  }

  /// Sends (retrying 429/503 after Retry-After, at most 20 times), records latency and any error.
  private func measured(_ operation: String, _ result: inout LearnerResult, _ send: () async throws -> Reply)
    async throws -> Reply
  {
    var attempt = 0
    while true {
      attempt += 1
      let reply = try await send()
      result.latencies.append(reply.milliseconds)
      result.perOperation[operation, default: []].append(reply.milliseconds)
      if reply.status < 400 { return reply }
      result.errors["\(reply.status) \(reply.code ?? "") \(operation)", default: 0] += 1
      guard [429, 503].contains(reply.status), attempt < 20 else { return reply }
      let wait = Double(reply.headers.first(name: "Retry-After") ?? "1") ?? 1
      try await Task.sleep(for: .seconds(wait))
    }
  }

  /// Every completed upload is listed exactly once, complete; the session still refreshes (its family lives).
  func checkInvariants(expected: [String], session: SessionTokens) async throws -> [String] {
    var problems: [String] = []
    let refreshed = try await api.rpc("refresh_session", ["refresh_token": session.refresh])
    guard refreshed.status == 200 else {
      return ["learner \(index): final refresh answered \(refreshed.status) \(refreshed.code ?? "")"]
    }
    let token = try SessionTokens(refreshed.json).access
    var listed: [String] = []
    var cursor: String?
    repeat {
      var body: [String: Any] = ["profile_id": profileID, "count": 50]
      if let cursor { body["cursor"] = cursor }
      let page = try await api.rpc("list_recordings", body, token: token)
      guard page.status == 200, let items = page.json["items"] as? [any Sendable] else {
        return ["learner \(index): list_recordings answered \(page.status) \(page.json["message"] ?? "")"]
      }
      for case let item as [String: any Sendable] in items {
        if item["status"] as? String != "complete" {
          problems.append("learner \(index): a listed recording is not complete")
        }
        if let id = item["id"] as? String { listed.append(id) }
      }
      cursor = page.json["next_cursor"] as? String
    } while cursor != nil
    if listed.count != Set(listed).count { problems.append("learner \(index): a recording is listed twice") }
    if Set(listed) != Set(expected) || listed.count != expected.count {
      problems.append("learner \(index): listed \(listed.count) recordings, completed \(expected.count)")
    }
    return problems
  }
}

/// What one learner saw.
struct LearnerResult: Sendable {
  let learner: Learner
  var session: SessionTokens
  var latencies: [Double] = []
  var perOperation: [String: [Double]] = [:]
  var errors: [String: Int] = [:]
  var completed: [String] = []
  var refreshes = 0
  var firstCompletedAt: ContinuousClock.Instant?
  /// `--evaluation`: per take, milliseconds from its completion to `ready`, and when `ready` arrived.
  var evaluationMilliseconds: [Double] = []
  var evaluationsReadyAt: [ContinuousClock.Instant] = []
  var evaluationFailures: [String: Int] = [:]
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

extension Double {
  func rounded(to places: Int) -> Double {
    let scale = Foundation.pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}

extension Array where Element == Double {
  /// Nearest-rank percentile of a sorted array.
  func percentile(_ fraction: Double) -> Double {
    guard !isEmpty else { return 0 }
    let rank = Swift.min(count - 1, Swift.max(0, Int((fraction * Double(count)).rounded(.up)) - 1))
    return self[rank]
  }
}

extension JSONEncoder {
  static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return encoder
  }
}
