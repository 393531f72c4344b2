import Foundation

/// A cue body parsed from the server's lightweight markdown: prompt paragraphs with bold and
/// italic runs, and optional hints (a `Hints:` line followed by `- ` bullets).
public struct CueContent: Sendable, Equatable {
  /// A run of text with one style.
  public enum Span: Sendable, Equatable {
    case plain(String)
    case bold(String)
    case italic(String)

    /// The run's text without markup.
    public var text: String {
      switch self {
      case .plain(let text), .bold(let text), .italic(let text): text
      }
    }
  }

  /// Prompt paragraphs, each a list of styled runs.
  public let paragraphs: [[Span]]
  /// Hints, in order.
  public let hints: [String]

  /// Parses a body. Malformed markup (an unclosed `**`) degrades to plain text; it never fails.
  public init(markdown: String) {
    var paragraphs: [[Span]] = []
    var hints: [String] = []
    var current: [String] = []
    var inHints = false
    func closeParagraph() {
      if !current.isEmpty { paragraphs.append(Self.spans(current.joined(separator: " "))) }
      current = []
    }
    for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.lowercased().hasPrefix("hints:") || line.lowercased() == "**hints:**" {
        closeParagraph()
        inHints = true
      } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
        let item = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
        if inHints { hints.append(Self.plainText(item)) } else { current.append(item) }
      } else if line.isEmpty {
        closeParagraph()
      } else if inHints {
        hints.append(Self.plainText(line))
      } else {
        current.append(line)
      }
    }
    closeParagraph()
    self.paragraphs = paragraphs
    self.hints = hints
  }

  /// The prompt as plain text, paragraphs separated by blank lines.
  public var plainPrompt: String {
    paragraphs.map { $0.map(\.text).joined() }.joined(separator: "\n\n")
  }

  static func plainText(_ text: String) -> String { spans(text).map(\.text).joined() }

  /// Splits `**bold**` and `_italic_` runs; any unmatched marker stays literal.
  static func spans(_ text: String) -> [Span] {
    var result: [Span] = []
    var rest = Substring(text)
    var plain = ""
    while !rest.isEmpty {
      if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**"),
        end.lowerBound > rest.index(rest.startIndex, offsetBy: 2)
      {
        if !plain.isEmpty {
          result.append(.plain(plain))
          plain = ""
        }
        result.append(.bold(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))
        rest = rest[end.upperBound...]
      } else if rest.hasPrefix("_"), let end = rest.dropFirst().firstIndex(of: "_"),
        end > rest.index(after: rest.startIndex)
      {
        if !plain.isEmpty {
          result.append(.plain(plain))
          plain = ""
        }
        result.append(.italic(String(rest[rest.index(after: rest.startIndex)..<end])))
        rest = rest[rest.index(after: end)...]
      } else {
        plain.append(rest.removeFirst())
      }
    }
    if !plain.isEmpty { result.append(.plain(plain)) }
    return result
  }
}
