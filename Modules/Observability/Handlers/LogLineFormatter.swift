import Foundation

/// Renders records as text or JSON lines; shared by the stderr handler and tests.
///
/// ```swift
/// LogLineFormatter.format(record, as: .text) // "2026-11-22T12:00:00Z info [app] started"
/// ```
public enum LogLineFormatter {
  /// Formats one record without a trailing newline.
  ///
  /// ```swift
  /// let line = LogLineFormatter.format(record, as: .json)
  /// ```
  public static func format(_ record: LogRecord, as format: LogConfiguration.Format) -> String {
    let timestamp = record.timestamp.formatted(.iso8601)
    switch format {
    case .text:
      let metadata = record.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      let suffix = metadata.isEmpty ? "" : " " + metadata.joined(separator: " ")
      return "\(timestamp) \(record.level.name) [\(record.category.name)] \(record.message)\(suffix)"
    case .json:
      var object: [String: String] = record.metadata
      object["timestamp"] = timestamp
      object["level"] = record.level.name
      object["category"] = record.category.name
      object["message"] = record.message
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(object) else { return record.message }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
