import BenchmarkHarness
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where the repository is: this file lives at `Tools/Benchmarks/Sources/chatterbox-benchmarks/Support/`.
enum RepoPaths {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<6 { url.deleteLastPathComponent() }
    return url
  }()

  /// `path` relative to the repository root.
  static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// The first of `candidates` (repository-relative) that is an executable file.
  static func executable(_ candidates: [String]) -> URL? {
    candidates.map(url).first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// The dev server (`Tools/DevServer`) on a free loopback port with its own data directory, and the
/// few RPCs the upload entry needs, over a plain `URLSession` (set-up, never timed).
final class DevServerProcess: Sendable {
  /// `http://127.0.0.1:<port>`.
  let baseURL: URL
  let binary: URL
  private let process: UncheckedBox<Process>
  private let session: URLSession

  /// Starts `binary serve --port 0 --dev --data-dir <dir>/data --ready-file <dir>/ready …` and waits
  /// (up to 30 s) for the ready file. Its output goes to `<dir>/dev-server.log`.
  init(binary: URL, directory: URL, extraArguments: [String] = []) async throws {
    let ready = directory.appendingPathComponent("ready")
    let log = directory.appendingPathComponent("dev-server.log")
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw FixtureError("cannot create \(log.path)")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments =
      [
        "serve", "--port", "0", "--dev", "--data-dir", directory.appendingPathComponent("data").path,
        "--ready-file", ready.path,
      ] + extraArguments
    let output = try FileHandle(forWritingTo: log)
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    self.process = UncheckedBox(process)
    self.binary = binary
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    session = URLSession(configuration: configuration)

    let deadline = ContinuousClock.now + .seconds(30)
    var base: URL?
    while ContinuousClock.now < deadline {
      if let text = try? String(contentsOf: ready, encoding: .utf8),
        let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)), url.port != nil
      {
        base = url
        break
      }
      guard process.isRunning else { break }
      try await Task.sleep(for: .milliseconds(50))
    }
    guard let base else {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      let tail = (try? String(contentsOf: log, encoding: .utf8)).map { String($0.suffix(400)) } ?? ""
      throw FixtureError("the dev server did not become ready within 30 s: \(tail)")
    }
    baseURL = base
  }

  /// SIGTERM, then waits for it to exit.
  func stop() {
    session.invalidateAndCancel()
    let process = self.process.value
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// `request_magic_link` → `/dev/outbox` → `login_with_magic_token`; returns the access token.
  func signIn(email: String) async throws -> String {
    _ = try await rpc("request_magic_link", ["email": email])
    let link = try await magicLink(for: email)
    guard let token = URLComponents(string: link)?.queryItems?.first(where: { $0.name == "token" })?.value else {
      throw FixtureError("the magic link for \(email) has no token")
    }
    let session = try await rpc("login_with_magic_token", ["token": token])
    guard let accessToken = session["access_token"] as? String else { throw FixtureError("login gave no access token") }
    return accessToken
  }

  /// The link of the first message in the dev outbox for `email` (what `chatterbox open` takes).
  func magicLink(for email: String) async throws -> String {
    var components = URLComponents(url: baseURL.appendingPathComponent("dev/outbox"), resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "email", value: email)]
    let (data, _) = try await session.data(from: components.url!)
    guard let outbox = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let messages = outbox["messages"] as? [[String: Any]], let link = messages.first?["link"] as? String
    else { throw FixtureError("no magic link in the dev outbox for \(email)") }
    return link
  }

  /// Calls `POST /rpc/<name>` with a JSON body; returns the decoded object, throwing on a non-2xx.
  @discardableResult
  func rpc(_ name: String, _ body: [String: Any], token: String? = nil, idempotencyKey: String? = nil)
    async throws -> [String: Any]
  {
    var request = URLRequest(url: baseURL.appendingPathComponent("rpc/\(name)"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    if let idempotencyKey { request.setValue(idempotencyKey, forHTTPHeaderField: "Idempotency-Key") }
    request.httpBody = try JSONSerialization.data(withJSONObject: body)
    let (data, response) = try await session.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else {
      throw FixtureError("\(name) answered \(status): \(String(decoding: data.prefix(300), as: UTF8.self))")
    }
    if data.isEmpty { return [:] }
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }
}
