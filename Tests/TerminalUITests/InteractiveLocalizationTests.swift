import CLITestSupport
import DesignTokens
import Foundation
import Localization
import Observability
import TestSupport
import Testing

@testable import ChatterboxComposition
@testable import TerminalUI

/// The interactive app in the learner's language: every key in the catalog, screens rendered in
/// other languages (a Spanish snapshot; every screen in every shipped language fits the
/// terminal and shows no raw key), and a live switch from Settings.
@MainActor
@Suite("Interactive app: localized text")
struct InteractiveLocalizationTests {
  static let shipped = ShippedLanguages.all

  @Test func everyKeyIsInTheCatalogInEveryShippedLanguage() throws {
    let catalog = try appCatalog()
    for key in InteractiveStrings.Key.allCases {
      let entry = try #require(catalog[key.rawValue], "\(key.rawValue) is not in the catalog")
      for language in Self.shipped {
        #expect(entry.localizations[language] != nil, "\(key.rawValue) [\(language)]")
      }
    }
  }

  @Test func theCueListInSpanishMatchesItsSnapshot() async {
    let session = TerminalShell(services: InteractiveFixtures.services(uiLanguage: "es"))
    await session.start()
    let screen = InteractiveSnapshotTests.trimmed(
      session.render(size: TerminalSize(columns: 80, rows: 24), theme: TestThemes.plain(.dark)))
    #expect(screen == Self.spanishCues, "\n\(screen)")
  }

  @Test func theHelpInArabicMatchesItsSnapshot() async {
    let session = TerminalShell(services: InteractiveFixtures.services(uiLanguage: "ar"))
    await session.start()
    await session.press(.character("?"))
    let screen = InteractiveSnapshotTests.trimmed(
      session.render(size: TerminalSize(columns: 80, rows: 24), theme: TestThemes.plain(.dark)))
    #expect(screen == Self.arabicHelp, "\n\(screen)")
  }

  /// Every screen, in every shipped language: exactly the terminal's size (longer words and
  /// wide characters included) and no key shown in place of a missing text.
  @Test(arguments: ["es", "fr", "de", "ru", "ar", "ja"])
  func everyScreenFitsAndIsTranslated(language: String) async throws {
    var visited = 0
    try await InteractiveScreenTour.visit(language: language) { name, session in
      visited += 1
      #expect(session.strings.language == language)
      for size in [
        TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
      ] {
        let lines = session.render(size: size, theme: TestThemes.plain(.dark))
        #expect(lines.count == size.rows, "\(name) [\(language)] at \(size)")
        for line in lines where DisplayWidth.of(line) != size.columns {
          Issue.record("\(name) [\(language)] at \(size): a line is \(DisplayWidth.of(line)) columns: \(line)")
        }
        let text = lines.joined(separator: "\n")
        for prefix in ["tui.", "common.", "netlog.", "cues.difficulty."] {
          #expect(!text.contains(prefix), "\(name) [\(language)] shows a key:\n\(text)")
        }
      }
    }
    #expect(visited == InteractiveScreenTour.names.count)
  }

  /// Settings → App language takes effect at once: the confirmation, the header and every
  /// screen after it are in the new language.
  @Test func switchingTheAppLanguageIsLive() async {
    let session = TerminalShell(services: InteractiveFixtures.services())
    await session.start()
    let size = TerminalSize(columns: 80, rows: 24)
    #expect(session.render(size: size, theme: TestThemes.plain(.dark))[0].contains("[Cues]"))
    await session.press(.character("3"))
    await session.press(.down)
    await session.press(.enter)  // the app-language picker: every shipped language, English current
    await session.press(.down)
    await session.press(.enter)
    #expect(session.uiLanguage.value == "es")
    #expect(session.ui.notice?.text == "La aplicación ahora está en Español.")
    let settings = session.render(size: size, theme: TestThemes.plain(.dark))
    #expect(settings[0].contains("[Ajustes]"))
    #expect(settings.contains { $0.contains("Idioma de la aplicación") })
    await session.press(.character("1"))
    #expect(session.render(size: size, theme: TestThemes.plain(.dark))[0].contains("[Tarjetas]"))
  }

  @Test func plainModeSpeaksTheAppLanguage() async {
    let out = LockedValue("")
    let console = Console(out: { text in out.withLock { $0 += text } }, error: { _ in }, isInteractive: false)
    let session = TerminalShell(services: InteractiveFixtures.services(signedIn: false, uiLanguage: "fr"))
    await PlainMode(session: session, console: console, input: ScriptedLineSource([])).run()
    #expect(out.value.hasPrefix("Chatterbox (mode texte)."))
    #expect(out.value.contains("Adresse e-mail : "))
    #expect(out.value.hasSuffix("Au revoir.\n"))
  }

  @Test func countsUseEachLanguagesPluralForms() {
    let russian = InteractiveStrings(language: "ru")
    #expect(russian.plural(.devCount, count: 1) == "1 запрос")
    #expect(russian.plural(.devCount, count: 3) == "3 запроса")
    #expect(russian.plural(.devCount, count: 11) == "11 запросов")
    let arabic = InteractiveStrings(language: "ar")
    #expect(arabic.plural(.cuesHeading, count: 2, "Español") == "Español — بطاقتان")
    #expect(arabic.plural(.cuesHeading, count: 5, "Español") == "Español — 5 بطاقات")
    #expect(InteractiveStrings(language: "ja").plural(.historyProgress, count: 3, 60) == "60 枚中 3 枚を練習済み")
    #expect(InteractiveStrings(language: "es").difficulty(.beginner) == "principiante")
  }

  @Test func anUnshippedLanguageFallsBackToEnglish() {
    let swedish = InteractiveStrings(language: "sv")
    #expect(swedish.string(.tabCues) == "Cues")
    #expect(swedish.plural(.historyProgress, count: 3, 60) == "3 of 60 cues practised")
  }

  static let spanishCues = """
     Chatterbox  [Tarjetas]  Historial   Ajustes                   a•••@example.com
    ────────────────────────────────────────────────────────────────────────────────
     Español — 20 tarjetas · hay más


     › Tu rutina de la mañana                                         principiante
       En la cafetería                                                principiante
       Un viaje que nunca olvidarás, con todos los detalles: dónde,…  intermedio
       日本語で自己紹介をしてください（名前、仕事、趣味）             avanzado
       Tema 5                                                         intermedio
       Tema 6                                                         intermedio
       Tema 7                                                         intermedio
       Tema 8                                                         intermedio
       Tema 9                                                         intermedio
       Tema 10                                                        intermedio
       Tema 11                                                        intermedio
       Tema 12                                                        intermedio
       Tema 13                                                        intermedio
       Tema 14                                                        intermedio
       Tema 15                                                        intermedio
       Tema 16                                                        intermedio


     ↑↓ mover  enter abrir  n más  s mezclar  r actualizar  ? ayuda  q salir
    """

  static let arabicHelp = """
     Chatterbox  [البطاقات]  السجل   الإعدادات                     a•••@example.com
    ────────────────────────────────────────────────────────────────────────────────
     المفاتيح

     ↑ k ↓ j home g end G  تنقّل
     pgup pgdn space       تمرير
     enter → l             فتح
     n                     المزيد
     s                     خلط
     r                     تحديث
     tab                   الشاشة التالية
     shift-tab             الشاشة السابقة
     1                     البطاقات
     2                     السجل
     3                     الإعدادات
     esc backspace         رجوع
     ?                     مساعدة
     q                     خروج

     اضغط أي مفتاح لإغلاق هذه المساعدة.



     esc إغلاق
    """
}
