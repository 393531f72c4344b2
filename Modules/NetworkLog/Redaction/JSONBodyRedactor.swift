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

  /// `tree` must come from `source`, and may be the light tree of
  /// `JSONParser.parse(_:allowingTruncation:forRedaction:)`. `unchanged` is `source` as a `String`,
  /// returned as it is when nothing is redacted.
  func redact(_ source: [UInt8], tree: JSONTree, unchanged: String) -> String {
    let slots = tree.slots
    var hidden = [Bool](repeating: false, count: slots.count)
    var edits: [(range: Range<Int>, replacement: String)] = []
    source.withUnsafeBufferPointer { source in
      for id in slots.indices {
        let parent = slots[id].parent
        if parent >= 0, hidden[parent] {
          hidden[id] = true
          continue
        }
        if let keyRange = slots[id].keyRange {
          let key = Text(slots[id].key ?? "", inSource: slots[id].keyIsInSource, token: keyRange, of: source)
          rewrite(key, keyRange, into: &edits)
          if key.isSensitive(under: rules) {
            edits.append((slots[id].range, Self.quoted(Redactor.placeholder)))
            hidden[id] = true
            continue
          }
        }
        if slots[id].kind == .string {
          let range = slots[id].range
          rewrite(Text(slots[id].scalar, inSource: slots[id].scalarIsInSource, token: range, of: source), range, into: &edits)
        }
      }
    }
    guard !edits.isEmpty else { return unchanged }
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

  /// A member name or string value: a parsed `String`, or the bytes between its quotes.
  private struct Text {
    let parsed: String
    let bytes: UnsafeBufferPointer<UInt8>?

    init(_ parsed: String, inSource: Bool, token: Range<Int>, of source: UnsafeBufferPointer<UInt8>) {
      self.parsed = parsed
      // Only whole tokens are left in the source (a cut-off one is parsed), so both quotes are there.
      bytes = inSource ? UnsafeBufferPointer(rebasing: source[(token.lowerBound + 1)..<(token.upperBound - 1)]) : nil
    }

    func isSensitive(under rules: RedactionRules) -> Bool {
      if let bytes { return rules.isSensitive(bytes: bytes) }
      return rules.isSensitive(parsed)
    }

    /// The text, built only when a text pattern could match it.
    var textIfRedactable: String? {
      guard let bytes else { return parsed }
      return TextRedactor.mayRedact(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }
  }

  private func rewrite(_ text: Text, _ range: Range<Int>, into edits: inout [(range: Range<Int>, replacement: String)]) {
    guard let original = text.textIfRedactable else { return }
    let redacted = self.text.redact(original)
    if redacted != original { edits.append((range, Self.quoted(redacted))) }
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
