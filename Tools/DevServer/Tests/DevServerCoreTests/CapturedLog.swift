import Logging
import Synchronization

/// Every log line a server wrote, for checking what they contain.
final class CapturedLog: Sendable {
  private let lines = Mutex<[String]>([])

  var text: String { all.joined(separator: "\n") }

  /// The lines so far, oldest first: `<level> <message> <metadata>`.
  var all: [String] { lines.withLock { $0 } }

  func append(_ line: String) { lines.withLock { $0.append(line) } }

  /// A logger at `trace` writing here.
  var logger: Logger {
    Logger(label: "captured") { _ in CapturingHandler(log: self) }
  }

  private struct CapturingHandler: LogHandler {
    let log: CapturedLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      let merged = metadata.merging(event.metadata ?? [:]) { $1 }
      log.append("\(event.level) \(event.message) \(merged)")
    }
  }
}
