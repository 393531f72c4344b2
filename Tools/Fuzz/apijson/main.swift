import ChatterboxAPI
// libFuzzer target: JSON decoding of every API response type.
//
// Compiled into module ChatterboxAPILive together with Modules/ChatterboxAPILive (see ../build.sh), so the
// internal wire DTOs are reachable. Every input is decoded as each type with the app's decoder
// (`JSONCoding.decoder`: snake_case keys, lenient ISO-8601 dates) — the corpus is plain JSON
// bodies. Checked properties:
//   - no crash; a failure is a `DecodingError` (the typed error APIClient maps), nothing else;
//   - a decoded DTO maps to its domain value (`.domain`) without trapping;
//   - a decoded public domain value survives the cache round trip (plain JSONEncoder/Decoder
//     with ISO-8601 dates, as CueCache persists them): the re-encoding decodes again, and a
//     second round gives the same bytes as the first;
//   - `JSONCoding.parseISO8601` never traps on short inputs.
import Foundation
import Networking

private let decoder = JSONCoding.decoder

private let cacheEncoder: JSONEncoder = {
  let encoder = JSONEncoder()
  encoder.dateEncodingStrategy = .iso8601
  encoder.outputFormatting = [.sortedKeys]
  return encoder
}()
private let cacheDecoder: JSONDecoder = {
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .iso8601
  return decoder
}()

private func decode<T: Decodable>(_: T.Type, _ data: Data) -> T? {
  do {
    return try decoder.decode(T.self, from: data)
  } catch is DecodingError {
    return nil
  } catch {
    fatalError("decoding \(T.self) threw a non-DecodingError: \(type(of: error)) \(error)")
  }
}

/// A public domain type: decode, then the cache round trip.
private func domain<T: Codable & Equatable>(_ type: T.Type, _ data: Data) {
  guard let value = decode(type, data) else { return }
  roundTrip(value)
}

private func roundTrip<T: Codable & Equatable>(_ value: T) {
  let first: Data
  do { first = try cacheEncoder.encode(value) } catch {
    // A Date the ISO-8601 encoder cannot write would be a cache-write failure, not a crash.
    return
  }
  let reread: T
  do { reread = try cacheDecoder.decode(T.self, from: first) } catch {
    if knownIssues, isNegativeYearDate(first) { return }
    fatalError(
      "\(T.self) re-encoded for the cache does not decode: \(error)\n\(String(decoding: first, as: UTF8.self))")
  }
  guard let second = try? cacheEncoder.encode(reread), second == first else {
    fatalError("\(T.self) cache round trip is not stable")
  }
}

// Known, reported bugs (each with a crasher in ../crashers/apijson/ and a `withKnownIssue`
// regression test) are tolerated so they do not stop every run; FUZZ_STRICT=1 reports them too.
// Remove an entry when its bug is fixed.
// The three reported bugs are fixed, so the run is strict by default.
private let knownIssues = ProcessInfo.processInfo.environment["FUZZ_ALLOW_FIXED_BUGS"] == "1"

/// crashers/apijson/date-before-year-1-not-reencodable.json: a date before 0001-01-01T00:00:00Z
/// decodes, but `.iso8601` writes it with a negative year that no ISO-8601 decoder here reads.
private func isNegativeYearDate(_ json: Data) -> Bool {
  String(decoding: json, as: UTF8.self).range(of: #""-[0-9]{4,}-[0-9]{2}-[0-9]{2}T"#, options: .regularExpression)
    != nil
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let body = Data(bytes: data, count: size)

  // Public domain types (what features and caches see).
  domain(Me.self, body)
  domain(Account.self, body)
  domain(Profile.self, body)
  domain(AppConfig.self, body)
  domain(Cue.self, body)
  domain(CuePage.self, body)
  domain(Recording.self, body)
  domain(RecordingPage.self, body)
  domain(RecordingUpload.self, body)

  // Internal wire DTOs, each mapped to its domain value as the repositories do.
  if let dto = decode(SessionDTO.self, body) { _ = dto.domain.description }
  if let dto = decode(MeDTO.self, body) { roundTrip(dto.domain) }
  if let dto = decode(AppConfigDTO.self, body) { roundTrip(dto.domain) }
  if let dto = decode(CuePageDTO.self, body) { roundTrip(dto.domain) }
  if let dto = decode(RecordingPageDTO.self, body) { roundTrip(dto.domain) }
  if let dto = decode(RecordingUploadDTO.self, body) { roundTrip(dto.domain) }
  if let dto = decode(RecordingDTO.self, body) { roundTrip(dto.domain) }
  _ = decode(MagicLinkReplyDTO.self, body)

  // The date parser on its own (the custom date strategy above feeds it only JSON strings).
  if size <= 64 { _ = JSONCoding.parseISO8601(String(decoding: body, as: UTF8.self)) }
  return 0
}
