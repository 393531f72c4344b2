import CLITestSupport
import ChatterboxPresentation
import Localization
import TestSupport
import Testing

/// The keys other modules use (`NetworkError.messageKey`, `SignInFailure.messageKey`,
/// `DeepLinkRejection.messageKey`) and the CLI's own: each must exist in the app's catalog
/// (`Modules/ChatterboxPresentation/Resources/Localizable.xcstrings`), which must be clean.
@Suite("App catalog content")
struct AppCatalogTests {
  static let requiredKeys: [String] =
    [
      "offline", "timeout", "cancelled", "unauthorized", "forbidden", "not_found", "rate_limited", "server",
      "decoding", "encoding", "invalid_response", "insecure_url",
      "redirect_refused", "answer_too_large", "untrusted_certificate", "tls_handshake_failed",
    ].map { "error.network.\($0)" }
    + [
      "invalid_email", "invalid_code_format", "rate_limited", "link_expired", "link_used", "link_invalid",
      "code_invalid", "offline", "unexpected",
    ].map { "auth.error.\($0)" }
    + [
      "too_long", "malformed", "unsupported_scheme", "insecure_scheme", "host_not_allowed", "user_info_present",
      "unexpected_port", "unknown_path", "missing_token", "duplicate_token", "invalid_token", "token_in_fragment",
      "invalid_id",
    ].map { "deeplink.rejected.\($0)" }
    + [
      "cli.login.check_inbox", "cli.login.next_steps", "cli.login.cooldown", "cli.signed_in_as", "cli.signed_out",
      "cli.not_signed_in", "cli.whoami.practising", "cli.whoami.no_language", "cli.languages.header",
      "cli.language.switched", "cli.settings.ui_language", "cli.settings.practice_language", "cues.offline_banner",
      "cues.count", "history.progress", "record.meter.hint", "devtools.refused", "common.duration.minutes_seconds",
    ]
    + ["viewing_cue", "recording", "reviewing", "uploading", "done"].map { "practice.state.\($0)" }
    + ["queued", "uploading", "waiting_for_network", "failed", "done"].map { "upload.state.\($0)" }
    + ["on", "off", "status_on", "status_off"].map { "analytics.consent.\($0)" }

  @Test("every key the modules use is in the catalog, in every shipped language")
  func requiredKeysPresent() throws {
    let bundled = try appCatalog()
    for key in Self.requiredKeys {
      let entry = try #require(bundled[key], "\(key)")
      for language in bundled.languages {
        #expect(entry.localizations[language] != nil, "\(key) [\(language)]")
      }
    }
  }

  @Test("sample lines read as expected")
  func samples() throws {
    let bundled = try appCatalog()
    let en = Localizer(catalog: bundled, language: "en")
    #expect(en.string("cues.offline_banner") == "Showing saved cues")
    #expect(en.plural("history.progress", count: 3, 10) == "3 of 10 cues practised")
    #expect(en.string("history.summary", 1, 3) == "1 cue over 3 days")
    #expect(en.plural("auth.error.rate_limited", count: 1) == "Too many sign-in requests. Try again in 1 second.")
    #expect(en.string("devtools.refused") == "Developer tools need the developer flag on your account.")

    let ru = en.switching(to: "ru")
    #expect(ru.plural("cli.login.cooldown", count: 22) == "Новую ссылку можно запросить через 22 секунды.")
    #expect(ru.plural("history.progress", count: 5, 12) == "5 карточек из 12 пройдено")
    #expect(ru.string("history.summary", 21, 5) == "21 карточка за 5 дней")

    let fr = en.switching(to: "fr")
    #expect(fr.plural("cues.count", count: 0) == "0 carte")
    #expect(fr.plural("cues.count", count: 1_000_000) == "1000000 de cartes")
    #expect(en.switching(to: "es").plural("cues.count", count: 2_000_000) == "2000000 de tarjetas")

    let ar = en.switching(to: "ar")
    #expect(ar.plural("cues.count", count: 0) == "لا توجد بطاقات")
    #expect(ar.plural("cues.count", count: 2) == "بطاقتان")
    #expect(ar.plural("cues.count", count: 3) == "3 بطاقات")
    #expect(ar.plural("cues.count", count: 11) == "11 بطاقة")
    #expect(ar.plural("cues.count", count: 100) == "100 بطاقة")

    #expect(en.switching(to: "ja").plural("history.progress", count: 3, 10) == "10 枚中 3 枚を練習済み")
    #expect(en.switching(to: "de").string("cli.login.check_inbox", "a•••@example.com").contains("a•••@example.com"))
  }

  @Test("the CLI finds its catalog in its resource bundle")
  func loadsFromTheBundle() throws {
    let catalog = try appCatalog()
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.languages == ShippedLanguages.all.sorted(), "the bundle holds the source catalog's languages")
    #expect(CLIStrings.catalog == catalog)
    #expect(catalog["cli.signed_out"]?.localizations["fr"] == .single("Déconnecté."))
    guard case .plural(let forms)? = catalog["cues.count"]?.localizations["ru"]?.variants else {
      Issue.record("cues.count [ru] is not plural")
      return
    }
    #expect(Set(forms.keys) == [.one, .few, .many, .other])
    #expect(catalog["history.summary"]?.localizations["en"]?.substitutions["days"]?.argumentNumber == 2)
  }

  @Test("the shipped catalog is clean in every language it has")
  func lintClean() throws {
    let problems = CatalogLinter(shippedLanguages: ShippedLanguages.all).lint(try appCatalog())
    #expect(problems.map(\.description) == [])
  }
}
