import Observability

/// Reports lookup problems — a missing key, a translation whose arguments do not fit — as log
/// warnings, each at most once per key and language, so a screen redrawn sixty times a second
/// does not flood the log. Shared by a ``Localizer`` and every localizer derived from it.
///
/// Keys and language codes are logged as public (they are code, not user data); argument values
/// are never logged.
///
/// ```swift
/// let memory = InMemoryLogHandler()
/// let diagnostics = LocalizationDiagnostics(logger: Logger(category: .ui, handler: memory))
/// let localizer = Localizer(catalog: catalog, language: "es", diagnostics: diagnostics)
/// ```
public final class LocalizationDiagnostics: Sendable {
  private let logger: Logger
  private let reported = LockedValue<Set<String>>([])

  /// Creates diagnostics that log to `logger` (category "localization" by default).
  ///
  /// ```swift
  /// let diagnostics = LocalizationDiagnostics()
  /// ```
  public init(logger: Logger = Logger(category: LocalizationDiagnostics.category)) {
    self.logger = logger
  }

  /// The log category localization problems use.
  ///
  /// ```swift
  /// LocalizationDiagnostics.category.name // "localization"
  /// ```
  public static let category = LogCategory("localization")

  /// The problems reported so far, as "kind key [language]" lines, for tests and debug screens.
  ///
  /// ```swift
  /// diagnostics.reportedProblems // ["missing cues.count [es]"]
  /// ```
  public var reportedProblems: [String] { reported.value.sorted() }

  func missing(key: String, language: String, shown fallback: String?) {
    guard firstTime("missing \(key) [\(language)]") else { return }
    if let fallback {
      logger.warning("missing localization \(key, privacy: .public) [\(language, privacy: .public)]; showing \(fallback, privacy: .public)")
    } else {
      logger.warning("missing localization \(key, privacy: .public) [\(language, privacy: .public)]; showing the key")
    }
  }

  func languageNotShipped(_ language: String, shown fallback: String) {
    guard firstTime("language [\(language)]") else { return }
    logger.warning("no translations for \(language, privacy: .public); showing \(fallback, privacy: .public)")
  }

  func formatFailed(key: String, language: String, error: FormatError) {
    guard firstTime("format \(key) [\(language)]") else { return }
    logger.warning("cannot format \(key, privacy: .public) [\(language, privacy: .public)]: \(error.description, privacy: .public); falling back")
  }

  func catalogUnavailable(_ error: LocalizationError) {
    guard firstTime("catalog") else { return }
    logger.error("string catalog unavailable, showing keys: \(error.description, privacy: .public)")
  }

  private func firstTime(_ problem: String) -> Bool {
    reported.withLock { $0.insert(problem).inserted }
  }
}
