import Foundation

/// Exports entries as an HTTP Archive (HAR 1.2), the format browser devtools, Charles and Proxyman
/// import. Entries are already redacted, so the archive is too (HAR files are routinely attached to
/// tickets; that is exactly how Pulse logs leaked tokens).
///
/// Mapping: one HAR entry per attempt; `time` and `timings.wait` are the attempt's duration (send and
/// receive are 0: `URLSession` does not split them for us); a failed attempt without a response has
/// `status` 0; a truncated body carries a `comment` saying so; binary bodies have no `text`. Extra
/// fields use the spec's `_` prefix: `_requestID`, `_attempt`, `_outcome`, `_errorKey`, `_serverErrorCode`.
public enum HARExporter {
  /// Encodes `entries` (in the given order) as pretty-printed HAR 1.2 JSON; `creatorName` and
  /// `creatorVersion` name the tool that wrote it (`log.creator`).
  public static func har(
    _ entries: [NetworkLogEntry], creatorName: String = "NetworkLog", creatorVersion: String = "1.0"
  ) -> Data {
    let creator = HARFile.Creator(name: creatorName, version: creatorVersion)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every field is a string, an integer or a finite double, so encoding cannot fail; the fallback
    // is still a valid, empty archive rather than a crash.
    return (try? encoder.encode(HARFile(log: .init(version: "1.2", creator: creator, entries: entries.map(entry)))))
      ?? (try? encoder.encode(HARFile(log: .init(version: "1.2", creator: creator, entries: []))))
      ?? Data(#"{"log":{"version":"1.2","creator":{"name":"NetworkLog","version":"1.0"},"entries":[]}}"#.utf8)
  }

  static func entry(_ entry: NetworkLogEntry) -> HARFile.Entry {
    // A corrupt duration must not make the whole export fail to encode (found by Tools/Fuzz).
    let seconds = entry.duration.isFinite ? min(max(entry.duration, 0), 86_400 * 365) : 0
    let milliseconds = (seconds * 1_000 * 1_000).rounded() / 1_000
    let requestBody = entry.requestBody
    let responseBody = entry.responseBody
    let hasResponse = entry.status != nil
    return HARFile.Entry(
      startedDateTime: entry.startedAt.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)),
      time: milliseconds,
      request: .init(
        method: entry.method, url: uriSafe(entry.url), httpVersion: "HTTP/1.1", cookies: [],
        headers: entry.requestHeaders.map { .init(name: $0.name, value: $0.value) },
        queryString: queryItems(of: entry.url),
        postData: requestBody.map { body in
          .init(
            mimeType: body.mimeType ?? entry.requestHeader("Content-Type") ?? "application/octet-stream",
            text: body.text ?? "", comment: comment(for: body))
        },
        headersSize: -1, bodySize: requestBody?.originalSize ?? 0),
      response: .init(
        status: entry.status ?? 0, statusText: entry.status.map(HTTPStatusText.reason(for:)) ?? "",
        httpVersion: hasResponse ? "HTTP/1.1" : "", cookies: [],
        headers: entry.responseHeaders.map { .init(name: $0.name, value: $0.value) },
        content: .init(
          size: responseBody?.originalSize ?? 0,
          mimeType: responseBody?.mimeType ?? entry.responseHeader("Content-Type") ?? "x-unknown",
          text: responseBody?.text, comment: responseBody.flatMap(comment(for:))),
        redirectURL: entry.responseHeader("Location").map(uriSafe) ?? "", headersSize: -1,
        bodySize: hasResponse ? (responseBody?.originalSize ?? 0) : -1),
      cache: .init(),
      timings: .init(send: 0, wait: milliseconds, receive: 0),
      comment: entry.errorKey,
      requestID: entry.requestID.uuidString, attempt: entry.attemptNumber, outcome: entry.outcome.label,
      errorKey: entry.errorKey, serverErrorCode: entry.serverErrorCode)
  }

  private static func comment(for body: NetworkLogBody) -> String? {
    if body.isBinary { return "binary body (\(body.originalSize) bytes) not recorded" }
    if body.isTruncated { return "truncated: \(body.text?.utf8.count ?? 0) of \(body.originalSize) bytes recorded" }
    return nil
  }

  /// `queryString` entries, decoded, from the (redacted) URL.
  static func queryItems(of url: String) -> [HARFile.NameValue] {
    let withoutFragment = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    guard let question = withoutFragment.firstIndex(of: "?") else { return [] }
    let query = withoutFragment[withoutFragment.index(after: question)...]
    return query.split(separator: "&").map { item in
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return .init(
        name: PairsRedactor.decode(parts[0]), value: parts.count > 1 ? PairsRedactor.decode(parts[1]) : "")
    }
  }

  /// Percent-encodes what a URI may not contain (the literal `<redacted>`, spaces, quotes), so
  /// importers that parse `request.url` strictly accept it.
  static func uriSafe(_ url: String) -> String {
    var output = ""
    for scalar in url.unicodeScalars {
      if scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F, !"<>\"{}|\\^`".unicodeScalars.contains(scalar) {
        output.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 { output += String(format: "%%%02X", byte) }
      }
    }
    return output
  }
}
