import ChatterboxComposition

/// How many terminal columns text occupies: East Asian wide and fullwidth characters and emoji take
/// two, combining marks and zero-width characters none, everything else one. Swift's `count` counts
/// characters, which is wrong for 日本語 (3 characters, 6 columns) — every layout uses this instead.
///
/// ```swift
/// DisplayWidth.of("日本語")   // 6
/// DisplayWidth.of("café")    // 4 (also when the é is e + U+0301)
/// ```
package enum DisplayWidth {
  /// Columns of a whole string.
  package static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// Columns of one character (a grapheme cluster): its first scalar decides, except that an emoji
  /// presentation anywhere in the cluster makes it two columns wide.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F && scalars.count > 1 }) {
      return 2
    }
    return of(first)
  }

  /// Columns of one scalar as the terminal shows it once ``TerminalSafeText`` has made it safe:
  /// NUL is dropped (0); any other control is shown as one picture (`␛`, `␡`, `�`) or a space (1),
  /// so text measured before it is made safe measures the same after.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    return isWide(value) ? 2 : 1
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges, after Unicode's EastAsianWidth.txt (the
  /// blocks that matter in practice; the standard library does not expose the property).
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE,
      0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
      0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705,
      0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF,
      0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
      0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
      0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// The longest prefix of `text` that fits in `columns`, and its width. A wide character that
  /// would straddle the edge is left out (the caller pads the gap).
  static func prefix(of text: some StringProtocol, fitting columns: Int) -> (text: String, width: Int) {
    var result = ""
    var width = 0
    for character in text {
      let next = of(character)
      if width + next > columns { break }
      result.append(character)
      width += next
    }
    return (result, width)
  }

  /// `text` cut to `columns`, ending in "…" when something was cut (after the last word kept,
  /// not after a space: "Tu rutina…").
  ///
  /// ```swift
  /// DisplayWidth.truncate("日本語のテキスト", to: 7) // "日本語…"
  /// ```
  package static func truncate(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard of(text) > columns else { return text }
    let kept = prefix(of: text, fitting: columns - 1).text
    return String(kept.reversed().drop { $0 == " " }.reversed()) + "…"
  }

  /// `text` truncated and padded with spaces to exactly `columns`.
  package static func fit(_ text: String, to columns: Int) -> String {
    let cut = truncate(text, to: columns)
    return cut + String(repeating: " ", count: max(0, columns - of(cut)))
  }

  /// Word-wraps `text` to `columns`; words longer than a line (or unspaced scripts such as
  /// Japanese) are broken between characters. Explicit newlines start new lines.
  ///
  /// ```swift
  /// DisplayWidth.wrap("Describe your morning", to: 10) // ["Describe", "your", "morning"]
  /// ```
  package static func wrap(_ text: String, to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var rest = Substring(word)
        let wordWidth = of(rest)
        if lineWidth > 0, lineWidth + 1 + wordWidth <= columns {
          line += " " + rest
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while of(rest) > columns {
          let (head, _) = prefix(of: rest, fitting: columns)
          guard !head.isEmpty else { break }  // a 2-column character in a 1-column space
          lines.append(head)
          rest = rest.dropFirst(head.count)
        }
        line = String(rest)
        lineWidth = of(rest)
      }
      lines.append(line)
    }
    return lines
  }
}
