/// An iterative RFC 8259 parser: one loop, an explicit stack of open containers, no recursion, so
/// nesting depth is limited only by memory. Builds the flat slots of a ``JSONTree`` and records the
/// byte range of every value and member name (the redactor edits bodies in place with them).
struct JSONParser {
  private enum Expect {
    case value, valueOrClose, key, keyOrClose, colon, commaOrClose, done
  }

  private let bytes: [UInt8]
  private let lenient: Bool
  /// A parse for the redactor, which walks slots in document order through their parent links
  /// and reads text from the bytes: strings without escapes stay in the source instead of becoming
  /// `String`s, and containers do not list their children (`children` empty, `index` 0).
  private let forRedaction: Bool
  private var i = 0
  private var slots: [JSONTree.Slot] = []
  private var stack: [Int] = []
  private var expect = Expect.value
  private var pendingKey: (name: String, range: Range<Int>, isInSource: Bool)?
  /// Set when a lenient parse met the end of the input in the middle of a token.
  private var cutOff = false

  private init(bytes: [UInt8], lenient: Bool, forRedaction: Bool) {
    self.bytes = bytes
    self.lenient = lenient
    self.forRedaction = forRedaction
  }

  /// Parses `bytes`. `forRedaction` gives the redactor's lighter tree (see the property); what is
  /// accepted stays exactly the same.
  static func parse(_ bytes: [UInt8], allowingTruncation: Bool, forRedaction: Bool = false) throws(JSONParseError)
    -> JSONTree
  {
    var parser = JSONParser(bytes: bytes, lenient: allowingTruncation, forRedaction: forRedaction)
    return try parser.run()
  }

  private mutating func run() throws(JSONParseError) -> JSONTree {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    let n = bytes.count
    while !cutOff {
      skipWhitespace()
      guard i < n else { break }
      let byte = bytes[i]
      switch expect {
      case .done:
        throw fail("unexpected character after the document")
      case .colon:
        guard byte == UInt8(ascii: ":") else { throw fail("expected ':'") }
        i += 1
        expect = .value
      case .commaOrClose:
        if byte == UInt8(ascii: ",") {
          i += 1
          expect = slots[stack[stack.count - 1]].kind == .object ? .key : .value
        } else {
          try close(byte)
        }
      case .keyOrClose where byte == UInt8(ascii: "}"), .valueOrClose where byte == UInt8(ascii: "]"):
        try close(byte)
      case .key, .keyOrClose:
        guard byte == UInt8(ascii: "\"") else { throw fail("expected a member name") }
        let start = i
        guard let name = try readString() else { break }  // cut off inside a name: drop it
        pendingKey = (name.text, start..<i, name.isInSource)
        expect = .colon
      case .value, .valueOrClose:
        try readValue(byte)
      }
    }
    return try finish()
  }

