import Foundation
import Observability
import Observation

/// The app's current UI language, switchable at run time without a restart.
///
/// `@MainActor` because the UI language is UI state: SwiftUI views and view models read it on the
/// main actor, and confining the mutable state there makes switching race-free without locks.
/// Work off the main actor takes ``localizer`` — an immutable, `Sendable` snapshot — and uses
/// it anywhere; the CLI can skip the provider entirely and hold a ``Localizer``.
///
/// Observers learn of a switch two ways: Observation (SwiftUI, `withObservationTracking`) through
/// ``language`` and ``localizer``, and ``languageChanges()`` for code that prefers a stream.
@MainActor
@Observable
public final class LocalizationProvider {
  /// The snapshot every lookup goes through; replaced (not mutated) on a switch. Hand it to
  /// code off the main actor.
  public private(set) var localizer: Localizer

  // Subscribers of `languageChanges()`. A lock-protected `let` so stream terminations (on any
  // thread) and `deinit` (nonisolated) can reach it without hopping to the main actor.
  @ObservationIgnored private let subscribers = LockedValue<[Int: AsyncStream<String>.Continuation]>([:])
  @ObservationIgnored private var nextSubscriberID = 0

  /// Creates a provider over `catalog`.
  public init(
    catalog: StringCatalog, language: String, diagnostics: LocalizationDiagnostics = LocalizationDiagnostics()
  ) {
    localizer = Localizer(catalog: catalog, language: language, diagnostics: diagnostics)
  }

  /// Creates a provider over the catalog `load` returns. If it throws (no bundle, no file, not a
  /// catalog) the reason is logged once at `notice` and every string shows its key: the program
  /// keeps working (``StringCatalog/orEmpty(diagnostics:_:)``).
  public convenience init(
    language: String, diagnostics: LocalizationDiagnostics = LocalizationDiagnostics(),
    catalog load: () throws -> StringCatalog
  ) {
    let catalog = StringCatalog.orEmpty(diagnostics: diagnostics, load)
    self.init(catalog: catalog, language: language, diagnostics: diagnostics)
  }

  deinit {
    // Take the continuations out first: `finish()` runs `onTermination`, which takes the lock.
    let remaining = subscribers.withLock { subscribers in
      defer { subscribers.removeAll() }
      return Array(subscribers.values)
    }
    for continuation in remaining { continuation.finish() }
  }

  /// The current UI language ("es-MX").
  public var language: String { localizer.language }

  /// Which way the UI runs now.
  public var textDirection: TextDirection { localizer.textDirection }

  /// The languages the catalog has text for (plus the pseudo-languages when `includingPseudo`).
  public func availableLanguages(includingPseudo: Bool = false) -> [String] {
    localizer.catalog.languages + (includingPseudo ? PseudoLocalization.allCases.map(\.languageTag) : [])
  }

  /// Switches the UI language. Observers are notified only if the language actually changes.
  public func switchLanguage(to language: String) {
    let next = localizer.switching(to: language)
    guard next.language != localizer.language else { return }
    localizer = next
    let changed = next.language
    for continuation in subscribers.value.values { continuation.yield(changed) }
  }

  /// A stream of language identifiers, one per switch (not the current one), for observers that
  /// are not SwiftUI views. Each call makes an independent stream; it ends when the provider goes.
  public func languageChanges() -> AsyncStream<String> {
    let id = nextSubscriberID
    nextSubscriberID += 1
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
    let subscribers = self.subscribers
    continuation.onTermination = { _ in subscribers.withLock { _ = $0.removeValue(forKey: id) } }
    subscribers.withLock { $0[id] = continuation }
    return stream
  }

  /// The text for `key` in the current language (tracked: a view that calls this is updated
  /// after a switch).
  public func string(_ key: String, _ arguments: LocalizationArgument...) -> String {
    localizer.string(key, arguments: arguments)
  }

  /// The plural text for `key`, `count` being argument 1.
  public func plural(_ key: String, count: Int, _ arguments: LocalizationArgument...) -> String {
    localizer.string(key, arguments: [.int(count)] + arguments)
  }
}
