import Foundation
import Testing

@testable import Localization

@Suite("Locale-aware helpers")
struct FormatHelpersTests {
  static let sample = (try? sampleCatalog()) ?? .empty
  static func localizer(_ language: String) -> Localizer { Localizer(catalog: sample, language: language) }

  /// ICU uses narrow / no-break spaces in several places; compare with plain spaces.
  func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
  }

  let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
  let utc = TimeZone(identifier: "UTC")!

  @Test("medium dates")
  func mediumDates() {
    #expect(Self.localizer("en").date(now, style: .medium, timeZone: utc) == "Jan 15, 2027")
    #expect(plain(Self.localizer("es").date(now, style: .medium, timeZone: utc)) == "15 ene 2027")
    #expect(plain(Self.localizer("fr").date(now, style: .medium, timeZone: utc)) == "15 janv. 2027")
  }

  @Test("short dates and times")
  func shortDates() {
    #expect(
      plain(Self.localizer("en").date(now, style: .short, includingTime: true, timeZone: utc)).contains("8:00 AM"))
    #expect(Self.localizer("en").date(now, style: .short, timeZone: utc) == "1/15/27")
    #expect(Self.localizer("es").date(now, style: .short, timeZone: utc) == "15/1/27")
    #expect(Self.localizer("fr").date(now, style: .short, timeZone: utc) == "15/01/2027")
    #expect(Self.localizer("fr").date(now, style: .short, includingTime: true, timeZone: utc).contains("08:00"))
  }

  @Test("an injected locale wins over the language's")
  func injectedLocale() {
    let british = Localizer(catalog: Self.sample, language: "en", locale: Locale(identifier: "en_GB"))
    #expect(british.date(now, style: .short, timeZone: utc) == "15/01/2027")
  }

  @Test("numbers")
  func numbers() {
    #expect(Self.localizer("en").number(1_234_567) == "1,234,567")
    #expect(Self.localizer("es").number(1_234_567) == "1.234.567")
    #expect(plain(Self.localizer("fr").number(1_234_567)) == "1 234 567")
    #expect(Self.localizer("en").number(1234.5) == "1,234.5")
    #expect(plain(Self.localizer("fr").number(1234.5)) == "1 234,5")
    #expect(Self.localizer("es").number(0.126, maximumFractionDigits: 2) == "0,13")
    #expect(Self.localizer("en").number(Double.nan) == "—")
  }

  static let compactCases: [(Double, String)] = [
    (0.0, "0:00"), (5.0, "0:05"), (65.0, "1:05"), (65.9, "1:05"), (600.0, "10:00"), (3723.0, "1:02:03"),
    (-4.0, "0:00"), (Double.infinity, "0:00"),
  ]

  @Test("compact durations", arguments: compactCases)
  func compactDurations(seconds: Double, expected: String) {
    #expect(Self.localizer("fr").duration(seconds) == expected)
  }

  @Test("spelled durations in the UI language")
  func spelledDurations() {
    #expect(Self.localizer("en").duration(65, style: .spelled) == "1 min 5 s")
    #expect(Self.localizer("es").duration(65, style: .spelled) == "1 min 5 s")
    #expect(Self.localizer("fr").duration(65, style: .spelled) == "1 min 5 s")
    #expect(Self.localizer("de").duration(65, style: .spelled) == "1 Min. 5 Sek.")
    #expect(Self.localizer("ru").duration(65, style: .spelled) == "1 мин 5 с")
    #expect(Self.localizer("en").duration(45, style: .spelled) == "45 s")
    #expect(Self.localizer("en").duration(120, style: .spelled) == "2 min")
    #expect(Self.localizer("fr").duration(3900, style: .spelled) == "1 h 5 min")
  }

  static let relativeCases: [(String, Double, String)] = [
    ("en", -180.0, "3 minutes ago"), ("en", 7200.0, "in 2 hours"), ("en", -1.0, "just now"),
    ("en", -60.0, "1 minute ago"), ("en", -119.0, "1 minute ago"), ("en", -259_200.0, "3 days ago"),
    ("en", 30.0, "in 30 seconds"),
    ("es", -180.0, "hace 3 minutos"), ("es", 7200.0, "dentro de 2 horas"), ("es", -3600.0, "hace 1 hora"),
    ("fr", -180.0, "il y a 3 minutes"), ("fr", 7200.0, "dans 2 heures"), ("fr", -86_400.0, "il y a 1 jour"),
    ("fr", -2.0, "à l'instant"),
    ("ru", -180.0, "3 минуты назад"), ("ru", -300.0, "5 минут назад"), ("ru", 75_600.0, "через 21 час"),
    ("de", -172_800.0, "vor 2 Tagen"), ("ja", -180.0, "3 分前"), ("ar", -120.0, "قبل دقيقتين"),
  ]

  @Test("relative times, past and future", arguments: relativeCases)
  func relative(language: String, offset: Double, expected: String) {
    #expect(Self.localizer(language).relativeTime(now.addingTimeInterval(offset), relativeTo: now) == expected)
  }
}
