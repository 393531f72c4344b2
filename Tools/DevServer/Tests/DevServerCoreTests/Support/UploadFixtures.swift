import Crypto
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore

@testable import DevServerCore

/// Builders for recordings and their uploads.
enum UploadFixtures {
  /// A mono 16-bit PCM WAV of `milliseconds` of silence, optionally with a `LIST` chunk before `data`.
  static func wav(milliseconds: Int, sampleRate: Int = 8_000, listChunk: Bool = false) -> [UInt8] {
    let byteRate = sampleRate * 2
    let data = [UInt8](repeating: 0, count: byteRate * milliseconds / 1000)
    var fmt: [UInt8] = []
    fmt += le16(1) + le16(1) + le32(sampleRate) + le32(byteRate) + le16(2) + le16(16)
    var chunks = Array("fmt ".utf8) + le32(fmt.count) + fmt
    if listChunk {
      let info = Array("INFOISFT".utf8) + le32(5) + Array("test\0".utf8) + [0]
      chunks += Array("LIST".utf8) + le32(info.count) + info
    }
    chunks += Array("data".utf8) + le32(data.count) + data
    return Array("RIFF".utf8) + le32(4 + chunks.count) + Array("WAVE".utf8) + chunks
  }

  static func sha256(_ bytes: [UInt8]) -> String {
    Hex.encode(SHA256.hash(data: bytes))
  }

  /// Path and query of an absolute URL, as the test client wants it.
  static func pathAndQuery(_ url: String) -> String {
    guard let components = URLComponents(string: url) else { return url }
    return components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
  }

  private static func le16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
  }

  private static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(value >> ($0 * 8) & 0xFF) }
  }
}

/// A created (not yet uploaded) recording.
struct PendingUpload {
  let recordingID: String
  let uploadPath: String
  let bytes: [UInt8]
}

extension TestClientProtocol {
  /// Calls create_recording_upload for `bytes`, declaring `declaredSize`/`declaredSHA`, `timeZone` and
  /// `recordedAt` when given.
  func createUpload(
    token: String, bytes: [UInt8], cueID: String = "en-001", contentType: String = "audio/wav",
    declaredSize: Int? = nil, declaredSHA: String? = nil, timeZone: String? = nil, recordedAt: String? = nil
  ) async throws -> PendingUpload {
    var body: [String: Any] = [
      "cue_id": cueID, "content_type": contentType, "byte_size": declaredSize ?? bytes.count,
      "sha256": declaredSHA ?? UploadFixtures.sha256(bytes),
    ]
    body["time_zone"] = timeZone
    body["recorded_at"] = recordedAt
    let response = try await rpc("create_recording_upload", body, token: token)
    guard response.status == .created, let id = response.json["recording_id"] as? String,
      let url = response.json["upload_url"] as? String
    else { throw TestFailure("create_recording_upload: \(response.status) \(response.text)") }
    return PendingUpload(recordingID: id, uploadPath: UploadFixtures.pathAndQuery(url), bytes: bytes)
  }

  /// PUTs `bytes` (default: the declared bytes) to the upload URL.
  func put(_ upload: PendingUpload, bytes: [UInt8]? = nil, contentType: String = "audio/wav") async throws
    -> TestResponse
  {
    try await execute(
      uri: upload.uploadPath, method: .put, headers: [.contentType: contentType],
      body: ByteBuffer(bytes: bytes ?? upload.bytes))
  }

  /// Creates, uploads and completes a recording (recorded in `timeZone` and at `recordedAt` when given); returns
  /// the completed recording JSON.
  func completeRecording(
    token: String, bytes: [UInt8], cueID: String = "en-001", timeZone: String? = nil, recordedAt: String? = nil
  ) async throws -> [String: Any] {
    let upload = try await createUpload(
      token: token, bytes: bytes, cueID: cueID, timeZone: timeZone, recordedAt: recordedAt)
    let put = try await put(upload)
    guard put.status == .noContent else { throw TestFailure("PUT: \(put.status) \(put.text)") }
    let completed = try await rpc("complete_recording_upload", ["recording_id": upload.recordingID], token: token)
    guard completed.status == .ok else { throw TestFailure("complete: \(completed.text)") }
    return completed.json
  }
}
