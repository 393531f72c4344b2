/// Redacts a parsed JSON body by editing its bytes in place, so formatting, key order and number
/// lexemes survive exactly. One forward pass over the tree's slots (document order, parents first):
///
/// - a member whose name is sensitive has its whole value (scalar, object or array) replaced by
///   `"<redacted>"`, and its subtree is skipped; except a language's `code` in a language list
///   (``RedactionRules/languageListNames``, `app_config`'s `supported_languages`), which is kept when
///   it is a complete string shaped like a language tag;
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
          if key.isSensitive(under: rules), !isLanguageCode(id, key: key, in: tree, source: source) {
            edits.append((slots[id].range, Self.quoted(Redactor.placeholder)))
            hidden[id] = true
            continue
          }
        }
        if slots[id].kind == .string {
          let range = slots[id].range
          rewrite(
            Text(slots[id].scalar, inSource: slots[id].scalarIsInSource, token: range, of: source), range, into: &edits)
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

  /// `code` of an object in a language list (`{"supported_languages": [{"code": "es"}]}`), whose
  /// value is a whole string shaped like a language tag; never when the deny list reaches `code`.
  private func isLanguageCode(_ id: Int, key: Text, in tree: JSONTree, source: UnsafeBufferPointer<UInt8>) -> Bool {
    let slots = tree.slots
    let slot = slots[id]
    guard slot.kind == .string, key.equals("code"), !rules.denies("code") else { return false }
    // A string cut off by the end of a truncated body runs to the end: it may be part of anything.
    guard !tree.isPartial || slot.range.upperBound < source.count else { return false }
    let object = slot.parent
    guard object >= 0, slots[object].kind == .object else { return false }
    let list = slots[object].parent
    guard list >= 0, slots[list].kind == .array, let listKey = slots[list].keyRange else { return false }
    let listName = Text(slots[list].key ?? "", inSource: slots[list].keyIsInSource, token: listKey, of: source)
    guard RedactionRules.languageListNames.contains(where: { listName.equals($0) }) else { return false }
    let value = Text(slot.scalar, inSource: slot.scalarIsInSource, token: slot.range, of: source)
    if let bytes = value.bytes { return RedactionRules.looksLikeLanguageTag(bytes: bytes) }
    return RedactionRules.looksLikeLanguageTag(value.parsed)
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

    /// Whether the text is exactly `name` (case-sensitive, as JSON member names are).
    func equals(_ name: String) -> Bool {
      if let bytes { return bytes.elementsEqual(name.utf8) }
      return parsed == name
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

  private func rewrite(_ text: Text, _ range: Range<Int>, into edits: inout [(range: Range<Int>, replacement: String)])
  {
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