  private mutating func readValue(_ byte: UInt8) throws(JSONParseError) {
    let start = i
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = byte == UInt8(ascii: "{")
      let id = add(isObject ? .object : .array, scalar: "", range: start..<(start + 1))
      stack.append(id)
      i += 1
      expect = isObject ? .keyOrClose : .valueOrClose
    case UInt8(ascii: "\""):
      // A string cut off by the end of a truncated input is kept: it is the part most worth seeing.
      let read = try readString() ?? (String(decoding: bytes[(start + 1)...], as: UTF8.self), false)
      let id = add(.string, scalar: read.text, range: start..<i)
      slots[id].scalarIsInSource = read.isInSource
      afterValue()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      guard try readNumber() else { return }
      add(.number, scalar: String(decoding: bytes[start..<i], as: UTF8.self), range: start..<i)
      afterValue()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let word: [UInt8] =
        byte == UInt8(ascii: "t")
        ? Array("true".utf8) : byte == UInt8(ascii: "f") ? Array("false".utf8) : Array("null".utf8)
      let available = min(word.count, bytes.count - i)
      guard bytes[i..<(i + available)].elementsEqual(word[0..<available]) else { throw fail("unexpected character") }
      guard available == word.count else { return try cut() }
      i += word.count
      let id = add(byte == UInt8(ascii: "n") ? .null : .bool, scalar: "", range: start..<i)
      slots[id].flag = byte == UInt8(ascii: "t")
      afterValue()
    default:
      throw fail("unexpected character")
    }
  }

  @discardableResult
  private mutating func add(_ kind: JSONNode.Kind, scalar: String, range: Range<Int>) -> Int {
    let parent = stack.last ?? -1
    let id = slots.count
    var index = 0
    if parent >= 0, !forRedaction {
      index = slots[parent].children.count
      slots[parent].children.append(id)
    }
    slots.append(
      JSONTree.Slot(
        kind: kind, parent: parent, index: index, key: pendingKey?.name, scalar: scalar, flag: false, children: [],
        range: range, keyRange: pendingKey?.range, keyIsInSource: pendingKey?.isInSource ?? false))
    pendingKey = nil
    return id
  }

  private mutating func afterValue() {
    expect = stack.isEmpty ? .done : .commaOrClose
  }

  private mutating func close(_ byte: UInt8) throws(JSONParseError) {
    guard let top = stack.last else { throw fail("unexpected character") }
    let wanted = slots[top].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
    guard byte == wanted else { throw fail("expected ',' or '\(Character(Unicode.Scalar(wanted)))'") }
    stack.removeLast()
    i += 1
    slots[top].range = slots[top].range.lowerBound..<i
    afterValue()
  }

  private mutating func finish() throws(JSONParseError) -> JSONTree {
    if expect == .done, stack.isEmpty, !slots.isEmpty { return JSONTree(slots: slots, isPartial: false) }
    guard lenient, !slots.isEmpty else {
      throw fail(slots.isEmpty && !cutOff ? "no JSON value" : "unexpected end of input")
    }
    for id in stack { slots[id].range = slots[id].range.lowerBound..<bytes.count }
    return JSONTree(slots: slots, isPartial: true)
  }

  private mutating func cut() throws(JSONParseError) {
    guard lenient else { throw fail("unexpected end of input") }
    cutOff = true
    i = bytes.count
  }

  private mutating func skipWhitespace() {
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): i += 1
      default: return
      }
    }
  }

  private func fail(_ reason: String) -> JSONParseError { JSONParseError(reason: reason, offset: i) }

  // MARK: Tokens

  /// Reads the string whose opening quote is at `i`; `nil` when a lenient parse runs out of input.
  /// The string at `i`, or `nil` when a lenient parse met the end inside it. `isInSource`: the text
  /// was left in the source (no escapes, and `forRedaction`), so `text` is empty.
  private mutating func readString() throws(JSONParseError) -> (text: String, isInSource: Bool)? {
    let n = bytes.count
    var j = i + 1
    var hasEscapes = false
    while j < n {
      let byte = bytes[j]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        j += 2
        continue
      }
      if byte < 0x20 {
        i = j
        throw fail("control character in string")
      }
      j += 1
    }
    guard j < n else {
      try cut()
      return nil
    }
    let content = bytes[(i + 1)..<j]
    let isInSource = forRedaction && !hasEscapes
    let text = hasEscapes ? try unescape(content) : isInSource ? "" : String(decoding: content, as: UTF8.self)
    i = j + 1
    return (text, isInSource)
  }

  private func unescape(_ content: ArraySlice<UInt8>) throws(JSONParseError) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(content.count)
    var k = content.startIndex
    var pendingHigh: UInt32?
    func append(_ scalar: UInt32, into output: inout [UInt8]) {
      output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8))
    }
    while k < content.endIndex {
      let byte = content[k]
      guard byte == UInt8(ascii: "\\") else {
        if let high = pendingHigh {
          append(high, into: &output)
          pendingHigh = nil
        }
        output.append(byte)
        k += 1
        continue
      }
      let code = content[k + 1]
      if code != UInt8(ascii: "u"), let high = pendingHigh {
        append(high, into: &output)  // lone high surrogate: U+FFFD
        pendingHigh = nil
      }
      switch code {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(code)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        guard k + 6 <= content.endIndex,
          let value = UInt32(String(decoding: content[(k + 2)..<(k + 6)], as: UTF8.self), radix: 16)
        else { throw JSONParseError(reason: "invalid \\u escape", offset: k) }
        if (0xD800...0xDBFF).contains(value) {
          if let high = pendingHigh { append(high, into: &output) }
          pendingHigh = value
        } else if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
          append(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00), into: &output)
          pendingHigh = nil
        } else {
          if let high = pendingHigh {
            append(high, into: &output)
            pendingHigh = nil
          }
          append(value, into: &output)  // a lone low surrogate also becomes U+FFFD
        }
        k += 6
        continue
      default:
        throw JSONParseError(reason: "invalid escape", offset: k)
      }
      k += 2
    }
    if let high = pendingHigh { append(high, into: &output) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Reads a number at `i`; `false` when a lenient parse runs out of input inside it.
  private mutating func readNumber() throws(JSONParseError) -> Bool {
    let n = bytes.count
    var j = i
    func isDigit(_ k: Int) -> Bool { k < n && bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9") }
    func digits(from k: Int) -> Int {
      var k = k
      while isDigit(k) { k += 1 }
      return k
    }
    if bytes[j] == UInt8(ascii: "-") { j += 1 }
    if j == n {
      try cut()
      return false
    }
    if bytes[j] == UInt8(ascii: "0") {
      j += 1
    } else if isDigit(j) {
      j = digits(from: j)
    } else {
      i = j
      throw fail("invalid number")
    }
    if j < n, bytes[j] == UInt8(ascii: ".") {
      guard isDigit(j + 1) else {
        if j + 1 == n {
          try cut()
          return false
        }
        i = j
        throw fail("invalid number")
      }
      j = digits(from: j + 1)
    }
    if j < n, bytes[j] | 0x20 == UInt8(ascii: "e") {
      var k = j + 1
      if k < n, bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-") { k += 1 }
      guard isDigit(k) else {
        if k == n {
          try cut()
          return false
        }
        i = k
        throw fail("invalid number")
      }
      j = digits(from: k)
    }
    i = j
    return true
  }
}
