// libFuzzer target: the network log's JSON explorer, redaction and HAR/curl export.
//
// Compiled into module NetworkLog together with Modules/NetworkLog (see ../build.sh), so the
// internal StoredEntry (the on-disk line format) is reachable. Each input is used three ways:
//   1. as a body: `JSONExplorer(data:)`, strict and truncation-tolerant; every node's path must
//      lead back to that node (unless a step is a duplicate key, which legal JSON allows: then the
//      path names the first twin), children and search must not trap;
//   2. as a request/response: lines `method`, `url`, `status`, header lines `Name: value` up to a
//      blank line, then the body. It becomes a NetworkAttempt (plus an Authorization header and a
//      Set-Cookie header carrying a canary), is redacted into an entry and exported: the HAR must
//      be JSON that JSONSerialization and our own explorer read, it must not contain the canary,
//      and redacting the stored form again must change nothing (what the store does at launch);
//   3. as one persisted log line: `StoredEntry` decoding, then the same redaction and export.
// Every redacted entry is also written as a line by the store's encoder and read back with
// `JSONDecoder`, which must give the same record.
import Foundation
import Networking

private let canary = "FUZZCANARY7f3a9b"
// Known, reported bugs (each with a crasher in ../crashers/networklog/ and a `withKnownIssue`
// regression test) are tolerated so they do not stop every run; FUZZ_STRICT=1 reports them too.
// Remove an entry when its bug is fixed.
// The three reported bugs are fixed, so the run is strict by default.
private let knownIssues = ProcessInfo.processInfo.environment["FUZZ_ALLOW_FIXED_BUGS"] == "1"
private let redactor = Redactor()

/// True when no step from the root to `id` is a key shared with a sibling.
private func hasUniquePath(_ tree: JSONTree, _ id: Int) -> Bool {
  var current = id
  while current > 0 {
    let slot = tree.slots[current]
    guard slot.parent >= 0 else { return true }
    let parent = tree.slots[slot.parent]
    if parent.kind == .object, parent.children.lazy.filter({ tree.slots[$0].key == slot.key }).count > 1 {
      return false
    }
    current = slot.parent
  }
  return true
}

private func checkExplorer(_ explorer: JSONExplorer) {
  let tree = explorer.tree
  _ = explorer.root.summary
  let limit = min(tree.count, 512)
  for id in 0..<limit {
    let path = tree.path(of: id)
    // With duplicate keys (legal JSON) a path names the first of them, so only nodes whose every
    // step is unique must come back as themselves; any other path must still lead to some node.
    guard let node = tree.node(at: path) else {
      if hasUniquePath(tree, id) { fatalError("path \(path) of node \(id) leads nowhere") }
      continue
    }
    if hasUniquePath(tree, id), node.id != id { fatalError("path \(path) of node \(id) leads to node \(node.id)") }
    if id < 16 {
      _ = explorer.children(of: path)
      _ = tree.node(id: id)?.summary
    }
  }
  if let key = tree.slots.dropFirst().first(where: { $0.key != nil })?.key, !key.isEmpty {
    _ = explorer.search(String(key.prefix(3)), limit: 16)
  }
  _ = explorer.value(at: "$[0].a[\"b\"]")
}

/// crashers/networklog/redaction-not-idempotent-control-char-json.txt (known, reported): a body
/// that is not valid JSON gets text redaction, whose output can be valid JSON, which the next
/// redaction then treats with the (stricter) JSON rules.
private func textRedactionMadeJSON(raw: [String], entry: NetworkLogEntry) -> Bool {
  let rawIsJSON = raw.allSatisfy { (try? JSONTree(parsing: $0)) != nil }
  let redactedIsJSON = [entry.requestBody, entry.responseBody].contains { body in
    guard let text = body?.text else { return false }
    return (try? JSONTree(parsing: text, allowingTruncation: body?.isTruncated ?? false)) != nil
  }
  return !rawIsJSON && redactedIsJSON
}

