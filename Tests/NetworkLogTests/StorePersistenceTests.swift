import Foundation
import NetworkLog
import Networking
import Observability
import TestSupport
import Testing

@Suite("Store persistence")
final class StorePersistenceTests {
  let temporary: TemporaryDirectory

  init() throws { temporary = try TemporaryDirectory() }

  func makeStore(logger: Logger = Logger(category: .network, handler: InMemoryLogHandler())) -> NetworkLogStore {
    NetworkLogStore(directory: temporary.logDirectory, time: TestClock().source, logger: logger)
  }

  @Test func entriesSurviveARestartExactly() async throws {
    let store = makeStore()
    let written = [
      Attempts.entry(Attempts.json(request: #"{"cue_id":"c1"}"#, response: #"{"ok":true}"#)),
      Attempts.entry(
        Attempts.make(
          method: "PUT", url: "https://api.test/uploads/r1?expires=1&signature=abc",
          requestHeaders: ["Content-Type": "audio/mp4"], requestBody: Data(repeating: 1, count: 64), status: nil,
          error: .timeout, outcome: .retrying(after: 1.5), attemptNumber: 2)),
      Redactor(bodyLimit: 40).redact(
        Attempts.json(response: #"{"items":[{"title":"a"},{"title":"b"}],"email":"x@y.co","token":"t"}"#)),
    ]
    await store.append(contentsOf: written)
    await store.flush()
    let reloaded = makeStore()
    #expect(await reloaded.entries() == written)
    await reloaded.flush()
    #expect(await reloaded.statistics.rewrites == 0)  // re-redaction is idempotent: nothing to fix
  }

  /// The store writes its lines with its own encoder (not `JSONEncoder`); whatever a body, header
  /// or URL holds must read back byte for byte, and every outcome must keep its case.
  @Test func awkwardTextAndEveryOutcomeSurviveARestartExactly() async throws {
    let store = makeStore()
    let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
    let text = "quote \" backslash \\ slash / tab \t del \u{7F} é 日本 😀 \u{2028} " + controls
    let outcomes: [NetworkAttempt.Outcome] = [
      .delivered, .retrying(after: 0.000_01), .refreshingCredentials, .failed(.timeout),
    ]
    var written = outcomes.map { outcome in
      Attempts.entry(
        Attempts.make(
          url: "https://api.test/rpc/x?q=%22a%5Cb%22", requestHeaders: ["Content-Type": "text/plain", "X-Note": text],
          requestBody: Data(text.utf8), status: nil, error: .timeout,
          startedAt: Attempts.epoch.addingTimeInterval(-3_600.25),  // fractional seconds, inside retention
          duration: 1e-7, outcome: outcome))
    }
    written.append(Attempts.entry(Attempts.json(request: #"{"note":"a \"q\" \\ \n \u0001 é 😀"}"#, response: "[]")))
    await store.append(contentsOf: written)
    await store.flush()
    let reloaded = makeStore()
    #expect(await reloaded.entries() == written)
    #expect(await reloaded.statistics.corruptLinesSkipped == 0)
    for line in try Data(contentsOf: store.fileURL).split(separator: UInt8(ascii: "\n")) {
      #expect((try? JSONSerialization.jsonObject(with: Data(line))) != nil)  // strict JSON, one object per line
    }
  }

  @Test func filesAreOwnerOnly() async throws {
    let store = makeStore()
    await store.append(Attempts.entry())
    await store.flush()
    #expect(try permissions(of: store.fileURL) == 0o600)
    #expect(try permissions(of: temporary.logDirectory) == 0o700)
  }

  @Test func aLooseFileIsTightenedOnTheNextWrite() async throws {
    let store = makeStore()
    await store.append(Attempts.entry())
    await store.flush()
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: filePath(store.fileURL))
    let reloaded = makeStore()
    #expect(await reloaded.count == 1)
    await reloaded.flush()
    #expect(try permissions(of: store.fileURL) == 0o600)
  }

  @Test func corruptLinesAreSkippedAndLogged() async throws {
    let store = makeStore()
    await store.append(contentsOf: [Attempts.entry(), Attempts.entry()])
    await store.flush()
    var text = String(decoding: try Data(contentsOf: store.fileURL), as: UTF8.self)
    text = "not json\n" + text + "{\"v\":99}\n{\"truncated\":"  // garbage, an unknown version, a torn line
    try Data(text.utf8).write(to: store.fileURL)
    let memory = InMemoryLogHandler()
    let reloaded = makeStore(logger: Logger(category: .network, handler: memory))
    #expect(await reloaded.count == 2)
    #expect(await reloaded.statistics.corruptLinesSkipped == 3)
    #expect(memory.allText.contains("skipped 3 unreadable line(s)"))
    await reloaded.flush()
    #expect(lines(of: store.fileURL).count == 2)  // rewritten without them
  }

  @Test func anAppendAfterATornLineStartsOnANewLine() async throws {
    let store = makeStore()
    await store.append(Attempts.entry())
    await store.flush()
    let handle = try FileHandle(forWritingTo: store.fileURL)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"torn".utf8))
    try handle.close()
    // A fresh store that does not load first would glue its line onto the torn one; ours starts anew.
    await store.append(Attempts.entry())
    await store.flush()
    let reloaded = makeStore()
    #expect(await reloaded.count == 2)
    #expect(await reloaded.statistics.corruptLinesSkipped == 1)
  }

  @Test func secretsWrittenByAnythingElseAreRedactedOnLoadAndScrubbedFromTheFile() async throws {
    try FileManager.default.createDirectory(at: temporary.logDirectory, withIntermediateDirectories: true)
    let url = temporary.logDirectory.appending(path: "network-log.jsonl")
    let line = """
      {"v":1,"id":"\(UUID())","requestID":"\(UUID())","attempt":1,"method":"POST","url":"https://api.test/p?token=raw-secret-1",\
      "startedAt":\(Attempts.epoch.timeIntervalSince1970),"duration":0.1,"requestHeaders":{"Authorization":"Bearer raw-secret-2"},\
      "requestBody":{"text":"{\\"password\\":\\"raw-secret-3\\"}","originalSize":27,"isTruncated":false,"mimeType":"application/json"},\
      "responseHeaders":{},"outcome":{"delivered":{}},"status":200}
      """
    try Data((line + "\n").utf8).write(to: url)
    let store = makeStore()
    let entry = try #require(await store.entries().first)
    #expect(entry.url == "https://api.test/p?token=<redacted>")
    #expect(entry.requestHeader("Authorization") == Redactor.placeholder)
    #expect(entry.requestBody?.text == #"{"password":"<redacted>"}"#)
    await store.flush()
    let disk = try allBytes(under: temporary.logDirectory)
    #expect(!disk.contains("raw-secret"))
  }

  @Test func clearForgetsEverythingAndDeletesTheFile() async throws {
    let store = makeStore()
    await store.append(contentsOf: [Attempts.entry(), Attempts.entry()])
    await store.flush()
    #expect(FileManager.default.fileExists(atPath: filePath(store.fileURL)))
    await store.clear()
    #expect(await store.count == 0)
    #expect(!FileManager.default.fileExists(atPath: filePath(store.fileURL)))
    await store.append(Attempts.entry())
    await store.flush()
    #expect(await makeStore().count == 1)
  }

  @Test func clearWithWritesPendingLeavesNothingBehind() async throws {
    let store = makeStore()
    await store.append(contentsOf: (0..<20).map { _ in Attempts.entry() })
    await store.clear()
    await store.flush()
    #expect(!FileManager.default.fileExists(atPath: filePath(store.fileURL)))
    #expect(await makeStore().count == 0)
  }

  @Test func aSymlinkPlantedAtTheFileNameIsNotFollowed() async throws {
    try FileManager.default.createDirectory(at: temporary.logDirectory, withIntermediateDirectories: true)
    let target = temporary.url.appending(path: "elsewhere.txt")
    try Data("untouched".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: filePath(temporary.logDirectory.appending(path: "network-log.jsonl")),
      withDestinationPath: filePath(target))
    let store = makeStore()
    await store.append(Attempts.entry())
    await store.flush()
    // The target is never written; the link itself is replaced by the store's own 0600 file.
    #expect(try String(contentsOf: target, encoding: .utf8) == "untouched")
    let attributes = try FileManager.default.attributesOfItem(atPath: filePath(store.fileURL))
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try permissions(of: store.fileURL) == 0o600)
    #expect(await makeStore().count == 1)
  }

  @Test func aSymlinkPlantedWhileRunningMakesTheAppendFailInsteadOfWritingThrough() async throws {
    let store = makeStore()
    #expect(await store.count == 0)  // loaded: nothing there yet
    try FileManager.default.createDirectory(at: temporary.logDirectory, withIntermediateDirectories: true)
    let target = temporary.url.appending(path: "elsewhere.txt")
    try Data("untouched".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(atPath: filePath(store.fileURL), withDestinationPath: filePath(target))
    await store.append(Attempts.entry())
    await store.flush()
    #expect(try String(contentsOf: target, encoding: .utf8) == "untouched")
    #expect(await store.statistics.writeFailures == 1)
    #expect(await store.statistics.linesWritten == 0)
    #expect(await store.count == 1)  // still readable from memory
  }

  @Test func creatingAStoreTouchesNothingOnDisk() async throws {
    let store = makeStore()
    #expect(await store.entries().isEmpty)
    await store.flush()
    #expect(!FileManager.default.fileExists(atPath: filePath(temporary.logDirectory)))
  }

  @Test func anUnreadableFileMeansAnEmptyLogNotACrash() async throws {
    try FileManager.default.createDirectory(
      at: temporary.logDirectory.appending(path: "network-log.jsonl"), withIntermediateDirectories: true)
    let memory = InMemoryLogHandler()
    let store = makeStore(logger: Logger(category: .network, handler: memory))
    #expect(await store.count == 0)
    await store.append(Attempts.entry())
    await store.flush()
    #expect(await store.statistics.writeFailures == 1)
    #expect(memory.allText.contains("network log"))
  }
}
