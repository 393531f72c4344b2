import Foundation
import Testing

@testable import DevServerCore

@Suite("Building blocks")
struct UnitTests {
  @Test("WAV duration walks chunks and clamps streaming sizes")
  func wavDuration() {
    let plain = UploadFixtures.wav(milliseconds: 750)
    #expect(WAVDuration.milliseconds(header: plain, fileSize: Int64(plain.count)) == 750)
    let withList = UploadFixtures.wav(milliseconds: 1200, listChunk: true)
    #expect(WAVDuration.milliseconds(header: withList, fileSize: Int64(withList.count)) == 1200)
    var streaming = plain
    // A streaming writer's placeholder data size: trust the file size instead.
    let dataSizeOffset = streaming.count - 12_000 - 4
    streaming.replaceSubrange(dataSizeOffset..<dataSizeOffset + 4, with: [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(WAVDuration.milliseconds(header: streaming, fileSize: Int64(streaming.count)) == 750)
    #expect(WAVDuration.milliseconds(header: Array("not a wav".utf8), fileSize: 9) == nil)
  }

  @Test("Secure random tokens and codes have the contract's shape")
  func randomShapes() {
    let tokens = (0..<100).map { _ in SecureRandom.token() }
    #expect(tokens.allSatisfy { $0.count == 43 && $0.utf8.allSatisfy(Base64URL.isAlphabet) })
    #expect(Set(tokens).count == 100)
    let codes = (0..<100).map { _ in SecureRandom.sixDigitCode() }
    #expect(codes.allSatisfy { $0.count == 6 && $0.allSatisfy(\.isNumber) })
  }

  @Test("Base64url round-trips and rejects foreign characters")
  func base64URL() {
    let bytes: [UInt8] = [0xFB, 0xFF, 0x00, 0x10]
    let encoded = Base64URL.encode(bytes)
    #expect(encoded == "-_8AEA")
    #expect(Base64URL.decode(encoded).map(Array.init) == bytes)
    #expect(Base64URL.decode("a+b/") == nil)
  }

  @Test("Base64url decoding accepts only the canonical spelling (unused low bits zero)")
  func base64URLIsCanonical() {
    #expect(Base64URL.decode("AA").map(Array.init) == [0x00])
    #expect(Base64URL.decode("AB") == nil)
    #expect(Base64URL.decode("AP") == nil)
    #expect(Base64URL.decode("AAA").map(Array.init) == [0x00, 0x00])
    #expect(Base64URL.decode("AAB") == nil)
    #expect(Base64URL.decode("-_8AEB") == nil)
    #expect(Base64URL.decode("A") == nil)
    for count in 0..<40 {
      let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max) }
      #expect(Base64URL.decode(Base64URL.encode(bytes)).map(Array.init) == bytes)
    }
  }

  @Test("Request decoding names the field of a number that does not fit, also inside arrays")
  func numberDiagnosis() {
    struct Item: Decodable {
      let n: Int
      let label: String?
    }
    struct Input: Decodable {
      let items: [Item]
      let small: UInt8?
    }
    func message(_ json: String) -> String? {
      let result = Result { try RequestDecoding.decode(Input.self, from: Data(json.utf8)) }
      guard case .failure(let error) = result else { return nil }
      return (error as? APIError)?.message
    }
    #expect(message(#"{"items": [{"n": 1}, {"n": 2.5}]}"#) == "Field `items[1].n` must be an integer.")
    #expect(message(#"{"items": [{"n": 1, "label": 7}]}"#) == "Field `items[0].label` must be a string.")
    #expect(message(#"{"items": [], "small": 256}"#) == "Field `small` must be an integer between 0 and 255.")
    #expect(message(#"{"items": [{"n": 1e19}]}"#)?.hasPrefix("Field `items[0].n` must be an integer between") == true)
    #expect(message(#"{"items": [{"n": 1}, {}]}"#) == "Field `items[1].n` is required.")
    #expect(message(#"{"items": [{"n": 2.5}"#) == "The request body is not valid JSON.")
    #expect(message(#"{"items": [{"n": 2.0}], "small": 1e2}"#) == nil)
  }

