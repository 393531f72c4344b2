import ChatterboxAPI
import ChatterboxComposition
import ChatterboxPresentation
import Localization
import TerminalUI

/// What a command says, and how it exits, when a saved copy stands in for the server's answer
/// (the README's exit-code table): offline is what saved copies are for (the notice, exit 0); an
/// answer that could not be read is a server fault a script must see (its own notice, exit 76),
/// never passed off as "offline".
///
/// ```swift
/// if let reason = snapshot.savedCopyReason { lines.append(SavedCopyNotice.line(for: reason, strings)) }
/// return SavedCopyNotice.exitCode(for: reason) // .protocolError (76) after an unreadable answer
/// ```
enum SavedCopyNotice {
  /// The notice line, in the words for saved cues when `cues`, else for "what was saved".
  ///
  /// ```swift
  /// SavedCopyNotice.line(for: .unreadableAnswer, strings, cues: true)
  /// // "The server's answer could not be read — showing saved cues."
  /// ```
  static func line(for reason: SavedCopyReason, _ strings: Localizer, cues: Bool = false) -> String {
    switch reason {
    case .unreachable: strings.string(cues ? "cues.offline_banner" : "cli.offline_saved")
    case .unreadableAnswer: strings.string(cues ? "cli.saved_copy.unreadable_cues" : "cli.saved_copy.unreadable")
    case .answerTooLarge: strings.string(cues ? "cli.saved_copy.too_large_cues" : "cli.saved_copy.too_large")
    }
  }

  /// 0 for a saved copy shown offline, 76 (``ExitCode/protocolError``) after an unreadable answer
  /// or one refused as too large (a server fault, as without a saved copy).
  ///
  /// ```swift
  /// SavedCopyNotice.exitCode(for: .unreachable) // .success
  /// ```
  static func exitCode(for reason: SavedCopyReason) -> ExitCode {
    reason == .unreachable ? .success : .protocolError
  }
}
