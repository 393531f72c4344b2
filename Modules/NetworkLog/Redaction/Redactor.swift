import Foundation
import Networking

/// THE redaction chokepoint. Every ``NetworkLogEntry`` is made here, and nowhere else:
/// ``redact(_:id:)`` for a live attempt, and the store's loader for an entry read back from disk
/// (re-redacted with the current rules, in case the file predates a rule). Entries have no public
/// initializer and their internal one needs a `RedactionProof` that only this file can create, so
/// nothing unredacted can reach the store, the UI or an export.
///
/// Redaction is on by default and cannot be switched off; see ``RedactionRules`` for what is
/// redacted and how to tune it.
public struct Redactor: Sendable {
  /// What every redacted value becomes.
  public static let placeholder = "<redacted>"

  /// Bodies are cut to this many bytes by default (256 KB).
  public static let defaultBodyLimit = 256 * 1024

  /// The names whose values are redacted.
  public let rules: RedactionRules
  /// The most bytes of each body that are kept (bodies over it get `isTruncated`); 0 keeps none.
  public let bodyLimit: Int

  /// A negative `bodyLimit` counts as 0 (no body kept).
  public init(rules: RedactionRules = .standard, bodyLimit: Int = Redactor.defaultBodyLimit) {
    self.rules = rules
    self.bodyLimit = max(0, bodyLimit)
  }

  /// Redacts one attempt into an entry: URL, headers, bodies (capped), and the error's message key.
  /// A secret the request sent in a redacted header (8 bytes or more) is also scrubbed from its
  /// bodies and the answer's headers, where a server may echo it. Runs off the request path (the monitor hands attempts to a background task first).
  public func redact(_ attempt: NetworkAttempt) -> NetworkLogEntry {
    redact(attempt, id: .randomV4())
  }

  /// ``redact(_:)`` with a chosen entry id (tests and fixtures that need stable ids).
  public func redact(_ attempt: NetworkAttempt, id: UUID) -> NetworkLogEntry {
    let url = urls.redact(attempt.url.absoluteString)
    let error = attempt.error
    // What this request sent as a secret is scrubbed wherever the server echoes it (issue 39).
    let echoed = EchoedSecrets(requestHeaders: attempt.requestHeaders, rules: rules)
    let responseHeaders = echoed.isEmpty ? attempt.responseHeaders : attempt.responseHeaders.mapValues(echoed.scrub)
    return NetworkLogEntry(
      id: id, requestID: attempt.requestID, attemptNumber: attempt.attemptNumber, method: Self.method(attempt.method),
      url: url.url, host: url.host, status: attempt.status, startedAt: attempt.startedAt,
      duration: Self.duration(attempt.duration), requestHeaders: redactedHeaders(attempt.requestHeaders),
      requestBody: bodies.capture(
        echoed.scrub(attempt.requestBody), contentType: Self.contentType(in: attempt.requestHeaders)),
      responseHeaders: redactedHeaders(responseHeaders),
      responseBody: bodies.capture(
        echoed.scrub(attempt.responseBody), contentType: Self.contentType(in: attempt.responseHeaders)),
      outcome: Self.outcome(attempt.outcome), errorKey: Self.errorKey(error?.messageKey),
      serverErrorCode: Self.serverErrorCode(error?.serverCode), proof: RedactionProof())
  }

  /// Re-redacts an entry read back from disk: the file is data, not a trusted source.
  func redact(_ stored: StoredEntry) -> NetworkLogEntry {
    let url = urls.redact(stored.url)
    return NetworkLogEntry(
      id: stored.id, requestID: stored.requestID, attemptNumber: stored.attempt, method: Self.method(stored.method),
      url: url.url, host: url.host, status: stored.status, startedAt: Date(timeIntervalSince1970: stored.startedAt),
      duration: Self.duration(stored.duration), requestHeaders: redactedHeaders(stored.requestHeaders),
      requestBody: stored.requestBody.map(bodies.reredact), responseHeaders: redactedHeaders(stored.responseHeaders),
      responseBody: stored.responseBody.map(bodies.reredact), outcome: stored.outcome,
      errorKey: Self.errorKey(stored.errorKey), serverErrorCode: Self.serverErrorCode(stored.serverErrorCode),
      proof: RedactionProof())
  }

  /// Headers sorted by name, each value redacted: `<redacted>` for sensitive names, the text patterns
  /// (JWT, bearer token, e-mail, `name=value`) for the rest.
  public func redactedHeaders(_ headers: [String: String]) -> [NetworkLogHeader] {
    // Lower-cased once per header, not once per comparison.
    headers.map { (order: $0.key.lowercased(), name: $0.key, value: $0.value) }
      .sorted { $0.order < $1.order }
      .map {
        NetworkLogHeader(name: $0.name, value: rules.isSensitive($0.name) ? Self.placeholder : text.redact($0.value))
      }
  }

  /// A URL with sensitive query values and the password redacted, and recognisable secrets removed
  /// from path segments.
  public func redactedURL(_ url: String) -> String { urls.redact(url).url }

  /// Free text with recognisable secrets redacted (JWTs, bearer tokens, e-mail addresses, sensitive
  /// `name=value` pairs); for showing anything else derived from traffic.
  public func redactedText(_ text: String) -> String { self.text.redact(text) }

  // MARK: Parts

  private var text: TextRedactor { TextRedactor(rules: rules) }
  private var urls: URLRedactor { URLRedactor(pairs: PairsRedactor(rules: rules, text: text)) }
  private var bodies: BodyRedactor { BodyRedactor(rules: rules, limit: bodyLimit, text: text) }

  private static func contentType(in headers: [String: String]) -> String? {
    headers.first { $0.key.lowercased() == "content-type" }?.value
  }

  private static func method(_ method: String) -> String {
    let upper = method.uppercased()
    let isToken = !upper.isEmpty && upper.count <= 16 && upper.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    return isToken ? upper : "UNKNOWN"
  }

  private static func duration(_ seconds: TimeInterval) -> TimeInterval {
    seconds.isFinite ? max(0, seconds) : 0
  }

  private static func outcome(_ outcome: NetworkAttempt.Outcome) -> NetworkLogOutcome {
    switch outcome {
    case .delivered: .delivered
    case .retrying(let delay): .retrying(after: duration(delay))
    case .refreshingCredentials: .refreshingCredentials
    case .redirected: .redirected
    case .failed: .failed
    }
  }

  /// Message keys are constants (`error.network.timeout`); anything else is not kept.
  private static func errorKey(_ key: String?) -> String? {
    guard let key, key.count <= 64, key.hasPrefix("error."),
      key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "." || $0 == "_" })
    else { return nil }
    return key
  }

  /// Server error codes are snake_case words (`magic_link_expired`). Requiring a leading letter keeps
  /// out anything that merely fits the charset, such as a six-digit OTP.
  private static func serverErrorCode(_ code: String?) -> String? {
    guard let code, (1...64).contains(code.count), let first = code.unicodeScalars.first, ("a"..."z").contains(first),
      code.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
    else { return nil }
    return code
  }
}

/// Evidence that a value was produced by ``Redactor``. Its initializer is `fileprivate`, so only
/// `Redactor.swift` can create one, and ``NetworkLogEntry``'s only initializer requires one.
struct RedactionProof: Sendable {
  fileprivate init() {}
}
