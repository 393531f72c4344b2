import Foundation

/// A capture source named on a command line: `file:<path>`, `stdin` (or `-`), `command:<cmd>`
/// (`command` alone runs ``ProcessSource/defaultCommand``).
public enum CaptureSourceSpec: Sendable, Hashable, CustomStringConvertible {
  /// A WAV file (a leading `~` is expanded; relative paths are against the working directory).
  case file(URL)
  /// Raw S16LE PCM on standard input.
  case standardInput
  /// A capture command whose stdout is raw S16LE PCM.
  case command(String)

  /// Why a spec string was refused.
  public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The spec was empty or blank.
    case empty
    /// Not `file:`, `stdin` or `command:`.
    case unknownKind(String)
    /// `file:` without a path.
    case missingPath

    /// A message for the terminal.
    public var description: String {
      switch self {
      case .empty: "no capture source given; use file:<path>, stdin or command:<cmd>"
      case .unknownKind(let kind): "unknown capture source \"\(kind)\"; use file:<path>, stdin or command:<cmd>"
      case .missingPath: "file: needs a path, e.g. file:answer.wav"
      }
    }
  }

  /// Parses a spec. Only the prefix before the first `:` selects the kind (case-insensitive), so
  /// paths and commands may contain colons.
  public static func parse(_ text: String) throws(ParseError) -> CaptureSourceSpec {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .empty }
    let kind: Substring
    let rest: Substring
    if let colon = trimmed.firstIndex(of: ":") {
      kind = trimmed[..<colon]
      rest = trimmed[trimmed.index(after: colon)...]
    } else {
      kind = trimmed[...]
      rest = ""
    }
    let value = rest.trimmingCharacters(in: .whitespaces)
    switch kind.lowercased() {
    case "file":
      guard !value.isEmpty else { throw .missingPath }
      let expanded = NSString(string: value).expandingTildeInPath
      return .file(URL(fileURLWithPath: expanded).standardizedFileURL)
    case "stdin", "-":
      guard rest.isEmpty else { throw .unknownKind(trimmed) }
      return .standardInput
    case "command", "cmd":
      #if os(Linux) || os(macOS) || os(Windows)
        return .command(value.isEmpty ? ProcessSource.defaultCommand : value)
      #else
        return .command(value)
      #endif
    default:
      throw .unknownKind(String(kind))
    }
  }

  /// Builds the source. `format` applies to `stdin` and `command:` (raw PCM has no header);
  /// `pacing` to `file:`.
  ///
  /// - Throws: ``CaptureError/file(_:)`` for an unreadable or invalid WAV,
  ///   ``CaptureError/commandNotFound(_:)`` / ``CaptureError/invalidCommand(_:)`` for commands.
  public func makeSource(
    format: PCMFormat = .speech, pacing: WAVFileSource.Pacing = .none
  ) throws(CaptureError) -> any PCMSource {
    switch self {
    case .file(let url):
      do {
        return try WAVFileSource(url: url, pacing: pacing)
      } catch {
        throw .file(error)
      }
    case .standardInput:
      return StandardInputSource(format: format)
    case .command(let command):
      #if os(Linux) || os(macOS) || os(Windows)
        return try ProcessSource(command: command, format: format)
      #else
        throw .launchFailed(command, reason: "this platform cannot run capture commands")
      #endif
    }
  }

  /// The spec as it would be typed.
  public var description: String {
    switch self {
    case .file(let url): "file:\(url.path)"
    case .standardInput: "stdin"
    case .command(let command): "command:\(command)"
    }
  }
}
