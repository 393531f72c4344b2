import Observability

/// Reports lookup problems — a missing key, a translation whose arguments do not fit, a language
/// the catalog lacks, a catalog that could not be loaded — each at most once per key and
/// language, so a screen redrawn sixty times a second does not flood the log. Shared by a
/// ``Localizer`` and every localizer derived from it.
///
/// Quiet by default: falling back is routine, so those lines go out at ``level`` (`debug` unless
/// the host asks for more), and a catalog that could not be loaded at `notice`. What prints is
/// the host's choice, through the handler it installs. Keys and language codes are logged as
/// public (they are code, not user data); argument values are never logged.
public final class LocalizationDiagnostics: Sendable {
  private let logger: Logger
  private let reported = LockedValue<Set<String>>([])

  /// The level fallbacks (missing key, language or format) are logged at.
  public let level: LogLevel

  /// Creates diagnostics that log to `logger` (category "localization" by default), fallbacks at
  /// `level`.
  public init(logger: Logger = Logger(category: LocalizationDiagnostics.category), level: LogLevel = .debug) {
    self.logger = logger
    self.level = level
  }

  /// The log category localization problems use.
  public static let category = LogCategory("localization")

  /// The problems reported so far, as "kind key [language]" lines, for tests and debug screens.
  public var reportedProblems: [String] { reported.value.sorted() }

  func missing(key: String, language: String, shown fallback: String?) {
    guard firstTime("missing \(key) [\(language)]") else { return }
    if let fallback {
      logger.log(
        level,
        "missing localization \(key, privacy: .public) [\(language, privacy: .public)]; showing \(fallback, privacy: .public)"
      )
    } else {
      logger.log(
        level, "missing localization \(key, privacy: .public) [\(language, privacy: .public)]; showing the key")
    }
  }

  func languageNotShipped(_ language: String, shown fallback: String) {
    guard firstTime("language [\(language)]") else { return }
    logger.log(level, "no translations for \(language, privacy: .public); showing \(fallback, privacy: .public)")
  }

  func formatFailed(key: String, language: String, error: FormatError) {
    guard firstTime("format \(key) [\(language)]") else { return }
    logger.log(
      level,
      "cannot format \(key, privacy: .public) [\(language, privacy: .public)]: \(error.description, privacy: .public); falling back"
    )
  }

  func catalogUnavailable(_ error: any Error) {
    guard firstTime("catalog") else { return }
    logger.notice("string catalog unavailable, showing keys: \(String(describing: error), privacy: .public)")
  }

  private func firstTime(_ problem: String) -> Bool {
    reported.withLock { $0.insert(problem).inserted }
  }
}
