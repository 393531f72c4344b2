import Foundation
import Networking
import Testing

/// Inputs found by Tools/Fuzz (the `apijson` target), kept so the bugs stay fixed. See
/// Tools/Fuzz/README.md.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  private struct Stamped: Codable, Equatable {
    let createdAt: Date
  }

  /// Tools/Fuzz/crashers/apijson/date-before-year-1-not-reencodable.json: `JSONCoding.decoder`
  /// accepts `0000-01-01T00:00:00+14:00` (10:00 on 31 Dec of year -1 in UTC), but the ISO-8601
  /// encoder writes that instant as `-0001-12-31T10:00:00Z`, which neither `JSONCoding.decoder`
  /// nor `.iso8601` reads back. Any store that re-encodes a server date with `.iso8601` and reads
  /// it with `JSONCoding.parseISO8601` (UploadJobStore: `expires_at`) then finds its own file
  /// unreadable. A fix may reject such dates at decoding (a `DecodingError`) or make the encoding
  /// readable; either passes the first branch or the round trip.
  @Test(arguments: [
    #"{"created_at":"0000-01-01T00:00:00+14:00"}"#,
    #"{"created_at":"0000-01-01T00:00:00.5+00:01"}"#,
  ])
  func aDecodedDateSurvivesReencoding(body: String) throws {
    let decoded: Stamped
    do {
      decoded = try JSONCoding.decoder.decode(Stamped.self, from: Data(body.utf8))
    } catch {
      #expect(error is DecodingError)
      return
    }
    let reencoded = try JSONCoding.encoder.encode(decoded)
    _ = try JSONCoding.decoder.decode(Stamped.self, from: reencoded)
  }
}
