import Foundation

/// Renders records as text or JSON lines; shared by the stderr handler and tests.
///
/// A record is always exactly one line, and nothing in it can drive a terminal: in text lines every
/// control character (C0 with CR and LF, DEL, C1) and every bidi override or isolate in the message
/// or metadata is written as `\u{XX}`; JSON lines escape the same characters as `\uXXXX`. A value
/// that came from a server therefore cannot forge a second log line or send an escape sequence.
public enum LogLineFormatter {
  /// Formats one record without a trailing newline.
  public static func format(_ record: LogRecord, as format: LogConfiguration.Format) -> String {
    let timestamp = record.timestamp.formatted(.iso8601)
    switch format {
    case .text:
      let metadata = record.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      let suffix = metadata.isEmpty ? "" : " " + metadata.joined(separator: " ")
      let line = "\(timestamp) \(record.level.name) [\(record.category.name)] \(record.message)\(suffix)"
      return escaped(line) { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
    case .json:
      var object: [String: String] = record.metadata
      object["timestamp"] = timestamp
      object["level"] = record.level.name
      object["category"] = record.category.name
      object["message"] = record.message
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      guard let data = try? encoder.encode(object) else { return escaped(record.message) { _ in "?" } }
      // JSONEncoder escapes C0 but writes DEL, C1 and bidi controls raw; they only occur inside strings.
      return escaped(String(decoding: data, as: UTF8.self)) { scalar in
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      }
    }
  }

  /// Whether a scalar could end a line or act on a terminal: C0, DEL, C1, bidi embeddings,
  /// overrides and isolates, and the Unicode line and paragraph separators.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  /// `text` with every control scalar replaced by `replacement`; the common clean line is returned as is.
  static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var output = ""
    output.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isControl(scalar) { output += replacement(scalar) } else { output.unicodeScalars.append(scalar) }
    }
    return output
  }
}
