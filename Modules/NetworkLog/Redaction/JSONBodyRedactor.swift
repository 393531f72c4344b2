/// Redacts a parsed JSON body by editing its bytes in place, so formatting, key order and number
/// lexemes survive exactly. One forward pass over the tree's slots (document order, parents first):
///
/// - a member whose name is sensitive has its whole value (scalar, object or array) replaced by
///   `"<redacted>"`, and its subtree is skipped;
/// - every other string, and every member name, goes through the text patterns.
///
/// Objects inside arrays inside objects are found the same way at any depth; nothing recurses.
struct JSONBodyRedactor: Sendable {
  let rules: RedactionRules
  let text: TextRedactor

  func redact(_ source: [UInt8], tree: JSONTree) -> String {
    let slots = tree.slots
    var hidden = [Bool](repeating: false, count: slots.count)
    var edits: [(range: Range<Int>, replacement: String)] = []
    for id in slots.indices {
      let slot = slots[id]
      if slot.parent >= 0, hidden[slot.parent] {
        hidden[id] = true
        continue
      }
      if let key = slot.key, rules.isSensitive(key) {
        if let keyRange = slot.keyRange { rewriteKey(key, keyRange, into: &edits) }
        edits.append((slot.range, Self.quoted(Redactor.placeholder)))
        hidden[id] = true
        continue
      }
      if let key = slot.key, let keyRange = slot.keyRange { rewriteKey(key, keyRange, into: &edits) }
      if slot.kind == .string {
        let redacted = text.redact(slot.scalar)
        if redacted != slot.scalar { edits.append((slot.range, Self.quoted(redacted))) }
      }
    }
    guard !edits.isEmpty else { return String(decoding: source, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(source.count)
    var cursor = 0
    for edit in edits where edit.range.lowerBound >= cursor {
      output.append(contentsOf: source[cursor..<edit.range.lowerBound])
      output.append(contentsOf: Array(edit.replacement.utf8))
      cursor = edit.range.upperBound
    }
    output.append(contentsOf: source[min(cursor, source.count)...])
    return String(decoding: output, as: UTF8.self)
  }

  private func rewriteKey(_ key: String, _ range: Range<Int>, into edits: inout [(range: Range<Int>, replacement: String)]) {
    let redacted = text.redact(key)
    if redacted != key { edits.append((range, Self.quoted(redacted))) }
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}
