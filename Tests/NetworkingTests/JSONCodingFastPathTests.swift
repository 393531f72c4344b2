import Foundation
import Networking
import TestSupport
import Testing

/// `JSONCoding` answers the common date and key shapes without Foundation (docs/performance.md,
/// "APIClient"); these pin the answers to what Foundation gives, so nothing accepted or decoded
/// changes.
@Suite("JSONCoding fast paths agree with Foundation")
struct JSONCodingFastPathTests {
  /// `parseISO8601` as it was before the fast path: Foundation's two styles and the year-1 guard.
  static func foundationDate(_ text: String) -> Date? {
    let date =
      (try? Date(text, strategy: .iso8601))
      ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    guard let date, date >= Date(timeIntervalSince1970: -62_135_596_800) else { return nil }
    return date
  }

  // Seeded (TestSupport's SplitMix64), so a failure names a reproducible input.
  @Test func randomDatesParseBitForBitAsFoundationParsesThem() {
    var random = SplitMix64(state: 0x0C4A_77E7_B0C5)
    var mismatches: [String] = []
    for index in 0..<20_000 {
      // A third near 2001 (the reference date, where rounding shows most), the rest anywhere.
      let year =
        index % 3 == 0 ? Int.random(in: 1995...2005, using: &random) : Int.random(in: 1500...9999, using: &random)
      let month = Int.random(in: 1...12, using: &random)
      let day = Int.random(in: 1...31, using: &random)  // some invalid: both must refuse them
      let time = (
        Int.random(in: 0...23, using: &random), Int.random(in: 0...59, using: &random),
        Int.random(in: 0...59, using: &random)
      )
      let digits = Int.random(in: 0...10, using: &random)
      let fraction = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
      let text =
        String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, time.0, time.1, time.2)
        + (digits > 0 ? "." + fraction : "") + "Z"
      let expected = Self.foundationDate(text)
      let actual = JSONCoding.parseISO8601(text)
      if actual != expected
        || actual?.timeIntervalSinceReferenceDate.bitPattern != expected?.timeIntervalSinceReferenceDate.bitPattern
      {
        mismatches.append(
          "\(text): \(String(describing: actual?.timeIntervalSinceReferenceDate)) vs \(String(describing: expected?.timeIntervalSinceReferenceDate))"
        )
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test(arguments: [
    "2026-11-22T12:00:00Z", "2026-11-22T12:00:00.250Z", "2026-11-22T12:00:00.123456789Z",
    "2026-11-22T12:00:00.1234567890Z",
    "2026-11-22T12:00:00.Z", "2026-11-22T12:00:00+01:00", "2026-11-22T12:00:00.5-05:30", "2026-11-22t12:00:00z",
    "2026-11-22 12:00:00Z", "2024-02-29T00:00:00Z", "2023-02-29T00:00:00Z", "2100-02-29T00:00:00Z",
    "2000-02-29T23:59:59Z",
    "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z", "2026-11-00T00:00:00Z",
    "2026-11-22T24:00:00Z",
    "2026-11-22T23:60:00Z", "2026-11-22T23:59:60Z", "1600-01-01T00:00:00Z", "1599-12-31T23:59:59Z",
    "1582-10-10T00:00:00Z",
    "0001-01-01T00:00:00Z", "0000-12-31T23:59:59Z", "9999-12-31T23:59:59.999Z", "+2026-11-22T12:00:00Z",
    "2026-1-22T12:00:00Z",
    "２０２６-11-22T12:00:00Z", "2026-11-22T12:00:00ZZ", "", "2026", "2026-11-22", "2026-11-22T12:00Z",
  ])
  func edgeShapesAsFoundation(text: String) {
    let expected = Self.foundationDate(text)
    let actual = JSONCoding.parseISO8601(text)
    #expect(actual?.timeIntervalSinceReferenceDate.bitPattern == expected?.timeIntervalSinceReferenceDate.bitPattern)
  }

  /// Keys of random shapes (letters of both cases, digits, underscores anywhere, non-ASCII) are
  /// converted as Foundation's `convertFromSnakeCase` converts them.
  @Test func randomKeysConvertAsFoundationConvertsThem() throws {
    struct Probe: Decodable {
      let key: String
      init(from decoder: any Decoder) throws {
        key = try decoder.container(keyedBy: AnyKey.self).allKeys.first?.stringValue ?? ""
      }
    }
    struct AnyKey: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    let foundation = JSONDecoder()
    foundation.keyDecodingStrategy = .convertFromSnakeCase
    let alphabet = Array("abcxyz_____AZ09é")
    var random = SplitMix64(state: 0x5EED_CA5E)
    var mismatches: [String] = []
    for _ in 0..<2_000 {
      let key = String(
        (0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let data = try JSONSerialization.data(withJSONObject: [key: 1])
      let expected = try foundation.decode(Probe.self, from: data).key
      let actual = try JSONCoding.decoder.decode(Probe.self, from: data).key
      if actual != expected { mismatches.append("\(key): \(actual) vs \(expected)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