  @Test("Constant-time comparison")
  func constantTime() {
    #expect(ConstantTime.equals(Array("abc".utf8), Array("abc".utf8)))
    #expect(!ConstantTime.equals(Array("abc".utf8), Array("abd".utf8)))
    #expect(!ConstantTime.equals(Array("abc".utf8), Array("ab".utf8)))
  }

  @Test("Emails are normalized for lookup and masked for logs")
  func emails() {
    #expect(EmailAddress.normalized("  Ana@Example.COM ") == "ana@example.com")
    #expect(EmailAddress.normalized("ana@example") == nil)
    #expect(EmailAddress.normalized("a b@example.com") == nil)
    #expect(EmailAddress.normalized("a\u{1}b@example.com") == nil)
    #expect(EmailAddress.normalized("ana@example.com\r\n") == nil)
    #expect(EmailAddress.normalized("ana@example.com\u{FEFF}") == nil)
    #expect(EmailAddress.normalized("ana@sub..example.com") == nil)
    #expect(EmailAddress.normalized("Ána@Exämple.COM") == "ána@exämple.com")
    #expect(EmailAddress.normalized(String(repeating: "a", count: 242) + "@example.com") != nil)
    #expect(EmailAddress.normalized(String(repeating: "a", count: 243) + "@example.com") == nil)
    #expect(EmailAddress.masked("ana@example.com") == "a***@e***")
  }

  @Test("Signed URLs verify only for the same method, path and expiry")
  func urlSigner() throws {
    let signer = URLSigner(key: SigningKeys(secret: .init(size: .bits256)).signedURL)
    let signature = signer.signature(method: "PUT", path: "/uploads/rec_1", expires: 100)
    try signer.verify(method: "PUT", path: "/uploads/rec_1", expires: "100", signature: signature, now: 100)
    #expect(throws: APIError.invalidSignature) {
      try signer.verify(method: "GET", path: "/uploads/rec_1", expires: "100", signature: signature, now: 1)
    }
    #expect(throws: APIError.invalidSignature) {
      try signer.verify(method: "PUT", path: "/uploads/rec_2", expires: "100", signature: signature, now: 1)
    }
    #expect(throws: APIError.urlExpired) {
      try signer.verify(method: "PUT", path: "/uploads/rec_1", expires: "100", signature: signature, now: 101)
    }
  }

  @Test("Signed URLs verify only in the spelling the server issued")
  func urlSignerIsCanonical() throws {
    let signer = URLSigner(key: SigningKeys(secret: .init(size: .bits256)).signedURL)
    let signature = signer.signature(method: "PUT", path: "/uploads/rec_1", expires: 100)
    for (expires, signature) in [("100", signature.uppercased()), ("+100", signature), ("0100", signature)] {
      #expect(throws: APIError.invalidSignature) {
        try signer.verify(method: "PUT", path: "/uploads/rec_1", expires: expires, signature: signature, now: 1)
      }
    }
  }
}

@Suite("RFC 3339")
struct RFC3339Tests {
  @Test(
    "Valid date-times",
    arguments: [
      "2026-11-22T12:00:00Z", "2026-11-22t12:00:00z", "2024-02-29T23:59:60.5+23:59", "0156-06-21T19:43:58.0+22:23",
      "2026-11-22T12:00:00.123456-05:00",
    ])
  func valid(text: String) {
    #expect(RFC3339.isValid(text))
  }

  @Test(
    "Invalid date-times",
    arguments: [
      "2026-11-22", "2026-11-22 12:00:00Z", "2025-02-29T12:00:00Z", "2026-13-01T00:00:00Z", "2026-11-22T24:00:00Z",
      "2026-11-22T12:00:00", "2026-11-22T12:00:00.Z", "2026-11-22T12:00:00+0200", "yesterday",
    ])
  func invalid(text: String) {
    #expect(!RFC3339.isValid(text))
  }
}
