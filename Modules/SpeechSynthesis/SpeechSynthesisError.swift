/// Why text could not be spoken. A struct over a ``Kind`` (ADR 0064's reasoning): a kind added later
/// never breaks an embedder's `switch`, which matches `error.kind` with a `default`.
///
/// ```swift
/// import Foundation
///
/// func speak(_ request: SpeechRequest, with synthesizer: any SpeechSynthesizer, to file: URL) async {
///   do throws(SpeechSynthesisError) { _ = try await synthesizer.synthesize(request, to: file) } catch {
///     if error.kind == .noVoice { print("No voice speaks \(error.language ?? "")") }
///   }
/// }
/// ```
public struct SpeechSynthesisError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, for code to branch on.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// A stable snake_case name for scripts and logs, e.g. `no_voice`.
    public let name: String
    private init(_ name: String) { self.name = name }

    /// No synthesizer was named and none is installed (``SpeechSynthesisError/searched`` lists those looked for).
    public static let noSynthesizer = Kind("no_synthesizer")
    /// The command named (``SpeechSynthesisError/detail``) is not an executable.
    public static let synthesizerNotFound = Kind("synthesizer_not_found")
    /// The command cannot be split into words (an unclosed quote).
    public static let invalidCommand = Kind("invalid_command")
    /// No voice speaks ``SpeechSynthesisError/language``.
    public static let noVoice = Kind("no_voice")
    /// The text is blank: nothing to say.
    public static let emptyText = Kind("empty_text")
    /// The text is longer than ``SpeechRequest/maximumCharacters``: a model answer, not a book.
    public static let textTooLong = Kind("text_too_long")
    /// The synthesizer could not start or ended with a failure (``SpeechSynthesisError/status``, its last words
    /// in ``SpeechSynthesisError/detail``).
    public static let failed = Kind("failed")
    /// It ended well but what it wrote is not a readable, non-empty 16-bit WAV.
    public static let unreadableOutput = Kind("unreadable_output")
    /// The task was cancelled; the synthesizer was stopped.
    public static let cancelled = Kind("cancelled")

    public var description: String { name }
  }

  /// What went wrong.
  public let kind: Kind
  /// The language asked for, for ``Kind/noVoice``.
  public let language: String?
  /// The synthesizer's name, its last line of output, or what was wrong with the file.
  public let detail: String?
  /// The command's exit status, for ``Kind/failed``.
  public let status: Int32?
  /// The commands looked for, for ``Kind/noSynthesizer``.
  public let searched: [String]

  /// An error of `kind` with what is known about it.
  public init(
    _ kind: Kind, language: String? = nil, detail: String? = nil, status: Int32? = nil, searched: [String] = []
  ) {
    self.kind = kind
    self.language = language
    self.detail = detail
    self.status = status
    self.searched = searched
  }

  /// English, for logs and developers; apps show their own words by ``kind``.
  public var description: String {
    switch kind {
    case .noSynthesizer: "No speech synthesizer found (looked for \(searched.joined(separator: ", ")))"
    case .synthesizerNotFound: "The speech synthesizer \(detail ?? "") was not found"
    case .invalidCommand: "The speech synthesizer command cannot be read: \(detail ?? "")"
    case .noVoice: "No voice speaks \(language ?? "this language")"
    case .emptyText: "There is no text to speak"
    case .textTooLong: "The text is longer than \(SpeechRequest.maximumCharacters) characters"
    case .failed: "The speech synthesizer failed (status \(status.map(String.init) ?? "?")): \(detail ?? "")"
    case .unreadableOutput: "The speech synthesizer wrote no readable WAV: \(detail ?? "")"
    case .cancelled: "Speech synthesis was cancelled"
    default: "Speech synthesis failed (\(kind.name))"
    }
  }
}