private func checkExport(_ entry: NetworkLogEntry, input: Data, rawBodies: [String]) {
  let har = HARExporter.har([entry])
  // crashers/networklog/har-export-empty-on-huge-duration.json (known, reported): a duration whose
  // microseconds overflow to infinity makes the export fall back to an empty archive.
  if knownIssues, !(entry.duration * 1_000 * 1_000).isFinite { return }
  guard let object = try? JSONSerialization.jsonObject(with: har) as? [String: Any],
    let log = object["log"] as? [String: Any], let entries = log["entries"] as? [Any], entries.count == 1
  else { fatalError("HAR export is not a one-entry HAR document:\n\(String(decoding: har, as: UTF8.self))") }
  let explorer = JSONExplorer(data: har)
  if let error = explorer.parseError { fatalError("our own explorer cannot read the HAR export: \(error)") }
  let curl = CurlExporter.curl(for: entry)
  if input.range(of: Data(canary.utf8)) == nil {
    if har.range(of: Data(canary.utf8)) != nil { fatalError("the HAR export contains a redacted secret") }
    if curl.contains(canary) { fatalError("the curl export contains a redacted secret") }
  }
  // What NetworkLogStore does with each line at launch: a redacted entry must be a fixed point.
  let stored = StoredEntry(entry)
  let again = StoredEntry(redactor.redact(stored))
  if again != stored, knownIssues, textRedactionMadeJSON(raw: rawBodies, entry: entry) { return }
  if again != stored { fatalError("redacting a stored entry again changes it:\n\(stored)\n\(again)") }
  // The store writes lines with its own encoder; `JSONDecoder` is the oracle that reads them back.
  var line: [UInt8] = []
  stored.appendLine(to: &line)
  guard line.last == UInt8(ascii: "\n"), line.dropLast().firstIndex(of: UInt8(ascii: "\n")) == nil,
    let decoded = try? JSONDecoder().decode(StoredEntry.self, from: Data(line)), decoded == stored
  else { fatalError("a stored line does not read back as its entry:\n\(String(decoding: line, as: UTF8.self))") }
}

private func attempt(from data: Data) -> NetworkAttempt {
  var lines = data.split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  while lines.count < 4 { lines.append("") }
  let method = lines[0]
  let urlText = lines[1]
  let status = Int(lines[2])
  // Header lines up to the first blank line, then the body.
  var headers: [String: String] = ["Authorization": "Bearer \(canary)", "Set-Cookie": "sid=\(canary)"]
  var rest = Substring(lines[3])
  while let newline = rest.firstIndex(of: "\n") {
    let line = rest[..<newline]
    rest = rest[rest.index(after: newline)...]
    if line.isEmpty { break }
    let parts = line.split(separator: ":", maxSplits: 1)
    if let name = parts.first {
      headers[String(name)] = parts.count > 1 ? String(parts[1].drop(while: { $0 == " " })) : ""
    }
  }
  let body = rest.isEmpty ? nil : Data(rest.utf8)
  let url = URL(string: urlText) ?? URL(string: "https://api.chatterbox.app/rpc/me")!
  return NetworkAttempt(
    requestID: UUID(), attemptNumber: Int(data.first ?? 1), method: method, url: url, requestHeaders: headers,
    requestBody: body, status: status, responseHeaders: headers, responseBody: body, error: nil,
    startedAt: Date(timeIntervalSince1970: 1_795_000_000), duration: Double(data.count) / 1000,
    outcome: status == nil ? .retrying(after: 0.5) : .delivered)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = Data(bytes: data, count: size)

  // 1. Explorer.
  checkExplorer(JSONExplorer(data: input))
  checkExplorer(JSONExplorer(data: input, allowingTruncation: true))

  // 2. A live attempt, redacted and exported.
  let attempt = attempt(from: input)
  let raw = [attempt.requestBody, attempt.responseBody].compactMap { $0.map { String(decoding: $0, as: UTF8.self) } }
  checkExport(redactor.redact(attempt), input: input, rawBodies: raw)
  _ = redactor.redactedURL(String(decoding: input.prefix(512), as: UTF8.self))

  // 3. A persisted line.
  if let stored = try? JSONDecoder().decode(StoredEntry.self, from: input) {
    checkExport(
      redactor.redact(stored), input: input,
      rawBodies: [stored.requestBody?.text, stored.responseBody?.text].compactMap { $0 })
  }
  return 0
}
